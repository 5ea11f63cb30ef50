// Truth for errors thrown by installed npm packages, as JSON lines in
// bench/deployed/eval's case format. cases.js calls record() with each
// bad input; this file decides where the error was made.
//
// The catalog (run-js-py.sh) is an errdex scan of a copy of each listed
// package's installed directory, node_modules/NAME, without its own
// nested node_modules, under a folder named like the package: a record's
// filePath is NAME/path/in/package (lib/index.js of joi is joi/lib/index.js).
// A truth's file is in the same form.
//
// Every call runs twice, in two processes. The first (the one started)
// gives the case's message and traceback: String(err) and err.stack, what
// a user sees. The second (cases.js started again with HELDOUT_MADE=1)
// gives the stack the error had when it was constructed: some packages
// cut it (Error.captureStackTrace(err, parse) after the fact, or
// Error.stackTraceLimit = 0 around a construction, as zod and
// secure-json-parse do for speed). Before any package is loaded there,
// the global Error is a Proxy of the real one that ignores assignments
// to stackTraceLimit (held at 20 on the real Error, which V8 reads), and
// Error.captureStackTrace first keeps the stack its target had (or, for
// an object that has none, such as an ES5 constructor calling it on
// this, the stack at the call). The k-th call's second error must have
// the first's text; if not, the first's stack is used and the case says
// "rerun": "differs".
//
// The site of an error is the innermost frame of that stack (where the
// Error object was constructed) after the frames of the error's own
// constructors (new X for every class of its prototype chain, and any
// frame named new ...Error or new ...Exception) are dropped. That frame:
//
//   - in a listed package's top-level install (node_modules/NAME/, not a
//     nested node_modules): kind "raised" when its line throws or
//     constructs an error (throw, new ...Error(, new <a class of the
//     error's chain>, a compiled default export new x["default"](), a
//     builtin error class called without new (return Error("…"), or a
//     bundler's alias of one: SyntaxError$1(…)), or
//     the error is of a class that is not a builtin one (V8 and Node
//     make only those: a package's class was constructed by code); else
//     "native" (a V8 builtin raised inside a call on that line: JSON.parse,
//     new RegExp, a property read of undefined, new Function);
//   - in another node_modules folder (a dependency, not catalogued) whose
//     line holds almost no text (an assert(cond, message) helper given the
//     text): the first frame up the stack in the called package is the
//     site, kind "raised", via records the helper's frame;
//   - otherwise "external": no catalogued frame made it (Node's own code,
//     a dependency that made its own text).
//
// A raised frame whose line holds fewer than 8 characters of string
// literals (a helper such as throwError(state, message), a wrapper that
// passes the text on) also accepts its callers, up the stack through the
// frames of the same package that pass the text on, to the first whose
// line holds text of its own (the same rule as bench/deployed/npm/cases.js).
// A raised frame whose line holds text of its own around its caller's (a
// function building the error: "Invalid regular expression: /" + source
// + "/: " + message) accepts its first caller in the same package with
// text of its own, and the relays between them, when a literal of that
// caller's line (8 characters or more) is in the message.
//
// Errors made from other errors. In the second run the global Error,
// TypeError, RangeError, SyntaxError, ReferenceError, EvalError and
// URIError are Proxies that log every construction. When the error a call
// throws carries, in its text, the message (8 characters or more) of an
// earlier error made during the same call (a package caught it and made a
// new one: new Error(old.message) after prefixing it, a wrapper's
// "...: " + e.message), that earlier error's site and callers, found the
// same way, are right answers too: they are added to "also", and "inner"
// names them.
//
// Source maps. When the site's file ends in a sourceMappingURL comment
// whose map ships in the package (a file or a data: URL), every site and
// caller is also mapped through it with Node's module.SourceMap
// (findEntry of the frame's 0-based line and column; the source is
// resolved against the map's directory and sourceRoot) to the original
// source's position, given as NAME/path in "also". errdex does not read
// source maps: the compiled position is the truth, and an answer naming
// the original file (when the package ships it, so the catalog holds it)
// counts as right too. "sourceMap" names the map used; "shipsSource"
// says whether the original file is in the package.
'use strict'
const fs = require('fs')
const path = require('path')
const { SourceMap } = require('module')
const { spawnSync } = require('child_process')
const { frames: stackFrames, literals, literalText } = require('../../deployed/npm/stack.js')

