// Guards: the conditions under which each site is reached.

function chain(v, opts) {
  if (v === undefined) {
    throw new TypeError('v is required') // want TypeError "v is required"
  } else if (typeof v !== 'string') {
    throw new TypeError('v must be a string') // want TypeError "v must be a string"
  } else if (v.length > opts.max) {
    throw new RangeError('v is too long') // want RangeError "v is too long"
  } else {
    // the last resort
    throw new Error('v is ' + v) // want Error "v is {v}"
  }
}

function leaving(x) {
  if (typeof x === 'string') return parse(x)
  // numbers pass through
  if (typeof x === 'number') {
    return x
  }
  throw new TypeError('expected a string or a number') // want TypeError "expected a string or a number"
}

function cases(kind) {
  switch (kind) {
    case 'a':
    case 'b':
      throw new Error('letters are not kinds') // want Error "letters are not kinds"
    case 'c':
      log(kind)
    case 'd':
      throw new Error('c falls into d') // want Error "c falls into d"
    case 'e':
      return 1
    default:
      throw new Error(`unknown kind ${kind}`) // want Error "unknown kind {kind}"
  }
}

function handled(load) {
  try {
    load()
  } catch ({ message }) {
    if (message) throw new Error(`load failed: ${message}`) // want Error "load failed: {message}"
  }
}

function callback(ok) {
  if (ok) {
    later(() => {
      throw new Error('inside the callback') // want Error "inside the callback"
    })
  }
}
