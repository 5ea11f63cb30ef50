package match

import (
	"regexp"
	"strings"
)

// callRE finds the names a source line calls and the name before each
// one's dot, if any: os.read(…) (os, read), t.read(…), hashlib.blake2s(…),
// len(…).
var callRE = regexp.MustCompile(`(?:([A-Za-z_]\w*)\s*\.\s*)?([A-Za-z_]\w*)\s*\(`)

// callNamed marks, when no result has a frame at its record, each result
// in compiled code (nativeFile) whose function (RecordFunction) is named
// for a function or method the stack's innermost frame calls on its
// printed source line (callImplements), and sorts rs again: the error came
// out of that call, and the C code a Python traceback does not show is
// the one it ran. It orders results of equal score only, which stay tied
// (evidence.callNamed).
func callNamed(rs []Result, ex *Exception) {
	src, ok := unshownLine(rs, ex)
	if !ok {
		return
	}
	names := lineCalls(src)
	if len(names) == 0 {
		return
	}
	typed := typedCalls(src, names)
	moved := false
	for i := range rs {
		r := &rs[i]
		if r.Record == nil || !nativeFile(r.Record.FilePath) {
			continue
		}
		if fn := RecordFunction(r.Record); namedFor(fn, names) {
			r.ev.callNamed = true
			r.ev.callTyped = callTyped(fn, typed)
			moved = true
		}
	}
	if moved {
		sortResults(rs)
	}
}

// lineCalls returns the qualifier and name of each call on a printed
// source line whose name has three or more characters (callRE).
func lineCalls(src string) [][2]string {
	var names [][2]string // qualifier, name
	for _, m := range callRE.FindAllStringSubmatch(src, -1) {
		if len(m[2]) >= 3 {
			names = append(names, [2]string{m[1], m[2]})
		}
	}
	return names
}

// namedFor reports whether C function fn is named for one of the calls
// names (lineCalls): callImplements it, and not otherQualified.
func namedFor(fn string, names [][2]string) bool {
	if fn == "" {
		return false
	}
	for _, n := range names {
		if callImplements(fn, n[1]) && !otherQualified(fn, n[0], n[1]) {
			return true
		}
	}
	return false
}

// unshownLine returns the printed source line of ex's innermost frame
// when no result has a frame at its record: the line went into code the
// traceback does not show (a runtime's or a module's C code).
func unshownLine(rs []Result, ex *Exception) (string, bool) {
	if len(ex.Frames) == 0 {
		return "", false
	}
	for i := range rs {
		if rs[i].Frame {
			return "", false
		}
	}
	return ex.Frames[len(ex.Frames)-1].Src, true
}

// callImplements reports whether C function fn is named for the Python
// function or method name: fn, its Argument Clinic "_impl" suffix and
// trailing underscores removed, is name or ends with "_"+name
// (_Py_read, datetime_fromisoformat, _io_TextIOWrapper_read_impl,
// Struct_unpack_from_impl), or is the constructor of the type name calls
// (py_blake2s_new_impl, _io_FileIO___init___impl: "_"+name+"_new" or
// "_"+name+"___init__"). A word of fn other than its last names the type
// or the module, not the call: bytearray_iconcat is no code of
// bytearray(…), time_replace none of datetime.time(…).
func callImplements(fn, name string) bool {
	base := strings.TrimRight(strings.TrimSuffix(fn, "_impl"), "_")
	if base == name || fn == name || strings.HasSuffix(base, "_"+name) {
		return true
	}
	return strings.HasSuffix(base, "_"+name+"_new") || strings.HasSuffix(base, "_"+name+"___init")
}

// otherQualified reports whether C function fn, which callImplements
// names for name, is another function of the module or type qual that the
// call os.read(…) is made on: its name holds qual's word and, between it
// and name, words of its own (os_eventfd_read_impl is os.eventfd_read,
// signal_raise_signal_impl signal.raise_signal), where os_read_impl is
// os.read; qual's leading underscores are not read (the C module
// _signal's functions are signal_*). A qual fn does not hold (s.unpack_from(…) and
// Struct_unpack_from_impl, _Py_read) leaves it named for the call.
func otherQualified(fn, qual, name string) bool {
	qual = strings.TrimLeft(qual, "_") // _signal.signal(…): signal_signal_impl
	if qual == "" {
		return false
	}
	base := strings.TrimRight(strings.TrimSuffix(fn, "_impl"), "_")
	i := strings.LastIndex(base, "_"+qual+"_")
	if i >= 0 {
		i++
	} else if strings.HasPrefix(base, qual+"_") {
		i = 0
	} else {
		return false
	}
	return base[i+len(qual)+1:] != name
}

