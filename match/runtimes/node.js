#!/usr/bin/env node
// Writes the shapes of the messages Node.js's runtime (V8 and Node's own
// core) throws itself, one "Class<TAB>shape" a line:
//
//     node match/runtimes/node.js > match/runtimes/node.txt
//
// Each probe runs twice with different values; the two messages are
// aligned word by word and what differs becomes a hole ({}), as
// python.py does for CPython. errdex's match reads the file (embedded) to
// tell a library's look-alike record from the runtime's own text when the
// runtime is not in the catalog. Every shape is what the installed node
// printed.
'use strict';

// code runs a snippet in a function of its own (names vary between the two
// runs so that the runtime's words stand out from the program's).
const code = src => () => new Function('require', src)(require);

const probes = [
  [v => v(), [code('let a = 1; a()'), code('let bcd = {}; bcd()')]],
  [v => v(), [code('let o = {}; o.m()'), code('let pq = {r: 1}; pq.rst()')]],
  [v => v(), [code('let a = 1; new a()'), code('let bcd = () => 1; new bcd()')]],
  [v => v(), [code('let a = 1; for (const x of a) {}'), code('let bcd = {}; for (const x of bcd) {}')]],
  [v => v(), [code('let a = 1; const [x] = a'), code('let bcd = {}; const [y] = bcd')]],
  [v => v(), [code('let a; a.b'), code('let c = null; c.defg')]],
  [v => v(), [code('let a; a.b = 1'), code('let c = null; c.defg = 2')]],
  [v => v(), [code('let a; a.b()'), code('let c = null; c.defg()')]],
  [v => v(), [code('"use strict"; const o = Object.freeze({}); o.k = 1'), code('"use strict"; const o = Object.preventExtensions([]); o.lmn = 1')]],
  [v => v(), [code('"use strict"; const o = {}; Object.defineProperty(o, "k", {value: 1}); o.k = 2'), code('"use strict"; const q = []; Object.defineProperty(q, "lmn", {value: 1}); q.lmn = 2')]],
  [v => v(), [code('x + 1; let x = 1'), code('yz + 1; const yz = 2')]],
  [v => v(), [code('class A {} A()'), code('class Bcd {} Bcd()')]],
  [v => v(), [code('class A { #x = 1; static g(o) { return o.#x } } A.g({})'), code('class B { #yz = 1; static g(o) { return o.#yz } } B.g([])')]],
  [v => v(), [code('return nope_a'), code('return nope_bcd')]],
  [v => v(), [code('require("nonexistentmoda")'), code('require("othermissingbcd")')]],
  [v => BigInt(v), [1.5, 'x']],
  [v => BigInt(1) + v, [1, 'x']],
  [v => JSON.parse(v), ['{x', '[1,']],
  [v => JSON.parse(v), ['{"a":x}', '[1,yz]']],
  [v => JSON.parse(v), ['{1:2}', '{ 3}']],
  [v => JSON.parse(v), ['', '   ']],
  [v => { const o = {}; o.o = o; return JSON.stringify(v ? o : [o]); }, [true, false]],
  [v => new Array(v), [-1, 1.5]],
  [v => 'x'.repeat(v), [-1, Infinity]],
  [v => (1).toFixed(v), [200, -5]],
  [v => (1).toString(v), [1, 99]],
  [v => new RegExp(v), ['(', '[']],
  [v => decodeURIComponent(v), ['%', '%E0%A4%A']],
  [v => Symbol() + v, ['', 1]],
  [v => Object.defineProperty(v, 'x', {}), [1, 'a']],
  [v => Object.create(v), [1, 'a']],
  [v => Reflect.ownKeys(v), [1, 'a']],
  [v => new Proxy(v, {}), [1, 'a']],
  [v => new WeakMap().set(v, 1), [1, 'a']],
  [v => structuredClone(v), [() => 1, Symbol('x')]],
  [v => require('fs').readFileSync(v), ['/nonexistent/a', '/tmp/missing-bc/x.json']],
  [v => require('fs').readFileSync(v), [1, {}]],
  [v => require('fs').mkdirSync(v), ['/proc/xa', '/nonexistent/bc/d']],
  [v => Buffer.from(v), [1, Symbol('x')]],
  [v => Buffer.alloc(v), [-1, 'x']],
  [v => new URL(v), ['nope', 'http//x']],
  [v => require('assert').strictEqual(v, 2), [1, 'a']],
  [v => require('assert')(v), [0, false]],
  [v => eval(v), ['1 +', '(']],
  [v => [].reduce((a, b) => a + b), [1, 2]],
  [v => new Set(v), [1, {}]],
  [v => new Map(v), [1, [1]]],
  [v => Array.from({ length: v }), [-1, 2 ** 40]],
  [v => new Intl.NumberFormat(v), ['x_y', '!!']],
  [v => new Date(NaN).toISOString(), [1, 2]],
  [v => String.fromCodePoint(v), [-1, 0x110000 + 5]],
  [v => 'a'.normalize(v), ['x', 'NFQ']],
  [v => setTimeout(v), [1, 'x']],
  [v => process.chdir(v), ['/nonexistent/a', '/tmp/missing-bc/x']],
  [v => v(), [code('function f() { return f() } f()'), code('const g = () => 1 + g(); g()')]],
  [v => v(), [code('const {a} = undefined'), code('let bcd = null; const {efg} = bcd')]],
  [v => v(), [code('const a = 1; a = 2'), code('const bcd = {}; bcd = 3')]],
  [v => Object.keys(v), [undefined, null]],
  [v => 'x' in v, [1, 'a']],
  [v => JSON.stringify(v), [1n, [2n]]],
  [v => eval(v), ['f(1', 'g(a, b']],
  [v => eval(v), ['x = 1a', 'y = 2bc']],
  [v => require('path').join(v), [1, {}]],
  [v => v(), [code('await 1'), code('const x = await f()')]],
  // V8's regular expression syntax errors, one probe per kind
  [v => new RegExp(v), ['(?<1a>x)', '(?<2bc>y)']],
  [v => new RegExp(v), ['*', '+a']],
  [v => new RegExp(v), ['(?x)', '(?y)']],
  [v => new RegExp(v), [')', 'ab)']],
  [v => new RegExp(v), ['[z-a]', '[9-1]']],
  [v => new RegExp(v), ['\\', 'ab\\']],
  [v => new RegExp(v), ['(?<a>x)(?<a>y)', '(?<bc>x)(?<bc>y)']],
  [v => new RegExp(v), ['x{2,1}', 'y{9,3}']],
  [v => new RegExp('x', v), ['z', 'gq']],
  // typed arrays, buffers, numbers, dates, JSON positions
  [v => new Uint8Array(v), [-1, 2 ** 53]],
  [v => new ArrayBuffer(v), [-1, -7]],
  [v => new DataView(new ArrayBuffer(2), v), [5, 9]],
  [v => (1).toPrecision(v), [0, 200]],
  [v => new Intl.DateTimeFormat('en', { timeZone: v }), ['Nope', 'Bad/Yzq']],
  [v => JSON.parse(v), ['[1]]', '{}xy']],
  [v => JSON.parse(v), ['"\u0001"', '["a\u0002"]']],
  [v => Number.prototype.toString.call(v), ['a', {}]],
  [v => BigInt(v), ['1.5x', 'abc']],
  [v => 1n / v, [0n, 0n * 5n]],
];

