package enrich

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/internal/lazyre"
)

// PromptVersion names the prompt and answer schema. It is part of the LLM
// cache key: changing the prompt invalidates cached answers.
const PromptVersion = "errdex-enrich-3"

// Strategies are the values an answer's handlingStrategy may take; the
// offline enricher uses the same words.
var Strategies = []string{"validation", "retry", "propagate", "fallback", "configuration", "not-implemented", "fail-fast"}

const systemPrompt = `You document the errors a codebase can raise, for developers who meet them in logs.
You get one error site: its class, message, the class hierarchy, what static analysis says (the guard condition, the enclosing function), grounded findings and the source window around the raising line (marked ">>").
Answer with one JSON object that follows the given schema, and nothing else.
Ground every statement in the code shown; do not invent APIs, flags or versions. Use null for exampleFix, validationCode, typeGuard and tryCatchPattern when the code gives nothing to write them from.
The grounded findings state the guard exactly; never contradict them and never weaken a guard (leave out a condition) or invert it.
commonSituations, solutions, preventionTips and exampleFix come only from the evidence listed under "Evidence you may cite" (a commit, a pull request, a test, a source line): every sentence of commonSituations, every solution, every tip and exampleFix (in a comment) names one of those labels verbatim, e.g. "(commit 62c2e091f6)", "(line 1040)", "(test tests/test_x.py::test_bad)". Without evidence write null or an empty list: no evidence, no sentence. A solution says why the condition may not hold and what to change, not "make sure the condition holds".
Fields:
- documentation: what the error means and why the code raises it (2-4 sentences).
- triggerScenarios: the concrete calls and states that reach the raise.
- commonSituations: the situations in which users hit it, from the evidence, or null.
- solutions: 0-6 concrete fixes from the evidence, most likely first.
- exampleFix: a short code change that avoids the error, citing its evidence in a comment, or null.
- handlingStrategy: one of ` + "validation, retry, propagate, fallback, configuration, not-implemented, fail-fast" + `.
- validationCode: code that checks the condition before the call, or null.
- typeGuard: a type check that prevents it, or null.
- tryCatchPattern: code that catches and handles it, in the source language, or null.
- preventionTips: 0-6 short tips from the evidence.
- tags: 1-8 lower-case kebab-case topic tags.
- backgroundTag: one kebab-case tag naming the kind of check (e.g. "count-mismatch-validation").`

// answerSchema is the JSON schema of an answer, strict-mode compatible:
// every property required, nullable ones typed ["string","null"].
var answerSchema = json.RawMessage(`{
  "type": "object",
  "additionalProperties": false,
  "required": ["documentation","triggerScenarios","commonSituations","solutions","exampleFix","handlingStrategy","validationCode","typeGuard","tryCatchPattern","preventionTips","tags","backgroundTag"],
  "properties": {
    "documentation": {"type": "string"},
    "triggerScenarios": {"type": "string"},
    "commonSituations": {"type": ["string","null"]},
    "solutions": {"type": "array", "items": {"type": "string"}, "minItems": 0, "maxItems": 6},
    "exampleFix": {"type": ["string","null"]},
    "handlingStrategy": {"type": "string", "enum": ["validation","retry","propagate","fallback","configuration","not-implemented","fail-fast"]},
    "validationCode": {"type": ["string","null"]},
    "typeGuard": {"type": ["string","null"]},
    "tryCatchPattern": {"type": ["string","null"]},
    "preventionTips": {"type": "array", "items": {"type": "string"}, "minItems": 0, "maxItems": 6},
    "tags": {"type": "array", "items": {"type": "string"}, "minItems": 1, "maxItems": 8},
    "backgroundTag": {"type": "string"}
  }
}`)

// Answer is a validated model answer: the explanatory fields of a record.
type Answer struct {
	Documentation    string   `json:"documentation"`
	TriggerScenarios string   `json:"triggerScenarios"`
	CommonSituations string   `json:"commonSituations"`
	Solutions        []string `json:"solutions"`
	ExampleFix       *string  `json:"exampleFix"`
	HandlingStrategy string   `json:"handlingStrategy"`
	ValidationCode   *string  `json:"validationCode"`
	TypeGuard        *string  `json:"typeGuard"`
	TryCatchPattern  *string  `json:"tryCatchPattern"`
	PreventionTips   []string `json:"preventionTips"`
	Tags             []string `json:"tags"`
	BackgroundTag    string   `json:"backgroundTag"`
}

// Limits on an answer, so that a runaway model cannot bloat a catalog.
const (
	maxText  = 4000
	maxItem  = 600
	maxItems = 8
)

var kebabRE = lazyre.New(`^[a-z0-9]+(?:-[a-z0-9]+)*$`)

var fenceRE = lazyre.New("(?s)^```(?:json)?\\s*(.*?)\\s*```$")
var thinkRE = lazyre.New(`(?s)^<think>.*?</think>\s*`)

