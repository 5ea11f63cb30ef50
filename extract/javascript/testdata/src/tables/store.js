// Messages of tables imported from other modules, thrown directly and
// through a helper that fills their placeholders.
const messages_1 = require('./messages');
const { Messages } = require('./messages');
const Errs = require('./errmsgs');

function throwFormatted(format, ...values) {
    throw new Error(format.replace(/\{(\d+)\}|%(\d)/g, (m, i, j) => values[i || j])); // want Error "{format}"
}

class Store {
    get(k) {
        if (this.closed) {
            throw new Error(Messages.Closed); // want Error "store is closed"
        }
        if (!this.has(k)) {
            throwFormatted(messages_1.Messages.NotFound, k); // want Error "no such key {%0}"
        }
        throwFormatted(Errs.Bad, k); // want Error "bad value {{0}}"
    }
}
module.exports = Store;
