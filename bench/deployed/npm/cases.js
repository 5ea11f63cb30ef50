// Throws real errors from npm packages installed in node_modules and
// writes one JSON line per error in bench/deployed/eval's format.
//
//   node cases.js PACKAGES SRC   (run in the directory holding node_modules)
//
// The truth is the innermost stack frame in node_modules/PKG below the
// constructor of an Error subclass (V8 records where the error object was
// made). Its path is mapped to the repository at the installed version:
// the same path for a package that ships its sources (semver), and
// dist/X.js -> src/X.ts for one that ships compiled code only (yaml),
// whose line is the .ts line where the same statement starts, after both
// are normalised (no spaces, semicolons or qualifiers), the k-th
// occurrence of the statement for the k-th (no source maps are shipped;
// kind "unmapped" when the counts differ). A frame whose line holds almost no text of its own (a
// helper such as yaml's Composer.onError(pos, code, message)) also
// accepts its callers, up the stack through those that pass the text on
// (a wrapper such as resolve-flow-scalar's _onError) to the first whose
// line holds text of its own. Kind "raised": the line throws or makes an error;
// "native": another call raised there (a V8 builtin); "external": no frame
// in the package.
'use strict'
const fs = require('fs')
const path = require('path')
const { frames, literalText } = require('./stack.js')
// the packages are the ones installed where the script is run
const requireHere = require('module').createRequire(path.join(process.cwd(), 'x.js'))

