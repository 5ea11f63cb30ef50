package extract

import "strings"

// LevelSeverity maps a log level word, as a log method or a level
// constant names it (warn, WARNING, error, fatal, SEVERE, crit, emerg),
// to a site's severity: "warning", "error" or "critical"; "" for the
// levels below warning (info, debug, trace, …) and for words that are not
// levels. It is the one severity scale of the extractors' log records and
// agrees with how match ranks the level a log line prints.
func LevelSeverity(level string) string {
	switch strings.ToLower(level) {
	case "warn", "warning":
		return "warning"
	case "error", "err":
		return "error"
	case "fatal", "critical", "crit", "severe", "alert", "emerg", "emergency", "panic":
		return "critical"
	}
	return ""
}
