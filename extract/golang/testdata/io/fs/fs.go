package fs

// PathError records an error and the operation and file path that caused it.
type PathError struct {
	Op   string
	Path string
	Err  error
}

func (e *PathError) Error() string { return e.Op + " " + e.Path + ": " + e.Err.Error() } // want fs.PathError "{e.Op} {e.Path}: {e.Err.Error()}"
