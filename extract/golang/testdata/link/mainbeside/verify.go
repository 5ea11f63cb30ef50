package certs

func verify(name string) error {
	return UnknownAuthorityError{Name: name} // want certs.UnknownAuthorityError "certs: unknown authority {name}"
}
