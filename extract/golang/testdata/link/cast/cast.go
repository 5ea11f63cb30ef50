// Package cast keeps its error format in a constant of another file.
package cast

const errorMsg = "unable to cast %#v of type %T to %T"
