package errdexprocessor

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"go.opentelemetry.io/collector/component/componenttest"
	"go.opentelemetry.io/collector/consumer/consumertest"
	"go.opentelemetry.io/collector/pdata/pcommon"
	"go.opentelemetry.io/collector/pdata/plog"
	"go.opentelemetry.io/collector/processor"
	"go.opentelemetry.io/collector/processor/processortest"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
	"go.uber.org/zap/zaptest/observer"

	"github.com/errdex/errdex/match"
)

// The two messages of the reload test: old is in both catalogs, added only
// in the new one (testdata/shards.jsonl).
const (
	oldMsg   = "MemoryError: store is full: 2 keys"
	oldID    = "8398b372087434cd"
	addedMsg = "ValueError: shard map is stale (epoch 3)"
)

// TestReloadWhileFlowing replaces the catalog on disk while batches flow
// through the processor. Opening the new catalog is held up (as building a
// large index takes seconds) until several batches have gone through with
// the old index; then the new one is swapped in. No record is lost, every
// record is answered by the old or the new catalog (never neither), the
// new records are used within seconds of the new index being ready, and
// never again the old catalog after it.
func TestReloadWhileFlowing(t *testing.T) {
	dir := t.TempDir()
	cat := filepath.Join(dir, "catalog.jsonl")
	kv, _ := os.ReadFile("testdata/kvstore.jsonl")
	shards, _ := os.ReadFile("testdata/shards.jsonl")
	if err := os.WriteFile(cat, kv, 0o644); err != nil {
		t.Fatal(err)
	}

	// After the first open, opening waits until release is closed.
	release := make(chan struct{})
	var opens atomic.Int32
	defer func(f func(string, match.Options) (*match.Index, []error, match.OpenInfo, error)) { openIndex = f }(openIndex)
	openIndex = func(path string, o match.Options) (*match.Index, []error, match.OpenInfo, error) {
		if opens.Add(1) > 1 {
			<-release
		}
		return match.Open(path, o)
	}

	cfg := createDefaultConfig()
	cfg.Catalog = cat
	cfg.ReloadInterval = 20 * time.Millisecond
	sink := new(consumertest.LogsSink)
	p, err := NewFactory().CreateLogs(context.Background(), processortest.NewNopSettings(Type), cfg, sink)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Start(context.Background(), componenttest.NewNopHost()); err != nil {
		t.Fatal(err)
	}

	const perBatch = 100
	sent := 0
	send := func() {
		t.Helper()
		if err := p.ConsumeLogs(context.Background(), batch(perBatch)); err != nil {
			t.Fatal(err)
		}
		sent += perBatch
	}
	send()
	// The new catalog (the old one plus shards.jsonl) is renamed over the
	// old one, as errdex scan -o writes it.
	tmp := cat + ".new"
	if err := os.WriteFile(tmp, append(append([]byte{}, kv...), shards...), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, cat); err != nil {
		t.Fatal(err)
	}
	// Batches keep flowing, with the old index, while the new one is
	// being opened.
	deadline := time.Now().Add(10 * time.Second)
	for opens.Load() < 2 && time.Now().Before(deadline) {
		send()
	}
	if opens.Load() < 2 {
		t.Fatal("the changed catalog was not reopened within 10 s")
	}
	for i := 0; i < 5; i++ {
		send()
	}
	close(release)
	ready := time.Now()
	var usedAfter time.Duration
	for time.Now().Before(deadline) {
		send()
		if status(lastRecord(sink)) == match.StatusMatched {
			usedAfter = time.Since(ready)
			break
		}
	}
	if usedAfter == 0 {
		t.Fatal("the new catalog's records were not used within 10 s")
	}
	t.Logf("new records used %v after the new index could be built", usedAfter)
	for i := 0; i < 5; i++ {
		send()
	}
	if err := p.Shutdown(context.Background()); err != nil {
		t.Fatal(err)
	}

	if got := sink.LogRecordCount(); got != sent {
		t.Fatalf("%d records came out, %d went in", got, sent)
	}
	// Every old message matched; the added one unknown, then matched from
	// one batch on, never unknown again.
	swapped := false
	oldMatched, before, after := 0, 0, 0
	for _, ld := range sink.AllLogs() {
		each(ld, func(lr plog.LogRecord) {
			body := lr.Body().Str()
			st := status(lr)
			switch {
			case body == oldMsg:
				if id, _ := lr.Attributes().Get(AttrRecordID); st == match.StatusMatched && id.Str() == oldID {
					oldMatched++
				}
			case st == match.StatusMatched:
				swapped = true
				after++
			case st == match.StatusUnknown && !swapped:
				before++
			default:
				t.Fatalf("added message: status %q after the swap", st)
			}
		})
	}
	if oldMatched != sent/2 || before == 0 || after == 0 {
		t.Fatalf("old message matched %d of %d; added message unknown %d times, then matched %d times", oldMatched, sent/2, before, after)
	}
}

