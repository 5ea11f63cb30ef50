//go:build errdex

package main

import "fmt"

// sprintfMade is the longest text shorter than limit that fmt.Sprintf made
// and msg starts with, and the call stack it was made from: the overlay's
// record (built with -tags errdex and the overlay).
func sprintfMade(msg string, limit int) (string, []uintptr) {
	return fmt.ErrdexSprintfPCs(msg, limit)
}
