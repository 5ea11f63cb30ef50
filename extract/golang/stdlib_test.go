package golang

import (
	"encoding/json"
	"flag"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/errdex/errdex/extract"
)

// TestStdlib checks the embedded standard library table; with -update it
// rewrites stdlib.json from the installed toolchain's GOROOT/src.
func TestStdlib(t *testing.T) {
	if f := flag.Lookup("update"); f != nil && f.Value.String() == "true" {
		b, err := genStdlib(filepath.Join(runtime.GOROOT(), "src"))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile("stdlib.json", b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	p := stdlibPkg("strconv")
	if p == nil || p.name != "strconv" || len(p.errmethods["NumError"]) == 0 || p.sentinels["ErrSyntax"] == nil {
		t.Fatalf("strconv: %+v, want NumError's Error texts and ErrSyntax", p)
	}
	if got := p.errmethods["NumError"][0].Message.Message(); !strings.HasPrefix(got, "strconv.{e.Func}") {
		t.Errorf("strconv.NumError's Error text %q", got)
	}
	if os := stdlibPkg("os"); os == nil || len(os.errmethods["PathError"]) == 0 {
		t.Errorf("os.PathError (an alias of io/fs.PathError) has no Error text")
	}
	if stdlibPkg("internal/poll") != nil || stdlibPkg("example.com/m") != nil {
		t.Errorf("an internal or non-standard package resolved")
	}
}

// genStdlib is stdlib.json from the standard library at root (GOROOT/src):
// the public packages' (not cmd, internal, vendor, testdata) exported
// struct error types, their Error texts and exported sentinels, per
// import path, as the extractor reads them; a type alias of another
// package's error type (os's type PathError = fs.PathError) takes that
// type's definitions.
func genStdlib(root string) ([]byte, error) {
	type alias struct{ name, pkg, typ string }
	defs := map[string][]stdDef{}
	aliases := map[string][]alias{}
	sentinelAliases := map[string][]alias{} // by the alias's package
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			base := d.Name()
			if rel != "." && (rel == "cmd" || base == "vendor" || base == "testdata" || strings.HasPrefix(base, ".") || strings.HasPrefix(base, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		res, err := run(&extract.File{Path: rel, Src: src})
		if err != nil || res.Summary == nil {
			return nil
		}
		ip := path.Dir(rel)
		imports := map[string]string{}
		for _, d := range res.Summary.Defs {
			switch {
			case d.Kind == "import":
				imports[d.Name] = d.Path[0]
			case d.Kind == "package":
				if d.Name != "main" && !slices.ContainsFunc(defs[ip], func(x stdDef) bool { return x.Kind == "package" }) {
					defs[ip] = append(defs[ip], stdDef{Kind: "package", Name: d.Name})
				}
			case d.Kind == "sentinel" && ast.IsExported(d.Name) && len(d.Path) == 1:
				// var ErrNotExist = fs.ErrNotExist: the other's text, below
				if e, ok := oneHole(d.Message); ok {
					_, target, _ := strings.Cut(e, ".")
					sentinelAliases[ip] = append(sentinelAliases[ip], alias{d.Name, d.Path[0], target})
				}
			case d.Kind == "sentinel" && d.Message.LiteralLen() == 0:
				// var ErrClosed = errClosed: an alias of the package's own
				// unexported sentinel, which the table does not hold
			case (d.Kind == "struct" || d.Kind == "errmethod" || d.Kind == "sentinel") && ast.IsExported(d.Name):
				sd := stdDef{Kind: d.Kind, Name: d.Name, Class: d.Class, Params: d.Params}
				for _, part := range d.Message.Parts {
					sd.Message = append(sd.Message, stdPart(part))
				}
				defs[ip] = append(defs[ip], sd)
			}
		}
		f, err := parser.ParseFile(token.NewFileSet(), rel, src, parser.SkipObjectResolution)
		if err != nil {
			return nil
		}
		for _, decl := range f.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.TYPE {
				continue
			}
			for _, s := range gd.Specs {
				ts := s.(*ast.TypeSpec)
				sel, ok := ts.Type.(*ast.SelectorExpr)
				if !ts.Assign.IsValid() || !ok || !ts.Name.IsExported() {
					continue
				}
				if id, ok := sel.X.(*ast.Ident); ok && imports[id.Name] != "" {
					aliases[ip] = append(aliases[ip], alias{ts.Name.Name, imports[id.Name], sel.Sel.Name})
				}
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	for ip, as := range aliases {
		for _, a := range as {
			for _, d := range defs[a.pkg] {
				if (d.Kind == "struct" || d.Kind == "errmethod") && d.Name == a.typ {
					d.Name = a.name
					defs[ip] = append(defs[ip], d)
				}
			}
		}
	}
	// A sentinel alias takes its target's text, through aliases of
	// aliases (os.ErrNotExist, fs.ErrNotExist, oserror.ErrNotExist).
	for range 5 {
		for ip, as := range sentinelAliases {
			for _, a := range as {
				if slices.ContainsFunc(defs[ip], func(d stdDef) bool { return d.Kind == "sentinel" && d.Name == a.name }) {
					continue
				}
				for _, d := range defs[a.pkg] {
					if d.Kind == "sentinel" && d.Name == a.typ {
						defs[ip] = append(defs[ip], stdDef{Kind: "sentinel", Name: a.name, Class: path.Base(ip) + "." + a.name, Message: d.Message})
					}
				}
			}
		}
	}
	// Only the public packages are kept (the internal ones were read for
	// the sentinels aliased from them).
	for ip := range defs {
		if ip == "internal" || strings.HasPrefix(ip, "internal/") || strings.Contains(ip, "/internal/") || strings.HasSuffix(ip, "/internal") {
			delete(defs, ip)
		}
	}
	// Only error types (a struct with an Error method) and sentinels are
	// kept; a package with neither is left out.
	for ip, ds := range defs {
		hasErr := map[string]bool{}
		for _, d := range ds {
			if d.Kind == "errmethod" {
				hasErr[d.Name] = true
			}
		}
		ds = slices.DeleteFunc(ds, func(d stdDef) bool { return (d.Kind == "struct" || d.Kind == "errmethod") && !hasErr[d.Name] })
		if len(ds) <= 1 {
			delete(defs, ip)
			continue
		}
		// one order whatever order the scan gave: -update rewrites the
		// same file from the same toolchain
		slices.SortStableFunc(ds, func(a, b stdDef) int {
			if c := strings.Compare(a.Kind, b.Kind); c != 0 {
				return c
			}
			if c := strings.Compare(a.Name, b.Name); c != 0 {
				return c
			}
			ma, _ := json.Marshal(a.Message)
			mb, _ := json.Marshal(b.Message)
			return strings.Compare(string(ma), string(mb))
		})
		defs[ip] = ds
	}
	b, err := json.Marshal(defs)
	return append(b, '\n'), err
}
