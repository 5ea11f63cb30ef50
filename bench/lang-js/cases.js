// cases.js calls the installed npm packages with bad input and prints one
// JSON line per error thrown: {"id", "text", "stack"}. text is what a user
// sees first ("TypeError: Invalid Version: x"); stack is error.stack.
//
// Run from the directory holding node_modules: node cases.js > cases.jsonl
'use strict';
const semver = require('semver');
const YAML = require('yaml');
const Ajv = require('ajv');
const express = require('express');
const req = (m) => require(require.resolve(m, { paths: [require.resolve('express')] }));
const cookie = req('cookie');
const contentType = req('content-type');
const contentDisposition = req('content-disposition');
const qs = req('qs');
const ipaddr = req('ipaddr.js');
const statuses = req('statuses');
const vary = req('vary');
const etag = req('etag');
const iconv = req('iconv-lite');
const proxyAddr = req('proxy-addr');
const bodyParser = req('body-parser');
const serveStatic = req('serve-static');
const signature = req('cookie-signature');
const { pathToRegexp, compile } = req('path-to-regexp');

// response returns an express response bound to a bare request.
function response() {
  const res = Object.create(express.response);
  res.req = Object.create(express.request);
  res.req.app = res.app = express();
  return res;
}

const cases = {
  // semver
  'semver.SemVer number': () => new semver.SemVer(123),
  'semver.SemVer long': () => new semver.SemVer('1'.repeat(300)),
  'semver.SemVer invalid': () => new semver.SemVer('not-a-version'),
  'semver.SemVer major': () => new semver.SemVer('99999999999999999999.0.0'),
  'semver.SemVer minor': () => new semver.SemVer('1.99999999999999999999.0'),
  'semver.SemVer patch': () => new semver.SemVer('1.0.99999999999999999999'),
  'semver.inc bogus': () => new semver.SemVer('1.2.3').inc('bogus'),
  'semver.inc empty identifier': () => new semver.SemVer('1.2.3').inc('prerelease', '', false),
  'semver.inc bad identifier': () => new semver.SemVer('1.2.3').inc('prerelease', 'a..b'),
  'semver.Comparator invalid': () => new semver.Comparator('>=x'),
  'semver.Comparator intersects': () => new semver.Comparator('>1.0.0').intersects(),
  'semver.Range intersects': () => new semver.Range('1.x').intersects(),
  'semver.Range invalid': () => new semver.Range('>=1.0.0 <x#'),
  'semver.cmp operator': () => semver.cmp('1.0.0', '==~', '1.0.0'),
  'semver.outside hilo': () => semver.outside('1.0.0', '1.x', 'x'),
  'semver.parse throwErrors': () => semver.parse('1.2', {}, true),
  'semver.compare bad': () => semver.compare('a.b.c', '1.0.0'),
  // yaml
  'yaml nested map': () => YAML.parse('a: b: c'),
  'yaml unterminated quote': () => YAML.parse('key: "unterminated'),
  'yaml duplicate key': () => YAML.parse('a: 1\na: 2'),
  'yaml unclosed flow': () => YAML.parse('[1, 2'),
  'yaml tab indent': () => YAML.parse('a:\n\t- b'),
  'yaml multiple documents': () => YAML.parse('a\n---\nb'),
  'yaml unknown alias': () => YAML.parse('a: &x 1\nb: *y'),
  'yaml setIn scalar': () => YAML.parseDocument('a: 1').setIn(['a', 'b'], 2),
  'yaml stringify indent': () => YAML.stringify({ a: 1 }, { indent: 0 }),
  'yaml document version': () => new YAML.Document({}, { version: '9.9' }),
  'yaml unknown schema': () => new YAML.Document({}, { schema: 'nope' }),
  'yaml unknown tag': () => new YAML.Document({}, { customTags: ['nope'] }),
  // ajv
  'ajv invalid type': () => new Ajv().compile({ type: 'foo' }),
  'ajv missing ref': () => new Ajv().compile({ $ref: '#/nope' }),
  'ajv strict unknown keyword': () => new Ajv().compile({ foo: 1 }),
  'ajv duplicate schema id': () => { const a = new Ajv(); a.addSchema({ $id: 'x' }); a.addSchema({ $id: 'x' }) },
  'ajv keyword defined': () => new Ajv().addKeyword('type'),
  'ajv keyword name': () => new Ajv().addKeyword('1bad'),
  'ajv unknown format': () => new Ajv().compile({ type: 'string', format: 'nope' }),
  'ajv no schema': () => new Ajv().validate('nonexistent', {}),
  'ajv discriminator option': () => new Ajv().compile({ type: 'object', discriminator: { propertyName: 'k' }, oneOf: [] }),
  'ajv removeSchema param': () => new Ajv().removeSchema(123),
  'ajv schema not object': () => new Ajv().compile(123),
  // express and its dependencies
  'express app.use none': () => express().use(),
  'express router.use none': () => express.Router().use(),
  'express route handler missing': () => express.Router().get('/x', undefined),
  'express route handler type': () => express.Router().route('/x').get(42),
  'express etag setting': () => express().set('etag', 'bogus'),
  'express query parser setting': () => express().set('query parser', 'x'),
  'express engine callback': () => express().engine('html', 'notfn'),
  'express param fn': () => express.Router().param('id', 'notfn'),
  'express path missing name': () => express.Router().get('/:', () => {}),
  'express static root': () => express.static(),
  'express static root type': () => express.static(123),
  'express res.status range': () => Object.create(express.response).status(1000),
  'express res.sendFile path': () => response().sendFile(),
  'express res.sendFile absolute': () => response().sendFile('rel.txt'),
  'express res.cookie signed': () => response().cookie('a', 'b', { signed: true }),
  'express res.set array type': () => Object.create(express.response).set('Content-Type', ['a']),
  'body-parser parameterLimit': () => bodyParser.urlencoded({ parameterLimit: -1 }),
  'body-parser verify': () => bodyParser.json({ verify: 'x' }),
  'cookie name': () => cookie.serialize('a b', 'x'),
  'cookie maxAge': () => cookie.serialize('a', 'b', { maxAge: 'x' }),
  'cookie sameSite': () => cookie.serialize('a', 'b', { sameSite: 'bogus' }),
  'cookie priority': () => cookie.serialize('a', 'b', { priority: 'x' }),
  'cookie domain': () => cookie.serialize('a', 'b', { domain: 'a b' }),
  'cookie path': () => cookie.serialize('a', 'b', { path: ';' }),
  'cookie expires': () => cookie.serialize('a', 'b', { expires: 'x' }),
  'content-type format': () => contentType.format({}),
  'content-disposition type': () => contentDisposition.format({ type: 'a b' }),
  'content-disposition fallback': () => contentDisposition.create('é', { fallback: 'é' }),
  'content-disposition parameter name': () => contentDisposition.format({ type: 'a', parameters: { 'a b': 'x' } }),
  'content-type parameter name': () => contentType.format({ type: 'text/plain', parameters: { 'a b': 'x' } }),
  'qs parameterLimit': () => qs.parse('a=1&b=2', { parameterLimit: 1, throwOnLimitExceeded: true }),
  'qs stringify charset': () => qs.stringify({}, { charset: 'x' }),
  'qs parse charset': () => qs.parse('a', { charset: 'x' }),
  'qs encoder': () => qs.stringify({}, { encoder: 1 }),
  'qs decoder': () => qs.parse('a', { decoder: 1 }),
  'qs format': () => qs.stringify({}, { format: 'x' }),
  'ipaddr parse': () => ipaddr.parse('x'),
  'ipaddr IPv4 parse': () => ipaddr.IPv4.parse('1.2.3'),
  'ipaddr parseCIDR': () => ipaddr.parseCIDR('1.2.3.4'),
  'proxy-addr compile': () => proxyAddr.compile('bogus'),
  'statuses message': () => statuses('bogus'),
  'statuses code': () => statuses(999),
  'vary header name': () => vary({ getHeader() {}, setHeader() {} }, 'a b'),
  'vary res': () => vary(),
  'etag entity': () => etag(123),
  'iconv encoding': () => iconv.decode(Buffer.from('x'), 'nope'),
  'serve-static root': () => serveStatic(),
  'cookie-signature value': () => signature.sign(1, 's'),
  'cookie-signature secret': () => signature.sign('v', null),
  'path-to-regexp unexpected': () => pathToRegexp('/('),
  'path-to-regexp missing parameters': () => compile('/:a')({}),
};

for (const [id, fn] of Object.entries(cases)) {
  try {
    fn();
    process.stderr.write(`no error: ${id}\n`);
  } catch (e) {
    if (!(e instanceof Error)) {
      process.stderr.write(`not an Error: ${id}\n`);
      continue;
    }
    const stack = String(e.stack);
    const at = stack.search(/\n\s+at /);
    const text = at >= 0 ? stack.slice(0, at) : String(e);
    process.stdout.write(JSON.stringify({ id, text, stack }) + '\n');
  }
}
