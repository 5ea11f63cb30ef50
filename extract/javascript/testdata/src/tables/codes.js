// Error texts in an array, read by the code a helper is given unless the
// caller passes a text of its own.
var ec = [
    'unexpected EOF',
    'invalid block type',
    , // determined by the caller
    'invalid distance',
    'no stream handler'
];
var err = function (ind, msg, nt) {
    var e = new Error(msg || ec[ind]); // want Error "{msg || ec[ind]}"
    e.code = ind;
    if (!nt)
        throw e;
    return e;
};
function inflate(dat, st) {
    if (!dat.length)
        err(0); // want Error "unexpected EOF"
    if (st.t > 2)
        err(1); // want Error "invalid block type"
    if (st.d > 32768)
        err(3); // want Error "invalid distance"
    if (st.z)
        err(2, 'invalid zlib data'); // want Error "invalid zlib data"
    return err(4, 0, 1); // want Error "no stream handler"
}
