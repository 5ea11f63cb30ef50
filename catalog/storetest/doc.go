// Package storetest is the conformance test every catalog.Store must pass:
// import, byte-exact export, side-by-side slices, atomic re-import, a failed
// import that changes nothing, lookups and the search cases listed in
// testdata/search.txt.
package storetest