// literalInMessage reports whether one of the string literals of line,
// split at template substitutions, holds a run of 8 characters or more
// that message contains.
function literalInMessage (line, message) {
  for (const lit of literals(line)) {
    for (const piece of lit.slice(1, -1).split(/\$\{[^}]*\}/)) {
      if (piece.trim().length >= 8 && message.includes(piece)) return true
    }
  }
  return false
}

const fileCache = new Map()
function lines (file) {
  if (!fileCache.has(file)) {
    let ls = null
    try { ls = fs.readFileSync(file, 'utf8').split('\n') } catch (e) {}
    fileCache.set(file, ls)
  }
  return fileCache.get(file)
}

// frames parses a V8 stack (stack.js); frames of this file (the second
// run's construct trap) are left out.
function frames (stack) {
  return stackFrames(stack).filter((f) => f.file !== __filename)
}

// chain is the constructor names of err's prototype chain.
function chain (err) {
  const names = []
  for (let p = Object.getPrototypeOf(err); p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
    if (p.constructor && p.constructor.name) names.push(p.constructor.name)
  }
  return names
}

const builtinErrors = new Set(['Error', 'TypeError', 'RangeError', 'SyntaxError', 'ReferenceError', 'EvalError', 'URIError', 'AggregateError'])

// ownClass reports whether err is of a class no JavaScript builtin or
// Node API makes (Node's own errors are of the builtin classes): code
// defined it, so code constructed it.
function ownClass (err) {
  return !!err.constructor && !builtinErrors.has(err.constructor.name)
}

