package collect

func validate(c *context, field, typ string, loc Location) {
	c.addErr(loc, "FieldsOnCorrectTypeRule", "Cannot query field %q on type %q.", field, typ)                           // want collect.QueryError "graphql: Cannot query field {field!r} on type {typ!r}.{b}"
	c.addErrMultiLoc(nil, "LoneAnonymousOperationRule", "This anonymous operation must be the only defined operation.") // want collect.QueryError "graphql: This anonymous operation must be the only defined operation.{b}"
	c.addNote("field %q looked up", field)
	c.check("query field")
}
