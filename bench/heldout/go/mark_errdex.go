//go:build errdex

package main

import (
	"errors"
	"fmt"
)

// marked is the call stack the overlay's errors.ErrdexMark kept for a
// struct error value: where it was allocated (built with -tags errdex and
// the overlay).
func marked(v any) []uintptr { return errors.ErrdexMarked(v) }

// resetMarks forgets the kept allocation sites and made texts.
func resetMarks() {
	errors.ErrdexReset()
	fmt.ErrdexSprintfReset()
}

// noted is every error made since the last reset, oldest first.
func noted() []any { return errors.ErrdexNoted() }

// sprintfIn is the texts of at least min bytes that fmt.Sprintf or
// fmt.Errorf made since the last reset and msg holds, longest first, and
// where each was made.
func sprintfIn(msg string, min int) ([]string, [][]uintptr) { return fmt.ErrdexSprintfIn(msg, min) }
