package errdexprocessor

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

	"go.opentelemetry.io/collector/component"
	"go.opentelemetry.io/collector/component/componenttest"
	"go.opentelemetry.io/collector/confmap"
	"go.opentelemetry.io/collector/confmap/confmaptest"
	"go.opentelemetry.io/collector/consumer/consumertest"
	"go.opentelemetry.io/collector/pdata/plog"
	"go.opentelemetry.io/collector/pdata/ptrace"
	"go.opentelemetry.io/collector/processor/processortest"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestCases runs every testdata/cases/NAME.yaml: its input (OTLP JSON logs
// or traces) through the processor configured by its processor section,
// over the kvstore catalog, compared with NAME.golden.json.
func TestCases(t *testing.T) {
	cases, _ := filepath.Glob("testdata/cases/*.yaml")
	if len(cases) == 0 {
		t.Fatal("no cases")
	}
	for _, c := range cases {
		name := strings.TrimSuffix(filepath.Base(c), ".yaml")
		t.Run(name, func(t *testing.T) {
			conf, err := confmaptest.LoadConf(c)
			if err != nil {
				t.Fatal(err)
			}
			spec := struct {
				Input   string `mapstructure:"input"`
				Catalog string `mapstructure:"catalog"`
			}{Catalog: "kvstore.jsonl"}
			if err := conf.Unmarshal(&spec, confmap.WithIgnoreUnused()); err != nil {
				t.Fatal(err)
			}
			cfg := createDefaultConfig()
			sub, err := conf.Sub("processor")
			if err != nil {
				t.Fatal(err)
			}
			if err := sub.Unmarshal(cfg); err != nil {
				t.Fatal(err)
			}
			cfg.Catalog = testCatalog(t, spec.Catalog)
			if err := cfg.Validate(); err != nil {
				t.Fatal(err)
			}
			in, err := os.ReadFile(filepath.Join("testdata", spec.Input))
			if err != nil {
				t.Fatal(err)
			}
			var out []byte
			if strings.HasPrefix(spec.Input, "traces/") {
				out = runTraces(t, cfg, in)
			} else {
				out = runLogs(t, cfg, in)
			}
			golden(t, filepath.Join("testdata/cases", name+".golden.json"), out)
		})
	}
}

// testCatalog copies testdata/NAME (kvstore.jsonl is errdex scan of
// examples/kvstore, shards.jsonl of testdata/src) to a temporary
// directory, so that its saved index is written there.
func testCatalog(t testing.TB, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func runLogs(t *testing.T, cfg *Config, in []byte) []byte {
	ld, err := (&plog.JSONUnmarshaler{}).UnmarshalLogs(in)
	if err != nil {
		t.Fatal(err)
	}
	sink := new(consumertest.LogsSink)
	p, err := NewFactory().CreateLogs(context.Background(), processortest.NewNopSettings(Type), cfg, sink)
	if err != nil {
		t.Fatal(err)
	}
	run(t, p, func() error { return p.ConsumeLogs(context.Background(), ld) })
	all := sink.AllLogs()
	if len(all) != 1 || all[0].LogRecordCount() != ld.LogRecordCount() {
		t.Fatalf("got %d batches, want the 1 sent with all its records", len(all))
	}
	out, err := (&plog.JSONMarshaler{}).MarshalLogs(all[0])
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func runTraces(t *testing.T, cfg *Config, in []byte) []byte {
	td, err := (&ptrace.JSONUnmarshaler{}).UnmarshalTraces(in)
	if err != nil {
		t.Fatal(err)
	}
	sink := new(consumertest.TracesSink)
	p, err := NewFactory().CreateTraces(context.Background(), processortest.NewNopSettings(Type), cfg, sink)
	if err != nil {
		t.Fatal(err)
	}
	run(t, p, func() error { return p.ConsumeTraces(context.Background(), td) })
	all := sink.AllTraces()
	if len(all) != 1 || all[0].SpanCount() != td.SpanCount() {
		t.Fatalf("got %d batches, want the 1 sent with all its spans", len(all))
	}
	out, err := (&ptrace.JSONMarshaler{}).MarshalTraces(all[0])
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// run starts p, calls consume, and shuts p down.
func run(t *testing.T, p component.Component, consume func() error) {
	t.Helper()
	if err := p.Start(context.Background(), componenttest.NewNopHost()); err != nil {
		t.Fatal(err)
	}
	if err := consume(); err != nil {
		t.Fatal(err)
	}
	if err := p.Shutdown(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// golden compares got, indented, with the file at path (rewritten with
// -update).
func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	var buf bytes.Buffer
	if err := json.Indent(&buf, got, "", " "); err != nil {
		t.Fatal(err)
	}
	buf.WriteByte('\n')
	if *update {
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to write it)", err)
	}
	if !bytes.Equal(buf.Bytes(), want) {
		t.Errorf("%s differs (go test -update rewrites it); got:\n%s", path, buf.Bytes())
	}
}

// TestValidate checks that each bad setting is reported by name.
func TestValidate(t *testing.T) {
	for _, c := range []struct {
		set  func(*Config)
		want string
	}{
		{func(c *Config) { c.Catalog = "" }, "catalog: the path of an errdex catalog is required"},
		{func(c *Config) { c.MinSeverity = "LOUD" }, `min_severity: "LOUD" is not a severity`},
		{func(c *Config) { c.CodeAttributes = "some" }, `code_attributes: "some" is not overwrite, keep or off`},
		{func(c *Config) { c.ReloadInterval = -time.Second }, "reload_interval: -1s is negative"},
		{func(c *Config) { c.ReloadMinKept = 1.5 }, "reload_min_kept: 1.5 is not a fraction from 0 to 1"},
		{func(c *Config) { c.ReloadMinKept = -0.1 }, "reload_min_kept: -0.1 is not a fraction from 0 to 1"},
	} {
		cfg := createDefaultConfig()
		cfg.Catalog = "c.jsonl"
		c.set(cfg)
		if err := cfg.Validate(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("got %v, want %q", err, c.want)
		}
	}
	cfg := createDefaultConfig()
	cfg.Catalog = "c.jsonl"
	if err := cfg.Validate(); err != nil || cfg.ReloadMinKept != 0.5 || cfg.AllowEmpty {
		t.Errorf("defaults: %v, reload_min_kept %v, allow_empty %v", err, cfg.ReloadMinKept, cfg.AllowEmpty)
	}
}
