package enrich_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/enrich"
	"github.com/errdex/errdex/extract/extracttest"
	"github.com/errdex/errdex/extract/registry"
	"github.com/errdex/errdex/scan"
)

// TestGrounded scans testdata/grounded and compares every record's
// explanatory fields with testdata/grounded.golden.
func TestGrounded(t *testing.T) {
	res, err := scan.Run(context.Background(), &scan.DirSource{Root: "testdata/grounded"}, scan.Options{Extractors: registry.All, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range res.Warnings {
		t.Errorf("warning: %s", w)
	}
	extracttest.CheckText(t, "testdata/grounded.golden", formatRecords(res.Entries))
}

func formatRecords(es []catalog.Entry) string {
	var b strings.Builder
	for _, e := range es {
		r := &e.Record
		fmt.Fprintf(&b, "%s:%d %s %q\n", r.FilePath, r.LineNumber, r.ErrorClass, r.ErrorMessage)
		field := func(name string, v *string) {
			if v != nil {
				fmt.Fprintf(&b, "  %s: %s\n", name, strings.ReplaceAll(*v, "\n", "\n    | "))
			}
		}
		field("documentation", r.Documentation)
		field("triggerScenarios", r.TriggerScenarios)
		field("commonSituations", r.CommonSituations)
		for _, s := range r.Solutions {
			fmt.Fprintf(&b, "  solution: %s\n", s)
		}
		field("handlingStrategy", r.HandlingStrategy)
		field("validationCode", r.ValidationCode)
		field("typeGuard", r.TypeGuard)
		field("tryCatchPattern", r.TryCatchPattern)
		if r.Tags != nil {
			fmt.Fprintf(&b, "  tags: %s\n", strings.Join(r.Tags, ", "))
		}
		field("backgroundTag", r.BackgroundTag)
	}
	return b.String()
}

// TestPromptCarriesGrounded checks that the model pass is shown the
// grounded fields of a record.
func TestPromptCarriesGrounded(t *testing.T) {
	res, err := scan.Run(context.Background(), &scan.DirSource{Root: "testdata/grounded"}, scan.Options{Extractors: registry.All, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range res.Entries {
		r := e.Record
		if r.FilePath != "src/pkg/config/options.py" || r.LineNumber != 8 {
			continue
		}
		p := enrich.Prompt(&r)
		for _, want := range []string{"Grounded findings", "solution: " + r.Solutions[0], "validationCode: # the guard of make_connector", "backgroundTag: membership-validation"} {
			if !strings.Contains(p, want) {
				t.Errorf("prompt lacks %q:\n%s", want, p)
			}
		}
		return
	}
	t.Fatal("no record at options.py:8")
}
