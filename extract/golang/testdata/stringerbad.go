// Package stringerbad has a String method in the stringer tool's form whose
// index table starts below zero: no text is read from it, and the file
// is extracted, not skipped.
package stringerbad

import "fmt"

type T int

const A T = 0

func _() {
	var x [1]struct{}
	_ = x[A-0]
}

const _T_name = "abc"

var _T_index = [...]int8{-2, 3}

func (i T) String() string { return _T_name[_T_index[i]:_T_index[i+1]] }

func f() error { return fmt.Errorf("bad %v", A) } // want error "bad {A}"
