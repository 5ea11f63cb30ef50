package python

import (
	"strconv"
	"strings"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// starletteStatusRE matches Starlette/FastAPI/DRF status constants:
// status.HTTP_404_NOT_FOUND.
var starletteStatusRE = lazyre.New(`(?:^|\.)HTTP_([1-5][0-9][0-9])(?:_[A-Z_]+)?$`)

// statusCode returns the HTTP status an expression states: a decimal
// literal from 100 to 599, HTTPStatus.NAME (also http.HTTPStatus.NAME and
// .value of one), or a status.HTTP_NNN_NAME constant; 0 for anything else.
func (x *file) statusCode(n *tsutil.Node) int {
	if n == nil {
		return 0
	}
	t := strings.TrimSuffix(x.text(n), ".value")
	if x.kind(n) == "integer" {
		if v, err := strconv.Atoi(t); err == nil && v >= 100 && v <= 599 {
			return v
		}
		return 0
	}
	if m := starletteStatusRE.FindStringSubmatch(t); m != nil {
		v, _ := strconv.Atoi(m[1])
		return v
	}
	if i := strings.LastIndexByte(t, '.'); i > 0 && strings.HasSuffix(t[:i], "HTTPStatus") {
		return extract.HTTPStatus(t[i+1:])
	}
	return 0
}

// codeKeywords are the keyword arguments whose literal value is a site's
// errorCode: a machine-readable error type or code passed beside the
// message (OpenAI-style err_type="BadRequestError", code="rate_limit").
var codeKeywords = []string{"err_type", "error_type", "error_code", "err_code", "code"}

// httpInfo reads the HTTP status and error code a call passes beside its
// message: status_code= (or status= to a Response class), HTTPException's
// first positional argument, abort's, and the codeKeywords.
func (x *file) httpInfo(call *tsutil.Node) (status int, code string) {
	pos, kws, ok := x.arguments(call)
	if !ok {
		return 0, ""
	}
	name := lastName(x.text(x.field(call, "function")))
	switch {
	case kws["status_code"] != nil:
		status = x.statusCode(kws["status_code"])
	case kws["status"] != nil && responseRE.MatchString(name):
		status = x.statusCode(kws["status"])
	case (name == "HTTPException" || name == "abort") && len(pos) > 0:
		status = x.statusCode(pos[0])
	}
	for _, k := range codeKeywords {
		v := kws[k]
		if v == nil {
			continue
		}
		if s, ok := x.plainString(v); ok && s != "" {
			return status, s
		}
		if x.kind(v) == "integer" && decimalRE.MatchString(x.text(v)) {
			return status, x.text(v)
		}
	}
	return status, code
}

func lastName(s string) string { return s[strings.LastIndexByte(s, '.')+1:] }

var (
	// responseRE matches response classes and factories: Response,
	// JSONResponse, ORJSONResponse, orjson_response.
	responseRE = lazyre.New(`(?i)response$`)
	// errorResponseRE matches error-response helpers, which are sites
	// whatever their status: create_error_response, _error_response.
	errorResponseRE = lazyre.New(`(?i)error_?response$`)
)

// responseWords are what responseCalls searches the source for.
var responseWords = [][]byte{[]byte("status_code"), []byte("status"), []byte("abort")}

// responses records the HTTP error responses that are not raised: a call
// of an error-response helper (create_error_response(msg, err_type=...,
// status_code=...)), a response (JSONResponse(content, status_code=404))
// or any other call with a literal status_code of 400 or more, and Flask's
// abort(404). A raised call is the raise's site already.
func (x *file) responses(root *tsutil.Node) {
	seen := map[uintptr]bool{}
	consider := func(call *tsutil.Node) {
		if call == nil || seen[call.ID()] {
			return
		}
		seen[call.ID()] = true
		x.response(call)
	}
	for _, pos := range x.wordOffsets(responseWords, false) {
		tok := x.tokenAt(root, pos)
		if tok == nil || x.kind(tok) != "identifier" {
			continue
		}
		p := x.parent(tok)
		switch {
		case p != nil && x.kind(p) == "keyword_argument" && same(x.field(p, "name"), tok):
			if al := x.parent(p); al != nil && x.kind(al) == "argument_list" {
				consider(x.parent(al))
			}
		case p != nil && x.kind(p) == "call" && same(x.field(p, "function"), tok):
			consider(p) // abort(404)
		case p != nil && x.kind(p) == "attribute" && same(x.field(p, "attribute"), tok):
			if c := x.parent(p); c != nil && x.kind(c) == "call" && same(x.field(c, "function"), p) {
				consider(c) // flask.abort(404)
			}
		}
	}
	for _, pos := range x.substringOffsets("rror_response") {
		if tok := x.identAround(root, pos); tok != nil {
			fn := tok
			if p := x.parent(tok); p != nil && x.kind(p) == "attribute" && same(x.field(p, "attribute"), tok) {
				fn = p
			}
			if c := x.parent(fn); c != nil && x.kind(c) == "call" && same(x.field(c, "function"), fn) {
				consider(c)
			}
		}
	}
}

func (x *file) response(call *tsutil.Node) {
	if p := x.parent(call); p != nil && x.kind(p) == "raise_statement" {
		return
	}
	if p := x.parent(call); p != nil && x.kind(p) == "decorator" {
		return
	}
	fnText := x.compact(x.field(call, "function"))
	name := lastName(fnText)
	if syntax.IsErrorName(name) {
		return // an exception constructed, not raised here: its raise is the site
	}
	status, code := x.httpInfo(call)
	helper := errorResponseRE.MatchString(name)
	if !helper && status < 400 {
		return
	}
	if name == "abort" {
		if pos, _, _ := x.arguments(call); len(pos) == 0 || x.kind(pos[0]) != "integer" {
			return // not Flask's abort(404)
		}
	}
	s := extract.Site{Line: call.Line(), EndLine: x.endLine(call), Kind: "response", ErrorType: "error",
		HTTPStatus: status, ErrorCode: code, Class: fnText}
	if code != "" && isClassName(code) {
		s.Class = code
	}
	x.fillContext(&s, call)
	x.addSites(s, x.responseMessages(call, name))
}

// responseMessages are the texts an error response carries: for a response
// class its content when that is a string, or the "message", "error" or
// "detail" entry of a dict literal (one level down too, as in {"error":
// {"message": m}}); for other calls the message argument as for a raise.
func (x *file) responseMessages(call *tsutil.Node, name string) []template.Template {
	if !responseRE.MatchString(name) || errorResponseRE.MatchString(name) {
		return x.callMessages(call, call)
	}
	pos, kws, _ := x.arguments(call)
	content := kws["content"]
	if content == nil && len(pos) > 0 {
		content = pos[0]
	}
	return []template.Template{x.contentMessage(content, call, 0)}
}

func (x *file) contentMessage(n, at *tsutil.Node, depth int) template.Template {
	if n == nil || depth > 1 {
		return template.Template{}
	}
	if x.kind(n) == "dictionary" {
		entries := map[string]*tsutil.Node{}
		for i := uint(0); i < x.namedChildCount(n); i++ {
			if p := x.namedChild(n, i); x.kind(p) == "pair" {
				if k, ok := x.plainString(x.field(p, "key")); ok {
					entries[k] = x.field(p, "value")
				}
			}
		}
		for _, k := range []string{"message", "error", "detail", "msg"} {
			if v := entries[k]; v != nil {
				if x.kind(v) == "dictionary" {
					return x.contentMessage(v, at, depth+1)
				}
				return x.message(v, at, 0)
			}
		}
		return template.Template{}
	}
	if x.stringish(n, at, 0) {
		return x.message(n, at, 0)
	}
	return template.Template{}
}
