package cli

import (
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

func gitOutput(dir string, args ...string) string {
	if fi, err := filepath.Abs(dir); err == nil {
		dir = fi
	}
	cmd := exec.Command("git", append([]string{"-C", dirOf(dir)}, args...)...)
	b, err := cmd.Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(b))
}

// gitPrefix returns where dir (or a file's directory) lies inside its git
// checkout ("python" for ~/sglang/python), or "" at the top or outside a
// checkout.
func gitPrefix(dir string) string {
	return strings.TrimSuffix(gitOutput(dir, "rev-parse", "--show-prefix"), "/")
}

// dirOf returns p if it is a directory path, else its parent (scan accepts
// a single file too).
func dirOf(p string) string {
	if filepath.Ext(p) != "" {
		return filepath.Dir(p)
	}
	return p
}
