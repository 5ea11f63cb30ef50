package cli

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/errdex/errdex/blobcache"
	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/diff"
	"github.com/errdex/errdex/extract/registry"
	"github.com/errdex/errdex/scan"
)

var diffCmd = &Command{
	Name:  "diff",
	Usage: "diff OLD.jsonl NEW.jsonl | diff --rev A..B REPO [--repo OWNER/NAME] [--cache DIR|off] [--json] [--moved] [--exit-code]",
	Short: "report the records added, removed, changed and moved between two catalogs or revisions",
	Run:   runDiff,
}

func runDiff(c *Command, env *Env, args []string) int {
	fs := newFlags(env, c)
	rev := fs.String("rev", "", "compare revisions `A..B` of the git repository REPO (scanned from the object store)")
	repo := fs.String("repo", "", "with --rev: repository as OWNER/NAME (default: from the origin remote)")
	cacheDir := fs.String("cache", "", "with --rev: blob cache `DIR` (default $XDG_CACHE_HOME/errdex/scan; \"off\": none)")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	moved := fs.Bool("moved", false, "also list records whose code only moved, with old and new line")
	exitCode := fs.Bool("exit-code", false, "exit 1 when records were added, removed or changed")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return 2
	}
	var old, new []catalog.Record
	switch {
	case *rev != "" && len(pos) == 1:
		a, b, ok := strings.Cut(*rev, "..")
		if !ok || a == "" || b == "" || strings.HasPrefix(b, ".") {
			return errorf(env, c, "--rev %q: want A..B", *rev)
		}
		if old, err = scanRevRecords(env, pos[0], a, *repo, *cacheDir); err == nil {
			new, err = scanRevRecords(env, pos[0], b, *repo, *cacheDir)
		}
		if err != nil {
			return failed(env, c, "", err)
		}
	case *rev == "" && len(pos) == 2:
		if old, err = readRecords(env, pos[0]); err == nil {
			new, err = readRecords(env, pos[1])
		}
		if err != nil {
			return errorf(env, c, "%v", err)
		}
	default:
		fs.Usage()
		return 2
	}
	if a, b := repoOf(old), repoOf(new); a != b && len(old) > 0 && len(new) > 0 {
		fmt.Fprintf(env.Stderr, "warning: the catalogs name different repos (%q, %q): ids differ, so records pair by content only\n", a, b)
	}
	rep := diff.Compare(old, new)
	if *asJSON {
		b, err := json.MarshalIndent(rep, "", "  ")
		if err != nil {
			return errorf(env, c, "%v", err)
		}
		fmt.Fprintf(env.Stdout, "%s\n", b)
	} else if err := rep.WriteText(env.Stdout, *moved); err != nil {
		return errorf(env, c, "write: %v", err)
	}
	if *exitCode && rep.Differs() {
		return 1
	}
	return 0
}

func repoOf(rs []catalog.Record) string {
	if len(rs) == 0 {
		return ""
	}
	return catalog.Deref(rs[0].Repo)
}

// readRecords reads a dataset, warning about bad lines and going on.
func readRecords(env *Env, path string) ([]catalog.Record, error) {
	entries, bad, err := catalog.ReadFile(path)
	if err != nil {
		return nil, err
	}
	for _, e := range bad {
		fmt.Fprintf(env.Stderr, "warning: %v (line skipped)\n", e)
	}
	rs := make([]catalog.Record, len(entries))
	for i := range entries {
		rs[i] = entries[i].Record
	}
	return rs, nil
}

// scanRevRecords scans revision rev of the repository at dir, with the
// blob cache, and returns its records.
func scanRevRecords(env *Env, dir, rev, repo, cacheDir string) ([]catalog.Record, error) {
	opts := scan.Options{Repo: repo, NoEnrich: true, Extractors: registry.All}
	if opts.Repo == "" {
		opts.Repo = gitOriginRepo(dir)
	}
	gs, err := openRev(env.Ctx, env, dir, rev, &opts, false, cacheDir)
	if err != nil {
		return nil, err
	}
	res, err := scan.Run(env.Ctx, gs.source(nil), opts)
	gs.finish(res)
	if err != nil {
		return nil, fmt.Errorf("scan %s: %w", rev, err)
	}
	bc, _ := opts.Cache.(*blobcache.Cache)
	fmt.Fprintf(env.Stderr, "%s: %d files, %d records, %d skipped%s\n", rev, res.Stats.Files, res.Stats.Records, res.Stats.Skipped, cacheSummary(bc, res.Stats))
	rs := make([]catalog.Record, len(res.Entries))
	for i := range res.Entries {
		rs[i] = res.Entries[i].Record
	}
	return rs, nil
}
