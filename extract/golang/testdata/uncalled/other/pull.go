// Package other pulls rt's pulled by a //go:linkname directive.
package other

import _ "unsafe"

//go:linkname pulled example.com/rt.pulled
func pulled()

func Use() { pulled() }