// ParseAnswer decodes and validates a model's reply: a JSON object with
// every schema field, of the right types and within the limits. A reply
// wrapped in a Markdown code fence or preceded by a <think> block is
// accepted. The first problem found is returned.
func ParseAnswer(content string) (*Answer, error) {
	s := strings.TrimSpace(content)
	s = strings.TrimSpace(thinkRE.ReplaceAllString(s, ""))
	if m := fenceRE.FindStringSubmatch(s); m != nil {
		s = m[1]
	}
	if s == "" {
		return nil, fmt.Errorf("empty answer")
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal([]byte(s), &fields); err != nil {
		return nil, fmt.Errorf("answer is not a JSON object: %v", err)
	}
	var req []string
	json.Unmarshal(answerRequired(), &req)
	for _, k := range req {
		if _, ok := fields[k]; !ok {
			return nil, fmt.Errorf("answer lacks %q", k)
		}
	}
	var a Answer
	dec := json.NewDecoder(bytes.NewReader([]byte(s)))
	if err := dec.Decode(&a); err != nil {
		return nil, fmt.Errorf("answer does not fit the schema: %v", err)
	}
	if err := a.validate(); err != nil {
		return nil, err
	}
	return &a, nil
}

func answerRequired() []byte {
	var s struct {
		Required json.RawMessage `json:"required"`
	}
	json.Unmarshal(answerSchema, &s)
	return s.Required
}

func (a *Answer) validate() error {
	for name, v := range map[string]string{"documentation": a.Documentation, "triggerScenarios": a.TriggerScenarios, "commonSituations": a.CommonSituations} {
		if strings.TrimSpace(v) == "" && name != "commonSituations" {
			return fmt.Errorf("answer has an empty %s", name)
		}
		if len(v) > maxText {
			return fmt.Errorf("answer's %s is %d bytes, over %d", name, len(v), maxText)
		}
	}
	for name, p := range map[string]*string{"exampleFix": a.ExampleFix, "validationCode": a.ValidationCode, "typeGuard": a.TypeGuard, "tryCatchPattern": a.TryCatchPattern} {
		if p != nil && len(*p) > maxText {
			return fmt.Errorf("answer's %s is %d bytes, over %d", name, len(*p), maxText)
		}
		if p != nil && strings.TrimSpace(*p) == "" {
			return fmt.Errorf("answer has an empty %s (want null)", name)
		}
	}
	for name, xs := range map[string][]string{"solutions": a.Solutions, "preventionTips": a.PreventionTips, "tags": a.Tags} {
		if len(xs) == 0 && name == "tags" || len(xs) > maxItems {
			return fmt.Errorf("answer has %d %s, want 1 to %d", len(xs), name, maxItems)
		}
		for _, x := range xs {
			if strings.TrimSpace(x) == "" || len(x) > maxItem {
				return fmt.Errorf("answer has an empty or over-long item in %s", name)
			}
		}
	}
	for _, t := range append([]string{a.BackgroundTag}, a.Tags...) {
		if !kebabRE.MatchString(t) || len(t) > 60 {
			return fmt.Errorf("answer tag %q is not lower-case kebab-case", t)
		}
	}
	for _, s := range Strategies {
		if a.HandlingStrategy == s {
			return nil
		}
	}
	return fmt.Errorf("answer's handlingStrategy %q is not one of %s", a.HandlingStrategy, strings.Join(Strategies, ", "))
}

// Apply copies a into r: fields r already has are kept unless overwrite is
// set; tags are merged, keeping r's own ("base:X", "version:X") first.
// Of commonSituations, solutions, preventionTips and exampleFix only the
// sentences and items that cite the record's evidence (Cites) are taken:
// the model may rewrite only what it can ground.
func (a *Answer) Apply(r *catalog.Record, overwrite bool) {
	ev := evidenceOf(r)
	var sit []string
	for _, s := range sentences(a.CommonSituations) {
		if ev.cites(s) {
			sit = append(sit, s)
		}
	}
	cited := func(xs []string) []string {
		var out []string
		for _, x := range xs {
			if ev.cites(x) {
				out = append(out, x)
			}
		}
		return out
	}
	sols, tips := cited(a.Solutions), cited(a.PreventionTips)
	fix := a.ExampleFix
	if fix != nil && !ev.cites(*fix) {
		fix = nil
	}
	setS := func(dst **string, v string) {
		if *dst == nil || overwrite {
			*dst = catalog.Str(v)
		}
	}
	setP := func(dst **string, v *string) {
		if *dst == nil || overwrite {
			*dst = v
		}
	}
	setL := func(dst *[]string, v []string) {
		if len(*dst) == 0 || overwrite {
			*dst = append([]string(nil), v...)
		}
	}
	setS(&r.Documentation, a.Documentation)
	setS(&r.TriggerScenarios, a.TriggerScenarios)
	if len(sit) > 0 {
		setS(&r.CommonSituations, strings.Join(sit, " "))
	}
	if len(sols) > 0 {
		setL(&r.Solutions, sols)
	}
	if fix != nil {
		setP(&r.ExampleFix, fix)
	}
	setS(&r.HandlingStrategy, a.HandlingStrategy)
	setP(&r.ValidationCode, a.ValidationCode)
	setP(&r.TypeGuard, a.TypeGuard)
	setP(&r.TryCatchPattern, a.TryCatchPattern)
	if len(tips) > 0 {
		setL(&r.PreventionTips, tips)
	}
	setS(&r.BackgroundTag, a.BackgroundTag)
	seen := map[string]bool{}
	for _, t := range r.Tags {
		seen[t] = true
	}
	for _, t := range a.Tags {
		if !seen[t] {
			seen[t] = true
			r.Tags = append(r.Tags, t)
		}
	}
}

// Lacks reports whether r is missing any field the LLM pass fills. Tags
// that only carry machine labels ("base:X", "version:X") count as missing.
func Lacks(r *catalog.Record) bool {
	if r.Documentation == nil || r.TriggerScenarios == nil || r.CommonSituations == nil ||
		len(r.Solutions) == 0 || r.HandlingStrategy == nil || len(r.PreventionTips) == 0 || r.BackgroundTag == nil {
		return true
	}
	for _, t := range r.Tags {
		if !strings.Contains(t, ":") {
			return false
		}
	}
	return true
}

// Prompt returns the user message for r: the site, its class hierarchy,
// the grounded documentation (which states the guard the extractor read),
// the grounded findings and the numbered source window.
func Prompt(r *catalog.Record) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Repository: %s\nFile: %s, line %d\n", or(catalog.Deref(r.Repo), "unknown"), r.FilePath, r.LineNumber)
	fmt.Fprintf(&b, "Error type: %s, severity %s\nClass: %s\n", r.ErrorType, r.Severity, or(r.ErrorClass, "(none)"))
	var bases []string
	for _, t := range r.Tags {
		if v, ok := strings.CutPrefix(t, "base:"); ok {
			bases = append(bases, v)
		}
	}
	if len(bases) > 0 {
		fmt.Fprintf(&b, "Class hierarchy: %s -> %s\n", r.ErrorClass, strings.Join(bases, " -> "))
	}
	fmt.Fprintf(&b, "Message template: %s\nMessage pattern (regex): %s\n", strconv.Quote(r.ErrorMessage), r.MessagePattern)
	if r.Documentation != nil {
		// The grounded documentation states the guard as the extractor
		// read it from the syntax tree ("… when `len(a) != len(b)` holds").
		fmt.Fprintf(&b, "Static analysis: %s\n", *r.Documentation)
	}
	if r.TriggerScenarios != nil {
		fmt.Fprintf(&b, "Reached when: %s\n", *r.TriggerScenarios)
	}
	writeGrounded(&b, r)
	if labels := evidenceOf(r).labels(); len(labels) > 0 {
		b.WriteString("Evidence you may cite (by these labels): " + strings.Join(labels, "; ") + "\n")
	}
	b.WriteString("Source:\n")
	for i, line := range strings.Split(r.SourceCode, "\n") {
		n := r.SourceCodeStart + i
		mark := "  "
		if n == r.LineNumber {
			mark = ">>"
		}
		fmt.Fprintf(&b, "%s%5d  %s\n", mark, n, line)
	}
	return b.String()
}

