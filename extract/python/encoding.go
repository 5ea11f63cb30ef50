package python

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/ianaindex"

	"github.com/errdex/errdex/internal/lazyre"
)

// pep263 is Python's source encoding declaration ("# -*- coding: latin-1
// -*-", "# vim: set fileencoding=cp1252 :"), which must sit on the first
// or second line.
var pep263 = lazyre.New(`^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)`)

// declaredEncoding returns the encoding src declares in its first two
// lines, lower-cased, or "".
func declaredEncoding(src []byte) string {
	for i, rest := 0, src; i < 2 && len(rest) > 0; i++ {
		line := rest
		if j := bytes.IndexByte(rest, '\n'); j >= 0 {
			line, rest = rest[:j], rest[j+1:]
		} else {
			rest = nil
		}
		if m := pep263.FindSubmatch(line); m != nil {
			return strings.ToLower(string(m[1]))
		}
		if t := bytes.TrimSpace(line); len(t) > 0 && t[0] != '#' {
			return "" // the declaration may follow only a comment or blank line
		}
	}
	return ""
}

// pythonCodecs maps Python codec names that the IANA registry spells
// differently to its names. Keys are spelt with "-" for "_", as
// decodePython looks them up.
var pythonCodecs = map[string]string{
	"latin-1": "iso-8859-1", "latin": "iso-8859-1", "l1": "iso-8859-1", "8859": "iso-8859-1", "cp819": "iso-8859-1",
	"ascii": "us-ascii", "646": "us-ascii",
	"shift-jis": "shift_jis", "sjis": "shift_jis", "s-jis": "shift_jis",
	"cp932": "windows-31j", "ms932": "windows-31j", "mskanji": "windows-31j",
	"mac-roman": "macintosh", "macroman": "macintosh",
	"eucjp": "euc-jp", "euckr": "euc-kr",
}

// decodePython is the Extractor's Decode: it returns a Python file's bytes as UTF-8 when they are not
// UTF-8 and the file declares an encoding errdex can decode (PEP 263). It
// returns src unchanged when there is nothing to decode, and an error
// naming the declared encoding when it cannot be decoded. Newlines keep
// their positions in every ASCII-compatible encoding, so line numbers are
// those of the original file.
func decodePython(src []byte) ([]byte, error) {
	if utf8.Valid(src) {
		return src, nil
	}
	name := declaredEncoding(src)
	if name == "" || name == "utf-8" || name == "utf8" || strings.HasPrefix(name, "utf-8-") || strings.HasPrefix(name, "utf8-") {
		return src, nil // the UTF-8 check reports where it is broken
	}
	n := strings.ReplaceAll(name, "_", "-")
	if alias, ok := pythonCodecs[n]; ok {
		n = alias
	} else if rest, ok := strings.CutPrefix(n, "iso8859-"); ok {
		n = "iso-8859-" + rest
	} else if rest, ok := strings.CutPrefix(n, "cp125"); ok && len(rest) == 1 {
		n = "windows-125" + rest
	}
	enc, err := ianaindex.IANA.Encoding(n)
	if err != nil || enc == nil || strings.HasPrefix(n, "utf-16") || strings.HasPrefix(n, "utf-32") {
		return nil, fmt.Errorf("declares encoding %q, which errdex cannot decode", name)
	}
	out, err := enc.NewDecoder().Bytes(src)
	if err != nil {
		return nil, fmt.Errorf("declares encoding %q: %v", name, err)
	}
	if bytes.Count(out, []byte("\n")) != bytes.Count(src, []byte("\n")) {
		return nil, fmt.Errorf("declares encoding %q, which moves line breaks", name)
	}
	return out, nil
}
