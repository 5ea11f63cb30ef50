package convlocal

// ConfigurationError prints its text inside words of its own.
type ConfigurationError string

func (err ConfigurationError) Error() string {
	return "kafka: invalid configuration (" + string(err) + ")" // want convlocal.ConfigurationError "kafka: invalid configuration ({string(err)})"
}

// InvalidUnmarshalError prints its text alone.
type InvalidUnmarshalError string

func (err InvalidUnmarshalError) Error() string { return string(err) }

const invalidUnmarshalErrorMsg = "Cannot unmarshal JSON to type '%T'"
