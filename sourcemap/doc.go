// Package sourcemap reads source maps (version 3, index maps included)
// and maps a compiled JavaScript position to the original one.
//
// Parse reads a map's JSON; Find takes a generated line and column as a
// stack frame gives them (1-based) and returns the source, line and column
// (1-based) and name the map gives for it. Load finds the map of a
// compiled file on disk: the file its "//# sourceMappingURL=" comment
// names, an inline data: URL, or FILE.map beside it. Content returns an
// original source's text (sourcesContent, else the file beside the map),
// and Clean turns a source's name into a path relative to its package
// ("webpack://pkg/./src/x.ts" and "../src/x.ts" from dist/ are both
// src/x.ts) or "" for another package's file.
//
// errdex scan --env uses it to catalog an npm package's original sources
// in place of its compiled files, so that records sit at original
// positions; a compiled frame is mapped through the same map to find its
// record.
package sourcemap
