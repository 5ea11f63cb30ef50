package rx

type parser struct{ pattern string }

func (p *parser) getErr(code ErrorCode, args ...interface{}) error {
	return &Error{Code: code, Expr: p.pattern, Args: args} // want rx.Error "error parsing regexp: {code} in `{p.pattern}`" rx.Error "error parsing regexp: {fmt.Sprintf(code, args)} in `{p.pattern}`"
}

func (p *parser) group(name string) error {
	if name == "" {
		return p.getErr(ErrMissingParen) // want rx.Error "error parsing regexp: missing closing ) in `{p.pattern}`"
	}
	return p.getErr(ErrUnrecognizedGrouping, name) // want rx.Error "error parsing regexp: unrecognized grouping construct: ({name} in `{p.pattern}`"
}