// batch makes n log records at ERROR, alternately oldMsg and addedMsg.
func batch(n int) plog.Logs {
	ld := plog.NewLogs()
	lrs := ld.ResourceLogs().AppendEmpty().ScopeLogs().AppendEmpty().LogRecords()
	for i := 0; i < n; i++ {
		lr := lrs.AppendEmpty()
		lr.SetSeverityNumber(plog.SeverityNumberError)
		lr.SetTimestamp(pcommon.NewTimestampFromTime(time.Now()))
		if i%2 == 0 {
			lr.Body().SetStr(oldMsg)
		} else {
			lr.Body().SetStr(addedMsg)
		}
	}
	return ld
}

func each(ld plog.Logs, fn func(plog.LogRecord)) {
	for i := 0; i < ld.ResourceLogs().Len(); i++ {
		sls := ld.ResourceLogs().At(i).ScopeLogs()
		for j := 0; j < sls.Len(); j++ {
			lrs := sls.At(j).LogRecords()
			for k := 0; k < lrs.Len(); k++ {
				fn(lrs.At(k))
			}
		}
	}
}

// lastRecord returns the last record of the sink's last batch whose body
// is addedMsg.
func lastRecord(sink *consumertest.LogsSink) plog.LogRecord {
	all := sink.AllLogs()
	var last plog.LogRecord
	each(all[len(all)-1], func(lr plog.LogRecord) {
		if lr.Body().Str() == addedMsg {
			last = lr
		}
	})
	return last
}

// status returns lr's errdex.status.
func status(lr plog.LogRecord) string {
	v, _ := lr.Attributes().Get(AttrStatus)
	return v.Str()
}

// TestReloadKeepsGoodCatalog checks that a catalog replaced by one with no
// usable record, or removed, is reported once and the catalog opened
// before goes on answering; and that one rewritten in place (which the
// index opened before cannot survive: it reads records from that file) is
// reported as such and reopened.
func TestReloadKeepsGoodCatalog(t *testing.T) {
	cat := testCatalog(t, "kvstore.jsonl")
	good, _ := os.ReadFile(cat)
	w := watch(t, cat, nil)
	wait, replace, logs := w.wait, w.replace, w.logs
	check := func() {
		t.Helper()
		lr := w.send().ResourceLogs().At(0).ScopeLogs().At(0).LogRecords().At(0)
		if id, _ := lr.Attributes().Get(AttrRecordID); id.Str() != oldID {
			t.Fatalf("after a bad reload the old catalog no longer answers: %v", lr.Attributes().AsRaw())
		}
	}
	replace([]byte("{not json\n{\"record\": 1}\n"))
	wait("reload failed; answering with the catalog opened before")
	check()
	if err := os.Remove(cat); err != nil {
		t.Fatal(err)
	}
	wait("cannot read it")
	check()
	n := len(logs.All())
	time.Sleep(100 * time.Millisecond) // ten more checks
	if len(logs.All()) != n {
		t.Errorf("the missing catalog is reported at every check: %v", logs.All())
	}
	replace(good)
	wait("errdex catalog opened")
	check()
	// Rewritten in place with the records in another order: reported, and
	// reopened. (The size is the same, so the modification time must
	// differ: moved on, as a later write would have it on a file system
	// with coarse timestamps.)
	lines := strings.SplitAfter(string(good), "\n")
	if err := os.WriteFile(cat, []byte(strings.Join(lines[3:], "")+strings.Join(lines[:3], "")), 0o644); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Second)
	if err := os.Chtimes(cat, later, later); err != nil {
		t.Fatal(err)
	}
	wait("rewritten in place")
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		opened := 0
		for _, e := range logs.All() {
			if e.Message == "errdex catalog opened" {
				opened++
			}
		}
		if opened == 3 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("not reopened after the in-place rewrite: %v", logs.All())
		}
	}
	check()
}

