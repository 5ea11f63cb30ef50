const assert = require("node:assert");
const { parse, Parser, ParseError } = require("../src/parse");

describe("parse", () => {
  it("rejects an empty input", () => {
    expect(() => parse("")).toThrow("empty input");
  });

  it("rejects a bad unit", () => {
    expect(() => parse("3 parsecs")).toThrow(/unknown unit \w+/);
  });

  describe("Parser", () => {
    test("needs a source", () => {
      expect(() => new Parser()).toThrowError(TypeError);
    });
    test("equal message", () => {
      expect(() => {
        parse("-1");
      }).toThrow(new ParseError("size must be positive"));
    });
    test("any error", () => {
      expect(parse).toThrow();
    });
    test("not thrown", () => {
      expect(() => parse("1")).not.toThrow();
    });
    test.each([1, 2])("flags are skipped %d", () => {
      expect(() => parse("x")).toThrow(/unit/i);
    });
  });
});

test("async load", async () => {
  await expect(load("missing.json")).rejects.toThrow("no such file");
});

test("node assert", () => {
  assert.throws(() => parse("x y"), { name: "ParseError", message: "two words" });
  assert.throws(() => parse("z"), /bad token z/);
  assert.rejects(() => load(""), TypeError);
});
