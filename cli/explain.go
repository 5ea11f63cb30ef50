package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/match"
	"github.com/errdex/errdex/template"
)

var explainCmd = &Command{
	Name:  "explain",
	Usage: "explain [--catalog FILE] [--json] [-n N] [--version V] [TEXT | -]",
	Short: "explain one error message, traceback or stack against the catalog",
	Run:   runExplain,
}

// maxExplainInput bounds what explain reads from standard input.
const maxExplainInput = 16 << 20

func runExplain(c *Command, env *Env, args []string) int {
	fs := newFlags(env, c)
	catFlag := fs.String("catalog", "", "catalog `FILE` (default $ERRDEX_CATALOG, else ./errdex.jsonl)")
	asJSON := fs.Bool("json", false, "print the results as a JSON array, best first")
	top := fs.Int("n", 3, "print at most `N` records (text output)")
	version := fs.String("version", "", "prefer the records of version `V` (default: a version named in the input)")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return 2
	}
	var text string
	if len(pos) == 0 || len(pos) == 1 && pos[0] == "-" {
		b, err := io.ReadAll(io.LimitReader(env.Stdin, maxExplainInput+1))
		if err != nil {
			return errorf(env, c, "read standard input: %v", err)
		}
		if len(b) > maxExplainInput {
			return errorf(env, c, "standard input is longer than %d bytes; use 'errdex match' for logs", maxExplainInput)
		}
		text = string(b)
	} else {
		text = strings.Join(pos, " ")
	}
	if strings.TrimSpace(text) == "" {
		fs.Usage()
		return 2
	}
	ix, code := openIndex(c, env, *catFlag)
	if ix == nil {
		return code
	}
	rs, vnote := preferVersion(ix.Explain(text), *version, text)
	if *asJSON {
		if rs == nil {
			rs = []match.Result{}
		}
		b, err := catalog.Marshal(rs)
		if err != nil {
			return errorf(env, c, "encode results: %v", err)
		}
		fmt.Fprintf(env.Stdout, "%s\n", b)
	} else {
		printResults(env.Stdout, rs, *top)
		vnote.print(env.Stdout)
	}
	if len(rs) == 0 {
		if !*asJSON {
			fmt.Fprintln(env.Stdout, "no record matches")
		}
		return 1
	}
	return 0
}

// openIndex opens the catalog's index, printing bad catalog lines and
// unusable records as warnings. On failure it returns nil and the exit code.
func openIndex(c *Command, env *Env, flagValue string) (*match.Index, int) {
	path := catalogPath(env, flagValue)
	opts := match.Options{Warn: func(s string) { fmt.Fprintf(env.Stderr, "warning: %s\n", s) }}
	ix, warns, info, err := match.Open(path, opts)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, errorf(env, c, "no catalog at %s: build one with 'errdex scan PATH -o %s', or name one with --catalog or $ERRDEX_CATALOG", path, path)
	}
	if err != nil {
		return nil, errorf(env, c, "catalog %s: %v", path, err)
	}
	for _, w := range warns {
		fmt.Fprintf(env.Stderr, "warning: %v (line skipped)\n", w)
	}
	if info.SaveErr != nil {
		fmt.Fprintf(env.Stderr, "warning: index not saved beside the catalog: %v\n", info.SaveErr)
	}
	return ix, 0
}

// printResults writes the best n results for a reader.
func printResults(w io.Writer, rs []match.Result, n int) {
	if chain := match.Chain(rs); chain != nil {
		var links []string
		for _, r := range chain {
			links = append(links, fmt.Sprintf("%s:%d", r.Record.FilePath, r.Record.LineNumber))
		}
		fmt.Fprintf(w, "wrapped chain, outermost first: %s\n\n", strings.Join(links, " -> "))
		rs = chain
		if n < len(chain) {
			n = len(chain)
		}
	}
	for i, r := range rs {
		if i >= n {
			fmt.Fprintf(w, "(%d more; --json lists all)\n", len(rs)-n)
			break
		}
		if i > 0 {
			fmt.Fprintln(w)
		}
		printResult(w, i+1, r)
	}
}

func printResult(w io.Writer, rank int, r match.Result) {
	rec := r.Record
	support := ""
	if r.Frame {
		support = ", stack frame at this line"
	}
	fmt.Fprintf(w, "%d. %s:%d  %s  (score %.2f%s, id %s)\n", rank, rec.FilePath, rec.LineNumber, rec.ErrorClass, r.Score, support, rec.ID)
	if u := catalog.Deref(rec.GithubURL); u != "" {
		fmt.Fprintf(w, "   %s\n", u)
	}
	if rec.ErrorMessage != "" {
		fmt.Fprintf(w, "   template: %s\n", rec.ErrorMessage)
	}
	names := holeNames(rec.ErrorMessage, len(r.Params))
	for i, p := range r.Params {
		fmt.Fprintf(w, "     %s = %s\n", names[i], p)
	}
	field := func(name string, v *string) {
		if v != nil && *v != "" {
			fmt.Fprintf(w, "   %s: %s\n", name, indent(*v, "     "))
		}
	}
	list := func(name string, vs []string) {
		if len(vs) == 0 {
			return
		}
		fmt.Fprintf(w, "   %s:\n", name)
		for _, v := range vs {
			fmt.Fprintf(w, "     - %s\n", indent(v, "       "))
		}
	}
	field("documentation", rec.Documentation)
	field("triggerScenarios", rec.TriggerScenarios)
	field("commonSituations", rec.CommonSituations)
	list("solutions", rec.Solutions)
	field("exampleFix", rec.ExampleFix)
	field("handlingStrategy", rec.HandlingStrategy)
	field("validationCode", rec.ValidationCode)
	field("typeGuard", rec.TypeGuard)
	field("tryCatchPattern", rec.TryCatchPattern)
	list("preventionTips", rec.PreventionTips)
	if len(rec.Tags) > 0 {
		fmt.Fprintf(w, "   tags: %s\n", strings.Join(rec.Tags, ", "))
	}
}

// holeNames returns the source expression of each of a template's n holes,
// or $1, $2, ... where the template does not say.
func holeNames(msg string, n int) []string {
	names := make([]string, n)
	t, err := template.Parse(msg)
	k := 0
	if err == nil {
		for _, p := range t.Parts {
			if p.Hole && k < n {
				names[k] = p.Expr
				k++
			}
		}
	}
	for i := range names {
		if names[i] == "" {
			names[i] = fmt.Sprintf("$%d", i+1)
		}
	}
	return names
}

func indent(s, pad string) string {
	return strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n"+pad)
}
