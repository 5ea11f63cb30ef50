package extract

import "bytes"

// Lines is a source file cut into lines without copying it: it keeps the
// file and where each line starts. A final newline does not start another
// line, and a file without bytes has none.
type Lines struct {
	src    []byte
	starts []uint32
}

// NewLines cuts src into lines.
func NewLines(src []byte) *Lines {
	l := &Lines{src: src}
	text := bytes.TrimSuffix(src, []byte{'\n'})
	if len(text) == 0 {
		return l
	}
	l.starts = make([]uint32, 0, bytes.Count(text, []byte{'\n'})+1)
	for at := 0; ; {
		l.starts = append(l.starts, uint32(at))
		i := bytes.IndexByte(text[at:], '\n')
		if i < 0 {
			return l
		}
		at += i + 1
	}
}

// Len returns the number of lines.
func (l *Lines) Len() int { return len(l.starts) }

// Line returns the i-th line (0-based) without its newline and a carriage
// return before it; "" when there is no such line.
func (l *Lines) Line(i int) string {
	if i < 0 || i >= len(l.starts) {
		return ""
	}
	end := l.end(i)
	if end > int(l.starts[i]) && l.src[end-1] == '\r' {
		end--
	}
	return string(l.src[l.starts[i]:end])
}

// Join returns lines from to to (0-based, inclusive) joined by "\n".
func (l *Lines) Join(from, to int) string {
	from, to = max(from, 0), min(to, len(l.starts)-1)
	if from > to {
		return ""
	}
	text := l.src[l.starts[from]:l.end(to)]
	if bytes.IndexByte(text, '\r') < 0 {
		return string(text)
	}
	b := make([]byte, 0, len(text))
	for i := from; i <= to; i++ {
		if i > from {
			b = append(b, '\n')
		}
		b = append(b, l.Line(i)...)
	}
	return string(b)
}

// end returns where the i-th line's newline is, or the end of the file.
func (l *Lines) end(i int) int {
	if i+1 < len(l.starts) {
		return int(l.starts[i+1]) - 1
	}
	if end := len(l.src); end > 0 && l.src[end-1] == '\n' {
		return end - 1
	}
	return len(l.src)
}
