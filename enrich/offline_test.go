package enrich

import (
	"reflect"
	"testing"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
)

func TestOfflineSeed(t *testing.T) {
	r := catalog.Record{ErrorClass: "RuntimeError", FilePath: "python/sglang/srt/disaggregation/mori/conn.py", LineNumber: 1201}
	s := extract.Site{Kind: "raise", Class: "RuntimeError", Context: extract.Context{
		Guard:    "len(peer_info.dst_state_mem_descs) != len(self.state_mem_descs)",
		Function: "MoriKVManager.send_state",
	}}
	Offline(&r, &s, nil)
	wantDoc := "`RuntimeError` is raised in `MoriKVManager.send_state` (python/sglang/srt/disaggregation/mori/conn.py:1201) when `len(peer_info.dst_state_mem_descs) != len(self.state_mem_descs)` holds."
	if got := catalog.Deref(r.Documentation); got != wantDoc {
		t.Errorf("documentation = %q\nwant %q", got, wantDoc)
	}
	wantTrig := "`MoriKVManager.send_state` is called and `len(peer_info.dst_state_mem_descs) != len(self.state_mem_descs)` holds."
	if got := catalog.Deref(r.TriggerScenarios); got != wantTrig {
		t.Errorf("triggerScenarios = %q\nwant %q", got, wantTrig)
	}
	if got := catalog.Deref(r.HandlingStrategy); got != "validation" {
		t.Errorf("handlingStrategy = %q", got)
	}
	wantSol := []string{"Make sure `len(peer_info.dst_state_mem_descs) == len(self.state_mem_descs)` holds before calling `MoriKVManager.send_state` (the guard of line 1201)."}
	if !reflect.DeepEqual(r.Solutions, wantSol) {
		t.Errorf("solutions = %q\nwant %q", r.Solutions, wantSol)
	}
	if want := []string{"sglang", "srt", "disaggregation", "mori", "mori-kv-manager"}; !reflect.DeepEqual(r.Tags, want) {
		t.Errorf("tags = %q, want %q (no Grounds: no directory is too broad)", r.Tags, want)
	}
	if got := catalog.Deref(r.BackgroundTag); got != "count-mismatch-validation" {
		t.Errorf("backgroundTag = %q", got)
	}
	if r.ValidationCode != nil || r.CommonSituations != nil || r.PreventionTips != nil {
		t.Errorf("ungrounded fields filled (validationCode needs Params): %+v", r)
	}
}

func TestOfflineLeavesUngroundedNull(t *testing.T) {
	// A bare raise at module level with a class that says nothing: only the
	// location is grounded.
	r := catalog.Record{ErrorClass: "Boom", FilePath: "a.py", LineNumber: 3}
	Offline(&r, &extract.Site{Kind: "raise", Class: "Boom"}, nil)
	if r.TriggerScenarios != nil || r.HandlingStrategy != nil {
		t.Errorf("trigger %v strategy %v, want both null", r.TriggerScenarios, r.HandlingStrategy)
	}
	if got := catalog.Deref(r.Documentation); got != "`Boom` is raised in a.py:3." {
		t.Errorf("documentation = %q", got)
	}
}

func TestAncestryTagsAndHandler(t *testing.T) {
	classes := NewGrounds()
	classes.AddFile("pkg/errors.py", []extract.ClassDef{
		{Name: "MissingKey", Bases: []string{"ConfigError", "KeyError"}, Line: 9},
		{Name: "ConfigError", Bases: []string{"ValueError"}, Line: 5},
		{Name: "Loop", Bases: []string{"Loop"}},
	}, nil)
	classes.Done()
	r := catalog.Record{ErrorClass: "errors.MissingKey", FilePath: "pkg/load.py", LineNumber: 40}
	s := extract.Site{Kind: "raise", Context: extract.Context{Handler: "except KeyError as e", Cause: "e", Function: "load", Docstring: "Load the config. Then more."}}
	Offline(&r, &s, classes)
	if want := []string{"base:ConfigError", "base:KeyError", "base:ValueError"}; !reflect.DeepEqual(r.Tags, want) {
		t.Errorf("tags = %v, want %v", r.Tags, want)
	}
	wantDoc := "`errors.MissingKey` is raised in `load` (pkg/load.py:40), while handling `except KeyError as e`, chained from `e`. `MissingKey` is defined in this codebase (pkg/errors.py:9); it derives from `ConfigError`, `KeyError`, `ValueError`. The enclosing function's documentation: \"Load the config.\""
	if got := catalog.Deref(r.Documentation); got != wantDoc {
		t.Errorf("documentation = %q\nwant %q", got, wantDoc)
	}
	if got := catalog.Deref(r.HandlingStrategy); got != "propagate" {
		t.Errorf("strategy = %q", got)
	}
	if chain, _ := classes.Ancestry("Loop", "pkg/load.py"); len(chain) != 0 { // terminates, and a class is not its own base
		t.Errorf("cyclic ancestry = %v", chain)
	}
}
