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
            return callback(this._formatError('No recipients defined', 'EENVELOPE', false, 'API')); // want Error "No recipients defined: {false}"
        }
    }
}
module.exports = Connection;
