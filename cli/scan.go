package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/errdex/errdex/blobcache"
	"github.com/errdex/errdex/catalog"
	errdexenv "github.com/errdex/errdex/env"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/javascript"
	"github.com/errdex/errdex/extract/registry"
	"github.com/errdex/errdex/scan"
)

var scanCmd = &Command{
	Name:  "scan",
	Usage: "scan PATH [--repo OWNER/NAME] [--sha SHA] [--rev REV] [--cache DIR|off] [-o FILE] [--max-file-size BYTES] [--all-dirs] [--no-ignore] [--no-enrich] [--tests] [--untested FILE] [--history [--history-budget D]] [-q]\n       errdex scan --env [DIR] [--python PATH] [--ecosystems LIST] [--no-runtime] [--runtime-src DIR|ARCHIVE|fetch] [--runtime-url TEMPLATE] [--git-src DIR] [--cache DIR|off] [-o FILE] [--no-enrich] [-v] [-q]",
	Short: "catalog every error the source under PATH can raise (JSONL dataset)",
	Run:   runScan,
}

func runScan(c *Command, env *Env, args []string) int {
	fs := newFlags(env, c)
	repo := fs.String("repo", "", "repository as OWNER/NAME (default: from the origin remote)")
	sha := fs.String("sha", "", "commit the source is at (default: git HEAD)")
	out := fs.String("o", "", "write the dataset to `FILE` atomically (default, or -: stdout)")
	maxSize := fs.Int64("max-file-size", scan.DefaultMaxFileSize, "skip files larger than this many bytes")
	allDirs := fs.Bool("all-dirs", false, "also enter vendored and dependency folders ("+strings.Join(scan.DefaultSkipDirs, ", ")+")")
	noIgnore := fs.Bool("no-ignore", false, "do not honour .gitignore files")
	noEnrich := fs.Bool("no-enrich", false, "leave the explanatory fields null")
	tests := fs.Bool("tests", false, "also catalog the error sites of test files (left out by default in every language; their expectations are read either way)")
	quiet := fs.Bool("q", false, "print no warnings, only the summary")
	hist := fs.Bool("history", false, "date each site's raising line with git blame (commit, date, subject, PR) into commonSituations")
	histBudget := fs.Duration("history-budget", 2*time.Minute, "with --history: stop blaming after this long (files with the most records first), and then git log -L of the dated raising statements after as long again")
	untested := fs.String("untested", "", "write the error sites no scanned test triggers to `FILE` (-: stdout), one \"path:line: class: message\" a line")
	rev := fs.String("rev", "", "scan commit `REV` straight from the git object store (PATH: a work tree or bare git dir)")
	cacheDir := fs.String("cache", "", "keep extractor results (and --history's blame) by file content in `DIR`, so unchanged files are not parsed again (default $XDG_CACHE_HOME/errdex/scan; \"off\": none)")
	var ef envFlags
	envScan := fs.Bool("env", false, "catalog what is installed instead: the packages of the interpreter and of the project in DIR (default .), each at its version, and the runtime (see docs/env.md)")
	fs.StringVar(&ef.python, "python", "", "with --env: the Python interpreter whose sys.path to catalog (default $VIRTUAL_ENV's, else DIR/.venv's or DIR/venv's, else python3 on PATH)")
	fs.StringVar(&ef.ecosystems, "ecosystems", "", "with --env: only these, comma-separated ("+ecosystemNames()+"; default: each one found)")
	fs.BoolVar(&ef.noRuntime, "no-runtime", false, "with --env: leave the runtimes out (Python's stdlib, GOROOT, rust-src)")
	fs.StringVar(&ef.runtimeSrc, "runtime-src", "", "with --env: the interpreter's source `DIR` (CPython's, for its C code) or its .tar.gz release archive (Debian's python3.X_X.Y.Z.orig.tar.gz too), unpacked into the cache once; or \"fetch\" to download the archive there once")
	fs.StringVar(&ef.runtimeURL, "runtime-url", "", "with --env --runtime-src fetch: the archive's URL `TEMPLATE`, {version} the interpreter's (default "+defaultRuntimeURL+")")
	fs.StringVar(&ef.gitSrc, "git-src", "", "with --env: a `DIR` of git repositories (OWNER+NAME/repo, OWNER/NAME.git): a package's tag there is resolved to a commit and its files' repository paths read")
	fs.BoolVar(&ef.verbose, "v", false, "with --env: a line for each package")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return 2
	}
	// A scan can take minutes: an output it could not write is said
	// before it starts, not after.
	for _, o := range []string{*out, *untested} {
		if err := checkWritable(o); err != nil {
			return errorf(env, c, "%v", err)
		}
	}
	if *envScan {
		if len(pos) > 1 || *rev != "" || *hist || *untested != "" || *repo != "" || *sha != "" {
			fmt.Fprintln(env.Stderr, "errdex scan: --env takes at most one DIR (the project) and no --rev, --history, --untested, --repo or --sha")
			fs.Usage()
			return 2
		}
		dir := "."
		if len(pos) == 1 {
			dir = pos[0]
		}
		return scanEnv(c, env, dir, &ef, scan.Options{MaxFileSize: *maxSize, NoEnrich: *noEnrich, Extractors: registry.All}, *cacheDir, *out, *quiet)
	}
	if len(pos) != 1 {
		fs.Usage()
		return 2
	}
	root := pos[0]
	if *repo == "" {
		*repo = gitOriginRepo(root)
	}
	if *sha == "" {
		*sha = gitHead(root)
	}
	src := &scan.DirSource{Root: root, NoIgnore: *noIgnore, Prefix: gitPrefix(root), Accept: func(p string) bool {
		return extract.ForPath(registry.All, p) != nil
	}, Unreadable: javascript.Minified}
	if *allDirs {
		src.SkipDirs = []string{".git"}
	}
	opts := scan.Options{Repo: *repo, SHA: *sha, MaxFileSize: *maxSize, NoEnrich: *noEnrich, Tests: *tests, Extractors: registry.All}
	if env.IsTerminal {
		opts.Progress = func(s scan.Stats) {
			fmt.Fprintf(env.Stderr, "\r\033[Kscanning: %d files, %d records, %d skipped, %s", s.Files, s.Records, s.Skipped, s.Elapsed.Round(time.Second/10))
		}
	}
	var gs *revScan // git side of --rev; nil methods fall back to src
	if *rev != "" {
		if gs, err = openRev(env.Ctx, env, root, *rev, &opts, *allDirs, *cacheDir); err != nil {
			return errorf(env, c, "%v", err)
		}
		*repo, *sha = opts.Repo, opts.SHA
	} else {
		bc, err := openCache(env, *cacheDir, "", true)
		if err != nil {
			return errorf(env, c, "%v", err)
		}
		if bc != nil {
			opts.Cache = bc
		}
	}
	res, err := scan.Run(env.Ctx, gs.source(src), opts)
	gs.finish(res)
	if env.IsTerminal {
		fmt.Fprint(env.Stderr, "\r\033[K")
	}
	if err != nil {
		return failed(env, c, keptFile(*out), err)
	}
	if !*quiet {
		for _, w := range res.Warnings {
			fmt.Fprintf(env.Stderr, "warning: %s\n", w)
		}
	}
	histLine := ""
	if *hist {
		rev := *rev
		if rev == "" {
			rev = *sha
		}
		if histLine, err = history(env.Ctx, root, rev, res.Entries, *histBudget, runtime.GOMAXPROCS(0), blameCache(env, *cacheDir)); err != nil && env.Ctx.Err() == nil {
			fmt.Fprintf(env.Stderr, "warning: %v\n", err)
		}
	}
	if rt := errdexenv.RuntimeOf(root); rt != "" {
		// A plain scan of a runtime's sources (GOROOT/src, a CPython tree
		// or stdlib): its records say so, as scan --env's do.
		for i := range res.Entries {
			r := &res.Entries[i].Record
			if catalog.Runtime(r) == "" {
				r.Tags = append(r.Tags, catalog.RuntimeTag+rt)
			}
		}
	}
	if err := writeDataset(env, *out, res.Entries); err != nil {
		return failed(env, c, keptFile(*out), err)
	}
	if *untested != "" {
		if err := writeUntested(env, *untested, res); err != nil {
			return failed(env, c, keptFile(*untested), err)
		}
	}
	s := res.Stats
	fmt.Fprintf(env.Stderr, "scanned %d files (%.1f MB) in %s: %d records, %d skipped",
		s.Files, float64(s.Bytes)/(1<<20), s.Elapsed.Round(time.Millisecond), s.Records, s.Skipped)
	if *repo != "" || *sha != "" {
		fmt.Fprintf(env.Stderr, " [%s@%s]", or(*repo, "?"), shortSHA(*sha))
	}
	bc, _ := opts.Cache.(*blobcache.Cache)
	fmt.Fprint(env.Stderr, cacheSummary(bc, s))
	fmt.Fprintln(env.Stderr)
	if histLine != "" {
		fmt.Fprintln(env.Stderr, histLine)
	}
	if cv := res.Coverage; cv.Expects > 0 {
		fmt.Fprintf(env.Stderr, "tests: %d expectations of an error, %d matched to records; %d of %d error sites outside tests triggered by a test, %d untested\n",
			cv.Expects, cv.Matched, cv.Triggered, cv.Sites, len(cv.Untested))
	}
	if s.Files == 0 && s.Skipped == 0 && !*quiet {
		// An empty catalog is valid, but a first scan of the wrong
		// folder should not pass for one of a codebase without errors.
		what := "no source file errdex reads is under " + root
		if fi, err := os.Stat(root); err == nil && !fi.IsDir() {
			what = root + " is not a source file errdex reads"
		}
		fmt.Fprintf(env.Stderr, "warning: %s (%s; vendored and dependency folders are left out unless --all-dirs, and .gitignore'd files unless --no-ignore): the catalog is empty\n", what, sourceLanguages)
	}
	return 0
}

