// Scores errdex match --json answers on a log against its truth (gen.js,
// or bench/logs-java's LogsJava.java): one JSON object a line with the
// line range the entry spans in the log, its case, the call site's file
// (its first component names the package) and line, and its first line.
//
//   node score.js TRUTH ANSWERS [label] [-v]
//
// The answer of an entry is the first answered event overlapping its
// lines (a java.util.logging entry is a header line and a LEVEL: line).
// A line is right when the top match's record is at its call site (the
// record's filePath equal to the truth path, or a suffix of it at a /, and
// the same line), right among ties when the site is among the tied top
// matches, wrong when the top match is another site, unanswered when the
// line got no match. Prints a Markdown row per package and a total.
'use strict';
const fs = require('fs');

const args = process.argv.slice(2).filter((a) => a !== '-v');
const verbose = process.argv.includes('-v');
const read = (p) => fs.readFileSync(p, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const truth = read(args[0]);
const answers = read(args[1]).filter((a) => a.input);
const at = (rec, t) => rec.lineNumber === t.site && (rec.filePath === t.file || t.file.endsWith('/' + rec.filePath));
const rows = new Map();
for (const t of truth) {
  const pkg = t.file.split('/')[0];
  if (!rows.has(pkg)) rows.set(pkg, { lines: 0, sites: new Set(), right: 0, ties: 0, wrong: 0, none: 0 });
  const r = rows.get(pkg);
  r.lines++;
  r.sites.add(`${t.file}:${t.site}`);
  const a = answers.find((a) => a.input.line <= t.endLine && t.line <= a.input.endLine && a.matches && a.matches.length > 0) ||
    answers.find((a) => a.input.line <= t.endLine && t.line <= a.input.endLine);
  let verdict = 'none';
  if (a && a.matches && a.matches.length > 0) {
    const tied = a.matches.slice(0, Math.max(1, a.ties || 1));
    if (at(a.matches[0].record, t) && tied.length === 1) verdict = 'right';
    else if (tied.some((m) => at(m.record, t))) verdict = 'ties';
    else verdict = 'wrong';
  }
  r[verdict]++;
  if (verbose && verdict !== 'right') {
    const m = a && a.matches && a.matches[0] ? ` (top: ${a.matches[0].record.filePath}:${a.matches[0].record.lineNumber})` : '';
    console.log(`- ${t.case}: ${verdict}${m}\n  ${t.file}:${t.site} ${t.text}`);
  }
}
console.log(`\n| package ${args[2] || ''} | lines (call sites) | right | right among ties | wrong | unanswered |`);
console.log('|---|---|---|---|---|---|');
const total = { lines: 0, sites: 0, right: 0, ties: 0, wrong: 0, none: 0 };
for (const [pkg, r] of rows) {
  console.log(`| ${pkg} | ${r.lines} (${r.sites.size}) | ${r.right} | ${r.ties} | ${r.wrong} | ${r.none} |`);
  for (const k of ['lines', 'right', 'ties', 'wrong', 'none']) total[k] += r[k];
  total.sites += r.sites.size;
}
console.log(`| **total** | ${total.lines} (${total.sites}) | ${total.right} | ${total.ties} | ${total.wrong} | ${total.none} |`);
