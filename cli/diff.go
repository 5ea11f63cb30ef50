package cli

import (
	"encoding/json"
	"errors"
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
	exitCode := fs.Bool("exit-code", false, "exit 1 when records were added, removed, changed or unreadable (their line in a catalog is bad); 2 when a bad line names no record id")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return 2
	}
	var old, new []catalog.Record
	var bad []diff.Unreadable
	unknownBad := 0 // bad lines whose record cannot be told
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
		var b1, b2 []error
		if old, b1, err = readRecords(env, pos[0]); err == nil {
			new, b2, err = readRecords(env, pos[1])
		}
		bad, unknownBad = unreadable(old, b1)
		bad2, unknown2 := unreadable(new, b2)
		bad, unknownBad = append(bad, bad2...), unknownBad+unknown2
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
	rep := diff.CompareReadable(old, new, bad)
	if unknownBad > 0 {
		fmt.Fprintf(env.Stderr, "warning: %d bad lines name no record id: the records on them are missing from the comparison, and may be listed as added or removed\n", unknownBad)
	}
	if *asJSON {
		b, err := json.MarshalIndent(rep, "", "  ")
		if err != nil {
			return errorf(env, c, "%v", err)
		}
		fmt.Fprintf(env.Stdout, "%s\n", b)
	} else if err := rep.WriteText(env.Stdout, *moved); err != nil {
		return errorf(env, c, "write: %v", err)
	}
	if *exitCode && unknownBad > 0 {
		return errorf(env, c, "cannot tell whether records were added or removed: %d bad lines name no record id", unknownBad)
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

// unreadable returns the records of a catalog's bad lines whose id the
// line names and no good line of the catalog has, and the number of bad
// lines naming no id.
func unreadable(rs []catalog.Record, bad []error) (out []diff.Unreadable, unknown int) {
	have := map[string]bool{}
	for _, r := range rs {
		have[r.ID] = true
	}
	for _, e := range bad {
		var pe *catalog.PosError
		switch {
		case !errors.As(e, &pe) || pe.ID == "":
			unknown++
		case !have[pe.ID]:
			out = append(out, diff.Unreadable{ID: pe.ID, File: pe.File, Line: pe.Line})
		}
	}
	return out, unknown
}

// readRecords reads a dataset, warning about bad lines and going on; it
// returns them too.
func readRecords(env *Env, path string) ([]catalog.Record, []error, error) {
	entries, bad, err := catalog.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	for _, e := range bad {
		fmt.Fprintf(env.Stderr, "warning: %v (line skipped)\n", e)
	}
	rs := make([]catalog.Record, len(entries))
	for i := range entries {
		rs[i] = entries[i].Record
	}
	return rs, bad, nil
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
