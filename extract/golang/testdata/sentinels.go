// Package store shows sentinel errors and wrapping.
package store

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
)

// ErrNotFound is returned when a key is missing.
var ErrNotFound = errors.New("store: key not found") // want store.ErrNotFound "store: key not found"

var (
	ErrClosed   = errors.New("store: closed")                 // want store.ErrClosed "store: closed"
	errInternal = fmt.Errorf("store: internal %s", "failure") // want store.errInternal "store: internal {\"failure\"}"
)

var ErrA, ErrB = errors.New("a"), errors.New("b") // want store.ErrA "a" store.ErrB "b"

const prefix = "store: "

var ErrFull = errors.New(prefix + "full {size}") // want store.ErrFull "store: full {{size}}"

type Store struct{ closed bool }

// Get returns the value of key.
func (s *Store) Get(key string) (string, error) {
	if s.closed {
		return "", fmt.Errorf("get %q: %w", key, ErrClosed) // want store.ErrClosed "get {key!r}: store: closed"
	}
	return "", fmt.Errorf("get %q: %w", key, ErrNotFound) // want store.ErrNotFound "get {key!r}: store: key not found"
}

func read(name string, err error) error {
	if err == io.EOF {
		return fmt.Errorf("read %s: %w", name, io.ErrUnexpectedEOF) // want io.ErrUnexpectedEOF "read {name}: {io.ErrUnexpectedEOF}"
	}
	// A missing file is reported as such.
	if errors.Is(err, fs.ErrNotExist) {
		// Keep the sentinel so that callers can test for it.
		return fmt.Errorf("read %s: %v: %w", name, err, fs.ErrNotExist) // want fs.ErrNotExist "read {name}: {err}: file does not exist"
	}
	return fmt.Errorf("read %s: %w", name, err) // want error "read {name}: {err}"
}

func kind(k int, name string, err error) error {
	switch k {
	case 0, 1:
		return fmt.Errorf("kind %d: %w", k, err) // want error "kind {k:d}: {err}"
	default:
		return errors.New("unknown kind") // want error "unknown kind"
	}
	switch {
	case name == "":
		return errors.New("empty name") // want error "empty name"
	}
	switch err.(type) {
	case nil:
		return errors.New("nil error") // want error "nil error"
	}
	return nil
}
