export class RangeCheckError extends Error {
    constructor(value, max) {
        super(`value ${value} is over the maximum ${max}`);
    }
}
