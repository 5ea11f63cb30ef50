package python

import (
	"reflect"
	"testing"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/extracttest"
)

func TestTestdata(t *testing.T) {
	results := extracttest.Run(t, Extractor, "testdata/src")
	extracttest.CheckAll(t, "testdata/context.golden", results)
}

func TestContextAndClasses(t *testing.T) {
	res := extracttest.Run(t, Extractor, "testdata/src")["testdata/src/constructions.py"]
	var seed *extract.Site
	for i := range res.Sites {
		if res.Sites[i].Class == "RuntimeError" {
			seed = &res.Sites[i]
		}
	}
	if seed == nil {
		t.Fatal("no RuntimeError site")
	}
	want := extract.Context{
		// The early return above the if adds its negation.
		Guard:    "self.state_mem_descs and len(peer_info.dst_state_mem_descs) != len(self.state_mem_descs)",
		Function: "Conn.send_state",
	}
	if seed.Context.Guard != want.Guard || seed.Context.Function != want.Function || seed.Context.Negated {
		t.Errorf("context = %+v, want %+v", seed.Context, want)
	}
	gotClasses := map[string][]string{}
	for _, c := range res.Classes {
		gotClasses[c.Name] = c.Bases
	}
	wantClasses := map[string][]string{"ConfigError": {"ValueError"}, "MissingKey": {"ConfigError", "KeyError"}}
	if !reflect.DeepEqual(gotClasses, wantClasses) {
		t.Errorf("classes = %v, want %v", gotClasses, wantClasses)
	}
}

func TestSyntaxErrors(t *testing.T) {
	// A local error is reported with its position and the rest analysed.
	res, err := Extractor.Run(&extract.File{Path: "local.py", Src: []byte("def f(:\n    pass\n\ndef g():\n    raise ValueError('x')\n")})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Errors) != 1 || res.Errors[0].Error()[:11] != "local.py:1:" || len(res.Sites) != 1 {
		t.Errorf("errors = %v, sites = %d; want one local.py:1 error and one site", res.Errors, len(res.Sites))
	}
	// A file that is mostly not Python is rejected with a positioned error.
	_, err = Extractor.Run(&extract.File{Path: "garbage.py", Src: []byte("<?php echo $x; ?> {{ template }} <% end %>\n")})
	if err == nil || err.Error()[:11] != "garbage.py:" {
		t.Fatalf("err = %v, want a garbage.py:line:col syntax error", err)
	}
}

func FuzzExtract(f *testing.F) {
	extracttest.Fuzz(f, Extractor, "testdata/src/*.py",
		[]byte("raise ValueError(f'{x!r:>{w}}' % (a,))"),
		[]byte("msg = msg\nraise E(msg)"),
		[]byte("def f(m):\n    raise E(m)\nf(f(f('x')))\n"),
		[]byte("class E(Exception):\n    @property\n    def m(self):\n        return self.args[0] if self.args else None\n    def __str__(self):\n        return t.cast(str, self.m)\nraise E(f'x {y}')\n"),
		[]byte("def f(a):\n    m = ['a']\n    if a:\n        m.append(m)\n    for i in a:\n        m.append(i)\n    raise ValueError(' '.join(m))\n"),
		[]byte("class U:\n    def __init__(self, exc=E):\n        self.exc = exc\n    @property\n    def msg(self):\n        return self.msg\n    def f(self):\n        raise self.exc(self.msg)\n"),
		[]byte("def f(x):\n    raise E(x)\ntry:\n    from ._c import f, *\nexcept (ImportError, E):\n    from .fuzz import f\n    def g(): raise X('y')\n"),
		[]byte("args = ['a', *b]\nargs = [args, 'x']\nraise E(*args, *args)\nraise E(_F('{a!r} {b.c[0]}', a=1, b=2), _F('{}', x=1))\n"),
		[]byte("class U(E, UnicodeDecodeError):\n    def __init__(self, m):\n        E.__init__(self, m)\nclass V(U):\n    pass\nraise V('x')\n"),
		[]byte("def g(): raise E('x')\ndef f():\n    try:\n        from . import _c\n        return _c.a, _c.b\n    except ImportError:\n        return None, None\na, b = f()\nx = (a or g)\nif b is None: g()\n"),
		[]byte{0xff, 0xfe, 0})
}
