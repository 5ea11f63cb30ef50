package golang

import (
	_ "embed"
	"encoding/json"
	"sync"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/template"
)

// The standard library's error types for scans without GOROOT/src. A
// module scanned alone builds the standard library's error values too
// (&strconv.NumError{fn, string(b), strconv.ErrSyntax}, &os.PathError{Op:
// "open", Path: name, Err: err}); their text is the type's Error method
// with the fields the literal sets, and that method is in GOROOT/src.
// stdlib.json holds, per import path, what the link pass needs of it: the
// package's name, its exported struct error types (fields and Error
// texts) and its exported sentinels, as the extractor read them from the
// toolchain's GOROOT/src (go test ./extract/golang -run TestStdlib
// -update writes it). An import path that no directory of the scan fits
// resolves to it.

//go:embed stdlib.json
var stdlibJSON []byte

// stdDef is a summary definition as stdlib.json holds it.
type stdDef struct {
	Kind    string    `json:"k"`
	Name    string    `json:"n"`
	Class   string    `json:"c,omitempty"`
	Params  []string  `json:"p,omitempty"`
	Message []stdPart `json:"m,omitempty"`
}

// stdPart is a template.Part as stdlib.json holds it.
type stdPart struct {
	Hole     bool   `json:"h,omitempty"`
	Lit      string `json:"l,omitempty"`
	Expr     string `json:"e,omitempty"`
	Conv     string `json:"v,omitempty"`
	Spec     string `json:"s,omitempty"`
	Optional bool   `json:"o,omitempty"`
	OptStart bool   `json:"os,omitempty"`
}

// stdlibPkgs are stdlib.json's packages by import path.
var stdlibPkgs = sync.OnceValue(func() map[string]*pkg {
	var raw map[string][]stdDef
	if err := json.Unmarshal(stdlibJSON, &raw); err != nil {
		return nil // a broken embedded table resolves nothing (TestStdlib fails)
	}
	out := map[string]*pkg{}
	for ip, ds := range raw {
		p := newPkg("$GOROOT/src/" + ip)
		for _, sd := range ds {
			d := &extract.Def{Kind: sd.Kind, Name: sd.Name, Class: sd.Class, Params: sd.Params}
			for _, part := range sd.Message {
				d.Message.Parts = append(d.Message.Parts, template.Part(part))
			}
			p.add(d)
		}
		out[ip] = p
	}
	return out
})

// stdlibPkg is the standard library package at import path ip, nil when
// stdlib.json has none.
func stdlibPkg(ip string) *pkg { return stdlibPkgs()[ip] }
