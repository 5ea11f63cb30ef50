function parse(input) {
  if (typeof input !== "string") {
    throw new TypeError("input must be a string");
  }
  if (!["a", "b"].includes(input)) {
    throw new Error(`bad input ${input}`);
  }
  return input;
}
