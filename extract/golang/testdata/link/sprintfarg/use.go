// Package sprintfarg calls helpers that format their caller's format and
// arguments with fmt.Sprintf and hand the text to another package's
// helper: a call's record is the format filled with the call's arguments.
package sprintfarg

import (
	"fmt"

	"example.com/m/link/sprintfarg/errors"
)

func fail(format string, args ...any) error {
	return errors.New(fmt.Sprintf(format, args...))
}

func failLocal(format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	return errors.New(msg)
}

func failSelf(msg string, args ...any) error {
	if len(args) > 0 {
		msg = fmt.Sprintf(msg, args...)
	}
	return errors.New(msg)
}

// failTrimmed formats its message with a format of its own: msg is no
// format, and the text "!" of its own makes the error its own site.
func failTrimmed(msg string, args ...any) error {
	return errors.New(fmt.Sprintf("%s!", msg)) // want errors.fundamental "{msg}!"
}

// failAt puts a position of its own before the text, joined by +: a
// record of its own and a printf helper all the same.
func failAt(line int, format string, args ...any) error {
	return errors.New(fmt.Sprintf("%d: ", line) + fmt.Sprintf(format, args...)) // want errors.fundamental "{line:d}: {format}"
}

// failPrefixed's format has text of its own before it.
func failPrefixed(format string, args ...any) error {
	return errors.New(fmt.Sprintf("sprintfarg: "+format, args...)) // want errors.fundamental "sprintfarg: {format}"
}

func u1(n int) error    { return fail("bad value %d here", n) }       // want errors.fundamental "bad value {n:d} here"
func u2(k string) error { return failLocal("no key %q in map", k) }   // want errors.fundamental "no key {k!r} in map"
func u3(k string) error { return failSelf("unknown name %s", k) }     // want errors.fundamental "unknown name {k}"
func u4() error         { return failSelf("nothing to read") }        // want errors.fundamental "nothing to read"
func u5(n int) error    { return errors.Errorf("%d tokens left", n) } // want errors.fundamental "{n:d} tokens left"
func u6() error         { return failTrimmed("100% done", 1) }
func u7(n int) error    { return errors.New("plain text of its own") } // want errors.fundamental "plain text of its own"
func u8(k string) error { return failAt(3, "bad key %s", k) }          // want errors.fundamental "3: bad key {k}"
func u9(k string) error { return failPrefixed("bad key %s", k) }       // want errors.fundamental "sprintfarg: bad key {k}"
