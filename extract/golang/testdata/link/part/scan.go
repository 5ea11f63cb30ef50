package part

import "fmt"

// scanQuote hands its texts inside the error it returns, through a
// token: each text is a site, with anything around it.
func scanQuote(org string) (*Token, error) {
	switch org {
	case "":
		return nil, ErrInvalidToken(Invalid("could not find end character of quoted text", org)) // want error "{…}could not find end character of quoted text{…}"
	case "@":
		return nil, ErrInvalidToken(Invalid(fmt.Sprintf("%q is a reserved character", org), org)) // want error "{…}{org!r} is a reserved character{…}"
	case "k":
		return nil, ErrInvalidToken(Invalid("bad key", org)) // two words: data, not a message
	case "f":
		return nil, ErrInvalidToken(Invalid("bad", func() string { return "text in a function literal" }())) // not handed in
	}
	return nil, wrap(fmt.Errorf("bad token %s", org)) // want error "bad token {org}"
}

// scanReserved keeps the error it makes in err before it returns it: the
// text handed inside is a site as for a returned one.
func scanReserved(org string) (*Token, error) {
	err := ErrInvalidToken(Invalid(fmt.Sprintf("%q is a reserved character here", org), org)) // want error "{…}{org!r} is a reserved character here{…}"
	if org == "" {
		return nil, nil
	}
	return nil, err
}
