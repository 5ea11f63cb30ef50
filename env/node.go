package env

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/errdex/errdex/sourcemap"
)

// Node catalogs the packages in the project's node_modules.
var Node = &Ecosystem{
	Name: "node",
	Doc: `Node: every package folder in the project's node_modules (scoped ones and nested node_modules included; linked
workspace folders are the project's own), read from its package.json: name, version, repository (a github URL,
"github:OWNER/NAME" or "OWNER/NAME", its directory for a monorepo) and gitHead (the commit npm published from). filePath
is name/path ("yaml/dist/compose/x.js"), the tail of the path a stack frame shows; the permalink path is the
repository's directory/path at tag vVERSION, or at gitHead. A compiled file with a source map (its sourceMappingURL, an
inline data: URL, or FILE.map) is replaced by the original sources the map holds (sourcesContent) or names beside it,
at their paths in the package ("yaml/src/compose/x.ts"), so records sit at original positions; a source outside the
package (a bundled dependency) is left out. Node's own library is compiled into its binary and is not catalogued.`,
	Detect: func(cfg *Config) bool { return isDir(filepath.Join(cfg.dir(), "node_modules")) },
	Find:   findNode,
}

// packageJSON is what a package.json says of its package.
type packageJSON struct {
	Name       string          `json:"name"`
	Version    string          `json:"version"`
	Repository json.RawMessage `json:"repository"`
	GitHead    string          `json:"gitHead"`
}

func findNode(ctx context.Context, cfg *Config, warn func(string)) ([]*Package, error) {
	root := filepath.Join(cfg.dir(), "node_modules")
	if !isDir(root) {
		return nil, fmt.Errorf("no node_modules in %s", cfg.dir())
	}
	var pkgs []*Package
	seen := map[string]bool{}
	var visit func(nm string)
	pkg := func(dir string) {
		b, err := readSmall(filepath.Join(dir, "package.json"), maxMeta)
		if err != nil {
			return // a folder without package.json (.bin, .cache) is no package
		}
		var pj packageJSON
		if err := json.Unmarshal(b, &pj); err != nil || pj.Name == "" || pj.Version == "" {
			if err == nil {
				err = fmt.Errorf("no name or version")
			}
			warn(fmt.Sprintf("%s: %v", filepath.Join(dir, "package.json"), err))
			return
		}
		if k := pj.Name + "@" + pj.Version; !seen[k] {
			seen[k] = true
			p := nodePackage(dir, &pj, cfg.Accept)
			resolveGit(ctx, cfg, p, warn)
			pkgs = append(pkgs, p)
		}
		visit(filepath.Join(dir, "node_modules"))
	}
	visit = func(nm string) {
		des, err := os.ReadDir(nm)
		if err != nil {
			return
		}
		for _, de := range des {
			n := de.Name()
			if !de.IsDir() || strings.HasPrefix(n, ".") { // links are workspace folders: the project's
				continue
			}
			if !strings.HasPrefix(n, "@") {
				pkg(filepath.Join(nm, n))
				continue
			}
			scoped, _ := os.ReadDir(filepath.Join(nm, n))
			for _, s := range scoped {
				if s.IsDir() {
					pkg(filepath.Join(nm, n, s.Name()))
				}
			}
		}
	}
	visit(root)
	return pkgs, nil
}

// npmPURL returns the package URL of an npm package ("@scope/name" has its
// "@" percent-encoded).
func npmPURL(name, version string) string {
	if rest, ok := strings.CutPrefix(name, "@"); ok {
		name = "%40" + rest
	}
	return "pkg:npm/" + name + "@" + version
}

