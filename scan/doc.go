// Package scan walks a source tree, runs the extractor that fits each file
// in parallel, and turns the sites into catalog records with their
// deterministic fields (id, slug, pattern, source window, permalink) and the
// offline enrichment.
//
// Where the files come from is a Source: a directory (honouring .gitignore)
// or, for other packages, a git commit read from the object store.
package scan
