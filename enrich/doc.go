// Package enrich fills a record's explanatory fields. Offline derives them
// deterministically from the code around the site (guard condition,
// enclosing function, docstring, comments, class hierarchy) and leaves null
// whatever it cannot ground in the code.
package enrich
