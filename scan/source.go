package scan

import "context"

// File is one file offered by a Source.
type File struct {
	Path string // slash-separated, relative to the root; becomes filePath
	// RepoPath, when not empty, is the file's path in the repository,
	// for the permalink, where it differs from Path: an installed
	// package's file is named by its import path ("json/decoder.py"), its
	// repository holds it elsewhere ("Lib/json/decoder.py").
	RepoPath string
	Size     int64
	// Key, when not empty, identifies the content (a git blob id, say): two
	// files with equal keys have equal bytes, so a Cache may reuse results.
	Key string
	// Read returns the content.
	Read func() ([]byte, error)
}

// Source lists the files of a tree.
type Source interface {
	// Files calls yield for every candidate file. A problem with one entry
	// is reported through warn and the walk goes on; an error from yield
	// stops it and is returned.
	Files(ctx context.Context, yield func(File) error, warn func(path, reason string)) error
}
