// Package enum builds its errors from constants of types with String
// methods (a table, a switch, the stringer tool's code) and from Error
// methods that print a cause only when it is set.
package enum

import (
	"bytes"
	"fmt"
	"strconv"
)

type Code int

const (
	CodeSyntax Code = iota + 1
	CodeType
)

var codeNames = map[Code]string{CodeSyntax: "syntax error", CodeType: "type mismatch"}

func (c Code) String() string { return codeNames[c] }

type Error struct {
	Code   Code
	Detail string
	Err    error
}

func (e *Error) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("%s: %s: %v", e.Code, e.Detail, e.Err) // want enum.Error "{e.Code}: {e.Detail}: {e.Err}"
	}
	return fmt.Sprintf("%s: %s", e.Code, e.Detail) // want enum.Error "{e.Code}: {e.Detail}"
}

type Op int

const (
	OpAdd Op = iota
	OpSub
)

func (o Op) String() string {
	switch o {
	case OpAdd:
		return "add"
	case OpSub:
		return "sub"
	}
	return "?"
}

type OpError struct {
	Op  Op
	Arg string
}

func (e *OpError) Error() string { return fmt.Sprintf("cannot %v %q", e.Op, e.Arg) } // want enum.OpError "cannot {e.Op} {e.Arg!r}"

type ListError struct{ Items []string }

// ListError writes its text into a buffer, in a loop after its own words.
func (e ListError) Error() string {
	var buf bytes.Buffer
	buf.WriteString("invalid items:")
	for _, it := range e.Items {
		fmt.Fprintf(&buf, " %q", it)
	}
	return buf.String() // want enum.ListError "invalid items:{buf}"
}

type PosError struct {
	Line int
	Msg  string
}

func (e PosError) Error() string { return fmt.Sprintf("%d: %s", e.Line, e.Msg) } // want enum.PosError "{e.Line:d}: {e.Msg}"

type Tok int

const (
	TokIdent Tok = iota
	TokNumber
	TokString
)

func _() {
	var x [1]struct{}
	_ = x[TokIdent-0]
	_ = x[TokNumber-1]
	_ = x[TokString-2]
}

const _Tok_name = "identnumberstring"

var _Tok_index = [...]uint8{0, 5, 11, 17}

func (i Tok) String() string {
	if i < 0 || i >= Tok(len(_Tok_index)-1) {
		return "Tok(" + strconv.FormatInt(int64(i), 10) + ")"
	}
	return _Tok_name[_Tok_index[i]:_Tok_index[i+1]]
}

func b6(got string) error { return fmt.Errorf("expected %s, got %q", TokString, got) } // want error "expected string, got {got!r}"
func b7(n int) error      { return fmt.Errorf("token %d: %v", TokNumber, n) }          // want error "token {TokNumber:d}: {n}"
