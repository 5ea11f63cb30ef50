package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"errdex": func() {
			ctx, stop := SignalContext(context.Background())
			env := &Env{Ctx: ctx, Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Getenv: os.Getenv}
			code := Run(env, os.Args[1:])
			stop()
			os.Exit(code)
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
	}, Cmds: map[string]func(*testscript.TestScript, bool, []string){"cmprecords": cmpRecords}})
}

// scanTimes matches the two fields of a dataset line that change from one
// scan to the next.
var scanTimes = regexp.MustCompile(`"(analyzedAt|datasetVersion)":"[^"]*"`)

// cmpRecords is the script command "cmprecords A B": the datasets A and B
// are byte-identical once their analyzedAt and datasetVersion are blanked.
func cmpRecords(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 2 {
		ts.Fatalf("usage: cmprecords A B")
	}
	var blanked [2][]byte
	for i, a := range args {
		blanked[i] = scanTimes.ReplaceAll([]byte(ts.ReadFile(a)), []byte(`"$1":""`))
	}
	same := bytes.Equal(blanked[0], blanked[1])
	switch {
	case same && neg:
		ts.Fatalf("%s and %s have the same records", args[0], args[1])
	case !same && !neg:
		ts.Fatalf("%s and %s differ beyond analyzedAt and datasetVersion", args[0], args[1])
	}
}