function message(fn, v) {
  try {
    fn(v);
  } catch (e) {
    return [e && e.constructor ? e.constructor.name : typeof e, String(e && e.message !== undefined ? e.message : e)];
  }
  return null;
}

const tokens = s => s.match(/\w+|\W/g) || [];

// shape aligns the two messages' words (a longest common subsequence) and
// puts a hole for each run where they differ; literal braces doubled.
function shape(a, b) {
  const x = tokens(a), y = tokens(b);
  const n = x.length, m = y.length;
  const L = Array.from({ length: n + 1 }, () => new Int32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      L[i][j] = x[i] === y[j] ? L[i + 1][j + 1] + 1 : Math.max(L[i + 1][j], L[i][j + 1]);
    }
  }
  let out = '', i = 0, j = 0, hole = false;
  while (i < n && j < m) {
    if (x[i] === y[j]) {
      out += x[i].replace(/[{}]/g, c => c + c);
      hole = false;
      i++; j++;
    } else {
      if (!hole) out += '{}';
      hole = true;
      if (L[i + 1][j] >= L[i][j + 1]) i++; else j++;
    }
  }
  if ((i < n || j < m) && !hole) out += '{}';
  return out;
}

const seen = new Set();
for (const [fn, [v1, v2]] of probes) {
  const a = message(fn, v1), b = message(fn, v2);
  if (!a || !b || !a[1] || !b[1] || a[0] !== b[0]) continue;
  // A file's path, Node's require stack: the program's, not the runtime's.
  let s = shape(a[1].split('\nRequire stack:')[0], b[1].split('\nRequire stack:')[0]).replace(/\(\/[^()]*\)/g, '({})')
    .replace(/'\/[^']*'/g, "'{}'") // a quoted path (ENOENT)
    .replace(/^(Invalid regular expression: \/).*(\/[a-z]*: )/, '$1{}$2'); // the program's pattern
  if (s.replace(/\{\}|[^A-Za-z]/g, '').length < 8) continue;
  const line = a[0] + '\t' + s.replace(/\n/g, '\\n');
  if (!seen.has(line)) {
    seen.add(line);
    console.log(line);
  }
}
