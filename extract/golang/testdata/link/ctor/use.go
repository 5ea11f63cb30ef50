package ctor

func c1(p Pos) error { return newErr(p, "unexpected token") }       // want ctor.Error "{e.Pos.Line:d}:{e.Pos.Col:d}: unexpected token"
func c2() error      { return Errorf(42, "limit %d exceeded", 10) } // want ctor.Error "{e.Pos.Line:d}:{e.Pos.Col:d}: limit 10 exceeded"
func c3(p *parser) error {
	if err := p.expect("')'"); err != nil {
		return err
	}
	return p.errorAt(p.pos, "unterminated comment") // want ctor.Error "{e.Pos.Line:d}:{e.Pos.Col:d}: unterminated comment"
}
func c4(k string) error { return wrapf(ErrClosed, "write %s", k) } // want ctor.ErrClosed "write {k}: closed"
func c5(v int) error    { return invalid(v, "must be positive") }  // want error "invalid value {v}: must be positive"
func c6(d string) error { return mkErr("type", d) }                // want error "type error: {d}"
func c7(p Pos) error {
	err := newErr(p, "bad indentation") // want ctor.Error "{e.Pos.Line:d}:{e.Pos.Col:d}: bad indentation"
	return err
}
func c8(p Pos) (int, error) {
	e := newErr(p, "tab character") // not read: a local of another name than err, returned later
	return 0, e
}
