package enrich

import (
	"strings"
	"testing"
)

// TestLineLog reads a git log -L of the seed's raising statement (the
// sglang fork's mori/conn.py at db570fe6, abridged) and checks the
// sentence names the introducing commit and the clause its first wording
// had.
func TestLineLog(t *testing.T) {
	out := "\x0062c2e091f6ba7181d69b660e57280ec98c0e55ad 1778284800 [PD] MORI-IO: Add state transfer (#22665)\n\n" +
		"diff --git a/conn.py b/conn.py\n--- a/conn.py\n+++ b/conn.py\n@@ -765,0 +943,6 @@\n" +
		"+        if len(peer_info.dst_state_mem_descs) != len(self.state_mem_descs):\n" +
		"+            raise RuntimeError(\n" +
		"+                f\"PD state transfer failed: state descriptor count mismatch \"\n" +
		"+                f\"(local={len(self.state_mem_descs)}, remote={len(peer_info.dst_state_mem_descs)}), \"\n" +
		"+                f\"likely PP configuration mismatch (state_type={state_type})\"\n" +
		"+            )\n"
	out = "\x004d1163e6a9cb8557db181f8a40d59c8cc5ca1f99 1780012800 [PD][MoRI] Align hybrid state transfer with per-component schema (#26539)\n\n" +
		"diff --git a/conn.py b/conn.py\n@@ -928,6 +961,6 @@\n-                f\"PD state transfer failed: state descriptor count mismatch \"\n+                f\"PD state transfer failed: state component count mismatch \"\n" + out
	ll := ParseLineLog([]byte(out))
	if len(ll.Commits) != 2 || ll.Commits[1].SHA[:10] != "62c2e091f6" {
		t.Fatalf("commits %+v", ll.Commits)
	}
	blamed := ll.Commits[0]
	msg := "PD state transfer failed: state component count mismatch (local={len(self.state_mem_descs)}, remote={len(peer_info.dst_state_mem_descs)})"
	got := LineLogSentence(ll, blamed, msg)
	for _, want := range []string{"first appears in the file's history in commit 62c2e091f6 (2026-05-09)", "pull request #22665", "1 commits changed it since", `said more: "likely PP configuration mismatch"`} {
		if !strings.Contains(got, want) {
			t.Errorf("sentence lacks %q:\n%s", want, got)
		}
	}
	// Blame names the commit that added the raise line; the rewording
	// is named as the last change.
	got = LineLogSentence(ll, ll.Commits[1], msg)
	if !strings.Contains(got, "last changed in commit 4d1163e6a9 (2026-05-29)") || strings.Contains(got, "first appears") {
		t.Errorf("sentence with the introducing commit blamed: %s", got)
	}
	if s := HistorySolution(ll, msg); s != `Check the cause the message's first wording named: "likely PP configuration mismatch" (commit 62c2e091f6, pull request #22665).` {
		t.Errorf("solution %q", s)
	}
	// A first wording that was a printf format adds no clause.
	if w := FirstWording(LineLog{Commits: ll.Commits, First: `raise RuntimeError("%s%s%s%s" % (a, b, c, d))`}, msg); w != "" {
		t.Errorf("printf format gave the clause %q", w)
	}
	if s := LineLogSentence(ParseLineLog(nil), blamed, msg); s != "" {
		t.Errorf("empty log gave %q", s)
	}
}

// TestFirstWordingIsTheMessage checks that the first wording is read from
// the raising statement of the oldest commit's lines, not a docstring
// above it, and only when it shares most of the message's words (not a
// neighbouring match arm's text).
func TestFirstWordingIsTheMessage(t *testing.T) {
	out := "\x00891e52d723aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa 1309305600 Added lazy content\n@@ -1,0 +1,6 @@\n" +
		"+    def content(self):\n" +
		"+        \"\"\"Read and returns the full stream when accessing to content\"\"\"\n" +
		"+        if self._content_consumed:\n" +
		"+            raise RuntimeError(\n" +
		"+                \"The content for this response was already consumed, use iter_content to stream it again\")\n" +
		"+        return self._content\n"
	ll := ParseLineLog([]byte(out))
	if !strings.HasPrefix(ll.First, "raise RuntimeError(") {
		t.Errorf("First = %q, want the raise", ll.First)
	}
	if w := FirstWording(ll, "The content for this response was already consumed"); w != "use iter_content to stream it again" {
		t.Errorf("first wording %q", w)
	}
	arm := LineLog{Commits: ll.Commits, First: `write!(f, "unrecognized file type: {}", ty)`}
	if w := FirstWording(arm, "invalid definition (format is type:glob, e.g., html:*.html)"); w != "" {
		t.Errorf("a neighbouring arm's text gave %q", w)
	}
}

// TestFirstWordingArmSharingWords: a neighbouring arm that shares a word
// or two with the message (half of a short one) is not its first wording.
func TestFirstWordingArmSharingWords(t *testing.T) {
	ll := LineLog{Commits: []Commit{{SHA: "4846d63539"}}, First: `InvalidInt(ref err) => write!(f, "invalid integer found in size '{}': {}", self.original, err),`}
	if w := FirstWording(ll, "size too big in '{self.original}'"); w != "" {
		t.Errorf("got %q", w)
	}
}
