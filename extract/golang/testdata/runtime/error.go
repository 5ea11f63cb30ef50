package runtime

// An errorString is a runtime error with a constant text.
type errorString string

func (e errorString) Error() string {
	return "runtime error: " + string(e) // want runtime.errorString "runtime error: {string(e)}"
}

// A plainError prints without the "runtime error: " prefix.
type plainError string

func (e plainError) Error() string {
	return string(e)
}

// An errorAddressString carries the faulting address.
type errorAddressString struct {
	msg  string
	addr uintptr
}

func (e errorAddressString) Error() string {
	return "runtime error: " + e.msg // want runtime.errorAddressString "runtime error: {e.msg}"
}

// A boundsError is an index or slice expression gone wrong.
type boundsError struct {
	x      int64
	y      int
	signed bool
	code   uint8
}

const (
	boundsIndex uint8 = iota
	boundsSliceB
)

var boundsErrorFmts = [...]string{
	boundsIndex:  "index out of range [%x] with length %y",
	boundsSliceB: "slice bounds out of range [%x:%y]",
}

var boundsNegErrorFmts = [...]string{
	boundsIndex:  "index out of range [%x]",
	boundsSliceB: "slice bounds out of range [%x:]",
}

func (e boundsError) Error() string {
	fmt := boundsErrorFmts[e.code]
	if e.signed && e.x < 0 {
		fmt = boundsNegErrorFmts[e.code]
	}
	b := make([]byte, 0, 100)
	b = append(b, "runtime error: "...)
	for i := 0; i < len(fmt); i++ {
		c := fmt[i]
		if c != '%' {
			b = append(b, c)
			continue
		}
		i++
		switch fmt[i] {
		case 'x':
			b = appendInt(b, e.x)
		case 'y':
			b = appendInt(b, int64(e.y))
		}
	}
	return string(b) // want runtime.boundsError "runtime error: {b}"
}

func appendInt(b []byte, v int64) []byte { return b }

// A TypeAssertionError explains a failed type assertion.
type TypeAssertionError struct {
	iface, concrete, asserted string
	missingMethod             string
}

func (e *TypeAssertionError) Error() string {
	inter := e.iface
	if e.concrete == "" {
		return "interface conversion: " + inter + " is nil, not " + e.asserted // want runtime.TypeAssertionError "interface conversion: {inter} is nil, not {e.asserted}"
	}
	if e.missingMethod == "" {
		msg := "interface conversion: " + inter + " is " + e.concrete + ", not " + e.asserted
		if e.iface == e.concrete {
			msg += " (types from different scopes)"
		}
		return msg // want runtime.TypeAssertionError "interface conversion: {inter} is {e.concrete}, not {e.asserted} (types from different scopes)"
	}
	return "interface conversion: " + e.concrete + " is not " + e.asserted + ": missing method " + e.missingMethod // want runtime.TypeAssertionError "interface conversion: {e.concrete} is not {e.asserted}: missing method {e.missingMethod}"
}

// printindented prints s, indenting the lines after the first.
func printindented(s string) {
	print(s)
}
