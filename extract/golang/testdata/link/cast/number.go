package cast

import "fmt"

func ToIntE(i any) (int, error) {
	var n int
	return 0, fmt.Errorf(errorMsg, i, i, n) // want error "unable to cast {i} of type {i} to {n}"
}
