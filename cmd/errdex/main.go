// Command errdex catalogs the errors a codebase can raise and explains error
// messages, tracebacks and logs against that catalog.
package main

import "github.com/errdex/errdex/cli"

func main() { cli.Main() }
