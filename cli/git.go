package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
)

var remoteRE = regexp.MustCompile(`(?:github\.com|gitlab\.com|bitbucket\.org)[:/]+([^/\s]+/[^/\s]+?)(?:\.git)?/?$`)

// gitOriginRepo returns OWNER/NAME from the origin remote of the checkout
// containing dir, or "".
func gitOriginRepo(dir string) string {
	url := gitOutput(dir, "remote", "get-url", "origin")
	if m := remoteRE.FindStringSubmatch(url); m != nil {
		return m[1]
	}
	return ""
}

// gitHead returns the commit HEAD resolves to in the checkout containing
// dir, or "".
func gitHead(dir string) string {
	return gitOutput(dir, "rev-parse", "--verify", "-q", "HEAD")
}

// gitOutput runs git in dir's checkout and returns its trimmed output, or
// "" on failure. A path the enclosing checkout does not track (an ignored
// virtualenv or an installed stdlib inside someone's dotfiles repo) is not
// part of that repository, so it gets "" too.
func gitOutput(dir string, args ...string) string {
	if fi, err := filepath.Abs(dir); err == nil {
		dir = fi
	}
	d, base := dirOf(dir)
	if !gitTracks(d, base) {
		return ""
	}
	return gitRun(d, args...)
}

func gitRun(dir string, args ...string) string {
	b, err := exec.Command("git", append([]string{"-C", dir}, args...)...).Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(b))
}

// gitTracks reports whether the checkout around dir tracks dir/base (or
// anything below dir when base is "").
func gitTracks(dir, base string) bool {
	if base == "" {
		base = "."
	}
	return gitRun(dir, "ls-files", "--cached", "--", base) != ""
}

// gitPrefix returns where dir (or a file's directory) lies inside its git
// checkout ("python" for ~/sglang/python), or "" at the top or outside a
// checkout.
func gitPrefix(dir string) string {
	return strings.TrimSuffix(gitOutput(dir, "rev-parse", "--show-prefix"), "/")
}

// dirOf splits p into the directory git should run in and, when p is a
// file (scan accepts one), its base name.
func dirOf(p string) (dir, base string) {
	if fi, err := os.Stat(p); err == nil && !fi.IsDir() {
		return filepath.Dir(p), filepath.Base(p)
	}
	return p, ""
}
