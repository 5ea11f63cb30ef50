// Package env catalogs what is installed: every package a project's
// interpreter or toolchain would load, each at its installed version, and
// the language runtime itself (`errdex scan --env`).
//
// An Ecosystem is a plain struct value, and All lists them explicitly
// (Python, Go, Node, Rust), as go/analysis lists its analyzers: its Find
// returns the installed Packages, each with the files it owns and where
// every file's records go: filePath as a stack frame names the file (an
// import path, module@version/…, a registry directory), the path in the
// package's repository for the permalink, and the repository and the
// version's tag (analyzedSha). Scan catalogs each Package with package
// scan, labels its records with the package URL (catalog.PackageTag), the
// version (versions.Label) and, for a runtime, catalog.RuntimeTag, and
// merges them into one dataset.
//
// Each package version is catalogued once: its records are kept in the
// blob cache under a key made of the package, the scan's options and the
// size and modification time of every file it owns, so a second scan reads
// no file of a package that did not change; a package that did is scanned
// again through the blob cache's per-file entries (by content), so only
// its changed files are parsed.
//
// Where a git repository of a package is at hand (Config.GitSrc), its tag
// is resolved to a commit and the repository's layout is read, so that
// permalinks name the file where the repository holds it
// (src/requests/exceptions.py). See docs/env.md.
package env
