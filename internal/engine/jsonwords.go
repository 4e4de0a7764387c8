package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
)

// typeMismatch says in a player's words what a JSON value of the wrong
// type was and what was wanted ("players: want a number, not text"),
// instead of Go's "cannot unmarshal string into Go struct field
// Options.players of type int"; ok is false for other errors.
func typeMismatch(err error) (string, bool) {
	var typ *json.UnmarshalTypeError
	if !errors.As(err, &typ) {
		return "", false
	}
	field := strings.TrimPrefix(typ.Field, "Header.")
	if field == "" {
		field = "value"
	}
	return fmt.Sprintf("%s: want %s, not %s", Clip(field), typeWords(typ.Type), Clip(jsonWords(typ.Value))), true
}

// typeWords names a Go type by the JSON a person would write for it.
func typeWords(t reflect.Type) string {
	if t == nil {
		return "another value"
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "text in quotes"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "a list [...]"
	case reflect.Struct, reflect.Map:
		return "an object {...}"
	case reflect.Pointer:
		return typeWords(t.Elem())
	}
	return "another value"
}

// jsonWords names the kind of JSON value found.
func jsonWords(v string) string {
	switch {
	case v == "string":
		return "text"
	case v == "bool":
		return "true or false"
	case v == "array":
		return "a list"
	case v == "object":
		return "an object"
	case strings.HasPrefix(v, "number"):
		return "the number " + strings.TrimSpace(strings.TrimPrefix(v, "number"))
	}
	return v
}
