package blobcache

import "reflect"

// gob writes an empty slice, and a pointer to a zero value, as if they
// were absent, so they read back nil. What the extractors return tells
// them apart (a function without parameters has an empty Context.Params,
// one whose parameters are not reported a nil one), so an entry also
// lists where they were: each place a path of field and element indices
// from the Result (a pointer takes no index).

// emptyPlaces appends to out the paths below v of the empty slices and
// the pointers to zero values. v holds only structs, slices, pointers and
// plain values (extract's types have no maps or interfaces).
func emptyPlaces(v reflect.Value, path []int, out [][]int) [][]int {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return out
		}
		if v.Elem().IsZero() {
			return append(out, append([]int(nil), path...))
		}
		return emptyPlaces(v.Elem(), path, out)
	case reflect.Struct:
		t := v.Type()
		for i := 0; i < v.NumField(); i++ {
			if t.Field(i).IsExported() {
				out = emptyPlaces(v.Field(i), append(path, i), out)
			}
		}
	case reflect.Slice:
		if v.IsNil() {
			return out
		}
		if v.Len() == 0 {
			return append(out, append([]int(nil), path...))
		}
		switch v.Type().Elem().Kind() {
		case reflect.Struct, reflect.Pointer, reflect.Slice:
			for j := 0; j < v.Len(); j++ {
				out = emptyPlaces(v.Index(j), append(path, j), out)
			}
		}
	}
	return out
}

// restoreEmpty makes the slice or pointer at path below v empty (or
// pointing to a zero value) again, allocating the pointers on the way. A
// path that does not fit v (a damaged entry) is left alone.
func restoreEmpty(v reflect.Value, path []int) {
	for {
		if v.Kind() == reflect.Pointer {
			if v.IsNil() {
				if !v.CanSet() {
					return
				}
				v.Set(reflect.New(v.Type().Elem()))
			}
			if len(path) == 0 {
				return
			}
			v = v.Elem()
			continue
		}
		if len(path) == 0 {
			if v.Kind() == reflect.Slice && v.IsNil() && v.CanSet() {
				v.Set(reflect.MakeSlice(v.Type(), 0, 0))
			}
			return
		}
		i := path[0]
		path = path[1:]
		switch v.Kind() {
		case reflect.Struct:
			if i < 0 || i >= v.NumField() {
				return
			}
			v = v.Field(i)
		case reflect.Slice:
			if i < 0 || i >= v.Len() {
				return
			}
			v = v.Index(i)
		default:
			return
		}
	}
}
