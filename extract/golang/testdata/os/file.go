package os

import "io/fs"

type PathError = fs.PathError

func openFile(name string) error {
	if e := open(name); e != nil {
		return &PathError{Op: "open", Path: name, Err: e} // want fs.PathError "open {name}: {e}"
	}
	return nil
}

func open(string) error { return nil }
