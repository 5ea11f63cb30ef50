// Package errdexprocessor is an OpenTelemetry Collector processor that
// tags each error log record, and each "exception" span event, with the
// source site that raised it, found in an errdex catalog.
//
// For a log record it reads the exception.type, exception.message and
// exception.stacktrace attributes and the body (a string, or one key of a
// map body), answers them with package match (the answer every errdex
// front end gives), and writes code.file.path, code.line.number and the
// errdex.* attributes: record id, permalink, score, parameter values, ties
// and status. Records below the configured severity are passed on
// untouched. The catalog is checked for changes in the background and a
// new version is swapped in without stopping the records. docs/otel.md
// describes the configuration and the attributes.
package errdexprocessor
