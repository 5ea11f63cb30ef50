package match

import (
	"os"
	"path"
	"path/filepath"
	"sync"

	"github.com/errdex/errdex/sourcemap"
)

// maxMaps bounds the source maps an index keeps read (mapCache): a log's
// stacks name few compiled files, and each map may be megabytes.
const maxMaps = 64

// mapCache holds the source maps of compiled files, read once each: nil
// for a file with none, or one that cannot be read.
type mapCache struct {
	mu   sync.Mutex
	maps map[string]*sourcemap.Map
}

// get returns the source map of the compiled file at p, or nil.
func (c *mapCache) get(p string) *sourcemap.Map {
	c.mu.Lock()
	m, ok := c.maps[p]
	c.mu.Unlock()
	if ok {
		return m
	}
	if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() && fi.Size() <= sourcemap.MaxSize {
		m, _ = sourcemap.Load(p)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.maps == nil || len(c.maps) >= maxMaps {
		c.maps = map[string]*sourcemap.Map{}
	}
	c.maps[p] = m
	return m
}

// mapFrames moves each frame in a compiled JavaScript file (x.js, .cjs,
// .mjs, with a column) at a line where no record of that file is, whose
// file is on this disk with a source map, to the original source and line
// the map gives, when the catalog holds that source: scan catalogues a
// bundle's sources from its map (marked/src/Instance.ts beside
// lib/marked.esm.js) instead of the bundle. The frame's path becomes the
// source's path beside the map's folder (/…/marked/src/Instance.ts),
// which ends with the record's. It returns how many frames moved. Only
// with Options.SourceMaps.
func (ix *Index) mapFrames(ex *Exception) int {
	if !ix.opts.SourceMaps {
		return 0
	}
	moved := 0
	for k := range ex.Frames {
		f := &ex.Frames[k]
		if f.Column <= 0 || !compiledExt[path.Ext(f.File)] || !path.IsAbs(f.File) || ix.recordAt(*f) {
			continue // a record of the compiled file itself is at the frame's line
		}
		m := ix.maps.get(filepath.FromSlash(f.File))
		if m == nil {
			continue
		}
		pos, ok := m.Find(f.Line, f.Column)
		if !ok {
			continue
		}
		src := pos.Source
		if c := sourcemap.Clean(src, ""); c != "" && c != path.Clean(src) {
			src = c // webpack://pkg/./src/x.ts: src/x.ts below the map's folder
		}
		orig := Frame{File: path.Join(filepath.ToSlash(m.Dir), src), Line: pos.Line, Column: pos.Column, Func: f.Func}
		if orig.File == f.File || !ix.catalogued(orig) {
			continue
		}
		*f = orig
		moved++
	}
	return moved
}
