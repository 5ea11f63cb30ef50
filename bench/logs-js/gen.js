// Real JavaScript log lines with their call sites: drives ajv and
// prop-types (installed under NODE_PATH's node_modules) with bad schemas,
// options and props. console.warn and console.error are wrapped so that
// each line is written to LOG as console prints it (util.format) and its
// call site (the stack frame above the wrapper, as a path below
// node_modules) to TRUTH.
//
//   node gen.js LOG TRUTH
'use strict';
const fs = require('fs');
const util = require('util');

const [logPath, truthPath] = process.argv.slice(2);
const log = fs.openSync(logPath, 'w');
const truth = fs.openSync(truthPath, 'w');
let line = 0;
let caseName = '';

for (const level of ['warn', 'error']) {
  console[level] = function (...args) {
    const frame = new Error().stack.split('\n')[2] || '';
    const m = /\(?([^()\s]+):(\d+):\d+\)?$/.exec(frame.trim());
    const text = util.format(...args) + '\n';
    const n = text.split('\n').length - 1;
    let file = m ? m[1] : '';
    const i = file.lastIndexOf('/node_modules/');
    if (i >= 0) {
      fs.writeSync(truth, JSON.stringify({ line: line + 1, endLine: line + n, case: caseName, level,
        file: file.slice(i + '/node_modules/'.length), site: Number(m[2]), text: text.split('\n')[0] }) + '\n');
    }
    fs.writeSync(log, text);
    line += n;
  };
}

function run(name, f) {
  caseName = name;
  try {
    f();
  } catch (e) {
    // a case that throws after logging is fine; one that only throws is not a log case
  }
}

const Ajv = require('ajv');
const PropTypes = require('prop-types');

run('ajv strict "log": unknown keyword', () => new Ajv({ strict: 'log' }).compile({ type: 'object', colour: 'red' }));
run('ajv strict "log": union type', () => new Ajv({ strict: 'log' }).compile({ type: ['string', 'number'] }));
run('ajv strict "log": missing type for properties', () => new Ajv({ strict: 'log' }).compile({ properties: { a: { type: 'string' } } }));
run('ajv strictSchema false: unknown format', () => new Ajv({ strictSchema: false }).compile({ type: 'string', format: 'postcode' }));
run('ajv validateSchema "log": invalid schema', () => new Ajv({ validateSchema: 'log' }).compile({ type: 12 }));
run('ajv meta false: no meta-schema', () => new Ajv({ meta: false }).validateSchema({ type: 'string' }));
run('ajv addKeyword with deprecated parameters', () => new Ajv().addKeyword('even', { type: 'number', validate: (s, d) => d % 2 === 0 }));
run('ajv keywords option as a map', () => new Ajv({ keywords: { odd: { type: 'number', validate: () => true } } }));
run('ajv addKeyword before an undefined rule', () => new Ajv().addKeyword({ keyword: 'range', type: 'number', before: 'nosuchrule', validate: () => true }));
run('ajv ignoreKeywordsWithRef', () => new Ajv({ ignoreKeywordsWithRef: true }).compile({ definitions: { a: { type: 'string' } }, $ref: '#/definitions/a', minLength: 2 }));
run('prop-types: wrong type', () => PropTypes.checkPropTypes({ name: PropTypes.string }, { name: 5 }, 'prop', 'Profile'));
run('prop-types: missing required', () => PropTypes.checkPropTypes({ id: PropTypes.number.isRequired }, {}, 'prop', 'Row'));
run('prop-types: bad oneOf', () => PropTypes.checkPropTypes({ size: PropTypes.oneOf(['s', 'm']) }, { size: 'xl' }, 'prop', 'Shirt'));
run('prop-types: invalid oneOf argument', () => PropTypes.checkPropTypes({ size: PropTypes.oneOf('s') }, { size: 's' }, 'prop', 'Hat'));
fs.closeSync(log);
fs.closeSync(truth);
