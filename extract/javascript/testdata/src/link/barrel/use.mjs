import { OutOfRange, ShapeError } from './errors.mjs';

export function limit(value, max) {
    if (value > max) {
        throw new OutOfRange(value, max); // want OutOfRange "value {value} is over the maximum {max}"
    }
    if (value === undefined) {
        throw new ShapeError("a.b"); // want ShapeError "no value at a.b"
    }
    return value;
}
