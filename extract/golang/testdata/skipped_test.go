package store

import "testing"

// Test files are skipped: nothing here is a site.
func TestGet(t *testing.T) {
	panic("test failure")
}
