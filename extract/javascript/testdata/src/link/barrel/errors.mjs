// An ES module passing on another's classes by name and whole.
export { RangeCheckError as OutOfRange } from './range.mjs';
export * from './decode.mjs';
