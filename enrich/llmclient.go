package enrich

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// formatMode is how an answer's shape is requested from the server.
type formatMode int32

const (
	formatSchema formatMode = iota // response_format json_schema (OpenAI, vLLM, SGLang, llama.cpp, Ollama)
	formatObject                   // response_format json_object
	formatNone                     // the prompt alone
)

type chatMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

type chatRequest struct {
	Model          string          `json:"model"`
	Messages       []chatMessage   `json:"messages"`
	Temperature    float64         `json:"temperature"`
	Stream         bool            `json:"stream,omitempty"`
	ResponseFormat json.RawMessage `json:"response_format,omitempty"`
}

// httpError is a non-200 answer from the endpoint.
type httpError struct {
	Status     int
	Body       string // first bytes, with the API key redacted
	RetryAfter time.Duration
}

func (e *httpError) Error() string {
	if e.Body == "" {
		return fmt.Sprintf("HTTP %d", e.Status)
	}
	return fmt.Sprintf("HTTP %d: %s", e.Status, e.Body)
}

// chatURL returns the chat-completions URL of endpoint: a full URL ending
// in /chat/completions is used as is, else the path is appended
// ("http://host:8000/v1" -> "http://host:8000/v1/chat/completions").
func chatURL(endpoint string) string {
	e := strings.TrimRight(endpoint, "/")
	if strings.HasSuffix(e, "/chat/completions") {
		return e
	}
	return e + "/chat/completions"
}

func responseFormat(m formatMode) json.RawMessage {
	switch m {
	case formatSchema:
		return json.RawMessage(`{"type":"json_schema","json_schema":{"name":"errdex_record","strict":true,"schema":` + string(answerSchema) + `}}`)
	case formatObject:
		return json.RawMessage(`{"type":"json_object"}`)
	}
	return nil
}

// complete sends one chat-completions request and returns the content of
// the first choice.
func (l *LLM) complete(ctx context.Context, prompt string, mode formatMode) (string, error) {
	req := chatRequest{
		Model:          l.Model,
		Messages:       []chatMessage{{"system", systemPrompt}, {"user", prompt}},
		Temperature:    0,
		Stream:         l.Stream,
		ResponseFormat: responseFormat(mode),
	}
	body, err := json.Marshal(req)
	if err != nil {
		return "", err
	}
	ctx, cancel := context.WithTimeout(ctx, l.Timeout)
	defer cancel()
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, chatURL(l.Endpoint), bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	hr.Header.Set("Content-Type", "application/json")
	if l.APIKey != "" {
		hr.Header.Set("Authorization", "Bearer "+l.APIKey)
	}
	if l.Stream {
		hr.Header.Set("Accept", "text/event-stream")
	}
	resp, err := l.HTTPClient.Do(hr)
	if err != nil {
		return "", l.redactErr(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 300))
		return "", &httpError{Status: resp.StatusCode, Body: l.redact(oneLine(string(b))), RetryAfter: retryAfter(resp.Header.Get("Retry-After"), time.Now())}
	}
	if strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		s, err := readStream(resp.Body)
		return s, l.redactErr(err)
	}
	var cr struct {
		Choices []struct {
			Message struct {
				Content *string `json:"content"`
			} `json:"message"`
			FinishReason string `json:"finish_reason"`
		} `json:"choices"`
	}
	b, err := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
	if err != nil {
		return "", l.redactErr(fmt.Errorf("read response: %w", err))
	}
	if err := json.Unmarshal(b, &cr); err != nil {
		return "", fmt.Errorf("response is not chat-completions JSON: %v", err)
	}
	if len(cr.Choices) == 0 || cr.Choices[0].Message.Content == nil {
		return "", fmt.Errorf("response has no message content")
	}
	if cr.Choices[0].FinishReason == "length" {
		return "", fmt.Errorf("answer cut off at the token limit")
	}
	return *cr.Choices[0].Message.Content, nil
}

// readStream reads a server-sent-events chat-completions stream and returns
// the concatenated content. A stream that ends before "data: [DONE]" or a
// finish_reason is an error: the answer may be truncated.
func readStream(r io.Reader) (string, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 4<<20)
	var b strings.Builder
	finished := false
	for sc.Scan() {
		line := sc.Text()
		data, ok := strings.CutPrefix(line, "data:")
		if !ok {
			continue // comments, event:, id:, blank separators
		}
		data = strings.TrimSpace(data)
		if data == "[DONE]" {
			return b.String(), nil
		}
		var chunk struct {
			Choices []struct {
				Delta struct {
					Content string `json:"content"`
				} `json:"delta"`
				FinishReason *string `json:"finish_reason"`
			} `json:"choices"`
			Error *struct {
				Message string `json:"message"`
			} `json:"error"`
		}
		if err := json.Unmarshal([]byte(data), &chunk); err != nil {
			return "", fmt.Errorf("stream chunk is not JSON: %v", err)
		}
		if chunk.Error != nil {
			return "", fmt.Errorf("stream error: %s", oneLine(chunk.Error.Message))
		}
		for _, c := range chunk.Choices {
			b.WriteString(c.Delta.Content)
			if c.FinishReason != nil && *c.FinishReason != "" {
				if *c.FinishReason == "length" {
					return "", fmt.Errorf("answer cut off at the token limit")
				}
				finished = true
			}
		}
	}
	if err := sc.Err(); err != nil {
		return "", fmt.Errorf("read stream: %w", err)
	}
	if !finished {
		return "", fmt.Errorf("stream ended before [DONE]")
	}
	return b.String(), nil
}

// retryAfter parses a Retry-After header: delay seconds or an HTTP date.
func retryAfter(h string, now time.Time) time.Duration {
	h = strings.TrimSpace(h)
	if h == "" {
		return 0
	}
	if s, err := strconv.ParseFloat(h, 64); err == nil && s >= 0 {
		return time.Duration(s * float64(time.Second))
	}
	if t, err := http.ParseTime(h); err == nil && t.After(now) {
		return t.Sub(now)
	}
	return 0
}

func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 200 {
		s = s[:200] + "…"
	}
	return s
}

// redact removes the API key from s.
func (l *LLM) redact(s string) string {
	if l.APIKey == "" {
		return s
	}
	return strings.ReplaceAll(s, l.APIKey, "[key]")
}

func (l *LLM) redactErr(err error) error {
	if err == nil {
		return nil
	}
	var he *httpError
	if errors.As(err, &he) {
		return err
	}
	return errors.New(l.redact(err.Error()))
}
