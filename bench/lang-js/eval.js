// eval.js scores errdex explain on the errors cases.js printed: for each
// case, the ground truth is the top stack frame (a file:line inside
// node_modules), and a case counts as right when explain's best record is
// at that file and line. A top frame whose line holds almost no text of
// its own (a helper that raises what it was passed: yaml's
// Composer.onError, this.errors.push(new YAMLParseError(pos, code,
// message))) also accepts the frames above it, through the wrappers that
// pass the text on, to the first whose line has text (error codes such as
// 'BAD_INDENT' are not text), as bench/deployed/npm/cases.js does. It asks twice, with the message only and with the
// whole stack, and prints a Markdown summary; -v lists every case.
//
//   node eval.js ERRDEX CATALOG CASES.jsonl [-v]
'use strict';
const fs = require('fs');
const { spawnSync } = require('child_process');

const [errdex, catalog, casesFile, verbose] = process.argv.slice(2);
const records = new Set();
for (const line of fs.readFileSync(catalog, 'utf8').split('\n')) {
  if (line.trim() === '') continue;
  const r = JSON.parse(line).record;
  records.add(`${r.filePath}:${r.lineNumber}`);
}

function explain(text) {
  const p = spawnSync(errdex, ['explain', '--catalog', catalog, '--json', text], { encoding: 'utf8' });
  if (p.status !== 0 && p.status !== 1) {
    throw new Error(`errdex explain exited ${p.status}: ${p.stderr}`);
  }
  const rs = p.stdout ? JSON.parse(p.stdout).matches : [];
  return rs.length ? `${rs[0].record.filePath}:${rs[0].record.lineNumber}` : '(none)';
}

const frameRE = /^\s+at (?:.*? \()?(?:file:\/\/)?(\S+?):(\d+):\d+\)?$/m;
const framesRE = new RegExp(frameRE.source, 'gm');

// literalText counts the characters of a line's string literals, error
// codes left out.
function literalText (s) {
  let n = 0;
  for (const m of s.matchAll(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g)) {
    if (!/^.[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*.$/.test(m[0])) n += m[0].length - 2;
  }
  return n;
}

function sourceLine (file, line) {
  try { return fs.readFileSync(file, 'utf8').split('\n')[line - 1] || ''; } catch (e) { return ''; }
}

// accepted is the top frame, and for a helper the frames above it that
// pass its text on, as node_modules/… paths with lines.
function accepted (stack) {
  const out = [];
  for (const m of stack.matchAll(framesRE)) {
    const i = m[1].indexOf('node_modules/');
    if (i < 0 || out.length > 4) break;
    out.push(`${m[1].slice(i)}:${m[2]}`);
    if (literalText(sourceLine(m[1], +m[2])) >= 8) break;
  }
  return out;
}
let n = 0, skipped = 0, catalogued = 0, msgOK = 0, stackOK = 0;
const sites = new Set();
const rows = [];
for (const line of fs.readFileSync(casesFile, 'utf8').split('\n')) {
  if (line.trim() === '') continue;
  const c = JSON.parse(line);
  const m = frameRE.exec(c.stack);
  const i = m ? m[1].indexOf('node_modules/') : -1;
  if (i < 0) {
    skipped++;
    rows.push(`skip  ${c.id}: top frame not in node_modules`);
    continue;
  }
  const truth = `${m[1].slice(i)}:${m[2]}`;
  n++;
  sites.add(truth);
  const inCatalog = records.has(truth);
  if (inCatalog) catalogued++;
  const byMsg = explain(c.text);
  const byStack = explain(c.stack);
  const ok = accepted(c.stack);
  const msgRight = ok.includes(byMsg);
  const stackRight = ok.includes(byStack);
  if (msgRight) msgOK++;
  if (stackRight) stackOK++;
  const also = ok.length > 1 ? ` (or ${ok.slice(1).join(', ')})` : '';
  rows.push(`${msgRight ? 'ok' : '--'} ${stackRight ? 'ok' : '--'} ${inCatalog ? 'cat' : '   '} ${c.id}: ${truth}${also} | message→${byMsg} | stack→${byStack}`);
}
if (verbose) console.log(rows.join('\n') + '\n');
const pct = (k) => (n ? (100 * k / n).toFixed(1) : '0') + '%';
console.log(`| errors | distinct sites | site in catalog | top-1 message only | top-1 with stack |`);
console.log(`| --- | --- | --- | --- | --- |`);
console.log(`| ${n} | ${sites.size} | ${catalogued} (${pct(catalogued)}) | ${msgOK} (${pct(msgOK)}) | ${stackOK} (${pct(stackOK)}) |`);
if (skipped) console.log(`\n${skipped} cases skipped: top frame outside node_modules`);
