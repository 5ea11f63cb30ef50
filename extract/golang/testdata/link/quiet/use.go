package quiet

var kinds = map[byte]string{0x60: "text string", 0x00: "integer"}

func decode(v []byte, s *string) error {
	if len(v) == 0 {
		return nil
	}
	k := kinds[v[0]&0xe0]
	return fillString(k, v, s) // want quiet.TypeError "quiet: cannot decode {k} into string"
}

func check(paths []string) error {
	c := &collector{}
	for _, p := range paths {
		if p == "" || p[0] != '/' {
			if err := c.emit(newSlash(p)); err != nil { // want quiet.SlashError "path {p!r} does not start with a slash"
				return err
			}
		}
	}
	return nil
}
