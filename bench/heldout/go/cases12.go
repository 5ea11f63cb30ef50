package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"github.com/advancedclimatesystems/gonnx"
	"github.com/advancedclimatesystems/gonnx/onnx"
	"github.com/advancedclimatesystems/gonnx/ops/opset13"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	ddbtypes "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/compose-spec/compose-go/v2/loader"
	composetypes "github.com/compose-spec/compose-go/v2/types"
	"github.com/go-openapi/loads"
	"github.com/go-openapi/spec"
	"github.com/go-openapi/strfmt"
	"github.com/go-openapi/validate"
	"github.com/mikefarah/yq/v4/pkg/yqlib"
	"github.com/nicksnyder/go-i18n/v2/i18n"
	pbjsonschema "github.com/pb33f/jsonschema/v6"
	"github.com/xuri/excelize/v2"
	"go.uber.org/dig"
	"golang.org/x/text/language"
	"gorgonia.org/tensor"
	"rsc.io/script"
)

// errorCases12 are the twelfth batch's calls (split.txt's Go batch 12):
// each returns an error from a module, or panics. The modules were chosen
// by selector -shapes, ranked by the shapes behind the helper/constructor
// families whose misses lie mostly in the test half (helper calls whose
// literal text the helper formats or wraps, variadic format helpers, two
// or more helper levels, calls of constructors of error types whose
// Error() reads fields).
//
// Each module's cases are kept comparable in number: a check that every
// member of a family runs through one statement (gonnx's input count and
// type checks, which every operator shares; excelize's formula errors,
// all returned by calc.go's one errors.New(result.Error); dig's and
// jsonschema's per-kind errors) is called for a few members only, not for
// every operator, function or keyword.
func errorCases12() []errCase {
	var cs []errCase
	add, each := caseAdders(&cs)

	// ---- pb33f/jsonschema: schemas that do not compile, instances that
	// do not validate (one instance per keyword).
	pbCompile := func(schema string) (*pbjsonschema.Schema, error) {
		doc, err := pbjsonschema.UnmarshalJSON(strings.NewReader(schema))
		if err != nil {
			return nil, err
		}
		c := pbjsonschema.NewCompiler()
		if err := c.AddResource("schema.json", doc); err != nil {
			return nil, err
		}
		return c.Compile("schema.json")
	}
	each("pbjsonschema", "Compile", []string{`{"type": 5}`, `{"type": "nope"}`, `{"minLength": -1}`, `{"pattern": "["}`, `{"$ref": "#/nope"}`,
		`{"$ref": "other.json"}`, `{"required": "a"}`, `{"properties": 1}`, `{"enum": 1}`, `{"$schema": "http://example.com/nope"}`,
		`{"$id": 1}`, `{"items": 1}`, `{"format": 1}`, `{"$defs": {"a": {"$anchor": "1x"}}}`, `{"$ref": "#/$defs/a", "$defs": {"a": {"$ref": "#/$defs/a"}}}`,
		`{"allOf": []}`, `{"multipleOf": 0}`, `[1`, `{"a": }`, `{"$id": "http://a/b", "$defs": {"x": {"$id": "http://a/b"}}}`,
		`{"dependentRequired": {"a": [1]}}`, `{"$dynamicRef": "#/nope"}`},
		func(s string) error { _, err := pbCompile(s); return err })
	type pbInst struct{ schema, inst string }
	pbValidate := []pbInst{
		{`{"type": "string"}`, `1`}, {`{"type": ["string", "null"]}`, `1`}, {`{"minLength": 3}`, `"a"`}, {`{"maxLength": 1}`, `"abc"`},
		{`{"pattern": "^a+$"}`, `"b"`}, {`{"minimum": 5}`, `1`}, {`{"maximum": 5}`, `9`}, {`{"exclusiveMinimum": 5}`, `5`},
		{`{"exclusiveMaximum": 5}`, `5`}, {`{"multipleOf": 3}`, `4`}, {`{"enum": [1, 2]}`, `3`}, {`{"const": "a"}`, `"b"`},
		{`{"required": ["a", "b"]}`, `{}`}, {`{"minProperties": 2}`, `{}`}, {`{"maxProperties": 0}`, `{"a": 1}`},
		{`{"additionalProperties": false}`, `{"a": 1}`}, {`{"propertyNames": {"maxLength": 1}}`, `{"abc": 1}`},
		{`{"minItems": 2}`, `[]`}, {`{"maxItems": 0}`, `[1]`}, {`{"uniqueItems": true}`, `[1, 1]`}, {`{"contains": {"type": "string"}}`, `[1]`},
		{`{"minContains": 2, "contains": {"type": "integer"}}`, `[1]`}, {`{"maxContains": 1, "contains": {"type": "integer"}}`, `[1, 2]`},
		{`{"items": false}`, `[1]`}, {`{"prefixItems": [{"type": "string"}]}`, `[1]`}, {`{"not": {}}`, `1`},
		{`{"anyOf": [{"type": "string"}, {"type": "boolean"}]}`, `1`}, {`{"oneOf": [{}, {}]}`, `1`}, {`{"allOf": [{"type": "string"}]}`, `1`},
		{`{"if": {"type": "integer"}, "then": {"minimum": 5}}`, `1`}, {`{"dependentRequired": {"a": ["b"]}}`, `{"a": 1}`},
		{`{"dependentSchemas": {"a": {"required": ["b"]}}}`, `{"a": 1}`}, {`false`, `1`},
		{`{"unevaluatedProperties": false}`, `{"a": 1}`}, {`{"unevaluatedItems": false}`, `[1]`},
		{`{"format": "email"}`, `"nope"`}, {`{"format": "ipv4"}`, `"1.2.3"`}, {`{"format": "date"}`, `"2020-13-01"`},
		{`{"contentEncoding": "base64"}`, `"%%%"`}, {`{"contentMediaType": "application/json"}`, `"{"`},
	}
	for _, p := range pbValidate {
		add("pbjsonschema", "Validate "+p.schema, func() error {
			c := pbjsonschema.NewCompiler()
			c.AssertFormat()
			c.AssertContent()
			doc, err := pbjsonschema.UnmarshalJSON(strings.NewReader(p.schema))
			if err != nil {
				return err
			}
			if err := c.AddResource("schema.json", doc); err != nil {
				return err
			}
			sch, err := c.Compile("schema.json")
			if err != nil {
				return err
			}
			inst, err := pbjsonschema.UnmarshalJSON(strings.NewReader(p.inst))
			if err != nil {
				return err
			}
			return sch.Validate(inst)
		})
	}

	// ---- uber-go/dig: constructors and functions the container refuses.
	type digA struct{ N int }
	type digB struct{ S string }
	type digIn struct {
		dig.In
		A *digA
	}
	type digInBadOptional struct {
		dig.In
		A *digA `optional:"maybe"`
	}
	type digInNameGroup struct {
		dig.In
		A []*digA `name:"x" group:"y"`
	}
	type digInGroupNotSlice struct {
		dig.In
		A *digA `group:"y"`
	}
	type digInUnexported struct {
		dig.In
		a *digA
	}
	type digOut struct {
		dig.Out
		A *digA `group:"g,flatten"`
	}
	type digOutBadGroup struct {
		dig.Out
		A *digA `group:"g,nope"`
	}
	digCases := []struct {
		label string
		f     func(c *dig.Container) error
	}{
		{"Provide non-function", func(c *dig.Container) error { return c.Provide(42) }},
		{"Provide nil", func(c *dig.Container) error { return c.Provide(nil) }},
		{"Provide no results", func(c *dig.Container) error { return c.Provide(func() {}) }},
		{"Provide error only", func(c *dig.Container) error { return c.Provide(func() error { return nil }) }},
		{"Provide twice", func(c *dig.Container) error {
			_ = c.Provide(func() *digA { return nil })
			return c.Provide(func() *digA { return nil })
		}},
		{"Provide name and group", func(c *dig.Container) error {
			return c.Provide(func() *digA { return nil }, dig.Name("n"), dig.Group("g"))
		}},
		{"Provide group with comma", func(c *dig.Container) error { return c.Provide(func() *digA { return nil }, dig.Group("g,x")) }},
		{"Provide As not interface", func(c *dig.Container) error { return c.Provide(func() *digA { return nil }, dig.As(new(digB))) }},
		{"Provide As unimplemented", func(c *dig.Container) error { return c.Provide(func() *digA { return nil }, dig.As(new(fmt.Stringer))) }},
		{"Provide bad optional", func(c *dig.Container) error { return c.Provide(func(digInBadOptional) *digB { return nil }) }},
		{"Provide name and group field", func(c *dig.Container) error { return c.Provide(func(digInNameGroup) *digB { return nil }) }},
		{"Provide group not slice", func(c *dig.Container) error { return c.Provide(func(digInGroupNotSlice) *digB { return nil }) }},
		{"Provide unexported field", func(c *dig.Container) error { return c.Provide(func(digInUnexported) *digB { return nil }) }},
		{"Provide flatten non-slice", func(c *dig.Container) error { return c.Provide(func() digOut { return digOut{} }) }},
		{"Provide bad group option", func(c *dig.Container) error { return c.Provide(func() digOutBadGroup { return digOutBadGroup{} }) }},
		{"Provide dig.In pointer", func(c *dig.Container) error { return c.Provide(func(*digIn) *digB { return nil }) }},
		{"Provide cycle", func(c *dig.Container) error {
			_ = c.Provide(func(*digB) *digA { return nil })
			return c.Provide(func(*digA) *digB { return nil })
		}},
		{"Invoke non-function", func(c *dig.Container) error { return c.Invoke("x") }},
		{"Invoke nil", func(c *dig.Container) error { return c.Invoke(nil) }},
		{"Invoke missing type", func(c *dig.Container) error { return c.Invoke(func(*digA) {}) }},
		{"Invoke missing in struct", func(c *dig.Container) error { return c.Invoke(func(digIn) {}) }},
		{"Invoke missing named", func(c *dig.Container) error {
			type in struct {
				dig.In
				A *digA `name:"x"`
			}
			return c.Invoke(func(in) {})
		}},
		{"Invoke constructor fails", func(c *dig.Container) error {
			_ = c.Provide(func() (*digA, error) { return nil, fmt.Errorf("no A today") })
			return c.Invoke(func(*digA) {})
		}},
		{"Invoke function fails", func(c *dig.Container) error {
			return c.Invoke(func() error { return fmt.Errorf("invoked and failed") })
		}},
		{"Invoke constructor panics", func(c *dig.Container) error {
			c2 := dig.New(dig.RecoverFromPanics())
			_ = c2.Provide(func() *digA { panic("constructor panicked") })
			return c2.Invoke(func(*digA) {})
		}},
		{"Decorate non-function", func(c *dig.Container) error { return c.Decorate(1) }},
		{"Decorate twice", func(c *dig.Container) error {
			_ = c.Provide(func() *digA { return &digA{} })
			_ = c.Decorate(func(a *digA) *digA { return a })
			return c.Decorate(func(a *digA) *digA { return a })
		}},
		{"Decorate missing", func(c *dig.Container) error {
			_ = c.Decorate(func(a *digA) *digA { return a })
			return c.Invoke(func(*digA) {})
		}},
		{"Decorate fails", func(c *dig.Container) error {
			_ = c.Provide(func() *digA { return &digA{} })
			_ = c.Decorate(func(a *digA) (*digA, error) { return nil, fmt.Errorf("decorator said no") })
			return c.Invoke(func(*digA) {})
		}},
		{"Scope Provide twice", func(c *dig.Container) error {
			s := c.Scope("child")
			_ = s.Provide(func() *digA { return nil }, dig.Export(true))
			return c.Provide(func() *digA { return nil })
		}},
	}
	for _, d := range digCases {
		add("dig", d.label, func() error { return d.f(dig.New()) })
	}

	// ---- advancedclimatesystems/gonnx: operators given attributes and
	// inputs they refuse. The input count and type checks are one
	// statement for every operator: called for three operators only.
	opNames := opset13.GetOpNames()
	sort.Strings(opNames)
	f32 := func(shape ...int) tensor.Tensor {
		n := 1
		for _, s := range shape {
			n *= s
		}
		return tensor.New(tensor.WithShape(shape...), tensor.WithBacking(make([]float32, n)))
	}
	badAttrs := []*onnx.AttributeProto{
		{Name: "bogus", Type: onnx.AttributeProto_INT, I: 1},
		{Name: "bogus2", Type: onnx.AttributeProto_STRING, S: []byte("x")},
	}
	for _, name := range opNames {
		add("gonnx", "Init with unknown attributes "+name, func() error {
			op, err := opset13.GetOperator(name)
			if err != nil {
				return err
			}
			return op.Init(&onnx.NodeProto{OpType: name, Attribute: badAttrs})
		})
		add("gonnx", "Apply with mismatched shapes "+name, func() error {
			op, err := opset13.GetOperator(name)
			if err != nil {
				return err
			}
			if err := op.Init(&onnx.NodeProto{OpType: name}); err != nil {
				return err
			}
			var in []tensor.Tensor
			for i := 0; i < op.GetMaxInputs() && i < 3; i++ {
				in = append(in, f32(i+2, 3))
			}
			if len(in) < op.GetMinInputs() {
				return nil
			}
			return applyErr(op.Apply(in))
		})
	}
	for _, name := range []string{"Add", "Gemm", "Concat"} {
		add("gonnx", "ValidateInputs none "+name, func() error {
			op, _ := opset13.GetOperator(name)
			_, err := op.ValidateInputs(nil)
			return err
		})
		add("gonnx", "ValidateInputs types "+name, func() error {
			op, _ := opset13.GetOperator(name)
			in := []tensor.Tensor{tensor.New(tensor.WithBacking([]bool{true})), tensor.New(tensor.WithBacking([]bool{true})), tensor.New(tensor.WithBacking([]bool{true}))}
			_, err := op.ValidateInputs(in[:op.GetMinInputs()])
			return err
		})
	}
	add("gonnx", "GetOperator unknown", func() error { _, err := opset13.GetOperator("Nope"); return err })
	add("gonnx", "ResolveOperatorGetter", func() error { _, err := gonnx.ResolveOperatorGetter(99); return err })
	add("gonnx", "NewModelFromBytes garbage", func() error { _, err := gonnx.NewModelFromBytes([]byte{0xff, 0xff, 0xff}); return err })
	add("gonnx", "NewModelFromFile missing", func() error { _, err := gonnx.NewModelFromFile("/nonexistent/model.onnx"); return err })
	add("gonnx", "TensorFromProto unknown type", func() error {
		_, err := onnx.TensorFromProto(&onnx.TensorProto{DataType: 99, Dims: []int64{1}})
		return err
	})
	add("gonnx", "TensorFromProto raw size", func() error {
		_, err := onnx.TensorFromProto(&onnx.TensorProto{DataType: int32(onnx.TensorProto_FLOAT), Dims: []int64{4}, RawData: []byte{1, 2, 3}})
		return err
	})
	add("gonnx", "Run missing input", func() error {
		m, err := gonnx.NewModel(&onnx.ModelProto{
			Graph: &onnx.GraphProto{Input: []*onnx.ValueInfoProto{{Name: "x", Type: &onnx.TypeProto{Value: &onnx.TypeProto_TensorType{TensorType: &onnx.TypeProto_Tensor{ElemType: 1,
				Shape: &onnx.TensorShapeProto{Dim: []*onnx.TensorShapeProto_Dimension{{Value: &onnx.TensorShapeProto_Dimension_DimValue{DimValue: 2}}}}}}}}}},
			OpsetImport: []*onnx.OperatorSetIdProto{{Version: 13}},
		})
		if err != nil {
			return err
		}
		_, err = m.Run(gonnx.Tensors{})
		return err
	})

	// ---- aws-sdk-go-v2's dynamodb attributevalue: values that do not
	// unmarshal into the destination's types, values that do not marshal.
	type ddbDst struct {
		N  int
		U  uint8
		S  string
		B  bool
		F  float32
		L  []int
		M  map[string]int
		BS [][]byte
		T  struct{ X int }
		Ch chan int
	}
	ddbAVs := map[string]ddbtypes.AttributeValue{
		"N=string": &ddbtypes.AttributeValueMemberS{Value: "x"}, "N=bool": &ddbtypes.AttributeValueMemberBOOL{Value: true},
		"N=bad number": &ddbtypes.AttributeValueMemberN{Value: "x"}, "U=300": &ddbtypes.AttributeValueMemberN{Value: "300"},
		"U=-1": &ddbtypes.AttributeValueMemberN{Value: "-1"}, "S=number": &ddbtypes.AttributeValueMemberN{Value: "1"},
		"S=list": &ddbtypes.AttributeValueMemberL{}, "B=string": &ddbtypes.AttributeValueMemberS{Value: "true"},
		"F=map": &ddbtypes.AttributeValueMemberM{}, "L=string": &ddbtypes.AttributeValueMemberS{Value: "x"},
		"L=string set": &ddbtypes.AttributeValueMemberSS{Value: []string{"a"}}, "M=list": &ddbtypes.AttributeValueMemberL{},
		"M=map of strings": &ddbtypes.AttributeValueMemberM{Value: map[string]ddbtypes.AttributeValue{"a": &ddbtypes.AttributeValueMemberS{Value: "x"}}},
		"BS=number set":    &ddbtypes.AttributeValueMemberNS{Value: []string{"1"}}, "T=binary": &ddbtypes.AttributeValueMemberB{Value: []byte("x")},
		"T=binary set": &ddbtypes.AttributeValueMemberBS{Value: [][]byte{[]byte("x")}}, "Ch=number": &ddbtypes.AttributeValueMemberN{Value: "1"},
	}
	var ddbKeys []string
	for k := range ddbAVs {
		ddbKeys = append(ddbKeys, k)
	}
	sort.Strings(ddbKeys)
	for _, k := range ddbKeys {
		field := k[:strings.Index(k, "=")]
		add("ddbattr", "UnmarshalMap "+k, func() error {
			var d ddbDst
			return attributevalue.UnmarshalMap(map[string]ddbtypes.AttributeValue{field: ddbAVs[k]}, &d)
		})
	}
	add("ddbattr", "Unmarshal nil", func() error { return attributevalue.Unmarshal(&ddbtypes.AttributeValueMemberS{Value: "x"}, nil) })
	add("ddbattr", "Unmarshal non-pointer", func() error {
		var s string
		return attributevalue.Unmarshal(&ddbtypes.AttributeValueMemberS{Value: "x"}, s)
	})
	add("ddbattr", "Unmarshal time", func() error {
		var t struct{ When time.Time }
		return attributevalue.UnmarshalMap(map[string]ddbtypes.AttributeValue{"When": &ddbtypes.AttributeValueMemberS{Value: "yesterday"}}, &t)
	})
	add("ddbattr", "Unmarshal unknown member", func() error {
		var s string
		return attributevalue.Unmarshal(&ddbtypes.UnknownUnionMember{Tag: "X"}, &s)
	})
	add("ddbattr", "Marshal channel", func() error { _, err := attributevalue.Marshal(make(chan int)); return err })
	add("ddbattr", "Marshal func", func() error { _, err := attributevalue.Marshal(func() {}); return err })
	add("ddbattr", "Marshal map empty key", func() error { _, err := attributevalue.Marshal(map[string]int{"": 1}); return err })
	add("ddbattr", "Marshal map bad key", func() error { _, err := attributevalue.Marshal(map[float64]int{1: 1}); return err })
	add("ddbattr", "Marshal struct with channel", func() error { _, err := attributevalue.MarshalMap(struct{ C chan int }{make(chan int)}); return err })
	add("ddbattr", "Marshal string set empty", func() error {
		_, err := attributevalue.MarshalMap(struct {
			S []string `dynamodbav:",stringset"`
		}{[]string{""}})
		return err
	})
	add("ddbattr", "Marshal number set bad", func() error {
		_, err := attributevalue.MarshalMap(struct {
			S []bool `dynamodbav:",numberset"`
		}{[]bool{true}})
		return err
	})
	add("ddbattr", "Marshal binary set bad", func() error {
		_, err := attributevalue.MarshalMap(struct {
			S []int `dynamodbav:",binaryset"`
		}{[]int{1}})
		return err
	})
	add("ddbattr", "MarshalMap non-struct", func() error { _, err := attributevalue.MarshalMap(42); return err })
	add("ddbattr", "UnmarshalListOfMaps", func() error {
		var d []ddbDst
		return attributevalue.UnmarshalListOfMaps([]map[string]ddbtypes.AttributeValue{{"N": &ddbtypes.AttributeValueMemberS{Value: "x"}}}, &d)
	})
	add("ddbattr", "Unmarshal into array too short", func() error {
		var a [1]int
		return attributevalue.Unmarshal(&ddbtypes.AttributeValueMemberL{Value: []ddbtypes.AttributeValue{&ddbtypes.AttributeValueMemberN{Value: "1"}, &ddbtypes.AttributeValueMemberN{Value: "x"}}}, &a)
	})
	add("ddbattr", "Unmarshal map key", func() error {
		var m map[int]int
		return attributevalue.Unmarshal(&ddbtypes.AttributeValueMemberM{Value: map[string]ddbtypes.AttributeValue{"x": &ddbtypes.AttributeValueMemberN{Value: "1"}}}, &m)
	})

	// ---- aws-sdk-go-v2's dynamodb expression: builders left unset or
	// given names and values that do not build.
	exprBuild := func(b expression.Builder) error { _, err := b.Build(); return err }
	each("ddbexpr", "Name in a condition", []string{"", "a..b", "a[x]", "a[", "a]", "[1]", "a[1]b", ".a", "a.", "a[-1]"},
		func(s string) error {
			return exprBuild(expression.NewBuilder().WithCondition(expression.Name(s).Equal(expression.Value(1))))
		})
	each("ddbexpr", "Name in a projection", []string{"", "a..b", "a[x]"},
		func(s string) error {
			return exprBuild(expression.NewBuilder().WithProjection(expression.NamesList(expression.Name(s))))
		})
	each("ddbexpr", "Name in an update", []string{"", "a[x]"},
		func(s string) error {
			return exprBuild(expression.NewBuilder().WithUpdate(expression.Set(expression.Name(s), expression.Value(1))))
		})
	each("ddbexpr", "Key", []string{""},
		func(s string) error {
			return exprBuild(expression.NewBuilder().WithKeyCondition(expression.Key(s).Equal(expression.Value(1))))
		})
	add("ddbexpr", "Build empty", func() error { return exprBuild(expression.NewBuilder()) })
	add("ddbexpr", "Condition unset", func() error { return exprBuild(expression.NewBuilder().WithCondition(expression.ConditionBuilder{})) })
	add("ddbexpr", "KeyCondition unset", func() error {
		return exprBuild(expression.NewBuilder().WithKeyCondition(expression.KeyConditionBuilder{}))
	})
	add("ddbexpr", "Projection unset", func() error { return exprBuild(expression.NewBuilder().WithProjection(expression.ProjectionBuilder{})) })
	add("ddbexpr", "Update unset", func() error { return exprBuild(expression.NewBuilder().WithUpdate(expression.UpdateBuilder{})) })
	add("ddbexpr", "Filter unset", func() error { return exprBuild(expression.NewBuilder().WithFilter(expression.ConditionBuilder{})) })
	add("ddbexpr", "Value channel", func() error {
		return exprBuild(expression.NewBuilder().WithCondition(expression.Name("a").Equal(expression.Value(make(chan int)))))
	})
	add("ddbexpr", "Value in update channel", func() error {
		return exprBuild(expression.NewBuilder().WithUpdate(expression.Set(expression.Name("a"), expression.Value(func() {}))))
	})
	add("ddbexpr", "KeyAnd of two ands", func() error {
		k := expression.KeyAnd(expression.Key("a").Equal(expression.Value(1)), expression.Key("b").Equal(expression.Value(2)))
		return exprBuild(expression.NewBuilder().WithKeyCondition(expression.KeyAnd(k, k)))
	})
	add("ddbexpr", "KeyAnd with unset", func() error {
		return exprBuild(expression.NewBuilder().WithKeyCondition(expression.KeyAnd(expression.Key("a").Equal(expression.Value(1)), expression.KeyConditionBuilder{})))
	})
	add("ddbexpr", "And with unset", func() error {
		return exprBuild(expression.NewBuilder().WithCondition(expression.And(expression.Name("a").Equal(expression.Value(1)), expression.ConditionBuilder{})))
	})
	add("ddbexpr", "Size of empty name", func() error {
		return exprBuild(expression.NewBuilder().WithCondition(expression.Name("").Size().Equal(expression.Value(1))))
	})
	add("ddbexpr", "SetValue unset", func() error {
		return exprBuild(expression.NewBuilder().WithUpdate(expression.Set(expression.Name("a"), expression.SetValueBuilder{})))
	})
	add("ddbexpr", "Between with bad value", func() error {
		return exprBuild(expression.NewBuilder().WithCondition(expression.Name("a").Between(expression.Value(make(chan int)), expression.Value(2))))
	})
	add("ddbexpr", "AttributeExists empty", func() error {
		return exprBuild(expression.NewBuilder().WithCondition(expression.AttributeExists(expression.Name(""))))
	})
	add("ddbexpr", "Delete with bad name", func() error {
		return exprBuild(expression.NewBuilder().WithUpdate(expression.Delete(expression.Name("a[x]"), expression.Value(1))))
	})

	// ---- xuri/excelize: cell references, sheets, styles, formulas
	// (formula errors all leave through one statement: a few only).
	xl := excelize.NewFile
	each("excelize", "CellNameToCoordinates", []string{"", "A", "1", "A0", "XFE1", "A1048577", "$", "A-1", "AA$"},
		func(s string) error { _, _, err := excelize.CellNameToCoordinates(s); return err })
	each("excelize", "ColumnNameToNumber", []string{"", "1", "XFE", "A-", "ZZZZ"}, func(s string) error { _, err := excelize.ColumnNameToNumber(s); return err })
	add("excelize", "ColumnNumberToName 0", func() error { _, err := excelize.ColumnNumberToName(0); return err })
	add("excelize", "ColumnNumberToName big", func() error { _, err := excelize.ColumnNumberToName(20000); return err })
	add("excelize", "CoordinatesToCellName 0", func() error { _, err := excelize.CoordinatesToCellName(0, 1); return err })
	add("excelize", "CoordinatesToCellName row", func() error { _, err := excelize.CoordinatesToCellName(1, 0); return err })
	add("excelize", "JoinCellName", func() error { _, err := excelize.JoinCellName("1", 1); return err })
	add("excelize", "SplitCellName", func() error { _, _, err := excelize.SplitCellName("1A"); return err })
	add("excelize", "OpenReader garbage", func() error { _, err := excelize.OpenReader(strings.NewReader("not a zip")); return err })
	add("excelize", "GetCellValue no sheet", func() error { _, err := xl().GetCellValue("Nope", "A1"); return err })
	add("excelize", "SetCellValue bad cell", func() error { return xl().SetCellValue("Sheet1", "A0", 1) })
	add("excelize", "NewSheet long name", func() error { _, err := xl().NewSheet(strings.Repeat("x", 40)); return err })
	add("excelize", "NewSheet bad char", func() error { _, err := xl().NewSheet("a:b"); return err })
	add("excelize", "SetSheetName missing", func() error { return xl().SetSheetName("Nope", "x") })
	add("excelize", "DeleteSheet bad", func() error { return xl().DeleteSheet("a[b") })
	add("excelize", "SetColWidth big", func() error { return xl().SetColWidth("Sheet1", "A", "B", 1000) })
	add("excelize", "SetColWidth bad col", func() error { return xl().SetColWidth("Sheet1", "1", "B", 10) })
	add("excelize", "SetRowHeight 0", func() error { return xl().SetRowHeight("Sheet1", 0, 10) })
	add("excelize", "SetRowHeight big", func() error { return xl().SetRowHeight("Sheet1", 1, 1000) })
	add("excelize", "MergeCell bad", func() error { return xl().MergeCell("Sheet1", "A0", "B2") })
	add("excelize", "InsertRows 0", func() error { return xl().InsertRows("Sheet1", 0, 1) })
	add("excelize", "RemoveRow 0", func() error { return xl().RemoveRow("Sheet1", 0) })
	add("excelize", "NewStyle nil", func() error { _, err := xl().NewStyle(nil); return err })
	add("excelize", "NewStyle font size", func() error { _, err := xl().NewStyle(&excelize.Style{Font: &excelize.Font{Size: 1000}}); return err })
	add("excelize", "NewStyle font family", func() error {
		_, err := xl().NewStyle(&excelize.Style{Font: &excelize.Font{Family: strings.Repeat("f", 40)}})
		return err
	})
	add("excelize", "NewStyle number format", func() error { _, err := xl().NewStyle(&excelize.Style{NumFmt: 9999}); return err })
	add("excelize", "SetCellStyle bad id", func() error { return xl().SetCellStyle("Sheet1", "A1", "A1", 99) })
	add("excelize", "SetCellFormula bad cell", func() error { return xl().SetCellFormula("Sheet1", "A0", "1+1") })
	add("excelize", "SetCellHyperLink type", func() error { return xl().SetCellHyperLink("Sheet1", "A1", "x", "Nope") })
	add("excelize", "AddTable range", func() error { return xl().AddTable("Sheet1", &excelize.Table{Range: "A1"}) })
	add("excelize", "AddTable name", func() error { return xl().AddTable("Sheet1", &excelize.Table{Range: "A1:B2", Name: "1 bad"}) })
	add("excelize", "AutoFilter range", func() error { return xl().AutoFilter("Sheet1", "A1", nil) })
	add("excelize", "SetDefinedName empty", func() error { return xl().SetDefinedName(&excelize.DefinedName{}) })
	add("excelize", "SetDefinedName twice", func() error {
		f := xl()
		_ = f.SetDefinedName(&excelize.DefinedName{Name: "a", RefersTo: "Sheet1!$A$1"})
		return f.SetDefinedName(&excelize.DefinedName{Name: "a", RefersTo: "Sheet1!$A$1"})
	})
	add("excelize", "AddDataValidation no sqref", func() error { return xl().AddDataValidation("Sheet1", excelize.NewDataValidation(true)) })
	add("excelize", "DataValidation SetRange", func() error {
		dv := excelize.NewDataValidation(true)
		return dv.SetRange(10, 1, excelize.DataValidationTypeWhole, excelize.DataValidationOperatorBetween)
	})
	add("excelize", "DataValidation SetDropList", func() error {
		dv := excelize.NewDataValidation(true)
		return dv.SetDropList([]string{strings.Repeat("x", 300)})
	})
	add("excelize", "AddPicture missing", func() error { return xl().AddPicture("Sheet1", "A1", "/nonexistent.png", nil) })
	add("excelize", "AddChart bad type", func() error {
		return xl().AddChart("Sheet1", "A1", &excelize.Chart{Type: excelize.ChartType(200)})
	})
	add("excelize", "AddChart no series", func() error { return xl().AddChart("Sheet1", "A1", &excelize.Chart{Type: excelize.Line}) })
	add("excelize", "AddShape bad type", func() error { return xl().AddShape("Sheet1", &excelize.Shape{Cell: "A1", Type: "nope"}) })
	add("excelize", "AddComment bad cell", func() error { return xl().AddComment("Sheet1", excelize.Comment{Cell: "A0", Text: "x"}) })
	add("excelize", "SetPanes bad", func() error { return xl().SetPanes("Sheet1", &excelize.Panes{Freeze: true, TopLeftCell: "A0"}) })
	add("excelize", "SetSheetRow bad", func() error { return xl().SetSheetRow("Sheet1", "A1", 1) })
	add("excelize", "SetConditionalFormat bad", func() error {
		return xl().SetConditionalFormat("Sheet1", "A1:A2", []excelize.ConditionalFormatOptions{{Type: "nope"}})
	})
	add("excelize", "ProtectSheet algorithm", func() error {
		return xl().ProtectSheet("Sheet1", &excelize.SheetProtectionOptions{AlgorithmName: "nope", Password: "x"})
	})
	add("excelize", "UnprotectSheet password", func() error { return xl().UnprotectSheet("Sheet1", "x") })
	add("excelize", "SetHeaderFooter long", func() error {
		return xl().SetHeaderFooter("Sheet1", &excelize.HeaderFooterOptions{OddHeader: strings.Repeat("x", 300)})
	})
	add("excelize", "GroupSheets missing", func() error { return xl().GroupSheets([]string{"Nope"}) })
	add("excelize", "CopySheet bad", func() error { return xl().CopySheet(5, 6) })
	add("excelize", "SetCellRichText long", func() error {
		return xl().SetCellRichText("Sheet1", "A1", []excelize.RichTextRun{{Text: strings.Repeat("x", 40000)}})
	})
	for _, formula := range []string{"ABS()", "NOPE(1)", "SUM(", "1/0", "SQRT(-1)", "DATE(\"x\",1,1)", "LEFT()", "INDEX(A1:A2,5)"} {
		add("excelize", "CalcCellValue "+formula, func() error {
			f := xl()
			if err := f.SetCellFormula("Sheet1", "B1", formula); err != nil {
				return err
			}
			_, err := f.CalcCellValue("Sheet1", "B1")
			return err
		})
	}

	// ---- go-openapi/validate: Swagger 2.0 documents that do not validate,
	// values against schemas.
	oapiSpec := func(doc string) error {
		d, err := loads.Analyzed(json.RawMessage(doc), "")
		if err != nil {
			return err
		}
		return validate.Spec(d, strfmt.Default)
	}
	const oapiHead = `{"swagger": "2.0", "info": {"title": "t", "version": "1"}, `
	each("oapivalidate", "Spec", []string{
		oapiHead + `"paths": {"/a/{id}": {"get": {"responses": {"200": {"description": "ok"}}}}}}`,
		oapiHead + `"paths": {"/a": {"get": {"operationId": "x", "responses": {"200": {"description": "ok"}}}}, "/b": {"get": {"operationId": "x", "responses": {"200": {"description": "ok"}}}}}}`,
		oapiHead + `"paths": {"/a": {"get": {"parameters": [{"name": "id", "in": "path", "required": true, "type": "string"}], "responses": {"200": {"description": "ok"}}}}}}`,
		oapiHead + `"paths": {"/a": {"get": {"responses": {"200": {"description": "ok", "schema": {"$ref": "#/definitions/Nope"}}}}}}}`,
		oapiHead + `"paths": {}, "definitions": {"A": {"type": "object", "required": ["x"]}}}`,
		oapiHead + `"paths": {}, "definitions": {"A": {"type": "array"}}}`,
		oapiHead + `"paths": {}, "definitions": {"A": {"type": "integer", "default": "x"}}}`,
		oapiHead + `"paths": {}, "definitions": {"A": {"type": "string", "example": 1}}}`,
		oapiHead + `"paths": {"/a": {"get": {"parameters": [{"name": "b", "in": "body"}, {"name": "c", "in": "body"}], "responses": {"200": {"description": "ok"}}}}}}`,
		oapiHead + `"paths": {"/a": {"get": {"parameters": [{"name": "q", "in": "query", "type": "string"}, {"name": "q", "in": "query", "type": "string"}], "responses": {"200": {"description": "ok"}}}}}}`,
		oapiHead + `"paths": {"/a/{id}": {"get": {"responses": {"200": {"description": "ok"}}}}, "/a/{x}": {"get": {"responses": {"200": {"description": "ok"}}}}}}`,
		oapiHead + `"paths": {"/a": {"get": {"parameters": [{"name": "q", "in": "query", "type": "array"}], "responses": {"200": {"description": "ok"}}}}}}`,
		oapiHead + `"paths": {"/a": {"get": {"parameters": [{"name": "q", "in": "query", "type": "string", "pattern": "["}], "responses": {"200": {"description": "ok"}}}}}}`,
		oapiHead + `"paths": {}, "definitions": {"A": {"allOf": [{"$ref": "#/definitions/A"}]}}}`,
		oapiHead + `"paths": {}, "definitions": {"A": {"type": "object", "discriminator": "k"}}}`,
		oapiHead + `"paths": {"/a": {"get": {"security": [{"nope": []}], "responses": {"200": {"description": "ok"}}}}}}`,
		`{"swagger": "3.0", "paths": {}}`,
		`{"swagger": "2.0", "info": {}, "paths": {"a": {}}}`,
		oapiHead + `"paths": {"/a": {"get": {"responses": {"200": {"description": "ok", "headers": {"X": {"type": "array"}}}}}}}}`,
		oapiHead + `"paths": {"/a": {"get": {"parameters": [{"name": "q", "in": "query", "type": "integer", "default": "x"}], "responses": {"200": {"description": "ok"}}}}}}`,
	}, oapiSpec)
	type oapiPair struct{ schema, value string }
	for _, p := range []oapiPair{
		{`{"type": "string"}`, `1`}, {`{"type": "object", "required": ["a"]}`, `{}`}, {`{"maxLength": 1}`, `"abc"`},
		{`{"enum": [1]}`, `2`}, {`{"type": "string", "format": "date"}`, `"x"`}, {`{"additionalProperties": false, "properties": {}}`, `{"a": 1}`},
	} {
		add("oapivalidate", "AgainstSchema "+p.schema, func() error {
			var s spec.Schema
			if err := json.Unmarshal([]byte(p.schema), &s); err != nil {
				return err
			}
			var v any
			if err := json.Unmarshal([]byte(p.value), &v); err != nil {
				return err
			}
			return validate.AgainstSchema(&s, v, strfmt.Default)
		})
	}

	// ---- go-pdf/fpdf: documents built with bad arguments; fpdf keeps its
	// first error (SetErrorf) and returns it from Output.
	pdfErr := func(f func(p *fpdf.Fpdf)) error {
		p := fpdf.New("P", "mm", "A4", "")
		f(p)
		if p.Err() {
			return p.Error()
		}
		return p.Output(&bytes.Buffer{})
	}
	pdfCases := map[string]func(p *fpdf.Fpdf){
		"New bad orientation":  func(p *fpdf.Fpdf) { *p = *fpdf.New("X", "mm", "A4", "") },
		"New bad unit":         func(p *fpdf.Fpdf) { *p = *fpdf.New("P", "furlong", "A4", "") },
		"New bad size":         func(p *fpdf.Fpdf) { *p = *fpdf.New("P", "mm", "A99", "") },
		"SetFont undefined":    func(p *fpdf.Fpdf) { p.AddPage(); p.SetFont("Nope", "", 12) },
		"SetFont bad style":    func(p *fpdf.Fpdf) { p.AddPage(); p.SetFont("Arial", "Q", 12) },
		"AddFont missing":      func(p *fpdf.Fpdf) { p.AddFont("X", "", "/nonexistent.json") },
		"AddFontFromBytes bad": func(p *fpdf.Fpdf) { p.AddFontFromBytes("X", "", []byte("{"), []byte("x")) },
		"AddUTF8Font missing":  func(p *fpdf.Fpdf) { p.AddUTF8Font("X", "", "/nonexistent.ttf") },
		"Image missing":        func(p *fpdf.Fpdf) { p.AddPage(); p.Image("/nonexistent.png", 0, 0, 10, 10, false, "", 0, "") },
		"Image bad type":       func(p *fpdf.Fpdf) { p.AddPage(); p.Image("x.nope", 0, 0, 10, 10, false, "", 0, "") },
		"RegisterImage bad png": func(p *fpdf.Fpdf) {
			p.RegisterImageOptionsReader("a", fpdf.ImageOptions{ImageType: "PNG"}, strings.NewReader("nope"))
		},
		"RegisterImage bad jpg": func(p *fpdf.Fpdf) {
			p.RegisterImageOptionsReader("a", fpdf.ImageOptions{ImageType: "JPG"}, strings.NewReader("nope"))
		},
		"RegisterImage bad gif": func(p *fpdf.Fpdf) {
			p.RegisterImageOptionsReader("a", fpdf.ImageOptions{ImageType: "GIF"}, strings.NewReader("nope"))
		},
		"RegisterImage type": func(p *fpdf.Fpdf) {
			p.RegisterImageOptionsReader("a", fpdf.ImageOptions{ImageType: "TIFF"}, strings.NewReader("nope"))
		},
		"Cell without page":   func(p *fpdf.Fpdf) { p.SetFont("Arial", "", 12); p.Cell(10, 10, "x") },
		"Text without font":   func(p *fpdf.Fpdf) { p.AddPage(); p.Text(1, 1, "x") },
		"SetAlpha bad mode":   func(p *fpdf.Fpdf) { p.AddPage(); p.SetAlpha(0.5, "Nope") },
		"SetAlpha range":      func(p *fpdf.Fpdf) { p.AddPage(); p.SetAlpha(5, "Normal") },
		"Output no page":      func(p *fpdf.Fpdf) {},
		"EndLayer":            func(p *fpdf.Fpdf) { p.AddPage(); p.EndLayer() },
		"TransformEnd":        func(p *fpdf.Fpdf) { p.AddPage(); p.TransformEnd() },
		"SetProtection":       func(p *fpdf.Fpdf) { p.SetProtection(0, "", strings.Repeat("x", 40)) },
		"LinearGradient":      func(p *fpdf.Fpdf) { p.AddPage(); p.ClipEnd() },
		"ImportTemplate":      func(p *fpdf.Fpdf) { p.AddPage(); p.UseTemplate(nil) },
		"SetPage":             func(p *fpdf.Fpdf) { p.SetPage(5) },
		"AddPageFormat":       func(p *fpdf.Fpdf) { p.AddPageFormat("X", fpdf.SizeType{Wd: 10, Ht: 10}) },
		"Bookmark level":      func(p *fpdf.Fpdf) { p.AddPage(); p.SetFont("Arial", "", 12); p.Bookmark("x", 5, 0) },
		"SetJavascript twice": func(p *fpdf.Fpdf) { p.AddPage(); p.SetFont("Arial", "", 12); p.Write(5, "\xff\xfe") },
		"SetFontLocation": func(p *fpdf.Fpdf) {
			p.AddPage()
			p.SetFontLocation("/nonexistent")
			p.SetFont("Courier", "B", 12)
			p.AddFont("Y", "", "y.json")
		},
	}
	var pdfKeys []string
	for k := range pdfCases {
		pdfKeys = append(pdfKeys, k)
	}
	sort.Strings(pdfKeys)
	for _, k := range pdfKeys {
		add("fpdf", k, func() error { return pdfErr(pdfCases[k]) })
	}

	// ---- rsc.io/script: scripts whose commands fail.
	scriptDir := filepath.Join(os.TempDir(), "errdex-heldout-script")
	each("rscscript", "Execute", []string{
		"nope", "cat", "cat missing.txt", "cd", "cd missing", "chmod", "chmod x f", "chmod 777 missing", "cmp a", "cmp a b",
		"cmpenv a", "cp", "cp missing x", "echo 'unterminated", "env =x", "exists missing", "exists -readonly missing",
		"grep", "grep x missing", "grep '[' x", "mkdir", "mv a", "mv missing x", "replace a", "replace a b c", "rm",
		"sleep", "sleep x", "stderr", "stdout x", "stdout '['", "stop a b", "wait x", "[nope] echo", "[GOOS] echo", "[short:x] echo",
		"! echo", "? echo x y z >", "! nope", "help nope", "echo ${", "[", "echo x\nstdout y", "echo x\n! stdout x",
		"echo x\nstderr x", "echo x\nstdout -count=x x", "echo x\nstdout -count=2 x", "echo x > a\necho y > b\ncmp a b",
		"exec /nonexistent/program", "exec", "env A", "cd a b", "exists", "mkdir a\ncat a", "echo x &", "wait\nwait x",
	}, func(s string) error {
		_ = os.RemoveAll(scriptDir)
		if err := os.MkdirAll(scriptDir, 0o777); err != nil {
			return err
		}
		st, err := script.NewState(context.Background(), scriptDir, nil)
		if err != nil {
			return err
		}
		var log bytes.Buffer
		return script.NewEngine().Execute(st, "test.txt", bufio.NewReader(strings.NewReader(s+"\n")), &log)
	})

	// ---- compose-spec/compose-go: compose files that do not load.
	each("compose", "LoadWithContext", []string{
		"services: [", "services:\n  a:\n    image: x\n    ports: [\"nope\"]\n", "services:\n  a:\n    image: x\n    nope: 1\n",
		"services:\n  a: 1\n", "services:\n  a:\n    build: {}\n", "services:\n  a:\n    image: x\n    depends_on: [b]\n",
		"services:\n  a:\n    image: x\n    networks: [n]\n", "services:\n  a:\n    image: x\n    volumes: [\"v:/x\"]\n",
		"services:\n  a:\n    image: x\n    secrets: [s]\n", "services:\n  a:\n    image: x\n    configs: [c]\n",
		"services:\n  a:\n    image: ${X:?must be set}\n", "services:\n  a:\n    image: ${X\n", "services:\n  a:\n    image: x\n    mem_limit: lots\n",
		"services:\n  a:\n    image: x\n    cpus: many\n", "services:\n  a:\n    image: x\n    restart: sometimes\n",
		"services:\n  a:\n    image: x\n    extends: b\n", "services:\n  a:\n    image: x\n    extends: {service: a}\n",
		"services:\n  a:\n    image: x\n    ulimits: {nofile: x}\n", "services:\n  a:\n    image: x\n    healthcheck: {interval: x}\n",
		"services:\n  a:\n    image: x\n    environment: 1\n", "services:\n  a:\n    image: x\n    devices: [\"a:b:c:d\"]\n",
		"services:\n  a:\n    image: x\n    network_mode: service:b\n", "services:\n  a:\n    image: x\n    volumes_from: [b]\n",
		"services:\n  a:\n    image: x\n    include: 1\n", "include: [missing.yaml]\nservices: {}\n", "version: 1\nservices: {}\n",
		"services:\n  a:\n    image: x\n    deploy: {replicas: x}\n", "services:\n  a:\n    image: x\n    links: [\"b:c:d\"]\n",
		"services:\n  a:\n    image: x\n    extra_hosts: [\"nope\"]\n", "services:\n  a:\n    image: x\n    gpus: x\n",
		"services:\n  a:\n    image: x\n    post_start: [{}]\n", "services:\n  a:\n    image: x\n    env_file: missing.env\n",
		"x: &a [*a]\n", "services:\n  a:\n    image: x\n    labels: [\"=x\"]\n", "services:\n  a:\n    image: x\n    ports: [\"1-2:3-5\"]\n",
		"services:\n  a:\n    image: x\n    volumes: [{type: nope, target: /x}]\n", "services:\n  a:\n    image: x\n    build: {context: ., dockerfile_inline: x, dockerfile: y}\n",
		"services:\n  a:\n    image: x\n    develop: {watch: [{path: ., action: nope}]}\n",
	}, func(s string) error {
		_, err := loader.LoadWithContext(context.Background(), composetypes.ConfigDetails{
			WorkingDir:  "/nonexistent-compose",
			ConfigFiles: []composetypes.ConfigFile{{Filename: "compose.yaml", Content: []byte(s)}},
			Environment: composetypes.Mapping{},
		}, func(o *loader.Options) { o.SetProjectName("p", true) })
		return err
	})

	// ---- nicksnyder/go-i18n: message files that do not parse, messages
	// that do not localize.
	i18nBundle := func() *i18n.Bundle {
		b := i18n.NewBundle(language.English)
		b.RegisterUnmarshalFunc("json", json.Unmarshal)
		return b
	}
	type i18nFile struct{ name, body string }
	for _, f := range []i18nFile{
		{"en.json", "{"}, {"en.nope", "{}"}, {"nope-nope-nope.json", "{}"}, {"en.json", `{"a": 1}`}, {"en.json", `{"a": {"other": 1}}`},
		{"en.json", `[1]`}, {"en.json", `{"a": {"one": "x", "nope": "y"}}`}, {"en.json", `{"a": {"id": "b", "other": "x"}}`},
		{"json", "{}"}, {"en.json", `{"a": {"other": "{{"}}`}, {"en.json", `{"a": {"hash": 1}}`},
	} {
		add("i18n", "ParseMessageFileBytes "+f.name+" "+f.body, func() error { _, err := i18nBundle().ParseMessageFileBytes([]byte(f.body), f.name); return err })
	}
	i18nLoc := func(lc *i18n.LocalizeConfig) error {
		b := i18nBundle()
		_, _ = b.ParseMessageFileBytes([]byte(`{"hello": "Hello {{.Name}}", "bad": "{{.Name", "count": {"one": "one", "other": "{{.Count}}"}, "fn": "{{call .F}}"}`), "en.json")
		_, err := i18n.NewLocalizer(b, "fr").Localize(lc)
		return err
	}
	add("i18n", "Localize missing", func() error { return i18nLoc(&i18n.LocalizeConfig{MessageID: "nope"}) })
	add("i18n", "Localize no id", func() error { return i18nLoc(&i18n.LocalizeConfig{}) })
	add("i18n", "Localize bad template", func() error { return i18nLoc(&i18n.LocalizeConfig{MessageID: "bad"}) })
	add("i18n", "Localize bad count", func() error { return i18nLoc(&i18n.LocalizeConfig{MessageID: "count", PluralCount: "many"}) })
	add("i18n", "Localize count type", func() error { return i18nLoc(&i18n.LocalizeConfig{MessageID: "count", PluralCount: []int{1}}) })
	add("i18n", "Localize exec error", func() error {
		return i18nLoc(&i18n.LocalizeConfig{MessageID: "fn", TemplateData: map[string]any{"F": func() (string, error) { return "", fmt.Errorf("template call failed") }}})
	})
	add("i18n", "Localize id mismatch", func() error {
		return i18nLoc(&i18n.LocalizeConfig{MessageID: "a", DefaultMessage: &i18n.Message{ID: "b", Other: "x"}})
	})
	add("i18n", "Localize default bad template", func() error {
		return i18nLoc(&i18n.LocalizeConfig{DefaultMessage: &i18n.Message{ID: "z", Other: "{{"}})
	})
	add("i18n", "AddMessages bad", func() error {
		return i18nBundle().AddMessages(language.English, &i18n.Message{ID: "x", Other: "{{"})
	})
	add("i18n", "ParseMessageBytes", func() error {
		_, err := i18nBundle().ParseMessageBytes(language.English, []byte(`{"a": 1}`), json.Unmarshal)
		return err
	})

	// ---- mikefarah/yq: expressions that do not lex, parse or evaluate,
	// documents that do not decode.
	yqEval := func(expr, doc string) error {
		_, err := yqlib.NewStringEvaluator().Evaluate(expr, doc, yqlib.NewYamlEncoder(yqlib.ConfiguredYamlPreferences), yqlib.NewYamlDecoder(yqlib.ConfiguredYamlPreferences))
		return err
	}
	const yqDoc = "a: 1\nb: [1, 2]\nc: {d: x}\ns: hello\n"
	each("yq", "Evaluate", []string{
		".a |", "(.a", ".a)", "[.a", ".a]", "{.a", ".a ==", "nope(1)", ".a | nope", "\"unterminated", ".[", "..[", "$x", ".a as $x |",
		".a + .b", ".c + .a", ".b - .c", ".a * .b", ".c / 2", ".s / 2", ".a % .c", ".s | split(1)", ".s | test(\"[\")",
		".s | sub(\"[\"; \"x\")", ".a | tonumber", ".s | tonumber", "error(\"custom failure\")", ".c | error", "load(\"/nonexistent.yaml\")",
		".s | from_json", ".s | @base64d", ".s | fromdate", ".s | strptime(\"x\")", ".s | tz(\"Nope/Zone\")", ".b | to_entries", ".a | keys",
		".a | length(1)", ".s | ltrimstr(1)", ".b[\"x\"]", ".c[0]", ".a[0]", ".b | pick(.x)", ".s | with_dtf(\"x\"; .)", ".a | splat",
		".a | env(1)", "strenv(NOPE_NOPE)", ".s | capture(\"[\")", ".b | sort_by(", ".b | .[] as [$a] | $a", ".s | @sh", "eval(\".a |\")",
		".b | group_by(.)[0] | .x = 1 | .y",
	}, func(s string) error { return yqEval(s, yqDoc) })
	type yqFmt struct {
		name string
		dec  yqlib.Decoder
		doc  string
	}
	for _, f := range []yqFmt{
		{"yaml", yqlib.NewYamlDecoder(yqlib.ConfiguredYamlPreferences), "a: [\n"},
		{"json", yqlib.NewJSONDecoder(), "{\"a\": "},
		{"xml", yqlib.NewXMLDecoder(yqlib.ConfiguredXMLPreferences), "<a><b></a>"},
		{"toml", yqlib.NewTomlDecoder(), "a = = 1"},
		{"properties", yqlib.NewPropertiesDecoder(), "a=${b\n"},
		{"csv", yqlib.NewCSVObjectDecoder(yqlib.ConfiguredCsvPreferences), "a,b\n\"x"},
		{"base64", yqlib.NewBase64Decoder(), "%%%"},
		{"ini", yqlib.NewINIDecoder(yqlib.ConfiguredINIPreferences), "[a\nb"},
	} {
		add("yq", "decode "+f.name, func() error {
			_, err := yqlib.NewStringEvaluator().EvaluateAll(".", f.doc, yqlib.NewYamlEncoder(yqlib.ConfiguredYamlPreferences), f.dec)
			return err
		})
	}
	return cs
}

// applyErr keeps the error of an operator's Apply.
func applyErr(_ []tensor.Tensor, err error) error { return err }
