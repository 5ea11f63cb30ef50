package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"go.opentelemetry.io/collector/otelcol"
	"go.opentelemetry.io/collector/pdata/pcommon"
	"go.opentelemetry.io/collector/pdata/plog"
)

var update = flag.Bool("update", false, "rewrite the golden file")

// TestCollector runs this distribution, in process, with the example
// configuration (examples/otel/config.yaml): the filelog receiver reads
// examples/otel/app.log, the errdex processor answers its records over the
// catalog of examples/kvstore, and the file exporter writes OTLP JSON. It
// waits for every record of the log to come out, then checks that each
// matched record carries code.line.number as an int attribute, and
// compares every record's severity, last body line and attributes with
// testdata/collector.golden.json (rewritten with -update).
func TestCollector(t *testing.T) {
	dir := t.TempDir()
	catalog := filepath.Join(dir, "kvstore.jsonl")
	data, err := os.ReadFile("../../errdexprocessor/testdata/kvstore.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(catalog, data, 0o644); err != nil {
		t.Fatal(err)
	}
	logPath, err := filepath.Abs("../../../examples/otel/app.log")
	if err != nil {
		t.Fatal(err)
	}
	logData, err := os.ReadFile(logPath)
	if err != nil {
		t.Fatal(err)
	}
	// A record starts at each line that starts with a timestamp.
	want := 0
	for _, l := range strings.Split(string(logData), "\n") {
		if len(l) > 4 && l[0] == '2' && l[4] == '-' {
			want++
		}
	}
	out := filepath.Join(dir, "out.json")
	t.Setenv("ERRDEX_LOG", logPath)
	t.Setenv("ERRDEX_CATALOG", catalog)
	t.Setenv("ERRDEX_OUT", out)

	set := settings()
	set.ConfigProviderSettings.ResolverSettings.URIs = []string{
		"file:../../../examples/otel/config.yaml",
		// No telemetry server: tests may run side by side.
		"yaml:service::telemetry::metrics::level: none",
	}
	col, err := otelcol.NewCollector(set)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- col.Run(ctx) }()

	var recs []plog.LogRecord
	deadline := time.Now().Add(60 * time.Second)
	for {
		select {
		case err := <-done:
			t.Fatalf("the collector stopped: %v", err)
		case <-time.After(100 * time.Millisecond):
		}
		recs = readRecords(t, out)
		if len(recs) >= want || time.Now().After(deadline) {
			break
		}
	}
	col.Shutdown()
	if err := <-done; err != nil {
		t.Fatalf("collector: %v", err)
	}
	recs = readRecords(t, out)
	if len(recs) != want {
		t.Fatalf("%d records came out of the collector, the log has %d", len(recs), want)
	}

	matched := 0
	var got bytes.Buffer
	for _, lr := range recs {
		attrs := lr.Attributes()
		if st, _ := attrs.Get("errdex.status"); st.Str() == "matched" {
			matched++
			if line, ok := attrs.Get("code.line.number"); !ok || line.Type() != pcommon.ValueTypeInt || line.Int() <= 0 {
				t.Errorf("matched record without an int code.line.number: %v", attrs.AsRaw())
			}
		}
		body := strings.TrimRight(lr.Body().Str(), "\n")
		line, err := json.Marshal(map[string]any{
			"severity": lr.SeverityText(),
			"last":     body[strings.LastIndexByte(body, '\n')+1:],
			"attrs":    attrs.AsRaw(),
		})
		if err != nil {
			t.Fatal(err)
		}
		got.Write(line)
		got.WriteByte('\n')
	}
	if matched == 0 {
		t.Fatal("no record was matched")
	}
	golden := "testdata/collector.golden.json"
	if *update {
		if err := os.WriteFile(golden, got.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	wantOut, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	if !bytes.Equal(got.Bytes(), wantOut) {
		t.Errorf("%s differs (go test -update rewrites it); got:\n%s", golden, got.Bytes())
	}
}

// readRecords reads the file exporter's output at path, one OTLP JSON
// batch a line, and returns its log records in order. A last line still
// being written is left for the next read.
func readRecords(t *testing.T, path string) []plog.LogRecord {
	t.Helper()
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	var recs []plog.LogRecord
	lines := bytes.Split(data, []byte("\n"))
	for i, l := range lines {
		if len(l) == 0 || i == len(lines)-1 {
			continue // empty, or not ended yet
		}
		ld, err := (&plog.JSONUnmarshaler{}).UnmarshalLogs(l)
		if err != nil {
			t.Fatalf("%s:%d: %v", path, i+1, err)
		}
		rls := ld.ResourceLogs()
		for j := 0; j < rls.Len(); j++ {
			sls := rls.At(j).ScopeLogs()
			for k := 0; k < sls.Len(); k++ {
				lrs := sls.At(k).LogRecords()
				for m := 0; m < lrs.Len(); m++ {
					recs = append(recs, lrs.At(m))
				}
			}
		}
	}
	return recs
}