// TestReloadRefusesLoss replaces a catalog of 9 records by one cut to 3,
// then by an empty one: both are refused with an error log that says why,
// and the catalog in use goes on answering the records only it has. A
// catalog that keeps 7 of the 9 is then swapped in. With reload_min_kept
// 0 and allow_empty, the same cut and empty catalogs are taken.
func TestReloadRefusesLoss(t *testing.T) {
	kv, _ := os.ReadFile("testdata/kvstore.jsonl")
	shards, _ := os.ReadFile("testdata/shards.jsonl")
	all := append(append([]byte{}, kv...), shards...)
	lines := strings.SplitAfter(string(kv), "\n")
	cut := []byte(strings.Join(lines[:3], ""))

	run := func(t *testing.T, minKept float64, allowEmpty bool) (replace func([]byte), wait func(string) string, added func() string) {
		cat := filepath.Join(t.TempDir(), "catalog.jsonl")
		if err := os.WriteFile(cat, all, 0o644); err != nil {
			t.Fatal(err)
		}
		w := watch(t, cat, func(c *Config) { c.ReloadMinKept, c.AllowEmpty = minKept, allowEmpty })
		added = func() string {
			t.Helper()
			w.send()
			return status(lastRecord(w.sink))
		}
		w.wait("errdex catalog opened")
		return w.replace, w.wait, added
	}

	t.Run("default", func(t *testing.T) {
		replace, wait, added := run(t, 0.5, false)
		if st := added(); st != match.StatusMatched {
			t.Fatalf("before: %s", st)
		}
		replace(cut)
		if got, want := wait("reload failed"), "error errdex catalog: reload failed; answering with the catalog opened before: the new catalog has 3 records, 33% of the 9 in use, below reload_min_kept (0.5); refused"; !strings.HasPrefix(got, want) {
			t.Errorf("log %q, want %q", got, want)
		}
		if st := added(); st != match.StatusMatched {
			t.Errorf("after a refused cut, a record only the catalog in use has is %s", st)
		}
		replace(nil)
		if got, want := wait("reload failed"), "error errdex catalog: reload failed; answering with the catalog opened before: the catalog has no records, so every error would be unknown; refused (set allow_empty: true"; !strings.HasPrefix(got, want) {
			t.Errorf("log %q, want %q", got, want)
		}
		if st := added(); st != match.StatusMatched {
			t.Errorf("after a refused empty catalog, a record only the catalog in use has is %s", st)
		}
		// Cut short in its last line: 8 of 9 records kept, above
		// reload_min_kept, but the truncated line says records were lost.
		replace(all[:len(all)-40])
		if got := wait("truncated JSON line"); !strings.Contains(got, "catalog.jsonl:9: truncated JSON line") {
			t.Errorf("the bad line is logged as %q, want its file and line", got)
		}
		if got, want := wait("reload failed"), "error errdex catalog: reload failed; answering with the catalog opened before: the new catalog has 1 bad lines (logged above, each with its file and line), the one in use 0; refused"; !strings.HasPrefix(got, want) {
			t.Errorf("log %q, want %q", got, want)
		}
		if st := added(); st != match.StatusMatched {
			t.Errorf("after a refused catalog cut short, a record only the catalog in use has is %s", st)
		}
		replace(kv)
		wait("errdex catalog opened")
		if st := added(); st != match.StatusUnknown {
			t.Errorf("after a reload to 7 of 9 records, the dropped record is %s", st)
		}
	})
	t.Run("configured", func(t *testing.T) {
		replace, wait, added := run(t, 0, true)
		replace(cut)
		wait("errdex catalog opened")
		if st := added(); st != match.StatusUnknown {
			t.Errorf("with reload_min_kept 0, the cut catalog is not used: %s", st)
		}
		replace(nil)
		wait("errdex catalog opened")
		replace(all[:len(all)-40])
		wait("errdex catalog opened")
	})
}

