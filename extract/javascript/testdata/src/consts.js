const BAD_INPUT = 'input must be a non-empty string'
export const PREFIX = 'config: '
const MAX = 256
let mutable = 'may change'
const SHARED = new errors.Closed('stream is closed')

function check(s) {
  if (typeof s !== 'string') throw new TypeError(BAD_INPUT) // want TypeError "input must be a non-empty string"
  if (s.length > MAX) throw new RangeError(PREFIX + 'longer than ' + MAX) // want RangeError "config: longer than {MAX}"
  throw new Error(mutable) // want Error "{mutable}"
}

const closed = () => {
  throw SHARED // want errors.Closed "stream is closed"
}
