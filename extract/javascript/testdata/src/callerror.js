// Error(…) called without new constructs an error as new Error(…) does:
// returned by a factory whose callers throw it.
function illegal(token, name) {
    return Error("illegal " + (name || "token") + " '" + token + "' (line " + tn.line + ")"); // want Error "illegal {name || \"token\"} '{token}' (line {tn.line})"
}

function indexOutOfRange(reader, writeLength) {
    return RangeError("index out of range: " + reader.pos + " + " + (writeLength || 1) + " > " + reader.len); // want RangeError "index out of range: {reader.pos} + {writeLength || 1} > {reader.len}"
}

function parseId(token) {
    if (!/^\d+$/.test(token))
        throw illegal(token, "id"); // want Error "illegal id '{token}' (line {tn.line})"
    return Number(token);
}

function read(reader) {
    if (reader.pos + 4 > reader.len)
        throw indexOutOfRange(reader, 4); // want RangeError "index out of range: {reader.pos} + 4 > {reader.len}"
    return reader.buf[reader.pos++];
}