const [pkgFile, srcDir] = process.argv.slice(2)
const pkgs = fs.readFileSync(pkgFile, 'utf8').split('\n')
  .map((l) => l.replace(/#.*/, '').trim()).filter(Boolean)
  .map((l) => { const [name, version, repo, tag, layout] = l.split(/\s+/); return { name, version, repo, tag, layout } })

const lineCache = new Map()
function lines (file) {
  if (!lineCache.has(file)) {
    let ls = null
    try { ls = fs.readFileSync(file, 'utf8').split('\n') } catch (e) {}
    lineCache.set(file, ls)
  }
  return lineCache.get(file)
}

// normal is a line of code as tsc's output and its TypeScript source
// share it: no spaces or semicolons, no qualifiers before a called or
// constructed name (errors.YAMLParseError, identity.isMap(...)).
function normal (s) {
  return s.replace(/\b[A-Za-z_$][\w$]*\.(?=[A-Za-z_$][\w$]*\()/g, '').replace(/[\s;]/g, '')
}

// site maps a frame in node_modules/PKG to the repository.
function site (f) {
  const m = /\/node_modules\/([^/]+)\/(.*)$/.exec(f.file)
  if (!m) return null
  const p = pkgs.find((p) => p.name === m[1])
  if (!p) return null
  const text = ((lines(f.file) || [])[f.line - 1] || '').trim()
  let rel = m[2]
  let line = f.line
  let drift = 'same'
  if (p.layout === 'compiled') {
    if (!rel.startsWith('dist/')) return null
    rel = 'src/' + rel.slice(5).replace(/\.js$/, '.ts')
    const src = lines(path.join(srcDir, 'npm-' + p.name, rel)) || []
    const want = normal(text)
    // the statement's occurrences in the compiled file, and where the
    // TypeScript source has it (on one line, or spread over a few: a
    // formatter wraps long calls); tsc keeps statements in order, so the
    // k-th of one is the k-th of the other
    const dist = lines(f.file) || []
    const mine = []
    dist.forEach((l, i) => { if (want && normal(l) === want) mine.push(i + 1) })
    const hits = []
    src.forEach((l, i) => {
      const first = normal(l)
      if (!want || !first) return
      if (first.includes(want) || (want.startsWith(first) && normal(src.slice(i, i + 6).join('')).startsWith(want))) hits.push(i + 1)
    })
    const k = mine.indexOf(f.line)
    if (k < 0 || hits.length !== mine.length) return { pkg: p, text, truth: null, drift: 'compiled' }
    hits[0] = hits[k]
    line = hits[0]
    drift = 'compiled'
  }
  return { pkg: p, text, drift, truth: { file: rel, line, start: line, end: line, func: f.fn } }
}

const seen = new Set()
function record (suite, label, fn) {
  let err
  try { fn() } catch (e) { err = e }
  if (err === undefined) { process.stderr.write(`cases.js: ${suite}/${label} did not throw\n`); return }
  if (!(err instanceof Error)) { process.stderr.write(`cases.js: ${suite}/${label} threw a non-Error\n`); return }
  const fr = frames(err.stack)
  const c = { lang: 'js', suite, label, message: String(err), traceback: String(err.stack), kind: 'external', truth: null, callers: [], installed: { file: '', line: 0 } }
  let i = 0
  while (i < fr.length && /^new \w*(Error|Exception)$/.test(fr[i].fn)) i++
  if (i < fr.length) {
    const f = fr[i]
    c.installed = { file: f.file, line: f.line }
    const s = site(f)
    if (s) {
      c.package = s.pkg.name
      c.repo = s.pkg.repo
      c.drift = s.drift
      if (!s.truth) {
        c.kind = 'unmapped'
      } else {
        c.truth = s.truth
        c.kind = /\bthrow\b|new [\w$.]*(Error|Exception)\(/.test(s.text) ? 'raised' : 'native'
        if (c.kind === 'raised' && literalText(s.text) < 8) {
          // up the stack through the frames that pass the text on (a
          // wrapper such as resolve-flow-scalar's _onError, unmapped or
          // not) to the first whose line holds text of its own
          for (const g of fr.slice(i + 1, i + 5)) {
            const u = site(g)
            if (!u || u.pkg !== s.pkg) break
            if (u.truth) c.callers.push(u.truth)
            if (literalText(u.text) >= 8) break
          }
        }
      }
    }
  }
  const key = c.message + '\0' + JSON.stringify(c.truth)
  if (seen.has(key)) return
  seen.add(key)
  process.stdout.write(JSON.stringify(c) + '\n')
}

const semver = requireHere('semver')
for (const v of ['x', '', '1.2', '1.2.3.4', 'v1', '1.2.3-', '1.2.3+', '01.2.3', '1.2.3-01', 'a.b.c', '9999999999999999999.0.0', ' ']) {
  record('semver', 'SemVer ' + v, () => new semver.SemVer(v))
  record('semver', 'inc ' + v, () => new semver.SemVer(v).inc('patch'))
}
for (const v of [1, null, {}, [], undefined, true]) {
  record('semver', 'SemVer type ' + JSON.stringify(v), () => new semver.SemVer(v))
  record('semver', 'Range type ' + JSON.stringify(v), () => new semver.Range(v))
  record('semver', 'Comparator type ' + JSON.stringify(v), () => new semver.Comparator(v))
}
for (const r of ['>=x', '>>1', '1 || ||', '~>1', '=>1', '^^1', 'x y z', '>=1.0.0 <', '%1']) {
  record('semver', 'Range ' + r, () => new semver.Range(r))
  record('semver', 'Comparator ' + r, () => new semver.Comparator(r))
}
record('semver', 'inc bad release', () => new semver.SemVer('1.2.3').inc('nope'))
record('semver', 'inc prerelease id', () => new semver.SemVer('1.2.3').inc('prerelease', 1))
record('semver', 'inc prerelease empty', () => new semver.SemVer('1.2.3').inc('prerelease', '', false))
record('semver', 'inc pre id invalid', () => new semver.SemVer('1.2.3').inc('prerelease', 'a.b!'))
record('semver', 'inc premajor bad id', () => new semver.SemVer('1.2.3').inc('premajor', '01'))
record('semver', 'inc release from non-pre', () => new semver.SemVer('1.2.3').inc('release'))
record('semver', 'inc too big', () => new semver.SemVer(Number.MAX_SAFE_INTEGER + '.0.0').inc('major'))
record('semver', 'compare bad', () => semver.compare('x', '1.0.0'))
record('semver', 'compareBuild bad', () => semver.compareBuild('1.0.0', 'x'))
record('semver', 'rcompare bad', () => semver.rcompare('1.0.0', 'x'))
record('semver', 'cmp op', () => semver.cmp('1.0.0', 'nope', '1.0.0'))
record('semver', 'gt bad', () => semver.gt('x', '1.0.0'))
record('semver', 'diff bad', () => semver.diff('x', '1.0.0'))
record('semver', 'major bad', () => semver.major('x'))
record('semver', 'outside hilo', () => semver.outside('1.0.0', '>1', 'x'))
record('semver', 'Comparator test', () => new semver.Comparator('>1.0.0').intersects(1))
record('semver', 'Range intersects', () => new semver.Range('>1').intersects(1))
record('semver', 'SemVer compare', () => new semver.SemVer('1.0.0').compare({}))
record('semver', 'SemVer comparePre', () => new semver.SemVer('1.0.0').comparePre('x'))
record('semver', 'SemVer long', () => new semver.SemVer('1.0.0' + '0'.repeat(300)))
record('semver', 'coerce type', () => semver.coerce(Symbol('x')))

const YAML = requireHere('yaml')
const docs = ['a: [', 'a: {', '- a\nb: 1', 'a: b: c', '[1, 2', '{a: 1', "a: 'x", 'a: "x', '&a [*b]', '*a', 'a: 1\na: 2',
  '%YAML 2.0\n---\na', 'a\tb: 1', 'a: |x\n  b', '"\\q"', '--- a\n... x', 'a: &x 1\nb: *y', '? [a\n: b', 'a: @x', 'a: `x',
  '- a\n-b\n - c', 'a:\n  - b\n c: d', '\x07', '%TAG ! x\n%TAG ! y\n---\na', '!<x y', 'a: !!binary x!', '{a: 1, a: 2}',
  'a: !!int x', 'a: !!nope x', '%FOO\n---\na', 'a:\n\t- b', 'a: [b,,]', 'a: {b: 1,, c: 2}', '? a\n? a', 'a: !x 1',
  '---\n---\n%YAML 1.2', 'a: "\\u12"', 'a: "\\x4"', "'a''", 'a: >0\n b', '[a]: 1\n[a]: 2', 'a: b\n  c: d', '- [a, b]: c',
  '{ a: 1 } x', '%YAML 1.1\n%YAML 1.1\n---\na', 'a: !!map [1]', 'a: !!seq {a: 1}', 'a: !!str [1]', 'a: &x\n  b: *x\nc: *z',
  'a:\n  b\n   c: d', '- - - a\n  - b\n - c']
for (const d of docs) {
  record('yaml', 'parse ' + JSON.stringify(d), () => YAML.parse(d))
  record('yaml', 'parse strict ' + JSON.stringify(d), () => YAML.parse(d, { strict: true, uniqueKeys: true, prettyErrors: false }))
}
record('yaml', 'parse reviver', () => YAML.parse('a: 1', () => { throw new Error('x') }))
record('yaml', 'parse maxAliasCount', () => YAML.parse('a: &a [1]\nb: [*a, *a, *a, *a]', { maxAliasCount: 1 }))
record('yaml', 'parse version', () => YAML.parse('a', { version: '9.9' }))
record('yaml', 'parse schema', () => YAML.parse('a', { schema: 'nope' }))
record('yaml', 'parse customTags', () => YAML.parse('a', { customTags: ['nope'] }))
record('yaml', 'parse intAsBigInt', () => YAML.parse('a: 1', { intAsBigInt: 'x', schema: 'nope' }))
record('yaml', 'stringify circular', () => { const a = {}; a.a = a; return YAML.stringify(a, { aliasDuplicateObjects: false }) })
record('yaml', 'stringify indent', () => YAML.stringify({ a: 1 }, { indent: 0 }))
record('yaml', 'stringify indent big', () => YAML.stringify({ a: 1 }, { indent: 99 }))
record('yaml', 'stringify version', () => YAML.stringify({ a: 1 }, { version: 'x' }))
record('yaml', 'stringify schema', () => YAML.stringify({ a: 1 }, { schema: 'nope' }))
record('yaml', 'stringify tag', () => YAML.stringify({ a: 1 }, { customTags: [1] }))
record('yaml', 'stringify bigint json', () => YAML.stringify(1n, { schema: 'json' }))
record('yaml', 'stringify symbol key', () => YAML.stringify({ [Symbol('a')]: 1 }))
record('yaml', 'stringify function', () => YAML.stringify(() => 1, { keepUndefined: true }))
record('yaml', 'Document setIn', () => new YAML.Document({ a: 1 }).setIn(['a', 'b'], 1))
record('yaml', 'Document addIn', () => new YAML.Document({ a: 1 }).addIn(['a', 'b'], 1))
record('yaml', 'Document deleteIn', () => new YAML.Document('x').deleteIn(['a', 'b']))
record('yaml', 'Document add scalar', () => new YAML.Document('x').add(1))
record('yaml', 'Document createAlias', () => new YAML.Document({ a: 1 }).createAlias(new YAML.Scalar(1), 'a b'))
record('yaml', 'Document setSchema', () => new YAML.Document({ a: 1 }).setSchema('9.9'))
record('yaml', 'Document toJS alias', () => YAML.parseDocument('a: *x').toJS())
record('yaml', 'Document toString errors', () => YAML.parseDocument('a: [').toString())
record('yaml', 'Document directives', () => new YAML.Document(null, { version: 'next' }).directives.add('%YAML 9', () => { throw new Error('x') }))
record('yaml', 'Alias resolve', () => new YAML.Alias('x').resolve(new YAML.Document()))
record('yaml', 'Alias toJS', () => new YAML.Alias('x').toJS(new YAML.Document()))
record('yaml', 'Alias bad source', () => YAML.stringify(new YAML.Alias('a b')))
record('yaml', 'Pair bad key', () => YAML.stringify(new YAML.Pair({ a: 1 }, 1), { keepUndefined: true }))
record('yaml', 'YAMLMap setIn scalar', () => new YAML.YAMLMap().setIn(['a', 'b'], 1))
record('yaml', 'YAMLSeq set index', () => new YAML.YAMLSeq().set('x', 1))
record('yaml', 'YAMLSeq bad index', () => new YAML.YAMLSeq().set(-1, 1))
record('yaml', 'visit bad', () => YAML.visit(1, () => {}))
record('yaml', 'Lexer', () => [...new YAML.Lexer().lex(1)])
record('yaml', 'Parser', () => [...new YAML.Parser().parse(1)])
record('yaml', 'Composer', () => [...new YAML.Composer().compose([{ type: 'nope' }])])
record('yaml', 'CST visit', () => YAML.CST.visit({ type: 'document' }, () => {}))
record('yaml', 'CST createScalarToken', () => YAML.CST.createScalarToken(1, {}))
record('yaml', 'CST setScalarValue', () => YAML.CST.setScalarValue({ type: 'nope' }, 'x'))
record('yaml', 'CST stringify', () => YAML.CST.stringify({ type: 'nope' }))
record('yaml', 'isNode tag', () => YAML.stringify(new YAML.Scalar(1), { customTags: [{ tag: 'x', identify: () => true, stringify: () => { throw new Error('custom') } }] }))
record('yaml', 'binary', () => YAML.parse('!!binary 1', { customTags: ['binary'] }))
record('yaml', 'timestamp', () => YAML.parse('!!timestamp x', { version: '1.1' }))
record('yaml', 'set', () => YAML.parse('!!set [1]', { version: '1.1' }))
record('yaml', 'omap', () => YAML.parse('!!omap [a]', { version: '1.1' }))
record('yaml', 'omap dup', () => YAML.parse('!!omap [a: 1, a: 2]', { version: '1.1' }))
record('yaml', 'pairs', () => YAML.parse('!!pairs {a: 1}', { version: '1.1' }))
record('yaml', 'pairs multi', () => YAML.parse('!!pairs [{a: 1, b: 2}]', { version: '1.1' }))
