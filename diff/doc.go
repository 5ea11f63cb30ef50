// Package diff compares two catalogs of the same codebase: the records
// added, removed and changed (in message, class or file) between them, and
// those whose code only moved.
//
// A record's id hashes its repo, file, enclosing function, class, message
// and ordinal but not its line, so a record whose code moved keeps its id
// and is reported as moved, with its line remapped. A change of message or
// class changes the id; such pairs are found again by file and proximity.
package diff
