package setters

import "fmt"

func maxLength(s string, n int) error {
	if len(s) > n {
		err := newSchemaError(s). // want error "{…}maximum string length is {n:d}{…}"
						withField("maxLength").
						withReason(fmt.Sprintf("maximum string length is %d", n))
		return err
	}
	if s == "" {
		return newSchemaError(s).withField("minLength").withReason("value must not be empty") // want error "{…}value must not be empty{…}"
	}
	return newSchemaError(s).withField("pattern") // one word: no text of its own
}

func build(name string) *query {
	q := newQuery().where("name is not null and deleted is false").limit(1) // not where an error goes
	return q.where(name)
}

func describe(q *query) string {
	return q.limit(1).text("created is not null and deleted is false") // a string returned, not an error
}
