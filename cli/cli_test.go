package cli

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"errdex": func() {
			env := &Env{Ctx: context.Background(), Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Getenv: os.Getenv}
			os.Exit(Run(env, os.Args[1:]))
		},
	})
}

// TestScripts runs every testdata/script/*.txtar end to end against the
// errdex binary. $EXAMPLES is the repository's examples directory.
func TestScripts(t *testing.T) {
	examples, err := filepath.Abs("../examples")
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{Dir: "testdata/script", Setup: func(e *testscript.Env) error {
		e.Setenv("EXAMPLES", examples)
		return nil
	}})
}
