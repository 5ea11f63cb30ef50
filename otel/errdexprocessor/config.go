package errdexprocessor

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"go.opentelemetry.io/collector/pdata/plog"
)

// Config is the errdex processor's configuration.
type Config struct {
	// Catalog is the path of an errdex catalog (JSONL, as errdex scan
	// writes it). Its saved index, Catalog + ".idx", is used when valid
	// and written beside it otherwise.
	Catalog string `mapstructure:"catalog"`
	// Fields says where the error text is read from.
	Fields Fields `mapstructure:"fields"`
	// MinSeverity is the lowest severity of a log record that is looked
	// at: TRACE, DEBUG, INFO, WARN, ERROR or FATAL. Records without a
	// severity (number and text unset) are always looked at; their text
	// decides whether they are errors.
	MinSeverity string `mapstructure:"min_severity"`
	// TagUnknown, when true, gives error records that no catalog record
	// explains errdex.unknown = true and errdex.status = "unknown" (or
	// "native": raised by native code called at a catalogued line). When
	// false they are left as they are.
	TagUnknown bool `mapstructure:"tag_unknown"`
	// CodeAttributes says what happens to code.file.path and
	// code.line.number: "overwrite" (set them to the raise site), "keep"
	// (set them only when the record has no code.file.path, such as one an
	// SDK set to the logging call) or "off".
	CodeAttributes string `mapstructure:"code_attributes"`
	// ReloadInterval is how often the catalog file is checked for a
	// change (its size, its modification or change time, or the file
	// itself); a changed catalog is opened in the background and swapped
	// in atomically. 0 turns reloading off.
	ReloadInterval time.Duration `mapstructure:"reload_interval"`
	// ReloadMinKept is the smallest fraction of the records of the
	// catalog in use that a new version must have to be swapped in; a
	// smaller one is refused with an error log and the catalog in use
	// goes on answering. 0 accepts any; the default 0.5 refuses a reload
	// that loses more than half of the records.
	ReloadMinKept float64 `mapstructure:"reload_min_kept"`
	// AllowEmpty accepts a catalog with no records, at start and at a
	// reload. Without it the processor does not start on one, and a
	// reload to one is refused: every error would be unknown.
	AllowEmpty bool `mapstructure:"allow_empty"`
	// Version prefers that version's records in a multi-version catalog;
	// empty means a version named in the text, else the newest.
	Version string `mapstructure:"version"`
}

// Fields names where the processor reads a record's error text.
type Fields struct {
	// BodyKey is the key holding the text when a log record's body is a
	// map; a string body is read as it is.
	BodyKey string `mapstructure:"body_key"`
	// ExceptionType, ExceptionMessage and ExceptionStacktrace are the
	// attributes of a log record or an "exception" span event that
	// describe an exception (the semantic conventions' names by default).
	ExceptionType       string `mapstructure:"exception_type"`
	ExceptionMessage    string `mapstructure:"exception_message"`
	ExceptionStacktrace string `mapstructure:"exception_stacktrace"`
}

// The values of Config.CodeAttributes.
const (
	CodeOverwrite = "overwrite"
	CodeKeep      = "keep"
	CodeOff       = "off"
)

func createDefaultConfig() *Config {
	return &Config{
		Fields: Fields{
			BodyKey:             "message",
			ExceptionType:       "exception.type",
			ExceptionMessage:    "exception.message",
			ExceptionStacktrace: "exception.stacktrace",
		},
		MinSeverity:    "WARN",
		TagUnknown:     true,
		CodeAttributes: CodeOverwrite,
		ReloadInterval: 10 * time.Second,
		ReloadMinKept:  0.5,
	}
}

// Validate checks the configuration; the collector calls it before
// starting.
func (c *Config) Validate() error {
	var errs []error
	if c.Catalog == "" {
		errs = append(errs, errors.New("catalog: the path of an errdex catalog is required"))
	}
	if _, err := parseSeverity(c.MinSeverity); err != nil {
		errs = append(errs, fmt.Errorf("min_severity: %w", err))
	}
	switch c.CodeAttributes {
	case CodeOverwrite, CodeKeep, CodeOff:
	default:
		errs = append(errs, fmt.Errorf("code_attributes: %q is not overwrite, keep or off", c.CodeAttributes))
	}
	if c.ReloadInterval < 0 {
		errs = append(errs, fmt.Errorf("reload_interval: %v is negative", c.ReloadInterval))
	}
	if c.ReloadMinKept < 0 || c.ReloadMinKept > 1 || c.ReloadMinKept != c.ReloadMinKept {
		errs = append(errs, fmt.Errorf("reload_min_kept: %v is not a fraction from 0 to 1", c.ReloadMinKept))
	}
	return errors.Join(errs...)
}

// severityNames maps severity words, upper-cased, to the lowest
// SeverityNumber of their range.
var severityNames = map[string]plog.SeverityNumber{
	"TRACE": plog.SeverityNumberTrace, "DEBUG": plog.SeverityNumberDebug,
	"INFO": plog.SeverityNumberInfo, "NOTICE": plog.SeverityNumberInfo2,
	"WARN": plog.SeverityNumberWarn, "WARNING": plog.SeverityNumberWarn,
	"ERROR": plog.SeverityNumberError, "ERR": plog.SeverityNumberError,
	"FATAL": plog.SeverityNumberFatal, "CRITICAL": plog.SeverityNumberFatal, "CRIT": plog.SeverityNumberFatal,
	"PANIC": plog.SeverityNumberFatal, "SEVERE": plog.SeverityNumberError,
}

// parseSeverity reads a severity name ("WARN", "error").
func parseSeverity(s string) (plog.SeverityNumber, error) {
	if n, ok := severityNames[strings.ToUpper(strings.TrimSpace(s))]; ok {
		return n, nil
	}
	return 0, fmt.Errorf("%q is not a severity (TRACE, DEBUG, INFO, WARN, ERROR, FATAL)", s)
}
