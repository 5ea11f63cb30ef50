package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"go.opentelemetry.io/collector/otelcol"
	"go.opentelemetry.io/collector/pdata/pcommon"
	"go.opentelemetry.io/collector/pdata/plog"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
	"go.uber.org/zap/zaptest/observer"
)

var update = flag.Bool("update", false, "rewrite the golden file")

// TestCollector runs this distribution, in process, with the example
// configuration (examples/otel/config.yaml): the filelog receiver reads
// examples/otel/app.log, the errdex processor answers its records over the
// catalog of examples/kvstore, and the file exporter writes OTLP JSON. It
// waits for every record of the log to come out, then checks that each
// matched record carries code.line.number as an int attribute, and
// compares every record's severity, last body line and attributes with
// testdata/collector.golden.json (rewritten with -update). Then it runs
// each of the other example configurations over the same records in its
// log format (examples/otel/make_log.py writes them all from one run) and
// checks that each record comes out with the same severity and the same
// errdex.* and code.* attributes as from app.log. No configuration may log
// a warning (a deprecated component name, say).
func TestCollector(t *testing.T) {
	catalog := filepath.Join(t.TempDir(), "kvstore.jsonl")
	data, err := os.ReadFile("../../errdexprocessor/testdata/kvstore.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(catalog, data, 0o644); err != nil {
		t.Fatal(err)
	}
	logData, err := os.ReadFile("../../../examples/otel/app.log")
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
	base := runExample(t, "config.yaml", "app.log", catalog, want)

	matched := 0
	var got bytes.Buffer
	for _, lr := range base {
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
	} else if wantOut, err := os.ReadFile(golden); err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	} else if !bytes.Equal(got.Bytes(), wantOut) {
		t.Errorf("%s differs (go test -update rewrites it); got:\n%s", golden, got.Bytes())
	}

	for _, c := range []struct{ config, log string }{
		{"python-basic.yaml", "app-basic.log"},
		{"json.yaml", "app-json.log"},
		{"cri.yaml", "app-cri.log"},
		{"docker.yaml", "app-docker.log"},
	} {
		t.Run(strings.TrimSuffix(c.config, ".yaml"), func(t *testing.T) {
			t.Parallel()
			recs := runExample(t, c.config, c.log, catalog, want)
			for i, lr := range recs {
				b := base[i]
				if lr.SeverityText() != b.SeverityText() || lr.SeverityNumber() != b.SeverityNumber() ||
					!reflect.DeepEqual(errdexAttrs(lr), errdexAttrs(b)) {
					t.Errorf("record %d: %s %v\nfrom app.log: %s %v", i, lr.SeverityText(), errdexAttrs(lr), b.SeverityText(), errdexAttrs(b))
				}
			}
		})
	}
}

// runExample runs the collector with examples/otel/CONFIG over
// examples/otel/LOG and the catalog, waits for want records and returns
// them. It fails the test if the collector logs a warning or an error.
func runExample(t *testing.T, config, log, catalog string, want int) []plog.LogRecord {
	t.Helper()
	logPath, err := filepath.Abs(filepath.Join("../../../examples/otel", log))
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "out.json")
	core, logs := observer.New(zapcore.WarnLevel)
	stop := startCollector(t, []string{
		"file:../../../examples/otel/" + config,
		"yaml:receivers::file_log::include: [" + strconv.Quote(logPath) + "]",
		"yaml:processors::errdex::catalog: " + strconv.Quote(catalog),
		"yaml:exporters::file::path: " + strconv.Quote(out),
	}, zap.WrapCore(func(c zapcore.Core) zapcore.Core { return zapcore.NewTee(c, core) }))
	waitRecords(t, out, want)
	stop()
	for _, e := range logs.All() {
		t.Errorf("%s logged %s: %s %v", config, e.Level, e.Message, e.ContextMap())
	}
	recs := readRecords(t, out)
	if len(recs) != want {
		t.Fatalf("%s: %d records came out of the collector, the log has %d", config, len(recs), want)
	}
	return recs
}

// errdexAttrs returns the attributes the errdex processor writes.
func errdexAttrs(lr plog.LogRecord) map[string]any {
	out := map[string]any{}
	for k, v := range lr.Attributes().AsRaw() {
		if strings.HasPrefix(k, "errdex.") || strings.HasPrefix(k, "code.") {
			out[k] = v
		}
	}
	return out
}

