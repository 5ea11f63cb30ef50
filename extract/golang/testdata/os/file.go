package os

import "io/fs"

type PathError = fs.PathError

func openFile(name string) error {
	if e := open(name); e != nil {
		return &PathError{Op: "open", Path: name, Err: e} // want fs.PathError "open {name}: {e}"
	}
	return nil
}

// ErrNotExist aliases an alias: its text is oserror's.
var ErrNotExist = fs.ErrNotExist

// A literal whose Err is an aliased sentinel prints that sentinel's text.
func openDir(name string, ok bool) error {
	if !ok {
		return &PathError{Op: "open", Path: name, Err: fs.ErrInvalid} // want fs.PathError "open {name}: invalid argument"
	}
	return &PathError{Op: "readdir", Path: name, Err: ErrNotExist} // want fs.PathError "readdir {name}: file does not exist"
}

func open(string) error { return nil }