// writeGrounded adds the fields the grounded enricher filled from the
// code, the tests and the history, which the answer must agree with and
// which Apply keeps unless told to overwrite.
func writeGrounded(b *strings.Builder, r *catalog.Record) {
	var lines []string
	add := func(name string, v *string) {
		if v != nil {
			lines = append(lines, name+": "+strings.ReplaceAll(*v, "\n", "\n    "))
		}
	}
	add("commonSituations", r.CommonSituations)
	for _, s := range r.Solutions {
		lines = append(lines, "solution: "+s)
	}
	add("validationCode", r.ValidationCode)
	add("typeGuard", r.TypeGuard)
	add("tryCatchPattern", r.TryCatchPattern)
	add("backgroundTag", r.BackgroundTag)
	var tags []string
	for _, t := range r.Tags {
		if !strings.Contains(t, ":") {
			tags = append(tags, t)
		}
	}
	if len(tags) > 0 {
		lines = append(lines, "tags: "+strings.Join(tags, ", "))
	}
	if len(lines) == 0 {
		return
	}
	b.WriteString("Grounded findings (from the code, its tests and its history; build on them, do not contradict them):\n")
	for _, l := range lines {
		b.WriteString("  " + l + "\n")
	}
}

func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// cacheKey identifies an answer: the prompt version, the model and the
// prompt itself (which holds everything the record contributes).
func cacheKey(model, prompt string) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00%s", PromptVersion, model, systemPrompt, prompt)
	return hex.EncodeToString(h.Sum(nil))[:32]
}