// startCollector runs the distribution with the configuration URIs
// (examples/otel/config.yaml when nil) and logging options until the
// returned function is called.
func startCollector(t *testing.T, uris []string, logging ...zap.Option) (stop func()) {
	t.Helper()
	set := settings()
	if uris == nil {
		uris = []string{"file:../../../examples/otel/config.yaml"}
	}
	// No telemetry server: tests may run side by side.
	set.ConfigProviderSettings.ResolverSettings.URIs = append(uris, "yaml:service::telemetry::metrics::level: none")
	set.LoggingOptions = logging
	col, err := otelcol.NewCollector(set)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- col.Run(context.Background()) }()
	for col.GetState() == otelcol.StateStarting {
		select {
		case err := <-done:
			t.Fatalf("the collector stopped: %v", err)
		case <-time.After(10 * time.Millisecond):
		}
	}
	stopped := false
	stop = func() {
		if stopped {
			return
		}
		stopped = true
		col.Shutdown()
		if err := <-done; err != nil {
			t.Errorf("collector: %v", err)
		}
	}
	t.Cleanup(stop)
	return stop
}

// waitRecords waits up to a minute for want records in the file
// exporter's output at path.
func waitRecords(t *testing.T, path string, want int) {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if len(readRecords(t, path)) >= want {
			return
		}
	}
	t.Fatalf("%d records in %s after a minute, want %d", len(readRecords(t, path)), path, want)
}

// TestCollectorReload runs the collector over a log that a goroutine keeps
// appending to (alternately a message the first catalog has and one only
// the second has) and renames the second catalog over the first while the
// lines flow. No line is lost, the first message is matched throughout,
// and the second, unknown before the swap, is matched within seconds of
// it and never unknown again.
func TestCollectorReload(t *testing.T) {
	dir := t.TempDir()
	kv, err := os.ReadFile("../../errdexprocessor/testdata/kvstore.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	shards, err := os.ReadFile("../../errdexprocessor/testdata/shards.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	catalog := filepath.Join(dir, "catalog.jsonl")
	if err := os.WriteFile(catalog, kv, 0o644); err != nil {
		t.Fatal(err)
	}
	logPath := filepath.Join(dir, "app.log")
	logFile, err := os.Create(logPath)
	if err != nil {
		t.Fatal(err)
	}
	defer logFile.Close()
	out := filepath.Join(dir, "out.json")
	t.Setenv("ERRDEX_LOG", logPath)
	t.Setenv("ERRDEX_CATALOG", catalog)
	t.Setenv("ERRDEX_OUT", out)
	stop := startCollector(t, []string{"file:../../../examples/otel/config.yaml", "yaml:processors::errdex::reload_interval: 100ms"})

	const (
		oldMsg   = "MemoryError: store is full: 2 keys"
		addedMsg = "ValueError: shard map is stale (epoch 3)"
	)
	written := 0
	write := func(n int) {
		t.Helper()
		for i := 0; i < n; i++ {
			msg := oldMsg
			if written%2 == 1 {
				msg = addedMsg
			}
			if _, err := fmt.Fprintf(logFile, "2026-08-01 05:00:00,%03d ERROR kvstore.service: %s\n", written%1000, msg); err != nil {
				t.Fatal(err)
			}
			written++
		}
	}
	// Lines flow before the swap and until the added message has been
	// matched, at most 30 s after it.
	for i := 0; i < 10; i++ {
		write(20)
		time.Sleep(50 * time.Millisecond)
	}
	if err := os.WriteFile(catalog+".new", append(append([]byte{}, kv...), shards...), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(catalog+".new", catalog); err != nil {
		t.Fatal(err)
	}
	swapped := time.Now()
	var usedAfter time.Duration
	for time.Since(swapped) < 30*time.Second {
		write(20)
		time.Sleep(50 * time.Millisecond)
		if newAnswered(readRecords(t, out), addedMsg) {
			usedAfter = time.Since(swapped)
			break
		}
	}
	if usedAfter == 0 {
		t.Fatal("the added message was not matched within 30 s of the swap")
	}
	t.Logf("the new catalog answered %v after the swap", usedAfter)
	write(100)
	waitRecords(t, out, written)
	stop()

	recs := readRecords(t, out)
	if len(recs) != written {
		t.Fatalf("%d records came out, %d lines were written", len(recs), written)
	}
	before, after := 0, 0
	for i, lr := range recs {
		body, st := lr.Body().Str(), status(lr)
		switch {
		case strings.HasSuffix(body, oldMsg):
			if st != "matched" {
				t.Fatalf("record %d: %q is %s", i, body, st)
			}
		case st == "matched":
			after++
		case st == "unknown" && after == 0:
			before++
		default:
			t.Fatalf("record %d: %q is %s after the new catalog answered it", i, body, st)
		}
	}
	if before == 0 || after == 0 {
		t.Fatalf("the added message was unknown %d times, then matched %d times", before, after)
	}
}

// newAnswered reports whether a record of msg was matched.
func newAnswered(recs []plog.LogRecord, msg string) bool {
	for _, lr := range recs {
		if status(lr) == "matched" && strings.HasSuffix(lr.Body().Str(), msg) {
			return true
		}
	}
	return false
}

// status returns a record's errdex.status.
func status(lr plog.LogRecord) string {
	v, _ := lr.Attributes().Get("errdex.status")
	return v.Str()
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