// sourceLanguages names what scan reads, for messages.
const sourceLanguages = "Python, Go, Rust, JavaScript/TypeScript, Java, C/C++/CUDA"

// writeUntested writes the untested error sites of res to the file out
// atomically, or to standard output for "-".
func writeUntested(env *Env, out string, res *scan.Result) error {
	err := writeOut(env, out, func(w io.Writer) error {
		bw := bufio.NewWriter(w)
		for _, i := range res.Coverage.Untested {
			r := &res.Entries[i].Record
			fmt.Fprintf(bw, "%s:%d: %s: %s\n", r.FilePath, r.LineNumber, or(r.ErrorClass, r.ErrorType), r.ErrorMessage)
		}
		return bw.Flush()
	})
	if err != nil {
		return fmt.Errorf("write %s: %w", or(out, "stdout"), err)
	}
	return nil
}

// writeDataset writes entries to the file out atomically, or to standard
// output when out is empty or "-".
func writeDataset(env *Env, out string, entries []catalog.Entry) error {
	if err := writeOut(env, out, func(w io.Writer) error { return catalog.WriteEntries(w, entries) }); err != nil {
		return fmt.Errorf("write %s: %w", or(out, "stdout"), err)
	}
	return nil
}

// writeOut is how every command writes its -o FILE: write is called with
// standard output when out is empty or "-", else with a temporary file
// renamed over out when write succeeds (catalog.WriteFileAtomic) and the
// run was not interrupted meanwhile: a writer fed by something that
// stops when env.Ctx ends (a store's rows) may return no error with half
// of its output.
func writeOut(env *Env, out string, write func(io.Writer) error) error {
	if out == "" || out == "-" {
		return write(env.Stdout)
	}
	return catalog.WriteFileAtomic(out, func(w io.Writer) error {
		if err := write(w); err != nil {
			return err
		}
		return context.Cause(env.Ctx)
	})
}

// checkWritable says why out (a -o FILE; "" or "-" is stdout) could not
// be written as writeOut writes it: a folder that does not exist or
// cannot be written in, or a directory at its path. It writes nothing.
func checkWritable(out string) error {
	if out == "" || out == "-" {
		return nil
	}
	path := out
	if real, err := filepath.EvalSymlinks(out); err == nil {
		path = real
	}
	if fi, err := os.Stat(path); err == nil {
		if fi.IsDir() {
			return fmt.Errorf("cannot write %s: it is a directory", out)
		}
		if !fi.Mode().IsRegular() {
			return nil // a pipe or a device is written in place
		}
	}
	dir := filepath.Dir(path)
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return fmt.Errorf("cannot write %s: no directory %s", out, dir)
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return fmt.Errorf("cannot write %s: cannot create a file in %s: %v", out, dir, err)
	}
	tmp.Close()
	os.Remove(tmp.Name())
	return nil
}

func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

func shortSHA(s string) string {
	if len(s) > 12 {
		return s[:12]
	}
	return or(s, "?")
}
