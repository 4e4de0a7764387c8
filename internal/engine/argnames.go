package engine

import "reflect"

// NamesKey is how ArgNames files the names of argument a of the message
// key: "key|name|value".
func NamesKey(key string, a Arg) string { return key + "|" + a.Name + "|" + a.Value }

// ArgNames collects, from every message inside vs (events, a decision, a
// view: any value that holds Msgs in exported fields, slices, maps or
// pointers), the names a game's namer gives their arguments (NameArg),
// keyed by NamesKey, including the names of names. A client that renders
// messages from an exported catalog, without the game's Go namers, looks
// them up there (the server sends them with its frames). Nil when no
// argument is named.
func ArgNames(vs ...any) map[string][]Msg {
	var out map[string][]Msg
	var walk func(v reflect.Value, depth int)
	var addMsg func(m Msg)
	addMsg = func(m Msg) {
		for _, a := range m.Args {
			k := NamesKey(m.Key, a)
			if _, done := out[k]; done {
				continue
			}
			names, ok := NameArg(m.Key, a)
			if !ok {
				continue
			}
			if out == nil {
				out = map[string][]Msg{}
			}
			out[k] = names
			for _, n := range names {
				addMsg(n)
			}
		}
	}
	walk = func(v reflect.Value, depth int) {
		if depth > 32 || !v.IsValid() {
			return
		}
		switch v.Kind() {
		case reflect.Pointer, reflect.Interface:
			if !v.IsNil() {
				walk(v.Elem(), depth+1)
			}
		case reflect.Struct:
			if v.Type() == msgType {
				addMsg(v.Interface().(Msg))
				return
			}
			for i := range v.NumField() {
				if v.Type().Field(i).IsExported() {
					walk(v.Field(i), depth+1)
				}
			}
		case reflect.Slice, reflect.Array:
			if v.Type().Elem().Kind() == reflect.Uint8 || !mayHoldMsg(v.Type().Elem()) {
				return
			}
			for i := range v.Len() {
				walk(v.Index(i), depth+1)
			}
		case reflect.Map:
			if !mayHoldMsg(v.Type().Elem()) {
				return
			}
			it := v.MapRange()
			for it.Next() {
				walk(it.Value(), depth+1)
			}
		}
	}
	for _, v := range vs {
		walk(reflect.ValueOf(v), 0)
	}
	return out
}

var msgType = reflect.TypeFor[Msg]()

// mayHoldMsg reports whether values of type t can hold a Msg (so slices
// of numbers and strings are not walked element by element).
func mayHoldMsg(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.String:
		return false
	}
	return true
}
