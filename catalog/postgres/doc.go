// Package postgres is the scale-out catalog.Store: PostgreSQL through
// pgx, with full-text search over a weighted tsvector (message, class,
// path, enrichment) ranked with ts_rank.
//
// It keeps the same model as catalog/sqlite: each record is stored as the
// exact JSON line it was imported as, and re-importing a (repo, sha) slice
// replaces it inside one transaction.
//
// The tests run against a real server. They read its DSN from
// $ERRDEX_TEST_POSTGRES (set by .ci/run); when that is unset they start a
// throwaway cluster with initdb and pg_ctl on a free loopback port, and
// fail, never skip, when neither is possible.
package postgres
