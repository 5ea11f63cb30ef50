package gitsrc

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"sync"
)

// Repo is a git repository on disk: a work tree or a bare git directory.
type Repo struct {
	Dir string
}

// run runs git with args in the repository and returns its trimmed
// standard output; the error carries git's first stderr line.
func (r *Repo) run(ctx context.Context, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, "git", append([]string{"-C", r.Dir}, args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("git %s: %s", args[0], firstLine(stderr.String(), err))
	}
	return strings.TrimSpace(string(out)), nil
}

// Resolve returns the full commit id rev names ("v0.5.0", "HEAD~3", a
// branch, an abbreviated id).
func (r *Repo) Resolve(ctx context.Context, rev string) (string, error) {
	if rev == "" || strings.HasPrefix(rev, "-") {
		return "", fmt.Errorf("resolve %q in %s: not a revision", rev, r.Dir)
	}
	out, err := r.run(ctx, "rev-parse", "--verify", "--end-of-options", rev+"^{commit}")
	if err != nil {
		return "", fmt.Errorf("resolve %q in %s: %w", rev, r.Dir, err)
	}
	return out, nil
}

// Tags returns the tags that point at commit, sorted by version.
func (r *Repo) Tags(ctx context.Context, commit string) ([]string, error) {
	out, err := r.run(ctx, "tag", "--points-at", commit, "--sort=version:refname")
	if err != nil || out == "" {
		return nil, err
	}
	return strings.Split(out, "\n"), nil
}

// OriginURL returns the URL of the origin remote, or "".
func (r *Repo) OriginURL(ctx context.Context) string {
	out, _ := r.run(ctx, "config", "--get", "remote.origin.url")
	return out
}

// Entry is one file of a tree.
type Entry struct {
	Mode string // "100644", "100755", "120000" (symbolic link)
	Blob string // object id
	Size int64
	Path string // slash-separated, relative to the root of the tree
}

// ListTree returns every blob below the tree of commit, in git's order.
// Submodules (gitlinks) are left out.
func (r *Repo) ListTree(ctx context.Context, commit string) ([]Entry, error) {
	cmd := exec.CommandContext(ctx, "git", "-C", r.Dir, "ls-tree", "-r", "-z", "--long", "--full-tree", "--end-of-options", commit)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("list %s in %s: %s", commit, r.Dir, firstLine(stderr.String(), err))
	}
	return parseTree(out)
}

// parseTree parses `git ls-tree -r -z --long` output:
// "<mode> SP <type> SP <object> SP+ <size> TAB <path> NUL".
func parseTree(out []byte) ([]Entry, error) {
	var es []Entry
	for len(out) > 0 {
		i := bytes.IndexByte(out, 0)
		if i < 0 {
			return es, fmt.Errorf("ls-tree: unterminated entry %q", trunc(out))
		}
		rec := out[:i]
		out = out[i+1:]
		tab := bytes.IndexByte(rec, '\t')
		if tab < 0 {
			return es, fmt.Errorf("ls-tree: malformed entry %q", trunc(rec))
		}
		f := strings.Fields(string(rec[:tab]))
		if len(f) != 4 {
			return es, fmt.Errorf("ls-tree: malformed entry %q", trunc(rec))
		}
		if f[1] != "blob" {
			continue // "commit": a submodule
		}
		size, err := strconv.ParseInt(f[3], 10, 64)
		if err != nil || size < 0 {
			return es, fmt.Errorf("ls-tree: bad size in %q", trunc(rec))
		}
		es = append(es, Entry{Mode: f[0], Blob: f[2], Size: size, Path: string(rec[tab+1:])})
	}
	return es, nil
}

func trunc(b []byte) string {
	if len(b) > 80 {
		return string(b[:80]) + "…"
	}
	return string(b)
}

func firstLine(s string, err error) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if s == "" {
		return err.Error()
	}
	return s
}

// Reader reads blobs through one long-lived `git cat-file --batch`. It is
// safe for concurrent use; reads are serialized.
type Reader struct {
	mu  sync.Mutex
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
	err error // sticky: the process died
}

// NewReader starts the batch process; Close stops it.
func (r *Repo) NewReader(ctx context.Context) (*Reader, error) {
	br := &Reader{}
	br.cmd = exec.CommandContext(ctx, "git", "-C", r.Dir, "cat-file", "--batch")
	var err error
	if br.in, err = br.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	stdout, err := br.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := br.cmd.Start(); err != nil {
		return nil, fmt.Errorf("start git cat-file in %s: %w", r.Dir, err)
	}
	br.out = bufio.NewReaderSize(stdout, 1<<16)
	return br, nil
}

// ErrNotBlob is returned by Read for a missing object or one that is not a
// blob.
var ErrNotBlob = errors.New("not a blob")

// Read returns the content of blob id.
func (b *Reader) Read(id string) ([]byte, error) {
	if strings.ContainsAny(id, " \t\n") || id == "" {
		return nil, fmt.Errorf("read blob %q: %w", id, ErrNotBlob)
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.err != nil {
		return nil, b.err
	}
	if _, err := io.WriteString(b.in, id+"\n"); err != nil {
		return nil, b.fail(err)
	}
	header, err := b.out.ReadString('\n')
	if err != nil {
		return nil, b.fail(err)
	}
	// "<oid> SP <type> SP <size> LF" or "<name> SP missing LF"
	f := strings.Fields(header)
	if len(f) == 2 && f[1] == "missing" || len(f) == 2 && f[1] == "ambiguous" {
		return nil, fmt.Errorf("read blob %s: %w (%s)", id, ErrNotBlob, f[1])
	}
	if len(f) != 3 {
		return nil, b.fail(fmt.Errorf("unexpected header %q", strings.TrimSpace(header)))
	}
	size, err := strconv.ParseInt(f[2], 10, 64)
	if err != nil || size < 0 {
		return nil, b.fail(fmt.Errorf("unexpected header %q", strings.TrimSpace(header)))
	}
	data := make([]byte, size+1) // content and the LF after it
	if _, err := io.ReadFull(b.out, data); err != nil {
		return nil, b.fail(err)
	}
	if f[1] != "blob" {
		return nil, fmt.Errorf("read blob %s: %w (a %s)", id, ErrNotBlob, f[1])
	}
	return data[:size], nil
}

func (b *Reader) fail(err error) error {
	b.err = fmt.Errorf("git cat-file: %v", err)
	return b.err
}

// Close ends the batch process.
func (b *Reader) Close() error {
	b.in.Close()
	return b.cmd.Wait()
}
