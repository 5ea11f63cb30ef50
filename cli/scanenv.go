package cli

import (
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/errdex/errdex/env"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/registry"
	"github.com/errdex/errdex/scan"
)

// envFlags are scan's flags for --env.
type envFlags struct {
	python, runtimeSrc, runtimeURL, gitSrc, ecosystems string
	noRuntime, verbose                                 bool
}

// scanEnv is `errdex scan --env [DIR]`: every installed package of the
// project in dir (and the interpreter's), each catalogued once, merged into
// one dataset.
func scanEnv(c *Command, e *Env, dir string, f *envFlags, so scan.Options, cacheDir, out string, quiet bool) int {
	ecos, err := pickEcosystems(f.ecosystems)
	if err != nil {
		return errorf(e, c, "%v", err)
	}
	cfg := &env.Config{
		Dir: dir, Python: f.python, NoRuntime: f.noRuntime, RuntimeSrc: f.runtimeSrc, RuntimeURL: f.runtimeURL, GitSrc: f.gitSrc,
		Accept: func(p string) bool { return extract.ForPath(registry.All, p) != nil },
		Getenv: e.Getenv,
	}
	if f.ecosystems == "" {
		if ecos = env.Detect(cfg); len(ecos) == 0 {
			return errorf(e, c, "--env: nothing installed found in %s (no Python interpreter, go.mod, node_modules or Cargo.lock); name one with --python or --ecosystems", dir)
		}
	}
	bc, err := openCache(e, cacheDir, "", true)
	if err != nil {
		return errorf(e, c, "%v", err)
	}
	o := env.Options{Scan: so}
	if bc != nil {
		o.Scan.Cache, o.Cache = bc, bc
		cfg.CacheDir = filepath.Dir(bc.Dir()) // beside the builds' entries: fetched sources outlive a rebuild
	}
	var st scan.Stats
	o.Done = func(d *env.Done) {
		st.Files += int64(d.Files)
		st.Bytes += d.Bytes
		st.Records += int64(d.Records)
		st.CacheHits += int64(d.CacheHits)
		if f.verbose {
			from := ""
			if d.Cached {
				from = ", from the package cache"
			}
			at := ""
			if d.Package.Repo != "" {
				at = fmt.Sprintf(" [%s@%s]", d.Package.Repo, shortSHA(d.Package.SHA()))
			}
			fmt.Fprintf(e.Stderr, "%s %s: %d files, %d records%s%s\n", d.Package.Ecosystem, d.Package, len(d.Package.Files), d.Records, at, from)
		}
	}
	res, err := env.Scan(e.Ctx, cfg, ecos, o)
	if err != nil {
		return failed(e, c, keptFile(out), fmt.Errorf("--env: %w", err))
	}
	if !quiet {
		for _, w := range res.Warnings {
			fmt.Fprintf(e.Stderr, "warning: %s\n", w)
		}
		for _, d := range res.Packages {
			for _, w := range d.Warnings {
				fmt.Fprintf(e.Stderr, "warning: %s %s: %s\n", d.Package.Ecosystem, d.Package, w)
			}
		}
	}
	for _, d := range res.Packages {
		for _, n := range d.Package.Notes {
			fmt.Fprintf(e.Stderr, "note: %s %s: %s\n", d.Package.Ecosystem, d.Package, n)
		}
	}
	if err := writeDataset(e, out, res.Entries); err != nil {
		return failed(e, c, keptFile(out), err)
	}
	cached := 0
	for _, eco := range ecos {
		n, recs := 0, 0
		var rt []string
		for _, d := range res.Packages {
			if d.Package.Ecosystem != eco.Name {
				continue
			}
			if d.Cached {
				cached++
			}
			if d.Package.Runtime != "" {
				rt = append(rt, fmt.Sprintf("runtime %s (%d records)", d.Package.Runtime, d.Records))
				continue
			}
			n++
			recs += d.Records
		}
		fmt.Fprintf(e.Stderr, "%s: ", eco.Name)
		if len(rt) > 0 {
			fmt.Fprintf(e.Stderr, "%s and ", strings.Join(rt, ", "))
		}
		fmt.Fprintf(e.Stderr, "%d packages (%d records)\n", n, recs)
	}
	fmt.Fprintf(e.Stderr, "catalogued %d packages in %s: %d records; %d packages from the package cache, the others' %d files (%.1f MB) scanned%s\n",
		len(res.Packages), res.Elapsed.Round(time.Millisecond), len(res.Entries), cached, st.Files, float64(st.Bytes)/(1<<20), cacheSummary(bc, st))
	return 0
}

// pickEcosystems returns the ecosystems a comma-separated list names, or
// all for "".
func pickEcosystems(list string) ([]*env.Ecosystem, error) {
	if list == "" {
		return env.All, nil
	}
	var out []*env.Ecosystem
	for _, n := range strings.Split(list, ",") {
		eco := env.Lookup(strings.TrimSpace(n))
		if eco == nil {
			return nil, fmt.Errorf("--ecosystems: no ecosystem %q (there are %s)", n, ecosystemNames())
		}
		out = append(out, eco)
	}
	return out, nil
}

// ecosystemNames lists env.All's names.
func ecosystemNames() string {
	var names []string
	for _, e := range env.All {
		names = append(names, e.Name)
	}
	return strings.Join(names, ", ")
}

// defaultRuntimeURL is env's, for flag help where env is a variable.
const defaultRuntimeURL = env.DefaultRuntimeURL
