package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"math"
	"reflect"
	"strconv"
	"strings"

	"setawatch/internal/say"
)

// TrimBOM drops the UTF-8 byte-order mark some editors put at the start of a text file.
func TrimBOM(data []byte) []byte { return bytes.TrimPrefix(data, []byte("\uFEFF")) }

// FileFormat reads the format a record or scenario file names, with what is wrong with the file
// in a player's words when it cannot.
func FileFormat(data []byte) (string, error) {
	var head struct {
		Format string `json:"format"`
	}
	if err := json.Unmarshal(TrimBOM(data), &head); err != nil {
		return "", decodeError(err)
	}
	return head.Format, nil
}

// decodeError tells what the JSON decoder found wrong with a file in a player's words, in any
// language: where the file stops making sense, which field holds what kind of value instead of
// which, which field is unknown. It never names a Go type, and quotes only short parts.
func decodeError(err error) error {
	var syntax *json.SyntaxError
	var typed *json.UnmarshalTypeError
	switch {
	case errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) ||
		errors.As(err, &syntax) && strings.HasPrefix(syntax.Error(), "unexpected end"):
		return say.Wrap(err, "the file is cut short before its end")
	case errors.As(err, &syntax):
		return say.Wrap(err, "the file is not valid JSON (at character {{.N}})", "N", int(syntax.Offset))
	case errors.As(err, &typed):
		field := typed.Field
		if field == "" {
			return say.Wrap(err, "the file holds {{.Value}} where a game file holds {{.Want}}", "Value", jsonValue(typed.Value), "Want", wanted(typed.Type))
		}
		return say.Wrap(err, "the field {{.Field}} must be {{.Want}}, not {{.Value}}", "Field", say.Raw(strconv.Quote(Excerpt(field))), "Want", wanted(typed.Type), "Value", jsonValue(typed.Value))
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		name, uerr := strconv.Unquote(strings.TrimPrefix(err.Error(), "json: unknown field "))
		if uerr != nil {
			name = strings.TrimPrefix(err.Error(), "json: unknown field ")
		}
		return say.Wrap(err, "the file has a field {{.Field}} that a game file does not have", "Field", say.Raw(strconv.Quote(Excerpt(name))))
	}
	return say.Wrap(err, "the file is not in the form of a game file")
}

// jsonValue names the kind of value the decoder met ("number", "string", "number -1"...).
func jsonValue(v string) say.Msg {
	kind, detail, _ := strings.Cut(v, " ")
	switch kind {
	case "string":
		return say.M("a text")
	case "bool":
		return say.M("true or false")
	case "array":
		return say.M("a list")
	case "object":
		return say.M("a group of fields")
	case "number":
		if detail != "" {
			return say.M("the number {{.X}}", "X", say.Raw(Excerpt(detail)))
		}
		return say.M("a number")
	}
	return say.M("another kind of value")
}

// wanted says what kind of value a Go type holds, with the range of a number.
func wanted(t reflect.Type) say.Msg {
	if t == nil {
		return say.M("another kind of value")
	}
	switch t.Kind() {
	case reflect.Pointer:
		return wanted(t.Elem())
	case reflect.String:
		return say.M("a text")
	case reflect.Bool:
		return say.M("true or false")
	case reflect.Slice, reflect.Array:
		return say.M("a list")
	case reflect.Struct, reflect.Map:
		return say.M("a group of fields")
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		lo := -(int64(1) << (t.Bits() - 1))
		return say.M("a whole number from {{.Lo}} to {{.Hi}}", "Lo", say.Raw(strconv.FormatInt(lo, 10)), "Hi", say.Raw(strconv.FormatInt(-(lo+1), 10)))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		hi := uint64(math.MaxUint64) >> (64 - t.Bits())
		return say.M("a whole number from {{.Lo}} to {{.Hi}}", "Lo", say.Raw("0"), "Hi", say.Raw(strconv.FormatUint(hi, 10)))
	case reflect.Float32, reflect.Float64:
		return say.M("a number")
	}
	return say.M("another kind of value")
}
