//go:build ignore

package main

import "fmt"

func main() { fmt.Println("a program that imports certs") }
