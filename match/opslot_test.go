package match

import (
	"slices"
	"testing"
)

// TestLineSlots checks the slots a Python line's syntax runs.
func TestLineSlots(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want []string
	}{
		{"x[0] = 1", subscriptStore},
		{"d['k'] = f(1)", subscriptStore},
		{"del b[5]", subscriptStore},
		{"[][0]", subscriptLoad},
		{"y = m[0]", subscriptLoad},
		{"return m[0]", subscriptLoad},
		{"x = [1, 2]", nil},
		{"A.nope", attrLoad},
		{"int.foo = 1", attrStore},
		{"del int.real", attrStore},
		{"A().__dict__ = 5", attrStore},
		{"x[0] += 1", nil},
		{"x.a <<= 1", nil},
		{"len(x[0])", nil},
		{"json.dumps(o)", nil},
		{"f(a=x[0])", nil},
		{"if a <= b[0]:", subscriptLoad},
		{"print('a[0] = 1')", nil},
		{"v = 1.5", nil},
		{"x = 'a.b'  # c[0] = 1", nil},
	} {
		if got := lineSlots(tc.src); !slices.Equal(got, tc.want) {
			t.Errorf("lineSlots(%q) = %q, want %q", tc.src, got, tc.want)
		}
	}
}
