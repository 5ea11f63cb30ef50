package main

import "github.com/errdex/errdex/cli"

func main() { cli.Main() }
