package panics

import (
	"errors"
	"fmt"
	"log"
	"strings"
)

const undefinedValidation = "Undefined validation function '%s' on field '%s'"

type Server struct{}

type List[T any] struct{}

// Serve serves forever.
func (s *Server) Serve(addr string) {
	if addr == "" {
		panic("serve: empty address") // want panic "serve: empty address"
	}
	defer func() {
		panic(fmt.Sprintf("serve %s: stopped", addr)) // want panic "serve {addr}: stopped"
	}()
	panic(errors.New("serve: unreachable")) // want panic "serve: unreachable"
}

func (s Server) Check(err error) {
	if err != nil {
		panic(err) // want panic "{err}"
	}
}

func (l *List[T]) At(i int) {
	panic(fmt.Errorf("list: index %d out of range", i)) // want panic "list: index {i:d} out of range"
}

func mustLog(path string, err error) {
	if err != nil {
		log.Fatal("open ", path, ": ", err) // want log.Fatal "open {path}: {err}"
	}
	log.Fatalf("config %s: %v", path, err) // want log.Fatal "config {path}: {err}"
	log.Fatalln("bye", path)               // want log.Fatal "bye {path}"
	log.Panicf("bad state %d", 3)          // want log.Panic "bad state {3:d}"
	log.Println("listening on", path)
	fmt.Println(errors.Is(err, nil))
}

func shadow() {
	var panic = func(string) {}
	_ = panic
}

type FlagSet struct {
	name       string
	shorthands map[byte]string
}

// AddFlag builds the message in a variable, prints it and panics with it
// (spf13/pflag's FlagSet.AddFlag).
func (f *FlagSet) AddFlag(name, shorthand string) {
	if len(shorthand) > 1 {
		msg := fmt.Sprintf("%q shorthand is more than one ASCII character", shorthand)
		fmt.Println(msg)
		panic(msg) // want panic "{shorthand!r} shorthand is more than one ASCII character"
	}
	c := shorthand[0]
	if used, ok := f.shorthands[c]; ok {
		msg := "unable to redefine " + string(c) + " shorthand in " + f.name + ": it's already used for " + used
		panic(msg) // want panic "unable to redefine {string(c)} shorthand in {f.name}: it's already used for {used}"
	}
}

// a variable only appended to is its value and what the appends add, an
// append inside an if optional; error values stay holes.
func reassigned(path string, err error) {
	msg := "open " + path
	if err != nil {
		msg += ": " + err.Error()
	}
	panic(msg) // want panic "open {path}: {err.Error()}"
}

func errValue(path string) {
	err := errors.New("missing " + path) // want error "missing {path}"
	panic(err)                           // want panic "{err}"
}

// shadowed panics with the outer msg: the inner one is another variable.
func shadowed(ok bool) {
	msg := "first"
	if ok {
		msg := "second"
		panic(msg) // want panic "second"
	}
	panic(msg) // want panic "first"
}

func redeclared() (string, error) {
	msg, err := read()
	if err != nil {
		return "", err
	}
	name, msg := read2()
	panic(name + ": " + msg) // want panic "{name}: {msg}"
}

func read() (string, error)   { return "", nil }
func read2() (string, string) { return "", "" }

func param(msg string) {
	panic(msg) // want panic "{msg}"
}

// Parse panics with a format held in a constant, the text trimmed
// (validator's cache.go).
func Parse(tag, field string) {
	if tag == "" {
		panic(strings.TrimSpace(fmt.Sprintf(undefinedValidation, tag, field))) // want panic "Undefined validation function '{tag}' on field '{field}'"
	}
}