function escapeRE (s) { return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') }

// makesError reports whether a line throws or constructs an error.
// es5Super reports whether frame f is a constructor of a class compiled
// to ES5 handing its instance to its base, stopped at that call: the
// frame's position is the call of _super.call(this, …) or
// _super.apply(this, …) (var _this = _super.call(this, msg) || this;
// Babel's _Error.call(this, …)), in the base's function called by a
// subclass's such call (V8 names it "Sub.Base [as constructor]") or in a
// constructor (new X). The error those make is the one new X builds, as a
// class's super(…) is; an error thrown by the engine while the call's
// arguments are computed (params.map is not a function) stops elsewhere
// on the line.
function es5Super (f) {
  if (!/ \[as constructor\]$/.test(f.fn) && !/^new [\w$]+$/.test(f.fn)) return false
  const line = (lines(f.file) || [])[f.line - 1] || ''
  return /^(call|apply)\(this\b/.test(line.slice(f.col - 1)) && /\b_[\w$]*\.$/.test(line.slice(0, f.col - 1))
}

function makesError (text, names) {
  if (/\bthrow\b/.test(text) || /new [\w$.]*(Error|Exception)\b/.test(text)) return true
  if (/new [\w$]+\[['"]default['"]\]\(/.test(text)) return true
  // a builtin error class called without new constructs one: return Error("…"),
  // also under a bundler's alias of it (rollup's const SyntaxError$1 = SyntaxError)
  if (/(?:^|[^\w$.])(?:Error|TypeError|RangeError|SyntaxError|ReferenceError|EvalError|URIError|AggregateError)(?:\$\d+)?\(/.test(text)) return true
  return names.some((n) => new RegExp('new\\s+[\\w$.]*\\b' + escapeRE(n) + '\\b').test(text))
}

const mapCache = new Map()
// sourceMap returns {map, file} for a compiled file's trailing
// sourceMappingURL comment, or null.
function sourceMap (file) {
  if (mapCache.has(file)) return mapCache.get(file)
  let res = null
  const ls = lines(file) || []
  for (let i = ls.length - 1; i >= 0 && i >= ls.length - 5; i--) {
    const m = /^\/\/[#@] sourceMappingURL=(\S+)\s*$/.exec(ls[i])
    if (!m) continue
    try {
      let payload, mapFile
      if (m[1].startsWith('data:')) {
        const comma = m[1].indexOf(',')
        const data = m[1].slice(comma + 1)
        payload = JSON.parse(/;base64$/.test(m[1].slice(0, comma)) ? Buffer.from(data, 'base64').toString('utf8') : decodeURIComponent(data))
        mapFile = file
      } else {
        mapFile = path.resolve(path.dirname(file), decodeURIComponent(m[1]))
        payload = JSON.parse(fs.readFileSync(mapFile, 'utf8'))
      }
      res = { map: new SourceMap(payload), payload, file: mapFile }
    } catch (e) {
      res = null
    }
    break
  }
  mapCache.set(file, res)
  return res
}

async function thrown (fn) {
  try { await fn() } catch (e) { return e }
  return undefined
}

// MADE is set in the second process, which reports construction stacks.
const MADE = process.env.HELDOUT_MADE === '1'
const madeStacks = new WeakMap()
// constructed holds the errors made through the global constructors during
// the current call (second process only).
const constructed = []
if (MADE) {
  const RealError = Error
  const capture = RealError.captureStackTrace
  RealError.stackTraceLimit = 20
  RealError.captureStackTrace = function captureStackTrace (target, fn) {
    if (target !== null && typeof target === 'object' && !madeStacks.has(target)) {
      let before = Object.prototype.hasOwnProperty.call(target, 'stack') ? target.stack : undefined
      if (typeof before !== 'string') {
        const here = {}
        capture(here, captureStackTrace)
        before = here.stack
      }
      madeStacks.set(target, before)
    }
    return capture(target, fn)
  }
  const construct = (t, args, nt) => {
    const e = Reflect.construct(t, args, nt)
    constructed.push(e)
    return e
  }
  globalThis.Error = new Proxy(RealError, {
    set (t, k, v) { return k === 'stackTraceLimit' ? true : Reflect.set(t, k, v) },
    construct
  })
  for (const name of ['TypeError', 'RangeError', 'SyntaxError', 'ReferenceError', 'EvalError', 'URIError']) {
    globalThis[name] = new Proxy(globalThis[name], { construct })
  }
}

// innerOf returns, in the second process, the first error constructed
// during the current call, other than err, whose message (8 characters or
// more) err's text carries: the error a package caught and made err from
// (new Error(old.message), a wrapper's prefix), with its construction
// stack.
function innerOf (err) {
  const text = String(err)
  for (const e of constructed) {
    if (e === err) continue
    const m = String(e.message)
    if (m.length >= 8 && text.includes(m)) return { message: m, stack: madeStacks.get(e) || String(e.stack) }
  }
  return null
}

class Recorder {
  // nodeModules is the node_modules folder the packages are installed in;
  // pkgs the listed packages' names.
  constructor (nodeModules, pkgs) {
    this.nm = path.resolve(nodeModules)
    this.pkgs = new Set(pkgs)
    this.seen = new Set()
    this.calls = 0
    this.out = []
  }

  // where splits an absolute path into the package whose top-level
  // install holds it and the path inside; pkg is null for a path outside
  // node_modules, dep true for a path in another (nested or unlisted)
  // package.
  where (file) {
    const prefix = this.nm + '/'
    if (!file.startsWith(prefix)) return { pkg: null, dep: /\/node_modules\//.test(file) }
    const rest = file.slice(prefix.length)
    const m = /^((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(rest)
    if (!m || !this.pkgs.has(m[1]) || m[2].includes('node_modules/')) return { pkg: null, dep: true }
    return { pkg: m[1], rel: m[2] }
  }

  // site is a frame as a truth {file, line, start, end, func} in the
  // catalog's form, the line's text, and the original position.
  site (f) {
    const w = this.where(f.file)
    if (!w.pkg) return null
    const text = ((lines(f.file) || [])[f.line - 1] || '').trim()
    const s = { pkg: w.pkg, text, truth: { file: w.pkg + '/' + w.rel, line: f.line, start: f.line, end: f.line, func: f.fn } }
    const sm = sourceMap(f.file)
    if (sm) {
      s.map = path.relative(this.nm, sm.file) + (sm.file === f.file ? ' (inline)' : '')
      const e = sm.map.findEntry(f.line - 1, f.col - 1)
      if (e && e.originalSource !== undefined) {
        const orig = path.resolve(path.dirname(sm.file), sm.payload.sourceRoot || '', e.originalSource.replace(/^file:\/\//, ''))
        const ow = this.where(orig)
        const file = ow.pkg ? ow.pkg + '/' + ow.rel : w.pkg + '/' + path.relative(path.join(this.nm, w.pkg), orig)
        s.orig = { file, line: e.originalLine + 1, start: e.originalLine + 1, end: e.originalLine + 1, func: f.fn }
        s.shipsSource = fs.existsSync(orig)
      }
    }
    return s
  }

  // record calls fn (which may return a promise) and writes the error it
  // throws as a case of package pkg.
  async record (pkg, label, fn) {
    const n = this.calls++
    constructed.length = 0
    const err = await thrown(fn)
    if (MADE) {
      if (err instanceof Error) this.out.push({ n, message: String(err), stack: madeStacks.get(err) || String(err.stack), inner: innerOf(err) })
      return
    }
    if (err === undefined) { process.stderr.write(`cases.js: ${pkg}/${label} did not throw\n`); return }
    if (!(err instanceof Error)) { process.stderr.write(`cases.js: ${pkg}/${label} threw a non-Error\n`); return }
    const again = this.made().get(n)
    if (again && again.message === String(err)) {
      this.add(pkg, label, err, again.stack, '', again.inner)
    } else {
      this.add(pkg, label, err, err.stack, 'differs', null)
    }
  }

  // made runs this script again with HELDOUT_MADE=1 and returns its
  // construction stacks by call number.
  made () {
    if (!this.madeByCall) {
      const r = spawnSync(process.execPath, process.argv.slice(1), {
        env: { ...process.env, HELDOUT_MADE: '1' }, encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore']
      })
      this.madeByCall = new Map()
      if (r.status !== 0) process.stderr.write(`cases.js: the construction-stack run failed (${r.status}): every case uses its own stack\n`)
      for (const l of (r.stdout || '').split('\n')) {
        if (l) { const m = JSON.parse(l); this.madeByCall.set(m.n, m) }
      }
    }
    return this.madeByCall
  }

  // locate reads a construction stack: the site (kind, truth, the
  // callers that pass its text on, their original positions in also,
  // the dependency frame it came through) of an error whose class chain
  // is names; own says whether that class is a package's.
  locate (made, names, own, message) {
    const fr = frames(made)
    const r = { kind: 'external', truth: null, callers: [], also: [], installed: { file: '', line: 0 } }
    let i = 0
    while (i < fr.length && (/^new \w*(Error|Exception)$/.test(fr[i].fn) || names.some((n) => fr[i].fn === 'new ' + n) || es5Super(fr[i]))) i++
    if (i >= fr.length) return r
    r.installed = { file: fr[i].file, line: fr[i].line }
    let s = this.site(fr[i])
    let kind = s && (makesError(s.text, names) || own ? 'raised' : 'native')
    if (!s && this.where(fr[i].file).dep) {
      // a dependency's helper given the text: the call in the package
      const dline = ((lines(fr[i].file) || [])[fr[i].line - 1] || '').trim()
      if (literalText(dline) < 8) {
        for (let j = i + 1; j < fr.length; j++) {
          const u = this.site(fr[j])
          if (u) {
            r.via = { file: fr[i].file, line: fr[i].line }
            s = u
            kind = 'raised'
            i = j
            break
          }
          if (!this.where(fr[j].file).dep) break
        }
      }
    }
    if (!s) return r
    r.kind = kind
    r.truth = s.truth
    if (s.map) r.sourceMap = s.map
    if (s.orig) { r.also.push(s.orig); r.shipsSource = s.shipsSource }
    if (kind === 'raised' && literalText(s.text) < 8) {
      for (const g of fr.slice(i + 1, i + 5)) {
        const u = this.site(g)
        if (!u || u.pkg !== s.pkg) break
        r.callers.push(u.truth)
        if (u.orig) r.also.push(u.orig)
        if (literalText(u.text) >= 8) break
      }
    } else if (kind === 'raised' && message) {
      // A function that builds the error adding wording of its own
      // around its caller's text ("Invalid regular expression: " + ...
      // + message): up the stack in the same package, through frames
      // that pass the text on (under 8 characters of literals: a
      // raise(message) relay), the first frame with text of its own is
      // right too, with the relays, when a literal of its line (8
      // characters or more between ${...}) is in the message.
      const relay = []
      for (const g of fr.slice(i + 1, i + 5)) {
        const u = this.site(g)
        if (!u || u.pkg !== s.pkg) break
        relay.push(u)
        if (literalText(u.text) < 8) continue
        if (literalInMessage(u.text, message)) {
          for (const v of relay) {
            r.callers.push(v.truth)
            if (v.orig) r.also.push(v.orig)
          }
        }
        break
      }
    }
    return r
  }

  // add writes err as a case whose site is read from the stack made; inner
  // is the construction of an earlier error whose text err's carries.
  add (pkg, label, err, made, rerun, inner) {
    const names = chain(err)
    const r = this.locate(made, names, ownClass(err), String(err))
    const c = {
      lang: 'js', suite: pkg, package: pkg, label, message: String(err), traceback: String(err.stack),
      kind: r.kind, truth: r.truth, callers: r.callers, also: r.also, installed: r.installed
    }
    for (const k of ['via', 'sourceMap', 'shipsSource']) if (r[k] !== undefined) c[k] = r[k]
    if (rerun) c.rerun = rerun
    if (made !== err.stack) {
      // the stack a user sees starts elsewhere: the package cut it
      const top = (st) => { const f = frames(st)[0]; return f ? f.file + ':' + f.line : '' }
      c.cut = top(made) !== top(err.stack)
    }
    if (inner && c.kind === 'raised') {
      const q = this.locate(inner.stack, names, false)
      if (q.truth && q.kind === 'raised') {
        c.inner = { message: inner.message, truth: q.truth, callers: q.callers }
        c.also.push(q.truth, ...q.callers, ...q.also)
      }
    }
    const key = c.message + '\0' + JSON.stringify(c.truth) + '\0' + c.kind
    if (this.seen.has(key)) return
    this.seen.add(key)
    this.out.push(c)
  }

  // write prints the cases, one JSON line each, and a summary on stderr.
  write () {
    if (MADE) {
      for (const m of this.out) process.stdout.write(JSON.stringify(m) + '\n')
      return
    }
    for (const c of this.out) process.stdout.write(JSON.stringify(c) + '\n')
    const kinds = {}
    for (const c of this.out) kinds[c.kind] = (kinds[c.kind] || 0) + 1
    process.stderr.write(`cases.js: ${this.calls} calls, ${this.out.length} distinct errors ${JSON.stringify(kinds)}\n`)
  }
}

module.exports = { Recorder }
