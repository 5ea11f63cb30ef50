// Reading V8 stacks and lines of code, for the npm case generators
// (bench/deployed/npm/cases.js, bench/heldout/npm/truth.js).
'use strict'

const frameRE = /^\s*at (?:(.*?) \()?((?:file:\/\/)?\/[^()]*?):(\d+):(\d+)\)?$/

// frames parses a V8 stack: function name, absolute path (the file://
// URLs of ES modules made paths), 1-based line and column. Frames with no
// path (native code, node: internals) are left out.
function frames (stack) {
  const out = []
  for (const l of String(stack).split('\n')) {
    const m = frameRE.exec(l)
    if (m) out.push({ fn: m[1] || '', file: m[2].replace(/^file:\/\//, ''), line: +m[3], col: +m[4] })
  }
  return out
}

// literals returns a line's string literals, quotes included: '...',
// "..." and `...`.
function literals (s) {
  return [...s.matchAll(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map((m) => m[0])
}

// literalText counts the characters of a line's string literals, error
// codes ('TAG_RESOLVE_FAILED') left out: they are not message text.
function literalText (s) {
  let n = 0
  for (const lit of literals(s)) {
    if (!/^.[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*.$/.test(lit)) n += lit.length - 2
  }
  return n
}

module.exports = { frames, literals, literalText }
