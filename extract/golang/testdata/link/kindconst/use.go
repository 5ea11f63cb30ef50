package kindconst

// In another file, the same: a literal naming the constant, one setting
// its text.
func check(n int) error {
	if n > 3 {
		return &AttrError{kind: KindCount, got: n, max: 3} // want kindconst.AttrError "attribute error: count {n:d}, want 3"
	}
	return &AttrError{kind: "invalid", name: "x"} // want kindconst.AttrError "attribute error: invalid attribute x"
}
