package panics

import (
	"errors"
	"fmt"
	"log"
)

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
