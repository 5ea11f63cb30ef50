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

// New returns an MCP server over srv (which holds the store and the match
// index). version is reported to clients.
func New(srv *server.Server, st catalog.Store, version string) *sdk.Server {
	s := sdk.NewServer(&sdk.Implementation{Name: "errdex", Version: version}, nil)
	sdk.AddTool(s, &sdk.Tool{
		Name: "explain_error",
		Description: "Explain an error: finds the catalog records behind each error in the text (a message, traceback or log), " +
			"with the values filled into the message template, the raising source line, and known causes and fixes.",
	}, func(ctx context.Context, _ *sdk.CallToolRequest, in ExplainInput) (*sdk.CallToolResult, any, error) {
		switch {
		case !utf8.ValidString(in.Text):
			return nil, nil, errors.New("text is not valid UTF-8")
		case len(in.Text) > server.MaxExplainBytes:
			return nil, nil, fmt.Errorf("text is %d bytes, the limit is %d", len(in.Text), server.MaxExplainBytes)
		case in.Text == "":
			return nil, nil, errors.New("text is empty")
		}
		resp, err := srv.Explain(ctx, in.Text)
		if err != nil {
			return nil, nil, err
		}
		return nil, resp, nil
	})
	sdk.AddTool(s, &sdk.Tool{
		Name:        "search_errors",
		Description: "Full-text search of the error catalog, optionally filtered by repository and error class.",
	}, func(ctx context.Context, _ *sdk.CallToolRequest, in SearchInput) (*sdk.CallToolResult, any, error) {
		for _, p := range []string{in.Query, in.Repo, in.Class} {
			if len(p) > server.MaxQueryBytes || !utf8.ValidString(p) {
				return nil, nil, fmt.Errorf("a search argument is longer than %d bytes or not UTF-8", server.MaxQueryBytes)
			}
		}
		if in.Page < 0 {
			return nil, nil, errors.New("page must be positive")
		}
		page, err := st.Search(ctx, catalog.Query{Text: in.Query, Repo: in.Repo, Class: in.Class, Page: in.Page})
		if err != nil {
			return nil, nil, err
		}
		return nil, page, nil
	})
	sdk.AddTool(s, &sdk.Tool{
		Name:        "get_record",
		Description: "Get one error record by id: message template, raising source, documentation, solutions and prevention tips.",
	}, func(ctx context.Context, _ *sdk.CallToolRequest, in RecordInput) (*sdk.CallToolResult, any, error) {
		if !validID.MatchString(in.ID) || (in.SHA != "" && !validID.MatchString(in.SHA)) {
			return nil, nil, errors.New("ids and SHAs are 1 to 128 letters, digits, '.', '_' or '-'")
		}
		e, err := st.Get(ctx, in.ID, catalog.Filter{SHA: in.SHA})
		if err != nil {
			return nil, nil, err
		}
		return nil, e, nil
	})
	return s
}
