// eval.js scores errdex explain on the errors cases.js printed: for each
// case, the ground truth is the top stack frame (a file:line inside
// node_modules), and a case counts as right when explain's best record is
// at that file and line. It asks twice, with the message only and with the
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
  if (byMsg === truth) msgOK++;
  if (byStack === truth) stackOK++;
  rows.push(`${byMsg === truth ? 'ok' : '--'} ${byStack === truth ? 'ok' : '--'} ${inCatalog ? 'cat' : '   '} ${c.id}: ${truth} | message→${byMsg} | stack→${byStack}`);
}
if (verbose) console.log(rows.join('\n') + '\n');
const pct = (k) => (n ? (100 * k / n).toFixed(1) : '0') + '%';
console.log(`| errors | distinct sites | site in catalog | top-1 message only | top-1 with stack |`);
console.log(`| --- | --- | --- | --- | --- |`);
console.log(`| ${n} | ${sites.size} | ${catalogued} (${pct(catalogued)}) | ${msgOK} (${pct(msgOK)}) | ${stackOK} (${pct(stackOK)}) |`);
if (skipped) console.log(`\n${skipped} cases skipped: top frame outside node_modules`);
