package conv

// Decode returns the offset of the first zero byte as an error.
func Decode(src []byte) (int, error) {
	for i, c := range src {
		if c == 0 {
			return i, CorruptInputError(i) // want conv.CorruptInputError "illegal data at input byte {strconv.FormatInt(int64(e), 10)}"
		}
	}
	var err error
	if len(src) > 9 {
		err = CorruptInputError(len(src) - 1) // want conv.CorruptInputError "illegal data at input byte {strconv.FormatInt(int64(e), 10)}"
	}
	return 0, err
}

// Kind names a kind it does not know; a constant operand's text is put in.
func Kind(k string) error {
	if k == "" {
		return KindError("empty") // want conv.KindError "unexpected kind empty"
	}
	n := len(k)
	_ = int64(n)        // a conversion that is no error
	return KindError(k) // want conv.KindError "unexpected kind {k}"
}
