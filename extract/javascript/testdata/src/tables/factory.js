// An error factory reading a message table by the code its callers give:
// the table keyed by computed numbers, the caller's own table or the
// module's, the text through a local and String(…), the error held in a
// local that gets fields before it is returned. The calls naming a code
// are the sites, wherever the error they make goes.
const errorMessages = {
    [0]: "Illegal comment.",
    [1]: "Duplicate attribute.",
    [2]: "Unexpected EOF in tag.",
    [3]: "Invalid end tag.",
};
function createCompilerError(code, loc, messages, additionalMessage) {
    const msg = (messages || errorMessages)[code] + (additionalMessage || ``);
    const error = new SyntaxError(String(msg)); // want SyntaxError "{(messages || errorMessages)[code]}{additionalMessage || ``}"
    error.code = code;
    error.loc = loc;
    return error;
}
// A function handing its code on to the factory is one too.
function emitError(code, index, message) {
    currentOptions.onError(
        createCompilerError(code, getLoc(index, index), void 0, message)
    );
}
function parse(context, node) {
    if (node.eof) {
        emitError(2, node.end); // want SyntaxError "Unexpected EOF in tag."
    }
    if (node.dup) {
        context.onError(createCompilerError(1, node.loc)); // want SyntaxError "Duplicate attribute."
    }
    if (node.comment) {
        throw createCompilerError(0, node.loc, undefined, " at the start"); // want SyntaxError "Illegal comment. at the start"
    }
    if (node.bad) {
        // a key chosen by a conditional: a site per key
        context.onError(createCompilerError(node.dup ? 1 : 3, node.loc)); // want SyntaxError "Duplicate attribute." SyntaxError "Invalid end tag."
    }
    context.onError(createCompilerError(3)); // want SyntaxError "Invalid end tag."
    return createCompilerError(0); // want SyntaxError "Illegal comment."
}
// the same spread over lines, with a parameter beside the key
function attribute(context, isBind, loc) {
    context.onError(
        createCompilerError( // want SyntaxError "Duplicate attribute." SyntaxError "Invalid end tag."
            isBind ? 1 : 3,
            loc
        )
    );
}
