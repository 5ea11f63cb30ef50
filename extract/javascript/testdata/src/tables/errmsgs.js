// A module whose exports are a table of messages.
module.exports = {
    Bad: 'bad value {0}',
    Worse: 'worse value',
};
