//go:build errdex

package main

import "errors"

// marked is the call stack the overlay's errors.ErrdexMark kept for a
// struct error value: where it was allocated (built with -tags errdex and
// the overlay).
func marked(v any) []uintptr { return errors.ErrdexMarked(v) }

// resetMarks forgets the kept allocation sites.
func resetMarks() { errors.ErrdexReset() }

// noted is every error made since the last reset, oldest first.
func noted() []any { return errors.ErrdexNoted() }
