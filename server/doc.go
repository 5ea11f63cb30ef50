// Package server is errdex's HTTP service over a catalog.Store: a versioned
// JSON API (explain, search, records, repos, health, and an import endpoint
// that is off unless a token is configured) and a web page rendered with
// html/template from an embedded file system, with no scripts and no CDN.
//
// Every request has a size limit and a deadline; errors are JSON of the
// form {"error": {"code": "...", "message": "..."}}.
package server
