package errdexprocessor

import (
	"context"
	"sync"

	"go.opentelemetry.io/collector/component"
	"go.opentelemetry.io/collector/consumer"
	"go.opentelemetry.io/collector/processor"
	"go.opentelemetry.io/collector/processor/processorhelper"
	"go.uber.org/zap"
)

// Type is the processor's name in a collector configuration.
var Type = component.MustNewType("errdex")

// NewFactory returns the factory of the errdex processor, for logs and
// traces.
func NewFactory() processor.Factory {
	return processor.NewFactory(Type, func() component.Config { return createDefaultConfig() },
		processor.WithLogs(createLogs, component.StabilityLevelAlpha),
		processor.WithTraces(createTraces, component.StabilityLevelAlpha))
}

var capabilities = processorhelper.WithCapabilities(consumer.Capabilities{MutatesData: true})

func createLogs(ctx context.Context, set processor.Settings, cfg component.Config, next consumer.Logs) (processor.Logs, error) {
	p, err := newProcessor(cfg.(*Config), set.Logger)
	if err != nil {
		return nil, err
	}
	return processorhelper.NewLogs(ctx, set, cfg, next, p.processLogs,
		processorhelper.WithStart(p.start), processorhelper.WithShutdown(p.shutdown), capabilities)
}

func createTraces(ctx context.Context, set processor.Settings, cfg component.Config, next consumer.Traces) (processor.Traces, error) {
	p, err := newProcessor(cfg.(*Config), set.Logger)
	if err != nil {
		return nil, err
	}
	return processorhelper.NewTraces(ctx, set, cfg, next, p.processTraces,
		processorhelper.WithStart(p.start), processorhelper.WithShutdown(p.shutdown), capabilities)
}

// shared holds one catalog per processor configuration, so that the logs
// and traces processors of one errdex entry (and the same entry in several
// pipelines) share one index in memory. Each is closed when its last user
// shuts down.
var shared = struct {
	sync.Mutex
	m map[*Config]*sharedCatalog
}{m: map[*Config]*sharedCatalog{}}

type sharedCatalog struct {
	c     *catalog
	users int
}

func acquireCatalog(cfg *Config, logger *zap.Logger) (*catalog, error) {
	shared.Lock()
	defer shared.Unlock()
	if s := shared.m[cfg]; s != nil {
		s.users++
		return s.c, nil
	}
	c, err := openCatalog(cfg, logger)
	if err != nil {
		return nil, err
	}
	shared.m[cfg] = &sharedCatalog{c: c, users: 1}
	return c, nil
}

func releaseCatalog(cfg *Config) {
	shared.Lock()
	defer shared.Unlock()
	s := shared.m[cfg]
	if s == nil {
		return
	}
	if s.users--; s.users == 0 {
		delete(shared.m, cfg)
		s.c.Close()
	}
}
