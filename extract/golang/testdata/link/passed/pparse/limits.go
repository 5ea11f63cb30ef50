package pparse

import (
	"fmt"
	"reflect"
)

type iterator struct {
	Error error
	buf   []byte
	head  int
}

// reportError works out the input around the position itself before it
// stores the error: a function this long is where the error is made, and
// its calls are no sites.
func (it *iterator) reportError(operation string, msg string) {
	if it.Error != nil {
		return
	}
	start := max(it.head-10, 0)
	end := min(it.head+10, len(it.buf))
	parsing := string(it.buf[start:end])
	// the wider context: fifty bytes each side of the position, cut to
	// the input
	contextStart := max(it.head-50, 0)
	contextEnd := min(it.head+50, len(it.buf))
	if contextEnd < contextStart {
		contextEnd = contextStart
	}
	context := string(it.buf[contextStart:contextEnd])
	if len(context) > 80 {
		context = context[:80] + "…"
	}
	it.head = end
	it.Error = fmt.Errorf("%s: %s, error found in #%v byte of ...|%s|..., bigger context ...|%s|...", operation, msg, it.head-start, parsing, context) // want error "{operation}: {msg}, error found in #{it.head-start} byte of ...|{parsing}|..., bigger context ...|{context}|..."
}

func (it *iterator) readBool() bool {
	it.reportError("readBool", "expect t or f")
	return false
}

type typeError struct {
	what string
	typ  reflect.Type
}

func (e *typeError) Error() string {
	return "cannot unmarshal TOML " + e.what + " into " + e.typ.String() // want pparse.typeError "cannot unmarshal TOML {e.what} into {e.typ.String()}"
}

// setInt's error has text of its own beside its parameter's type: it is
// made here, and its calls are no sites.
func setInt(fv reflect.Value) error {
	return &typeError{"integer", fv.Type()} // want pparse.typeError "cannot unmarshal TOML integer into {e.typ.String()}"
}

func setValue(fv reflect.Value) error {
	return setInt(fv)
}
