'use strict';
// A method that builds the error it returns, in a local declared without
// a value (an error given is kept, a text is constructed), and appends
// the server's reply to its message when there is one; its callers hand
// the result to a callback or keep it.
class Connection {
    _formatError(message, type, response, command) {
        let err;
        if (/Error\]$/i.test(Object.prototype.toString.call(message))) {
            err = message;
        }
        else {
            err = new Error(message); // want Error "{message}"
        }
        if (type && type !== 'Error') {
            err.code = type;
        }
        if (response) {
            err.response = response;
            err.message += ': ' + response;
        }
        if (command) {
            err.command = command;
        }
        return err;
    }
    _actionAUTH(str, callback) {
        if (str.charAt(0) !== '2') {
            return callback(this._formatError('Invalid login', 'EAUTH', str, 'AUTH PLAIN')); // want Error "Invalid login: {str}"
        }
        callback(null, true);
    }
    _send(callback) {
        if (!this._envelope.to.length) {
            return callback(this._formatError('No recipients defined', 'EENVELOPE', false, 'API')); // want Error "No recipients defined"
        }
    }
    _actionMAIL(str, callback) {
        const envelope = this._envelope;
        if (str.charAt(0) !== '2') {
            const message = this._utf8 && /^550 /.test(str)
                ? 'Internationalized mailbox name not allowed'
                : 'Mail command failed';
            envelope.mailError = this._formatError(message, 'EENVELOPE', str, 'MAIL FROM'); // want Error "Internationalized mailbox name not allowed: {str}" Error "Mail command failed: {str}"
        }
        this._advance(str, callback);
    }
    _allRejected(envelope, reply) {
        const err = this._formatError("Can't send mail - all recipients were rejected", 'EENVELOPE', reply, 'RCPT TO'); // want Error "Can't send mail - all recipients were rejected: {reply}"
        err.rejected = envelope.rejected;
        return err;
    }
    _name(host) {
        const name = this._lookup('localhost', host); // a call that makes no error
        return name;
    }
    _kept(str) {
        const reply = this._formatError('Kept as a reply', 'EREPLY', str, 'NOOP'); // held in a name not an error's: no site
        return reply;
    }
    _later(str) {
        const deferred = this._formatError('Kept for later', 'EREPLY', str, 'NOOP'); // "err" inside a word is not an error's name: no site
        const last_err = this._formatError('Kept as the last', 'EREPLY', str, 'NOOP'); // want Error "Kept as the last: {str}"
        return [deferred, last_err];
    }
}
module.exports = Connection;
