package handed

type decoder struct {
	err  error
	opts *Options
}

// saveError keeps the first error it is given.
func (d *decoder) saveError(err error) {
	if d.err == nil {
		d.err = err
	}
}

func (d *decoder) use(o *Options) { d.opts = o }

func (d *decoder) array(off int) {
	d.saveError(&TypeError{Value: "array", Offset: off}) // want handed.TypeError "cannot store array here"
	d.use(&Options{Name: "x"})                           // not an error type: no site
	d.check(&TypeError{})                                // sets no field: a value to compare with, no site
}

func (d *decoder) check(t *TypeError) bool { return d.err != nil && t != nil }

func (d *decoder) flag(name string) error {
	if name == "" {
		return d.fail(&NotExistError{name: name, kind: kindUndefined}) // want handed.NotExistError "flag accessed but not defined: {name}"
	}
	return d.fail(&NotExistError{name: name, kind: kindUnknown}) // want handed.NotExistError "unknown flag: --{name}"
}

func (d *decoder) fail(err error) error { return err }