// receiverRE finds a method called on the result of a call of a name:
// io.TextIOWrapper(b).seek(…) (TextIOWrapper, seek), the call's
// arguments holding one level of brackets at most.
var receiverRE = regexp.MustCompile(`([A-Za-z_]\w*)\s*\((?:[^()]|\([^()]*\))*\)\s*\.\s*([A-Za-z_]\w*)\s*\(`)

// typedCalls returns, for callTyped, each call of a printed source line
// with the word it is made on: the qualifier of a call of names
// (lineCalls; datetime.time.fromisoformat(…): time, fromisoformat), the
// name called to make the receiver (io.TextIOWrapper(b).seek(…):
// TextIOWrapper, seek) and the type of a display or literal
// (displayCalls).
func typedCalls(src string, names [][2]string) [][2]string {
	var pairs [][2]string
	for _, n := range names {
		if n[0] != "" {
			pairs = append(pairs, n)
		}
	}
	for _, m := range receiverRE.FindAllStringSubmatch(src, -1) {
		pairs = append(pairs, [2]string{m[1], m[2]})
	}
	return append(pairs, displayCalls(src)...)
}

// callTyped reports whether C function fn, named for a call of a line
// (namedFor), also holds, just before the called name, the word a call
// of typedCalls is made on (time_fromisoformat,
// _io_TextIOWrapper_seek_impl), case aside and leading underscores not
// read: the function of that type or module, where others of the name
// (date_fromisoformat, _io_BytesIO_seek_impl) are another type's.
func callTyped(fn string, pairs [][2]string) bool {
	base := strings.ToLower(strings.TrimRight(strings.TrimSuffix(fn, "_impl"), "_"))
	for _, p := range pairs {
		qual := strings.ToLower(strings.TrimLeft(p[0], "_"))
		if qual == "" || !callImplements(fn, p[1]) {
			continue
		}
		want := qual + "_" + strings.ToLower(p[1])
		if base == want || strings.HasSuffix(base, "_"+want) {
			return true
		}
	}
	return false
}

// displayTypes are the types of Python's displays and literals, by the
// character that opens them: a list display, a dict or set display, a
// str or bytes literal.
var displayTypes = map[byte][]string{'[': {"list"}, '{': {"dict", "set"}, '\'': {"str"}, '"': {"str"}}

// displayCalls returns the type and method name of each method called
// on a display or literal on a printed source line ([1].pop(5): list,
// pop; b'a'.decode(…): bytes, decode), for callTyped. A bracket after a
// name, a closing bracket or a literal is a subscription, not a
// display; a literal's own brackets and quotes are skipped.
func displayCalls(src string) [][2]string {
	var out [][2]string
	for i := 0; i < len(src); i++ {
		c := src[i]
		types, ok := displayTypes[c]
		if !ok {
			continue
		}
		start := i
		if c == '[' || c == '{' {
			if k := prevNonSpace(src, i); k >= 0 && (isWordByte(src[k]) || strings.IndexByte(")]}'\"", src[k]) >= 0) {
				continue // a subscription (x[0]) or a call's brackets
			}
		} else if start > 0 && (src[start-1] == 'b' || src[start-1] == 'B') && (start < 2 || !isWordByte(src[start-2])) {
			types = []string{"bytes"}
		} else if start > 0 && isWordByte(src[start-1]) && !strings.ContainsRune("rRfFuU", rune(src[start-1])) {
			continue
		}
		end := closing(src, i)
		if end < 0 {
			return out
		}
		i = end
		if m := methodAfter.FindStringSubmatch(src[end+1:]); m != nil {
			for _, t := range types {
				out = append(out, [2]string{t, m[1]})
			}
		}
	}
	return out
}

// methodAfter matches a method call right after a display: .pop(
var methodAfter = regexp.MustCompile(`^\s*\.\s*([A-Za-z_]\w*)\s*\(`)

// prevNonSpace is the index of the last byte before i that is not a
// space or tab, or -1.
func prevNonSpace(s string, i int) int {
	for k := i - 1; k >= 0; k-- {
		if s[k] != ' ' && s[k] != '\t' {
			return k
		}
	}
	return -1
}

// closing returns the index of the bracket or quote closing the one
// opening at i (brackets nested, quotes' contents and backslash escapes
// skipped), or -1.
func closing(s string, i int) int {
	open := s[i]
	if open == '\'' || open == '"' {
		for k := i + 1; k < len(s); k++ {
			switch s[k] {
			case '\\':
				k++
			case open:
				return k
			}
		}
		return -1
	}
	depth := 0
	for k := i; k < len(s); k++ {
		switch s[k] {
		case '[', '{', '(':
			depth++
		case ']', '}', ')':
			depth--
			if depth == 0 {
				return k
			}
		case '\'', '"':
			e := closing(s, k)
			if e < 0 {
				return -1
			}
			k = e
		}
	}
	return -1
}
