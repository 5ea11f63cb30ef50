// Package versions tells apart the records of several releases in one
// catalog. A scan of a tagged revision labels each record with a
// "version:TAG" tag; records without one are known by their analyzedSha.
//
// Given the records a match found and a version (from a flag, or a banner
// such as "pytest 8.3.4" found in the log), Prefer keeps, for each record
// id, the record of that version or the nearest older one; without a
// version, In lists which versions contain each matched record.
package versions
