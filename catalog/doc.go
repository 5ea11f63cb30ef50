// Package catalog defines errdex's error record (schemaVersion 2), the JSONL
// dataset that carries records, and the Store interface behind which the
// SQLite and PostgreSQL stores live.
//
// A Record round-trips the reference record byte for byte: fields keep their
// order, and every field that may be unknown is a pointer or a nil slice so
// that JSON null survives a decode/encode cycle.
package catalog
