package cast

import (
	"fmt"
	"time"
)

func ToIntE(i any) (int, error) {
	var n int
	return 0, fmt.Errorf(errorMsg, i, i, n) // want error "unable to cast {i} of type {i} to {n}"
}

// %T of a typed literal prints its type at every run: the type is text.
func ToBoolE(i any) (bool, error) {
	return false, fmt.Errorf(errorMsg, i, i, false) // want error "unable to cast {i} of type {i} to bool"
}

func ToTimeE(i any) (time.Time, error) {
	return time.Time{}, fmt.Errorf(errorMsg, i, i, time.Time{}) // want error "unable to cast {i} of type {i} to time.Time"
}
