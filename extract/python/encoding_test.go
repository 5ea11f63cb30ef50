package python

import (
	"bytes"
	"testing"
	"unicode/utf8"
)

// FuzzDecodePython checks that decoding never panics, keeps the line
// count, and yields UTF-8 whenever it changes anything.
func FuzzDecodePython(f *testing.F) {
	f.Add([]byte("# -*- coding: latin-1 -*-\nraise ValueError('caf\xe9')\n"))
	f.Add([]byte("# coding=shift_jis\nx = '\x82\xa0'\n"))
	f.Add([]byte("# coding: euc-jp\n\xa4\xa2\xff\n"))
	f.Add([]byte("#!/bin/python\n# coding: cp1252\n\x93\x94\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		out, err := decodePython(src)
		if err != nil {
			return
		}
		if bytes.Count(out, []byte("\n")) != bytes.Count(src, []byte("\n")) {
			t.Fatalf("line count changed: %q -> %q", src, out)
		}
		if !bytes.Equal(out, src) && !utf8.Valid(out) {
			t.Fatalf("decoded %q to invalid UTF-8 %q", src, out)
		}
	})
}
