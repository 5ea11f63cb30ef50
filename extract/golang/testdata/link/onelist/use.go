package onelist

const EncodingError = "Encoding_Error"

func parse(b []byte, err error) error {
	if len(b) == 0 {
		return New(EncodingError, "empty input") // want onelist.Error "[Root cause: Encoding_Error] empty input"
	}
	if err != nil {
		return Errorf(err, EncodingError, "failed to unmarshal reply") // want onelist.Error "[Root cause: Encoding_Error] Encoding_Error: failed to unmarshal reply: {err}"
	}
	return NewErrorf(EncodingError, "bad length %d", len(b)) // want onelist.Error "[Root cause: Encoding_Error] Encoding_Error: bad length {len(b):d}"
}
