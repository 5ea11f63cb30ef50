// Package java extracts error sites from Java source with tree-sitter:
// throw statements, log calls at warning level and above, and the classes
// that extend Exception, Error or Throwable.
//
// A log call is a site of kind and errorType "log": error, warn, fatal
// (slf4j, Log4j, Logback, commons-logging), severe and warning
// (java.util.logging), and log(Level.X, …) at WARN/WARNING, ERROR,
// SEVERE or FATAL, on a receiver the file initialises with a getLogger,
// getLog or getFormatterLogger call, on such a call itself
// (getLogger().warning(…), as java.util.prefs logs), or on one named like
// a logger (log,
// LOG, logger, LOGGER, auditLogger). Severity: warn and warning
// "warning", error "error", fatal and severe "critical" (logs print
// SEVERE, which match ranks with CRITICAL). errorClass is the logger's
// category as Logback's %logger, Log4j's %c and java.util.logging print
// it: getLogger(Foo.class) and getLogger(Foo.class.getName()) give the
// file's package and Foo, getLogger("audit") "audit", LogManager.getLogger()
// and a Lombok @Slf4j/@Log4j2/@Log class's log the declaring class; ""
// when the file does not say. A leading Marker argument is skipped. The
// message: slf4j's and Log4j's {} placeholders each take the next
// argument (\{} is literal); a last argument that the placeholders leave
// over and that is a Throwable (new XException(…), or named e, ex, t,
// cause, ioe, …Exception) is printed as a stack trace after the message,
// so it is the site's Cause and not in the message. java.util.logging
// formats with MessageFormat ({0}, also from a new Object[]{…}) when
// parameters are passed, with the same Throwable rule.
//
// A message is rebuilt from the constructor's first argument that carries
// literal text: string literals and text blocks, + concatenation,
// String.format and "…".formatted (printf verbs become holes, %n a
// newline, %1$s an indexed argument), MessageFormat.format ({0} and
// {1,number} holes, a doubled single quote one quote), String.valueOf(x) and x.toString()
// (a hole for x), and a local variable holding any of these. Anything else
// becomes a single hole.
//
// The context comes from the shared walk of package tsutil (the node kinds
// are in kinds): the guard of the if, else-if, else or switch case (old
// style groups and case X -> rules) around the site, with the negated
// conditions of the ifs right above it whose bodies leave; the catch
// clause as written; the enclosing method, past lambdas. Syntax errors
// follow tsutil's policy.
package java