// TestEmptyCatalogAtStart checks that the processor does not start on a
// catalog with no records unless allow_empty is set.
func TestEmptyCatalogAtStart(t *testing.T) {
	cat := filepath.Join(t.TempDir(), "empty.jsonl")
	if err := os.WriteFile(cat, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, allow := range []bool{false, true} {
		cfg := createDefaultConfig()
		cfg.Catalog = cat
		cfg.AllowEmpty = allow
		p, err := NewFactory().CreateLogs(context.Background(), processortest.NewNopSettings(Type), cfg, new(consumertest.LogsSink))
		if err != nil {
			t.Fatal(err)
		}
		err = p.Start(context.Background(), componenttest.NewNopHost())
		switch {
		case allow && err != nil:
			t.Errorf("allow_empty: %v", err)
		case !allow && (err == nil || !strings.Contains(err.Error(), cat+": the catalog has no records")):
			t.Errorf("an empty catalog at start: %v", err)
		}
		p.Shutdown(context.Background())
	}
}

// watcher is a logs processor over a catalog file that it checks every
// 10 ms, with its log entries observed.
type watcher struct {
	t    *testing.T
	cat  string
	p    processor.Logs
	sink *consumertest.LogsSink
	logs *observer.ObservedLogs
	seen int
}

// watch starts a watcher over cat, its configuration changed by set
// (nil: the defaults); it is shut down at the end of the test.
func watch(t *testing.T, cat string, set func(*Config)) *watcher {
	t.Helper()
	core, logs := observer.New(zapcore.InfoLevel)
	settings := processortest.NewNopSettings(Type)
	settings.Logger = zap.New(core)
	cfg := createDefaultConfig()
	cfg.Catalog = cat
	cfg.ReloadInterval = 10 * time.Millisecond
	if set != nil {
		set(cfg)
	}
	if err := cfg.Validate(); err != nil {
		t.Fatal(err)
	}
	w := &watcher{t: t, cat: cat, sink: new(consumertest.LogsSink), logs: logs}
	p, err := NewFactory().CreateLogs(context.Background(), settings, cfg, w.sink)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Start(context.Background(), componenttest.NewNopHost()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Shutdown(context.Background()) })
	w.p = p
	return w
}

// wait waits for a log entry whose message, or message and error,
// holds what, logged after the one the previous wait found, and returns
// it as "level message: error".
func (w *watcher) wait(what string) string {
	w.t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		all := w.logs.All()
		for i := w.seen; i < len(all); i++ {
			text := all[i].Message
			for _, f := range all[i].Context {
				if err, ok := f.Interface.(error); ok && f.Key == "error" {
					text += ": " + err.Error()
				}
			}
			if strings.Contains(text, what) {
				w.seen = i + 1
				return all[i].Level.String() + " " + text
			}
		}
	}
	w.t.Fatalf("no log entry %q after the %d seen; have %v", what, w.seen, w.logs.All())
	return ""
}

// replace renames a file holding data over the catalog, as errdex scan
// -o replaces one.
func (w *watcher) replace(data []byte) {
	w.t.Helper()
	if err := os.WriteFile(w.cat+".new", data, 0o644); err != nil {
		w.t.Fatal(err)
	}
	if err := os.Rename(w.cat+".new", w.cat); err != nil {
		w.t.Fatal(err)
	}
}

// send passes batch(2) through and returns it as it came out.
func (w *watcher) send() plog.Logs {
	w.t.Helper()
	if err := w.p.ConsumeLogs(context.Background(), batch(2)); err != nil {
		w.t.Fatal(err)
	}
	all := w.sink.AllLogs()
	return all[len(all)-1]
}

// TestReloadSeesRewriteWithSameStamp rewrites the catalog in place with
// the same size and sets its modification time back: the change time
// (which no one can set) and the checksum of the catalog's ends
// (match.Stamp) still tell the new version, so it is reopened.
func TestReloadSeesRewriteWithSameStamp(t *testing.T) {
	cat := testCatalog(t, "kvstore.jsonl")
	good, _ := os.ReadFile(cat)
	before, err := os.Stat(cat)
	if err != nil {
		t.Fatal(err)
	}
	w := watch(t, cat, nil)
	w.wait("errdex catalog opened")
	lines := strings.SplitAfter(string(good), "\n")
	if err := os.WriteFile(cat, []byte(strings.Join(lines[3:], "")+strings.Join(lines[:3], "")), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(cat, before.ModTime(), before.ModTime()); err != nil {
		t.Fatal(err)
	}
	if after, _ := os.Stat(cat); after.Size() != before.Size() || !after.ModTime().Equal(before.ModTime()) {
		t.Fatalf("size and time not kept: %v %v", after.Size(), after.ModTime())
	}
	w.wait("rewritten in place")
	w.wait("errdex catalog opened")
}
