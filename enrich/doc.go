// Package enrich fills a record's explanatory fields.
//
// Offline is the grounded enricher: it derives the fields
// deterministically from the code around the site and from repository
// evidence collected in a Grounds (class definitions by language, the
// directory layout), and leaves null whatever it cannot ground. From the
// guard condition it reads solutions (the accepted values of a membership
// test, the bound of a comparison, the types of an isinstance check),
// validationCode (the guard as the check a caller runs first), typeGuard
// and backgroundTag (the kind of check, from the vocabulary in
// docs/enrichment.md); tags come from the path and the enclosing class.
// Every sentence names the guard or definition it comes from. Conditions
// are read by cond, a tokenizer over the guard's source text, not a
// parser.
//
// LLM is the optional model pass on top; it fills only fields that are
// still null unless told to overwrite.
package enrich
