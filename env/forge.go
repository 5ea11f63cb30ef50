package env

import (
	"context"
	"fmt"
	"net/url"
	"path"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/errdex/errdex/gitsrc"
)

// sourceLabels are the Project-URL labels that name a project's code,
// tried before the others (the core metadata specification's well-known
// labels and their common spellings).
var sourceLabels = []string{"source", "source code", "sourcecode", "repository", "code", "github", "git", "homepage", "home", "home-page"}

// repoFromURLs returns the GitHub repository ("owner/name") of the first
// URL of us that names one, the URLs labelled as source code first.
func repoFromURLs(us []labeledURL) string {
	for _, l := range sourceLabels {
		for _, u := range us {
			if strings.EqualFold(u.label, l) {
				if r := githubRepo(u.url); r != "" {
					return r
				}
			}
		}
	}
	for _, u := range us {
		if r := githubRepo(u.url); r != "" {
			return r
		}
	}
	return ""
}

// notRepoOwners are the first path segments of github.com URLs that are
// pages of GitHub itself, not repositories.
var notRepoOwners = map[string]bool{"sponsors": true, "orgs": true, "features": true, "marketplace": true, "apps": true, "topics": true, "about": true, "settings": true, "users": true}

var ownerRE = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9-]*$`)
var repoNameRE = regexp.MustCompile(`^[A-Za-z0-9._-]+$`)

// githubRepo returns the "owner/name" a URL names on github.com
// ("https://github.com/psf/requests/issues", "git+https://github.com/o/n.git",
// "git@github.com:o/n.git", "github:o/n"), or "".
func githubRepo(u string) string {
	u = strings.TrimSpace(u)
	var p string
	switch {
	case strings.HasPrefix(u, "github:"):
		p = strings.TrimPrefix(u, "github:")
	case strings.HasPrefix(u, "git@github.com:"):
		p = strings.TrimPrefix(u, "git@github.com:")
	default:
		pu, err := url.Parse(strings.TrimPrefix(u, "git+"))
		if err != nil {
			return ""
		}
		h := strings.ToLower(pu.Hostname())
		if h != "github.com" && h != "www.github.com" {
			return ""
		}
		p = pu.Path
	}
	parts := strings.Split(strings.Trim(p, "/"), "/")
	if len(parts) < 2 {
		return ""
	}
	owner, name := parts[0], strings.TrimSuffix(parts[1], ".git")
	if notRepoOwners[strings.ToLower(owner)] || !ownerRE.MatchString(owner) || !repoNameRE.MatchString(name) || name == "." || name == ".." {
		return ""
	}
	return owner + "/" + name
}

// gitDir returns the git repository of repo ("owner/name") in dir, or "".
// The layouts looked for: OWNER+NAME/repo (errdex's mirrors), OWNER+NAME,
// OWNER/NAME.git, OWNER/NAME, NAME.git, NAME.
func gitDir(dir, repo string) string {
	owner, name, _ := strings.Cut(repo, "/")
	for _, c := range []string{owner + "+" + name + "/repo", owner + "+" + name, owner + "/" + name + ".git", owner + "/" + name, name + ".git", name} {
		p := filepath.Join(dir, filepath.FromSlash(c))
		if isFile(filepath.Join(p, "HEAD")) || isDir(filepath.Join(p, ".git")) {
			return p
		}
	}
	return ""
}

// tagNames returns the tag names p's version may have, p.Tag first.
func tagNames(p *Package) []string {
	v := strings.TrimPrefix(p.Version, "v")
	name := p.Name
	if i := strings.LastIndexByte(name, '/'); i >= 0 {
		name = name[i+1:]
	}
	var out []string
	for _, t := range []string{p.Tag, "v" + v, v, name + "-" + v, name + "-v" + v, name + "@" + v, name + "_" + v, "release-" + v} {
		if t != "" && !contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

// resolveGit resolves p's tag to a commit in its repository under
// cfg.GitSrc and sets each file's RepoPath to where that commit holds it:
// the path itself, else the one path of the tree that ends with it
// ("src/requests/exceptions.py" for "requests/exceptions.py"). Nothing
// changes when no repository or no tag is found.
func resolveGit(ctx context.Context, cfg *Config, p *Package, warn func(string)) {
	if cfg.GitSrc == "" || p.Repo == "" || p.Commit != "" {
		return
	}
	dir := gitDir(cfg.GitSrc, p.Repo)
	if dir == "" {
		return
	}
	repo := &gitsrc.Repo{Dir: dir}
	tag, commit := "", ""
	for _, t := range tagNames(p) {
		if c, err := repo.Resolve(ctx, "refs/tags/"+t); err == nil {
			tag, commit = t, c
			break
		}
	}
	if commit == "" {
		p.Notes = append(p.Notes, fmt.Sprintf("no tag of version %s in %s (tried %s)", p.Version, dir, strings.Join(tagNames(p), ", ")))
		return
	}
	tree, err := repo.ListTree(ctx, commit)
	if err != nil {
		warn(fmt.Sprintf("%s: %v", p, err))
		return
	}
	have := make(map[string]bool, len(tree))
	bySuffix := map[string][]string{} // base name -> paths
	for _, e := range tree {
		have[e.Path] = true
		bySuffix[path.Base(e.Path)] = append(bySuffix[path.Base(e.Path)], e.Path)
	}
	p.Tag, p.Commit = tag, commit
	missing := 0
	for i := range p.Files {
		f := &p.Files[i]
		want := f.RepoPath
		if want == "" {
			want = f.Path
		}
		if have[want] {
			continue
		}
		var found []string
		for _, c := range bySuffix[path.Base(want)] {
			if strings.HasSuffix(c, "/"+want) {
				found = append(found, c)
			}
		}
		if len(found) == 1 {
			f.RepoPath = found[0]
		} else {
			missing++
		}
	}
	if missing > 0 {
		p.Notes = append(p.Notes, fmt.Sprintf("%d files not found in %s at %s", missing, p.Repo, tag))
	}
}
