const { parse } = require("./app");

describe("parse", () => {
  it("wants a string", () => {
    expect(() => parse(3)).toThrow(TypeError);
  });
  it("wants a known input", () => {
    expect(() => parse("c")).toThrow(/bad input \w/);
  });
});
