// A message table keyed by an enum's members, and a factory whose callers
// name the member: each call is a site with that member's text.
export const enum ErrorCodes {
    X_MISSING_EXPRESSION,
    X_INVALID_END_TAG,
}
export const errorMessages: Record<ErrorCodes, string> = {
    [ErrorCodes.X_MISSING_EXPRESSION]: 'Expression is missing.',
    [ErrorCodes.X_INVALID_END_TAG]: 'Invalid end tag.',
};
export function createCompilerError(code: ErrorCodes, loc?: object): SyntaxError {
    const error = new SyntaxError(String(errorMessages[code])); // want SyntaxError "{errorMessages[code]}"
    return error;
}
export function check(context: any, node: any): void {
    if (!node.exp) {
        context.onError(createCompilerError(ErrorCodes.X_MISSING_EXPRESSION, node.loc)); // want SyntaxError "Expression is missing."
    }
    if (node.end) {
        throw createCompilerError(ErrorCodes.X_INVALID_END_TAG); // want SyntaxError "Invalid end tag."
    }
}
