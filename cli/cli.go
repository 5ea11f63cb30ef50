package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sort"
	"strings"
	"syscall"
)

// Env is what a command may touch of the outside world.
type Env struct {
	Ctx    context.Context
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
	Getenv func(string) string
	// IsTerminal reports whether stderr is a terminal (for progress lines).
	IsTerminal bool
}

// Command is one subcommand.
type Command struct {
	Name  string
	Usage string // "scan PATH [--repo OWNER/NAME] ..."
	Short string // one line for the command list
	// Run executes the command and returns the exit code: 0 success, 1 a
	// negative answer (no match), 2 a usage or input error, 128 plus the
	// signal's number when a signal interrupted it (see Interrupt).
	Run func(c *Command, env *Env, args []string) int
}

// commands is the table of subcommands; adding one is one line here.
var commands = []*Command{
	importCmd, exportCmd, serveCmd, mcpCmd,
	scanCmd,
	matchCmd,
	explainCmd,
	diffCmd,
	enrichCmd,
}

// Main runs errdex with os.Args and exits.
func Main() {
	ctx, stop := SignalContext(context.Background())
	env := &Env{
		Ctx: ctx, Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr,
		Getenv: os.Getenv, IsTerminal: isTerminal(os.Stderr),
	}
	stopProfile := startProfile(env)
	code := Run(env, os.Args[1:])
	stopProfile()
	stop()
	os.Exit(code)
}

// Run runs the subcommand named by args[0].
func Run(env *Env, args []string) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		if len(args) > 1 {
			if c := lookup(args[1]); c != nil {
				fmt.Fprintf(env.Stdout, "usage: errdex %s\n", c.Usage)
				return 0
			}
		}
		usage(env.Stdout)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	if args[0] == "version" || args[0] == "--version" {
		fmt.Fprintln(env.Stdout, "errdex", Version)
		return 0
	}
	c := lookup(args[0])
	if c == nil {
		fmt.Fprintf(env.Stderr, "errdex: unknown command %q (run 'errdex help')\n", args[0])
		return 2
	}
	return c.Run(c, env, args[1:])
}

// Version is the errdex version, set at link time.
var Version = "dev"

func lookup(name string) *Command {
	for _, c := range commands {
		if c.Name == name {
			return c
		}
	}
	return nil
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "errdex: a catalog of every error a codebase can raise\n\nusage: errdex COMMAND [ARGS]\n\ncommands:")
	cs := append([]*Command(nil), commands...)
	sort.Slice(cs, func(i, j int) bool { return cs[i].Name < cs[j].Name })
	for _, c := range cs {
		fmt.Fprintf(w, "  %-10s %s\n", c.Name, c.Short)
	}
	fmt.Fprintln(w, "\nRun 'errdex help COMMAND' for a command's flags.")
}

// newFlags returns a FlagSet for c whose errors and usage go to env.Stderr.
func newFlags(env *Env, c *Command) *flag.FlagSet {
	fs := flag.NewFlagSet(c.Name, flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.Usage = func() {
		fmt.Fprintf(env.Stderr, "usage: errdex %s\n", c.Usage)
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses args with flags and positionals interleaved
// ("scan DIR --repo x"), returning the positionals. "--" ends flags; "-"
// is a positional (standard input).
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		if len(args) > len(rest) && args[len(args)-len(rest)-1] == "--" {
			return append(pos, rest...), nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// catalogPath returns the catalog flag value, else $ERRDEX_CATALOG, else
// ./errdex.jsonl.
func catalogPath(env *Env, flagValue string) string {
	if flagValue != "" {
		return flagValue
	}
	if v := env.Getenv("ERRDEX_CATALOG"); v != "" {
		return v
	}
	return "errdex.jsonl"
}

func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0 && os.Getenv("TERM") != "dumb"
}

// Interrupt is the cause of Env.Ctx's end when a signal stopped the run
// (see SignalContext).
type Interrupt struct{ Signal os.Signal }

func (e *Interrupt) Error() string {
	switch e.Signal {
	case os.Interrupt:
		return "interrupted by SIGINT"
	case syscall.SIGTERM:
		return "interrupted by SIGTERM"
	}
	return "interrupted by " + e.Signal.String()
}

// ExitCode is the exit status of a command the signal stopped, what a
// shell reports for a process the signal killed: 128 plus the signal's
// number, 130 for SIGINT and 143 for SIGTERM.
func (e *Interrupt) ExitCode() int {
	if n, ok := e.Signal.(syscall.Signal); ok {
		return 128 + int(n)
	}
	return 130
}

// SignalContext returns a context that ends, with an *Interrupt as its
// cause, at the first SIGINT or SIGTERM, and its stop function. After
// that signal both have their default effect again, so that a second ^C
// stops a command at once.
func SignalContext(parent context.Context) (context.Context, func()) {
	ctx, cancel := context.WithCancelCause(parent)
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	go func() {
		select {
		case s := <-ch:
			signal.Stop(ch)
			cancel(&Interrupt{Signal: s})
		case <-ctx.Done():
		}
	}()
	return ctx, func() {
		signal.Stop(ch)
		cancel(nil)
	}
}

// interrupted reports whether env.Ctx has ended, that is the run was
// interrupted, and if so says so on stderr, with what was left as it was
// (kept: "FILE left as it was", "nothing more written"; none when empty), and
// returns the exit status: the signal's (Interrupt.ExitCode), 130 when
// the context ended otherwise.
func interrupted(env *Env, c *Command, kept string) (int, bool) {
	if env.Ctx.Err() == nil {
		return 0, false
	}
	in := &Interrupt{Signal: os.Interrupt}
	if cause := (*Interrupt)(nil); errors.As(context.Cause(env.Ctx), &cause) {
		in = cause
	}
	msg := in.Error()
	if kept != "" {
		msg += "; " + kept
	}
	fmt.Fprintf(env.Stderr, "errdex %s: %s\n", c.Name, msg)
	return in.ExitCode(), true
}

// failed reports err as errorf does, unless the run was interrupted
// (which err most likely comes from): then it says so as interrupted
// does, with kept.
func failed(env *Env, c *Command, kept string, err error) int {
	if code, ok := interrupted(env, c, kept); ok {
		return code
	}
	return errorf(env, c, "%v", err)
}

// keptFile is what interrupted says of an output file: out left as it was,
// or, for standard output, nothing more written.
func keptFile(out string) string {
	if out == "" || out == "-" {
		return "nothing more written"
	}
	return out + " left as it was"
}

// errorf prints a one-line error prefixed with the command name and returns
// exit code 2.
func errorf(env *Env, c *Command, format string, args ...any) int {
	fmt.Fprintf(env.Stderr, "errdex %s: %s\n", c.Name, strings.TrimSpace(fmt.Sprintf(format, args...)))
	return 2
}
