// Package scan walks a source tree, runs the extractor that fits each file
// in parallel, and turns the sites into catalog records with their
// deterministic fields (id, slug, pattern, source window, permalink) and the
// offline enrichment.
//
// Workers take the largest file the walk has offered so far (queue), so
// that a big file does not start last and leave the other workers idle.
//
// Where the files come from is a Source: a directory (honouring .gitignore)
// or, for other packages, a git commit read from the object store.
package scan
