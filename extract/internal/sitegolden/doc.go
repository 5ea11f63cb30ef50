// Package sitegolden compares what an extractor puts beside each site's class
// and message (kind, errorType, severity, line range and Context) with a
// golden file, so that extractor tests stay one line over testdata.
//
// It complements package extracttest, whose want comments check only the
// class and the message. Rewrite a golden file with go test -update. Fuzz
// is the matching fuzz harness: random bytes must not make Run panic.
package sitegolden
