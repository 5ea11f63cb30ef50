// Tables of messages other modules import.
exports.Messages = {
    NotFound: 'no such key %0',
    Closed: 'store is closed',
};
