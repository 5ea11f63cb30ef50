// Package blobcache keeps extractor results on disk, keyed by the content
// key of each file (its git blob id and path: the one gitsrc gives, or
// scan.ContentKey of the bytes a directory scan read), so that scanning
// many revisions of a repository, or the same tree again, parses each
// distinct file once.
//
// Entries live in one gob file each under DIR/FINGERPRINT/, where the
// fingerprint names the extractor build that produced them: a rebuilt
// errdex never reads results of an older extractor. Entries are written to
// a temporary file and renamed, so a crash leaves no partial entry; an
// unreadable entry is a miss.
package blobcache
