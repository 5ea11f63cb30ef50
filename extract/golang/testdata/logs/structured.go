package structured

import (
	"context"
	"log/slog"

	"github.com/go-logr/logr"
	"github.com/sirupsen/logrus"
	"go.uber.org/zap"
	"k8s.io/klog/v2"
)

type handler struct {
	logger *zap.Logger
	sugar  *zap.SugaredLogger
	log    logr.Logger
}

func (h *handler) zapCalls(err error, model string) {
	h.logger.Info("started", zap.String("model", model))
	if err != nil {
		h.logger.Warn("Invalid chat completion request", zap.Error(err)) // want zap "Invalid chat completion request"
	}
	h.logger.Error("Failed to create stream", zap.Error(err), zap.String("model", model)) // want zap "Failed to create stream"
	h.logger.With(zap.String("m", model)).Error("flush failed")                           // want zap "flush failed"
	zap.L().Fatal("Server failed", zap.Error(err))                                        // want zap "Server failed"
	h.sugar.Errorf("model %s: %v", model, err)                                            // want zap "model {model}: {err}"
	h.sugar.Warnw("slow response", "model", model)                                        // want zap "slow response"
	h.logger.DPanic("impossible state")                                                   // want zap "impossible state"
	_ = zap.Error(err)
}

func slogCalls(ctx context.Context, err error, addr string, slogger *slog.Logger) {
	slog.Info("listening", "addr", addr)
	slog.Warn("connection slow", "addr", addr)                     // want slog "connection slow"
	slog.Error("connect failed", "err", err, "addr", addr)         // want slog "connect failed"
	slog.ErrorContext(ctx, "request failed", slog.Any("err", err)) // want slog "request failed"
	slogger.Error("dial "+addr+" failed", "err", err)              // want slog "dial {addr} failed"
	slogger.With("addr", addr).Warn("retrying")                    // want slog "retrying"
	slogger.Log(ctx, slog.LevelError, "shard lost", "shard", 3)    // want slog "shard lost"
	slogger.Log(ctx, slog.LevelInfo, "shard found")
	slogger.LogAttrs(ctx, slog.LevelWarn, "disk low", slog.Int("pct", 5)) // want slog "disk low"
}

func logrusCalls(err error, path string) {
	logrus.Errorf("open %s: %v", path, err)             // want logrus "open {path}: {err}"
	logrus.WithError(err).Error("sync failed")          // want logrus "sync failed"
	logrus.WithField("path", path).Warn("stale ", path) // want logrus "stale {path}"
	logrus.Warningln("disk", path, "full")              // want logrus "disk {path} full"
	logrus.Infof("loaded %s", path)
	logrus.Printf("loaded %s with error", path)
}

func klogCalls(err error, pod string) {
	klog.Errorf("Failed to sync pod %q: %v", pod, err) // want klog "Failed to sync pod {pod!r}: {err}"
	klog.ErrorS(err, "Failed to sync", "pod", pod)     // want klog "Failed to sync"
	klog.Warningf("pod %s is slow", pod)               // want klog "pod {pod} is slow"
	klog.V(2).Infof("synced %s", pod)
	klog.Error("giving up on ", pod) // want klog "giving up on {pod}"
}

func (h *handler) logrCalls(err error, name string) {
	h.log.Error(err, "unable to fetch CronJob", "name", name) // want logr "unable to fetch CronJob"
	h.log.Info("fetched", "name", name)
}