// nodePackage returns the package in dir.
func nodePackage(dir string, pj *packageJSON, accept func(string) bool) *Package {
	p := &Package{Ecosystem: "node", Name: pj.Name, Version: pj.Version, PURL: npmPURL(pj.Name, pj.Version),
		Tag: "v" + pj.Version, Commit: pj.GitHead}
	var repoDir string
	p.Repo, repoDir = npmRepo(pj.Repository)
	if p.Repo == "" {
		p.Tag, p.Commit = pj.Version, ""
	}
	rels := walkFiles(dir, func(rel string, isDir bool) bool {
		b := path.Base(rel)
		return isDir && (b == "node_modules" || strings.HasPrefix(b, "."))
	}, func(rel string) bool {
		return strings.HasSuffix(rel, ".map") || accept == nil || accept(rel)
	})
	for _, rel := range rels {
		f := File{Path: pj.Name + "/" + rel, Disk: filepath.Join(dir, filepath.FromSlash(rel))}
		if p.Repo != "" {
			f.RepoPath = path.Join(repoDir, rel)
		}
		p.Files = append(p.Files, f)
	}
	p.Load = func(p *Package) error {
		p.Files, p.Notes = withSources(p.Files, dir, pj.Name, repoDir, p.Repo != "", p.Notes)
		return nil
	}
	return p
}

// compiledExts are the extensions of the files whose source maps are read.
var compiledExts = []string{".js", ".cjs", ".mjs"}

// withSources returns files with each compiled file that has a source map
// replaced by the original sources the map gives (once each, beside the
// package's own files of the same path), and without the maps themselves.
func withSources(files []File, dir, name, repoDir string, hasRepo bool, notes []string) ([]File, []string) {
	have := map[string]bool{}
	for _, f := range files {
		have[f.Path] = true
	}
	var out, originals []File
	bad := 0
	for _, f := range files {
		if strings.HasSuffix(f.Path, ".map") {
			continue
		}
		if !contains(compiledExts, path.Ext(f.Path)) {
			out = append(out, f)
			continue
		}
		m, err := sourcemap.Load(f.Disk)
		if err != nil {
			bad++
		}
		if m == nil {
			out = append(out, f)
			continue
		}
		mapDir, _ := filepath.Rel(dir, m.Dir)
		mapDir = filepath.ToSlash(mapDir)
		found := false
		for i, src := range m.Sources {
			rel := sourcemap.Clean(src, mapDir)
			if rel == "" {
				continue
			}
			fp := name + "/" + rel
			if have[fp] { // shipped beside, or given by another map
				found = true
				continue
			}
			text, ok := m.Content(i)
			if !ok {
				continue
			}
			have[fp], found = true, true
			o := File{Path: fp, Content: []byte(text)}
			if hasRepo {
				o.RepoPath = path.Join(repoDir, rel)
			}
			originals = append(originals, o)
		}
		if !found {
			out = append(out, f) // a map without the sources: the compiled file is all there is
		}
	}
	if bad > 0 {
		notes = append(notes, fmt.Sprintf("%d source maps could not be read; their compiled files are catalogued as they are", bad))
	}
	return append(out, originals...), notes
}

// npmRepo returns the GitHub repository a package.json "repository" names
// and the package's folder in it.
func npmRepo(raw json.RawMessage) (repo, dir string) {
	var s string
	var obj struct {
		URL       string `json:"url"`
		Directory string `json:"directory"`
	}
	switch {
	case len(raw) == 0:
		return "", ""
	case json.Unmarshal(raw, &s) == nil:
		obj.URL = s
	case json.Unmarshal(raw, &obj) != nil:
		return "", ""
	}
	u := obj.URL
	if strings.Count(u, "/") == 1 && !strings.Contains(u, ":") { // "owner/name", npm's shorthand for GitHub
		u = "github:" + u
	}
	repo = githubRepo(u)
	dir = path.Clean("/" + obj.Directory)[1:]
	if repo != "" && dir == "" {
		// https://github.com/o/n/tree/main/packages/x names the folder too.
		if i := strings.Index(u, "/tree/"); i >= 0 {
			if parts := strings.SplitN(u[i+len("/tree/"):], "/", 2); len(parts) == 2 {
				dir = strings.Trim(parts[1], "/")
			}
		}
	}
	return repo, dir
}
