package rust

import (
	"bytes"
	"strconv"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/internal/lazyre"
)

// shouldPanicRE reads #[should_panic], #[should_panic(expected = "…")] and
// #[should_panic = "…"].
var shouldPanicRE = lazyre.New(`^#\[\s*should_panic\s*(?:\(\s*expected\s*=\s*("(?:[^"\\]|\\.)*")\s*\)|=\s*("(?:[^"\\]|\\.)*"))?\s*\]$`)

// expects reads the #[should_panic] tests of a file: they expect class
// "panic" (the class of the extractor's panic sites); the expected text is
// a part of the panic message (as the test harness checks it), none means
// any panic. The test is named by its module path in the file and its
// name ("tests::rejects_zero"); the call is the test body's last
// statement when that is a call.
func expects(root *sitter.Node, src []byte) []extract.Expect {
	if !bytes.Contains(src, []byte("should_panic")) {
		return nil
	}
	var out []extract.Expect
	var items func(n *sitter.Node, mods []string)
	items = func(n *sitter.Node, mods []string) {
		var attrs []*sitter.Node
		for i := uint(0); i < n.NamedChildCount(); i++ {
			c := n.NamedChild(i)
			switch c.KindId() {
			case kindAttribute:
				attrs = append(attrs, c)
				continue
			case kindLineComment, kindBlockCmt:
				continue
			case kindMod:
				if body := c.ChildByFieldName("body"); body != nil {
					items(body, append(mods[:len(mods):len(mods)], tsutil.Text(c.ChildByFieldName("name"), src)))
				}
			case kindFunction:
				for _, a := range attrs {
					m := shouldPanicRE.FindStringSubmatch(strings.TrimSpace(tsutil.Text(a, src)))
					if m == nil {
						continue
					}
					e := extract.Expect{Line: tsutil.Line(a), Classes: []string{"panic"}, Test: strings.Join(append(mods[:len(mods):len(mods)], tsutil.Text(c.ChildByFieldName("name"), src)), "::")}
					if q := m[1] + m[2]; q != "" {
						if s, err := strconv.Unquote(q); err == nil {
							e.Match = s
						}
					}
					e.Call, e.Callee = lastCall(c.ChildByFieldName("body"), src)
					out = append(out, e)
				}
			}
			attrs = nil
		}
	}
	items(root, nil)
	return out
}

// lastCall returns the last statement of a fn body when it is a call (with
// or without a semicolon), and its function as written.
func lastCall(body *sitter.Node, src []byte) (call, callee string) {
	if body == nil || body.NamedChildCount() == 0 {
		return "", ""
	}
	last := body.NamedChild(body.NamedChildCount() - 1)
	if last.Kind() == "expression_statement" && last.NamedChildCount() > 0 {
		last = last.NamedChild(0)
	}
	if last.KindId() != kindCall {
		return "", ""
	}
	return tsutil.Flat(last, src), tsutil.Text(last.ChildByFieldName("function"), src)
}
