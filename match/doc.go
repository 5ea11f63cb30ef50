// Package match finds the catalog records behind error messages, tracebacks
// and log streams.
//
// An Index holds a catalog's records. Each record's messagePattern is reduced
// to its most selective literal fragment (the anchor); a gram filter over all
// anchors finds the few candidate records a text can be,
// and only those are verified with their Go regexp, compiled on first use and
// cached. Verification anchors the pattern at the start of the message or at
// a ": " boundary inside it (so wrapped Go chains such as
// "open config: read x.yaml: permission denied" yield one result per link)
// and at the end of the message.
//
// Records whose pattern pins down too little literal text (an empty pattern
// from a bare "raise X", a pattern that is only holes) never match on the
// message alone. They match only with frame support: a traceback or stack
// frame at the record's file and line.
//
// Explain handles one message or one whole Python traceback, Go panic, or
// JavaScript or Java stack. A Splitter cuts a log stream into such events.
// Every front end answers through one path: ExplainText for a text taken
// whole, AnswerEvent for a Splitter's event, AnswerText for a log record
// split by something else, Stream for a whole log; each gives an Answer.
//
// Built with -tags hyperscan, Stream screens its lines with Hyperscan
// (libhs, through cgo) instead of the gram filter's screen, with the same
// answers (hs.go); without the tag nothing of it is compiled (hs_off.go),
// and with it but without cgo Stream warns and screens in Go
// (hs_nocgo.go).
package match
