package cli

import (
	"context"
	"os"
	"time"

	"github.com/errdex/errdex/internal/tick"
)

// watchStoreFile reports, once, that another file was renamed over the
// SQLite store at path while serve reads it (opened as fi). The server
// goes on reading the file it opened: reopening the path is not safe, as
// the -wal and -shm files beside it belong to the file opened before
// (SQLite would read the old file's pages from its WAL into the new
// one). Closing it on exit checkpoints and removes them, so a restart
// opens the new file cleanly. An import into the file in use is seen by
// the server's refresh instead.
func watchStoreFile(ctx context.Context, path string, fi os.FileInfo, interval time.Duration, logf func(string, ...any)) {
	tick.Every(ctx, interval, func() bool {
		now, err := os.Stat(path)
		if err == nil && !os.SameFile(now, fi) {
			logf("store %s was replaced by another file while serving; still serving the file opened at start: restart serve to use the new one (or import into the store in use, which serve sees without a restart)", path)
			return false
		}
		return true
	})
}
