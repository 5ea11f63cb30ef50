//go:build !errdex

package main

// marked is the overlay's record of where a struct error was allocated;
// without -tags errdex (and the overlay) nothing is recorded.
func marked(v any) []uintptr { return nil }

// resetMarks forgets the kept allocation sites (nothing without the overlay).
func resetMarks() {}

// noted is every error made since the last reset (nothing without the
// overlay).
func noted() []any { return nil }

// sprintfIn is the overlay's record of texts fmt made (nothing without it).
func sprintfIn(msg string, min int) ([]string, [][]uintptr) { return nil, nil }
