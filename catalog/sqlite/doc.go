// Package sqlite is the embedded catalog.Store: one SQLite file (pure Go,
// modernc.org/sqlite) with an FTS5 index over each record's message, class,
// path and enrichment text.
//
// Each record is kept as the exact JSON line it was imported as, so export
// reproduces what scan wrote byte for byte. Re-importing a (repo, sha) slice
// replaces it inside one IMMEDIATE transaction; a crash part way leaves the
// old slice as it was (SQLite's journal rolls the transaction back).
package sqlite
