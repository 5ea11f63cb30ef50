// Package faults sits in a folder named go-faults: its importers call it
// faults, the name the Go tools assume for the path.
package faults

import (
	"errors"
	"fmt"
)

// Fault is an error of a component.
type Fault struct {
	Component string
	Msg       string
}

func (f *Fault) Error() string { return f.Component + ": " + f.Msg } // want faults.Fault "{f.Component}: {f.Msg}"

// Newf returns a Fault of the component with the text format and args
// print.
func Newf(component, format string, args ...any) error {
	return &Fault{Component: component, Msg: fmt.Sprintf(format, args...)} // want faults.Fault "{component}: {format}"
}

// ErrClosed is returned after Close.
var ErrClosed = errors.New("faults: pool closed") // want faults.ErrClosed "faults: pool closed"
