// Package check is internal to cmd/vet2, and only the command imports it.
package check

import "errors"

// Run checks files.
func Run(files []string) error {
	if len(files) == 0 {
		return errors.New("check: no files given") // want error "check: no files given"
	}
	return nil
}
