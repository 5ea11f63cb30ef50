package mcp

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"unicode/utf8"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/server"
)

// ExplainInput is the argument of explain_error.
type ExplainInput struct {
	Text string `json:"text" jsonschema:"an error message, a traceback, a stack trace or a log chunk"`
}

// SearchInput is the argument of search_errors.
type SearchInput struct {
	Query string `json:"query" jsonschema:"words to look for in messages, classes, paths and explanations"`
	Repo  string `json:"repo,omitempty" jsonschema:"only this repository (OWNER/NAME)"`
	Class string `json:"class,omitempty" jsonschema:"only this error class, e.g. ValueError"`
	Page  int    `json:"page,omitempty" jsonschema:"1-based result page (20 hits a page)"`
}

// RecordInput is the argument of get_record.
type RecordInput struct {
	ID  string `json:"id" jsonschema:"the record id, as returned by explain_error or search_errors"`
	SHA string `json:"sha,omitempty" jsonschema:"the analyzed commit; default: the newest imported"`
}

var validID = regexp.MustCompile(`^[A-Za-z0-9._-]{1,128}$`)

// Records is what search_errors and get_record read: a catalog.Store, or
// anything with its Search and Get.
type Records interface {
	Search(ctx context.Context, q catalog.Query) (*catalog.SearchPage, error)
	Get(ctx context.Context, id string, f catalog.Filter) (*catalog.Entry, error)
}

// Catalog is what the tools answer from.
type Catalog struct {
	// Explain answers explain_error: server.Server.Explain, or
	// server.ExplainWith over an index.
	Explain func(ctx context.Context, text string) (*server.ExplainResponse, error)
	// Records serves search_errors and get_record.
	Records Records
}

// New returns an MCP server over c. version is reported to clients.
// Every tool result is JSON of at most MaxReplyBytes (see reply.go).
func New(c Catalog, version string) *sdk.Server {
	s := sdk.NewServer(&sdk.Implementation{Name: "errdex", Version: version}, nil)
	sdk.AddTool(s, &sdk.Tool{
		Name: "explain_error",
		Description: "Explain an error: finds the catalog records behind each error event in the text (a message, traceback or log). " +
			"Each event has a status: matched (the records listed under matches explain it, best first, with the values filled into " +
			"the message template and the best one's documentation and solutions), weak (records listed under leads match only weakly: " +
			"a lead to check, not an answer), unknown or native. Call get_record with an id for the whole record and its source.",
	}, func(ctx context.Context, _ *sdk.CallToolRequest, in ExplainInput) (*sdk.CallToolResult, any, error) {
		switch {
		case !utf8.ValidString(in.Text):
			return nil, nil, errors.New("text is not valid UTF-8")
		case len(in.Text) > server.MaxExplainBytes:
			return nil, nil, fmt.Errorf("text is %d bytes, the limit is %d", len(in.Text), server.MaxExplainBytes)
		case in.Text == "":
			return nil, nil, errors.New("text is empty")
		}
		resp, err := c.Explain(ctx, in.Text)
		if err != nil {
			return nil, nil, err
		}
		return nil, explainReply(resp), nil
	})
	sdk.AddTool(s, &sdk.Tool{
		Name: "search_errors",
		Description: "Full-text search of the error catalog, optionally filtered by repository and error class. " +
			"Returns short hits (id, site, class, message template), 20 a page; get_record returns one whole record.",
	}, func(ctx context.Context, _ *sdk.CallToolRequest, in SearchInput) (*sdk.CallToolResult, any, error) {
		for _, p := range []string{in.Query, in.Repo, in.Class} {
			if len(p) > server.MaxQueryBytes || !utf8.ValidString(p) {
				return nil, nil, fmt.Errorf("a search argument is longer than %d bytes or not UTF-8", server.MaxQueryBytes)
			}
		}
		if in.Page < 0 {
			return nil, nil, errors.New("page must be positive")
		}
		page, err := c.Records.Search(ctx, catalog.Query{Text: in.Query, Repo: in.Repo, Class: in.Class, Page: in.Page})
		if err != nil {
			return nil, nil, err
		}
		return nil, searchReply(page), nil
	})
	sdk.AddTool(s, &sdk.Tool{
		Name:        "get_record",
		Description: "Get one whole error record by id: message template, raising source window, documentation, solutions and prevention tips.",
	}, func(ctx context.Context, _ *sdk.CallToolRequest, in RecordInput) (*sdk.CallToolResult, any, error) {
		if !validID.MatchString(in.ID) || (in.SHA != "" && !validID.MatchString(in.SHA)) {
			return nil, nil, errors.New("ids and SHAs are 1 to 128 letters, digits, '.', '_' or '-'")
		}
		e, err := c.Records.Get(ctx, in.ID, catalog.Filter{SHA: in.SHA})
		if err != nil {
			return nil, nil, err
		}
		return nil, recordReply(e), nil
	})
	return s
}
