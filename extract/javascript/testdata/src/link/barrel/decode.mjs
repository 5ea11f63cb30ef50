export class ShapeError extends Error {
    constructor(path) {
        super(`no value at ${path}`);
    }
}
