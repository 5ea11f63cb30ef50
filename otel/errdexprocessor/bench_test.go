//go:build unix

package errdexprocessor

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"go.opentelemetry.io/collector/component/componenttest"
	"go.opentelemetry.io/collector/consumer"
	"go.opentelemetry.io/collector/pdata/pcommon"
	"go.opentelemetry.io/collector/pdata/plog"
	"go.opentelemetry.io/collector/processor"
	"go.opentelemetry.io/collector/processor/processortest"
)

// BenchmarkPipeline measures log records per second through one stage of
// a collector's logs pipeline, with and without the errdex processor, side
// by side: each batch of 1,000 records is decoded from OTLP protobuf (as
// the OTLP receiver does), passed to the processor (or straight on, for
// the baseline "none"), and encoded to OTLP protobuf again (as the OTLP
// exporter does). Run it on one core (-cpu 1) for a per-core figure.
// Both variants of a sub-benchmark pair decode and encode the same
// batches; the difference is the processor.
//
// The catalogs and logs are matchbench gen's (bench/otel/run.sh makes
// them): $ERRDEX_BENCH_DIR/catalog-N.jsonl and log-N.log for N = 1k and
// 1m. The log is read as a filelog receiver configured for it would emit
// it: one record a line, the body the whole line, the severity from its
// level word. Two mixes: "log" (the log's first lines: INFO records with
// catalogued errors at the log's rate) and "errors" (its ERROR lines
// only). The errdex sub-benchmarks report the Go heap the catalog's index
// holds (catalog-MB). Without ERRDEX_BENCH_DIR the benchmark is skipped.
func BenchmarkPipeline(b *testing.B) {
	dir := os.Getenv("ERRDEX_BENCH_DIR")
	if dir == "" {
		b.Skip("ERRDEX_BENCH_DIR is not set; bench/otel/run.sh sets it")
	}
	for _, size := range []string{"1k", "1m"} {
		cat := filepath.Join(dir, "catalog-"+size+".jsonl")
		mixes, err := readBenchLog(filepath.Join(dir, "log-"+size+".log"))
		if err != nil {
			b.Fatal(err)
		}
		out := &encoder{}
		p, heapMB, err := startBenchProcessor(cat, out)
		if err != nil {
			b.Fatal(err)
		}
		for _, mix := range []string{"log", "errors"} {
			batches := mixes[mix]
			for _, with := range []string{"none", "errdex"} {
				next := consumer.Logs(out)
				if with == "errdex" {
					next = p
				}
				b.Run(fmt.Sprintf("catalog=%s/mix=%s/%s", size, mix, with), func(b *testing.B) {
					runBatches(b, batches, next)
					if with == "errdex" {
						b.ReportMetric(heapMB, "catalog-MB")
					}
				})
			}
		}
		if err := p.Shutdown(context.Background()); err != nil {
			b.Fatal(err)
		}
	}
}

// runBatches decodes and consumes b.N batches, round robin, and reports
// records/s (wall time) and records/cpu-s (the process's user and system
// CPU time, which a machine shared with other work does not inflate; at
// -cpu 1 it is records per second per core, GC included).
func runBatches(b *testing.B, batches [][]byte, next consumer.Logs) {
	var dec plog.ProtoUnmarshaler
	records := 0
	b.ResetTimer()
	cpu0 := cpuTime()
	start := time.Now()
	for i := 0; i < b.N; i++ {
		ld, err := dec.UnmarshalLogs(batches[i%len(batches)])
		if err != nil {
			b.Fatal(err)
		}
		records += ld.LogRecordCount()
		if err := next.ConsumeLogs(context.Background(), ld); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(records)/time.Since(start).Seconds(), "records/s")
	b.ReportMetric(float64(records)/(cpuTime()-cpu0).Seconds(), "records/cpu-s")
}

// cpuTime returns the user and system CPU time the process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// startBenchProcessor starts an errdex processor over the catalog at path
// that passes its batches to next, and returns it with the Go heap its
// index holds, in MB.
func startBenchProcessor(path string, next consumer.Logs) (processor.Logs, float64, error) {
	cfg := createDefaultConfig()
	cfg.Catalog = path
	cfg.ReloadInterval = 0
	before := heapInUse()
	p, err := NewFactory().CreateLogs(context.Background(), processortest.NewNopSettings(Type), cfg, next)
	if err != nil {
		return nil, 0, err
	}
	if err := p.Start(context.Background(), componenttest.NewNopHost()); err != nil {
		return nil, 0, err
	}
	mb := float64(heapInUse()-before) / (1 << 20)
	return p, mb, nil
}

func heapInUse() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapInuse
}

// encoder is the exporter end of the benchmark: it encodes each batch to
// OTLP protobuf and drops it.
type encoder struct {
	enc plog.ProtoMarshaler
	n   int
}

func (e *encoder) Capabilities() consumer.Capabilities { return consumer.Capabilities{} }

func (e *encoder) ConsumeLogs(_ context.Context, ld plog.Logs) error {
	buf, err := e.enc.MarshalLogs(ld)
	e.n += len(buf)
	return err
}

// benchBatch is the number of records in a benchmark batch.
const benchBatch = 1000

// readBenchLog reads a matchbench log into OTLP protobuf batches of the
// two mixes: "log", its first 20 batches of lines; "errors", its ERROR
// lines (up to 20 batches).
func readBenchLog(path string) (map[string][][]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	const maxBatches = 20
	var all, errs []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() && (len(errs) < maxBatches*benchBatch) {
		l := sc.Text()
		if len(all) < maxBatches*benchBatch {
			all = append(all, l)
		}
		if level(l) == "ERROR" {
			errs = append(errs, l)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(errs) < benchBatch {
		return nil, fmt.Errorf("%s: %d ERROR lines, want at least %d", path, len(errs), benchBatch)
	}
	mixes := map[string][][]byte{}
	for mix, lines := range map[string][]string{"log": all, "errors": errs} {
		for i := 0; i+benchBatch <= len(lines); i += benchBatch {
			buf, err := (&plog.ProtoMarshaler{}).MarshalLogs(logBatch(lines[i : i+benchBatch]))
			if err != nil {
				return nil, err
			}
			mixes[mix] = append(mixes[mix], buf)
		}
	}
	return mixes, nil
}

// level returns the level word of a matchbench log line
// ("2026-08-28 05:00:00.000 ERROR [1234] app.x: ...").
func level(l string) string {
	f := strings.SplitN(l, " ", 4)
	if len(f) < 4 {
		return ""
	}
	return f[2]
}

func logBatch(lines []string) plog.Logs {
	ld := plog.NewLogs()
	rl := ld.ResourceLogs().AppendEmpty()
	rl.Resource().Attributes().PutStr("service.name", "bench")
	lrs := rl.ScopeLogs().AppendEmpty().LogRecords()
	now := pcommon.NewTimestampFromTime(time.Now())
	for _, l := range lines {
		lr := lrs.AppendEmpty()
		lr.SetObservedTimestamp(now)
		lr.Body().SetStr(l)
		lr.Attributes().PutStr("log.file.name", "app.log")
		lv := level(l)
		lr.SetSeverityText(lv)
		if n, err := parseSeverity(lv); err == nil {
			lr.SetSeverityNumber(n)
		}
	}
	return ld
}
