// Package certs has one file of package main beside its own, built with
// a tag only (//go:build ignore): the folder's package is still certs.
package certs

type UnknownAuthorityError struct{ Name string }

func (e UnknownAuthorityError) Error() string { return "certs: unknown authority " + e.Name } // want certs.UnknownAuthorityError "certs: unknown authority {e.Name}"
