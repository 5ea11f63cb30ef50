// Throws real errors from the npm packages of packages.txt, installed in
// node_modules where the script runs, and writes one JSON line per
// distinct error (bench/deployed/eval's case format; truth.js says how
// the site is found).
//
//   node cases.js PACKAGES > cases.jsonl   (in the folder holding node_modules)
//
// Inputs are tables of bad values; nothing is random and nothing reads the
// clock (run-js-py.sh sets TZ=UTC).
'use strict'
const fs = require('fs')
const path = require('path')
const { Recorder } = require('./truth.js')

const requireHere = require('module').createRequire(path.join(process.cwd(), 'x.js'))
const pkgs = fs.readFileSync(process.argv[2], 'utf8').split('\n')
  .map((l) => l.replace(/#.*/, '').trim()).filter(Boolean).map((l) => l.split(/\s+/)[0])
const rec = new Recorder(path.join(process.cwd(), 'node_modules'), pkgs)

// each runs fn(x) for every x of xs, labelled prefix + x.
async function each (pkg, prefix, xs, fn) {
  for (const x of xs) await rec.record(pkg, prefix + ' ' + (typeof x === 'string' ? JSON.stringify(x) : String(x)), () => fn(x))
}

// reflectMetadata gives Reflect the metadata functions that decorator-based
// packages (inversify, tsyringe) read, as the reflect-metadata package does,
// without installing it.
function reflectMetadata () {
  if (Reflect.getMetadata) return
  const store = new WeakMap()
  const own = (t, p, make) => {
    let m = store.get(t)
    if (!m && make) store.set(t, (m = new Map()))
    if (!m) return undefined
    let n = m.get(p)
    if (!n && make) m.set(p, (n = new Map()))
    return n
  }
  Reflect.defineMetadata = (k, v, t, p) => { own(t, p, true).set(k, v) }
  Reflect.getOwnMetadata = (k, t, p) => { const n = own(t, p, false); return n && n.get(k) }
  Reflect.hasOwnMetadata = (k, t, p) => { const n = own(t, p, false); return !!n && n.has(k) }
  Reflect.getMetadata = (k, t, p) => { for (let o = t; o; o = Object.getPrototypeOf(o)) { if (Reflect.hasOwnMetadata(k, o, p)) return Reflect.getOwnMetadata(k, o, p) } return undefined }
  Reflect.hasMetadata = (k, t, p) => Reflect.getMetadata(k, t, p) !== undefined
  Reflect.metadata = (k, v) => (t, p) => Reflect.defineMetadata(k, v, t, p)
  Reflect.decorate = (ds, t, p, d) => {
    for (let i = ds.length - 1; i >= 0; i--) {
      const r = p === undefined ? ds[i](t) : ds[i](t, p, d)
      if (r !== undefined && r !== null) { if (p === undefined) t = r; else d = r }
    }
    return p === undefined ? t : d
  }
}

const suites = {
  async joi () {
    const Joi = requireHere('joi')
    const vals = [[Joi.string(), 1], [Joi.string().min(3), 'a'], [Joi.string().email(), 'x'], [Joi.number(), 'x'],
      [Joi.number().max(1), 5], [Joi.number().integer(), 1.5], [Joi.boolean(), 'maybe'], [Joi.array().items(Joi.number()), ['a']],
      [Joi.object({ a: Joi.required() }), {}], [Joi.object({ a: Joi.string() }), { b: 1 }], [Joi.date(), 'nope'],
      [Joi.string().pattern(/^a$/), 'b'], [Joi.string().valid('a', 'b'), 'c'], [Joi.any().forbidden(), 1],
      [Joi.string().uri(), '::'], [Joi.string().guid(), 'x'], [Joi.string().isoDate(), 'x'], [Joi.array().min(2), [1]],
      [Joi.string().hex(), 'zz'], [Joi.alternatives().try(Joi.number(), Joi.boolean()), 'x'], [Joi.binary(), 1],
      [Joi.string().length(2), 'abc'], [Joi.number().precision(1), 1.55], [Joi.string().ip(), 'x'], [Joi.object().length(1), {}]]
    for (const [s, v] of vals) await rec.record('joi', 'attempt ' + s.type + ' ' + JSON.stringify(v), () => Joi.attempt(v, s))
    const bad = {
      'string min x': () => Joi.string().min('x'), 'number max x': () => Joi.number().max('x'), 'object bad key': () => Joi.object({ a: 1n }),
      'valid none': () => Joi.valid(), 'string pattern x': () => Joi.string().pattern('x'), 'ref bad': () => Joi.ref(1),
      'extend bad': () => Joi.extend({}), 'compile bad': () => Joi.compile(Symbol('x')), 'when bad': () => Joi.any().when(),
      'messages bad': () => Joi.any().messages(1), 'label bad': () => Joi.any().label(1), 'default fn': () => Joi.any().default(() => 1, 'x'),
      'array items none': () => Joi.array().items(), 'object rename': () => Joi.object().rename(1, 'b'), 'concat bad': () => Joi.string().concat(Joi.number()),
      'alternatives conditional': () => Joi.alternatives().conditional(), 'number multiple': () => Joi.number().multiple(0),
      'date timestamp': () => Joi.date().timestamp('x'), 'string case': () => Joi.string().case('x'), 'object with': () => Joi.object().with(1, 'b'),
      'assert throws message': () => Joi.assert('x', Joi.number(), 'custom'), 'schema validate opts': () => Joi.string().validate('a', { nope: 1 }),
      'error option': () => Joi.any().error(1), 'rule bad': () => Joi.any().rule({ nope: 1 }), 
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('joi', k, f)
  },

  async yup () {
    const yup = requireHere('yup')
    const vals = [[yup.string().required(), undefined], [yup.string().min(3), 'a'], [yup.string().max(1), 'abc'], [yup.string().email(), 'x'],
      [yup.string().url(), 'x'], [yup.string().uuid(), 'x'], [yup.number(), 'x'], [yup.number().min(5), 1], [yup.number().integer(), 1.5],
      [yup.number().positive(), -1], [yup.boolean(), 'x'], [yup.date(), 'nope'], [yup.array().of(yup.number()), ['x']], [yup.array().min(2), [1]],
      [yup.object({ a: yup.string().required() }), {}], [yup.mixed().oneOf(['a']), 'b'], [yup.mixed().notOneOf(['a']), 'a'],
      [yup.string().matches(/^a$/), 'b'], [yup.string().length(2), 'a'], [yup.tuple([yup.string()]), [1]], [yup.object().strict().noUnknown(), { a: 1 }],
      [yup.string().strict(), 1], [yup.string().datetime(), 'x'], [yup.number().lessThan(1), 2], [yup.string().lowercase().strict(), 'A']]
    for (const [s, v] of vals) await rec.record('yup', 'validateSync ' + s.type + ' ' + JSON.stringify(v), () => s.validateSync(v))
    await rec.record('yup', 'validateSync abortEarly false', () => yup.object({ a: yup.string().required(), b: yup.number().required() }).validateSync({}, { abortEarly: false }))
    await rec.record('yup', 'ref bad', () => yup.ref(1))
    await rec.record('yup', 'reach bad', () => yup.reach(yup.object({}), 'a.b'))
    await rec.record('yup', 'when bad', () => yup.string().when('a', {}))
    await rec.record('yup', 'test bad', () => yup.string().test({}))
    await rec.record('yup', 'lazy bad', () => yup.lazy(() => 1).validateSync(1))
    await rec.record('yup', 'concat bad', () => yup.string().concat(yup.number()))
    await rec.record('yup', 'cast bad', () => yup.number().cast('x'))
    await rec.record('yup', 'date cast', () => yup.date().cast('x'))
    await rec.record('yup', 'array of bad', () => yup.array().of(1))
    await rec.record('yup', 'object shape cycle', () => yup.object({ a: yup.ref('b'), b: yup.ref('a') }))
    await rec.record('yup', 'sync async test', () => yup.string().test('x', 'm', async () => true).validateSync('a'))
  },

  async zod () {
    const z = requireHere('zod')
    const vals = [[z.string(), 1], [z.string().min(3), 'a'], [z.string().email(), 'x'], [z.number(), 'x'], [z.number().int(), 1.5],
      [z.number().max(1), 2], [z.boolean(), 'x'], [z.array(z.number()), ['a']], [z.object({ a: z.string() }), {}], [z.object({ a: z.string() }).strict(), { a: '', b: 1 }],
      [z.enum(['a', 'b']), 'c'], [z.literal('a'), 'b'], [z.union([z.string(), z.number()]), true], [z.tuple([z.string()]), [1, 2]],
      [z.date(), 'x'], [z.string().url(), 'x'], [z.string().uuid(), 'x'], [z.string().regex(/^a$/), 'b'], [z.bigint(), 1], [z.null(), 1],
      [z.string().refine((s) => s === 'a', 'must be a'), 'b'], [z.record(z.string(), z.number()), { a: 'x' }], [z.map(z.string(), z.number()), 1],
      [z.set(z.number()), new Set(['a'])], [z.string().datetime(), 'x'], [z.number().multipleOf(3), 4]]
    for (const [s, v] of vals) await rec.record('zod', 'parse ' + (s.def ? s.def.type : '') + ' ' + JSON.stringify(v, (k, x) => x instanceof Set ? [...x] : x), () => s.parse(v))
    await rec.record('zod', 'parse async refine sync', () => z.string().refine(async () => true).parse('a'))
    await rec.record('zod', 'enum empty', () => z.enum([]).parse('a'))
    await rec.record('zod', 'object bad shape', () => z.object(1).parse({}))
    await rec.record('zod', 'transform throws', () => z.string().transform(() => { throw new RangeError('mine') }).parse('a'))
    await rec.record('zod', 'discriminatedUnion', () => z.discriminatedUnion('t', [z.object({ t: z.literal('a') })]).parse({ t: 'b' }))
    await rec.record('zod', 'discriminatedUnion dup', () => z.discriminatedUnion('t', [z.object({ t: z.literal('a') }), z.object({ t: z.literal('a') })]).parse({ t: 'a' }))
    await rec.record('zod', 'pick bad', () => z.object({ a: z.string() }).pick({ b: true }))
  },

  async json5 () {
    const JSON5 = requireHere('json5')
    await each('json5', 'parse', ['', '{', '{a:}', '[1,,]', '{"a" 1}', 'x', '0x', '1e', '"\\x4"', "'a", '/*', '// x\n', '{a:1}}', '.', '+a', 'Infinit', 'nul', '"\u2028', '{1:2}', '[1 2]', '"\\u12"', '01', '{a:1,,}', '{\\u0030:1}'], (s) => JSON5.parse(s))
    await rec.record('json5', 'parse reviver throws', () => JSON5.parse('{"a":1}', () => { throw new TypeError('reviver') }))
    await rec.record('json5', 'stringify circular', () => { const a = {}; a.a = a; return JSON5.stringify(a) })
    await rec.record('json5', 'parse non-string', () => JSON5.parse(Symbol('x')))
  },

  async 'smol-toml' () {
    const TOML = requireHere('smol-toml')
    await each('smol-toml', 'parse', ['a = ', 'a = 1\na = 2', '[a\n', 'a = "x', 'a = [1,', 'a = {b = 1', 'a = 01', 'a = 1979-13-01', 'a = 1__0', 'a = tru', '= 1',
      'a.b = 1\na = 2', '[a]\n[a]', '[[a]]\n[a]', 'a = """x', "a = '''x", 'a = "\\q"', 'a = 0x', 'a = 1e', 'a = +inf1', 'a = {b = 1,}', 'a b = 1',
      'a = "\\u12"', '"a = 1', 'a = 1 b = 2', 'a = [1 2]', 'a = 25:00:00', 'a = 1979-05-27T07:32:00Zx', 'a = {b=1}\na.c = 2', 'a = 0b2', 'a = 9999999999999999999'], (s) => TOML.parse(s))
    await each('smol-toml', 'stringify', [1, 'x', null, [1], new Date(NaN)], (v) => TOML.stringify(v))
    await rec.record('smol-toml', 'stringify function', () => TOML.stringify({ a: () => 1 }))
    await rec.record('smol-toml', 'stringify symbol', () => TOML.stringify({ a: Symbol('x') }))
  },

  async '@iarna/toml' () {
    const TOML = requireHere('@iarna/toml')
    await each('@iarna/toml', 'parse', ['a = ', 'a = 1\na = 2', '[a\n', 'a = "x', 'a = [1,', 'a = {b = 1', 'a = 01', 'a = 1979-13-01', 'a = 1__0', 'a = tru', '= 1',
      '[a]\n[a]', '[[a]]\n[a]', 'a = """x', "a = '''x", 'a = "\\q"', 'a = 0x', 'a = 1e', 'a = {b = 1,}', 'a b = 1', 'a = "\\u12"', 'a = 1 b = 2',
      'a = [1 2]', 'a = 25:00:00', 'a = 0b2', 'a = 9999999999999999999', 'a = [1, "x"]', 'a = 1979-05-27T25:00:00Z', 'a.b = 1\na.b = 2', '\x00'], (s) => TOML.parse(s))
    await each('@iarna/toml', 'stringify', [1, 'x', null, [1]], (v) => TOML.stringify(v))
    await rec.record('@iarna/toml', 'stringify mixed array', () => TOML.stringify({ a: [1, 'x'] }))
    await rec.record('@iarna/toml', 'stringify bad date', () => TOML.stringify({ a: new Date(NaN) }))
    await rec.record('@iarna/toml', 'stringify function', () => TOML.stringify({ a: () => 1 }))
    await rec.record('@iarna/toml', 'stringify symbol', () => TOML.stringify({ a: Symbol('x') }))
  },

  async 'csv-parse' () {
    const { parse } = requireHere('csv-parse/sync')
    const docs = [['a,b\n1', { columns: true }], ['a,"b\n', {}], ['a,b"c"\n', {}], ['"a"b\n', {}], ['a,b\n1,2,3', {}], ['a,a\n1,2', { columns: true }],
      ['a\n1', { delimiter: '' }], ['a\n1', { quote: 'ab' }], ['a\n1', { from_line: 0 }], ['a\n1', { to: -1 }], ['a\n1', { columns: 1 }],
      ['a\n1', { cast: 1 }], ['a\n1', { record_delimiter: 1 }], ['a\n1', { escape: 1 }], ['a\n1', { encoding: 'nope' }], ['a\n1', { bom: 'x' }],
      ['a\n1', { comment: 1 }], ['a\n1', { max_record_size: 'x' }], ['aaaaaaaaaa', { max_record_size: 3 }], ['a\n1', { on_record: 1 }],
      ['a\n1', { skip_records_with_error: 'x' }], ['a\n1', { relax_column_count: 'x' }], ['a\n1', { objname: 1, columns: true }],
      ['a\n1', { columns: [1] }], ['a,b\n1,2', { columns: ['a'] }], ['a\n1', { ltrim: 'x' }], ['a\n1', { info: 'x' }], ['a\n1', { group_columns_by_name: true }],
      ['a\n1', { cast_date: 'x' }], ['a\n1', { raw: 'x' }], ['a\n1', { delimiter: [] }], ['a\n1', { trim: 'x' }], ['"a" ,b', {}], ['a\n1', { on_skip: 1 }]]
    for (const [d, o] of docs) await rec.record('csv-parse', 'parse ' + JSON.stringify(d) + ' ' + JSON.stringify(o), () => parse(d, o))
    await rec.record('csv-parse', 'cast throws', () => parse('a', { cast: () => { throw new Error('cast') } }))
    await rec.record('csv-parse', 'columns fn returns bad', () => parse('a\n1', { columns: () => 1 }))
  },

  async 'date-fns' () {
    const d = requireHere('date-fns')
    const bad = new Date(NaN)
    const good = new Date(Date.UTC(2020, 0, 2, 3, 4, 5))
    await each('date-fns', 'format token', ['yyyy-MM-dd a', 'YYYY', 'D', 'DD', 'j', 'yyyy-MM-dd Q', "'x", 'T', 'x'], (f) => d.format(good, f))
    await rec.record('date-fns', 'format invalid', () => d.format(bad, 'yyyy'))
    await rec.record('date-fns', 'format locale', () => d.format(good, 'PPP', { locale: {} }))
    await rec.record('date-fns', 'formatISO invalid', () => d.formatISO(bad))
    await rec.record('date-fns', 'formatISO9075 invalid', () => d.formatISO9075(bad))
    await rec.record('date-fns', 'formatRFC3339 invalid', () => d.formatRFC3339(bad))
    await rec.record('date-fns', 'formatRFC7231 invalid', () => d.formatRFC7231(bad))
    await rec.record('date-fns', 'formatISODuration', () => d.formatISODuration(null))
    await rec.record('date-fns', 'formatDistance invalid', () => d.formatDistance(bad, good))
    await rec.record('date-fns', 'formatDistanceStrict invalid', () => d.formatDistanceStrict(good, bad))
    await rec.record('date-fns', 'formatRelative invalid', () => d.formatRelative(bad, good))
    await rec.record('date-fns', 'intlFormat invalid', () => d.intlFormat(bad))
    await rec.record('date-fns', 'lightFormat invalid', () => d.lightFormat(bad, 'yyyy'))
    await rec.record('date-fns', 'lightFormat token', () => d.lightFormat(good, 'Q'))
    await each('date-fns', 'parse', ['yyyy-MM-dd a', 'YYYY', 'D', 'DD', 'yyyy-MM-dd aaaaaaaa', 'j', "'x"], (f) => d.parse('2020', f, good))
    await rec.record('date-fns', 'toDate symbol', () => d.toDate(Symbol('x')))
  },

  async luxon () {
    const { DateTime, Duration, Interval, Settings, Info, FixedOffsetZone } = requireHere('luxon')
    Settings.throwOnInvalid = true
    await each('luxon', 'fromISO', ['x', '2020-13-01', '2020-01-32', '2020-01-01T25:00', '2020-02-30'], (s) => DateTime.fromISO(s))
    await each('luxon', 'fromFormat', [['x', 'yyyy'], ['2020', 'yyyy MM'], ['13', 'MM'], ['2020-01-01', 'yyyy-MM-dd Z']], ([s, f]) => DateTime.fromFormat(s, f))
    await rec.record('luxon', 'fromObject bad unit', () => DateTime.fromObject({ nope: 1 }))
    await rec.record('luxon', 'fromObject mixed', () => DateTime.fromObject({ weekYear: 2020, month: 1 }))
    await rec.record('luxon', 'fromObject ordinal month', () => DateTime.fromObject({ ordinal: 2, month: 1 }))
    await rec.record('luxon', 'fromObject bad value', () => DateTime.fromObject({ month: 'x' }))
    await rec.record('luxon', 'fromObject zone', () => DateTime.fromObject({ year: 2020 }, { zone: 'Mars/Base' }))
    await rec.record('luxon', 'fromMillis bad', () => DateTime.fromMillis('x'))
    await rec.record('luxon', 'fromSeconds bad', () => DateTime.fromSeconds('x'))
    await rec.record('luxon', 'fromJSDate bad', () => DateTime.fromJSDate(new Date(NaN)))
    await rec.record('luxon', 'fromJSDate type', () => DateTime.fromJSDate(1))
    await rec.record('luxon', 'fromRFC2822', () => DateTime.fromRFC2822('x'))
    await rec.record('luxon', 'fromHTTP', () => DateTime.fromHTTP('x'))
    await rec.record('luxon', 'fromSQL', () => DateTime.fromSQL('x'))
    await rec.record('luxon', 'set bad', () => DateTime.utc(2020).set({ nope: 1 }))
    await rec.record('luxon', 'startOf bad', () => DateTime.utc(2020).startOf('nope'))
    await rec.record('luxon', 'plus bad', () => DateTime.utc(2020).plus('x'))
    await rec.record('luxon', 'diff bad unit', () => DateTime.utc(2020).diff(DateTime.utc(2021), 'nope'))
    await rec.record('luxon', 'setZone bad', () => DateTime.utc(2020).setZone('Mars/Base'))
    await rec.record('luxon', 'Duration fromISO', () => Duration.fromISO('x'))
    await rec.record('luxon', 'Duration fromObject', () => Duration.fromObject({ nope: 1 }))
    await rec.record('luxon', 'Duration fromObject type', () => Duration.fromObject(1))
    await rec.record('luxon', 'Duration fromObject value', () => Duration.fromObject({ hours: 'x' }))
    await rec.record('luxon', 'Duration fromMillis', () => Duration.fromMillis('x'))
    await rec.record('luxon', 'Duration fromISOTime', () => Duration.fromISOTime('x'))
    await rec.record('luxon', 'Duration as bad', () => Duration.fromObject({ hours: 1 }).as('nope'))
    await rec.record('luxon', 'Duration fromDurationLike', () => Duration.fromDurationLike('x'))
    await rec.record('luxon', 'Interval fromISO', () => Interval.fromISO('x'))
    await rec.record('luxon', 'Interval reversed', () => Interval.fromDateTimes(DateTime.utc(2021), DateTime.utc(2020)))
    await rec.record('luxon', 'Interval missing', () => Interval.fromDateTimes(DateTime.utc(2021), 1))
    await rec.record('luxon', 'FixedOffsetZone parse', () => FixedOffsetZone.parseSpecifier(1).name.x)
  },

  async 'ip-address' () {
    const { Address4, Address6 } = requireHere('ip-address')
    await each('ip-address', 'Address4', ['x', '1.2.3', '1.2.3.4/33', '256.1.1.1', '1.2.3.4/x', '01.2.3.4', '1.2.3.4.5', ''], (s) => new Address4(s))
    await each('ip-address', 'Address6', ['x', '1::2::3', ':::', '1:2:3:4:5:6:7:8:9', 'g::1', '::1/129', '::1%', '1:2:3:4:5:6:7:1.2.3', '::1/x', '[::1]', '::ffff:1.2.3.999', '1:::2'], (s) => new Address6(s))
    await rec.record('ip-address', 'Address4 fromHex', () => Address4.fromHex('zz'))
    await rec.record('ip-address', 'Address4 fromInteger', () => Address4.fromInteger('x'))
    await rec.record('ip-address', 'Address4 fromArpa', () => Address4.fromArpa('x'))
    await rec.record('ip-address', 'Address6 fromAddress4', () => Address6.fromAddress4('x'))
    await rec.record('ip-address', 'Address6 fromArpa', () => Address6.fromArpa('x'))
    await rec.record('ip-address', 'Address6 fromBigInt', () => Address6.fromBigInt('x'))
    await rec.record('ip-address', 'Address6 to4 bad', () => new Address6('::1').to4().x.y)
    await rec.record('ip-address', 'Address6 inspectTeredo', () => new Address6('::1').inspectTeredo().x.y)
    await rec.record('ip-address', 'Address4 subnetMask', () => Address4.fromAddressAndMask('1.2.3.4', 'x'))
  },

  async 'cron-parser' () {
    const { CronExpressionParser } = requireHere('cron-parser')
    await each('cron-parser', 'parse', ['x', '* * *', '61 * * * *', '* 25 * * *', '* * 32 * *', '* * * 13 *', '* * * * 8', '*/0 * * * *', '5-1 * * * *',
      '* * * * * * *', '1,,2 * * * *', '* * * JANX *', '* * * * MONX', '? * * * *', 'L * * * *', '* * L-x * *', '* * * * 1#6', '* * 1W-2 * *',
      '@nope', '1-2/x * * * *', '* * * * * ?', '0 0 * * * 99'], (s) => CronExpressionParser.parse(s))
    await rec.record('cron-parser', 'parse currentDate bad', () => CronExpressionParser.parse('* * * * *', { currentDate: 'x' }))
    await rec.record('cron-parser', 'parse tz bad', () => CronExpressionParser.parse('* * * * *', { tz: 'Mars/Base' }).next())
    await rec.record('cron-parser', 'next out of range', () => CronExpressionParser.parse('* * * * *', { currentDate: new Date(Date.UTC(2020, 0, 1)), endDate: new Date(Date.UTC(2019, 0, 1)) }).next())
    await rec.record('cron-parser', 'prev out of range', () => CronExpressionParser.parse('* * * * *', { currentDate: new Date(Date.UTC(2020, 0, 1)), startDate: new Date(Date.UTC(2021, 0, 1)) }).prev())
    await rec.record('cron-parser', 'impossible', () => CronExpressionParser.parse('0 0 30 2 *', { currentDate: new Date(Date.UTC(2020, 0, 1)) }).next())
    await rec.record('cron-parser', 'parse type', () => CronExpressionParser.parse(1))
  },

  async handlebars () {
    const Handlebars = requireHere('handlebars')
    await each('handlebars', 'compile', ['{{', '{{#if}}', '{{#if x}}', '{{/if}}', '{{#each}}{{/each}}', '{{> }}', '{{x y=}}', '{{#if x}}{{/each}}', '{{!-- x',
      '{{{x}}', '{{x}}}', '{{else}}', '{{#x}}{{else}}{{else}}{{/x}}', '{{@}}', '{{../../x}}', '{{x.[y}}', '{{#> p}}', '{{#*inline}}{{/inline}}', '{{x as |y|}}',
      '{{#each x as |a b c|}}{{/each}}', '{{~}}', '{{x (y}}', '{{"x}}', '{{this/x}}', '{{x/../y}}'], (s) => Handlebars.precompile(s))
    await each('handlebars', 'render', [['{{#if}}{{/if}}', {}], ['{{#each}}{{/each}}', {}], ['{{#with}}{{/with}}', {}], ['{{> nope}}', {}], ['{{nope x}}', {}],
      ['{{#unless}}{{/unless}}', {}], ['{{lookup}}', {}], ['{{log}}', {}], ['{{#each x}}{{/each}}', { x: 1 }], ['{{x.y}}', {}], ['{{#nope}}{{/nope}}', {}],
      ['{{#if 1 2}}{{/if}}', {}], ['{{#with 1 2}}{{/with}}', {}], ['{{#if x}}{{/if}}', { x: 1 }]], ([s, ctx]) => Handlebars.compile(s, { strict: true })(ctx))
    await rec.record('handlebars', 'compile non-string', () => Handlebars.compile(1))
    await rec.record('handlebars', 'precompile non-string', () => Handlebars.precompile(1))
    await rec.record('handlebars', 'registerPartial undefined', () => Handlebars.registerPartial('x', undefined))
    await rec.record('handlebars', 'registerHelper object', () => Handlebars.create().registerHelper({ a: 1 }).x.y)
    await rec.record('handlebars', 'template bad', () => Handlebars.template({}))
    await rec.record('handlebars', 'template version', () => Handlebars.template({ compiler: [1, '1.0'], main: () => '' }))
    await rec.record('handlebars', 'knownHelpersOnly', () => Handlebars.compile('{{x y}}', { knownHelpersOnly: true })({}))
    await rec.record('handlebars', 'compat data', () => Handlebars.compile('{{@x.y}}', { strict: true, data: false })({}))
  },

  async mustache () {
    const Mustache = requireHere('mustache')
    await each('mustache', 'parse', ['{{', '{{#a}}', '{{/a}}', '{{#a}}{{/b}}', '{{=x}}', '{{= < > =}}x<', '{{{a}}', '{{&}}', '{{#a}}{{^b}}{{/a}}'], (s) => Mustache.parse(s))
    await rec.record('mustache', 'render template type', () => Mustache.render(1, {}))
    await rec.record('mustache', 'parse tags bad', () => Mustache.parse('x', 'x'))
    await rec.record('mustache', 'parse tags length', () => Mustache.parse('x', ['a']))
    await rec.record('mustache', 'render function throws', () => Mustache.render('{{x}}', { x: () => { throw new Error('fn') } }))
    await rec.record('mustache', 'partial function', () => Mustache.render('{{>p}}', {}, () => { throw new TypeError('partials') }))
  },

  async ejs () {
    const ejs = requireHere('ejs')
    await each('ejs', 'compile', ['<%', '<% if (x) { %>', '<%= x( %>', '<%- } %>', '<%_ x', '<%# x', '<% %', '<%= %>%>', '<% include x %>', '<%= 1 2 %>'], (s) => ejs.compile(s))
    await each('ejs', 'render', [['<%= x.y %>', {}], ['<%= nope() %>', {}], ['<%- include("nope") %>', {}], ['<%= x %>', { x: Symbol('s') }]], ([s, d]) => ejs.render(s, d))
    await rec.record('ejs', 'compile localsName', () => ejs.compile('x', { localsName: '1x' }))
    await rec.record('ejs', 'compile outputFunctionName', () => ejs.compile('x', { outputFunctionName: 'a b' }))
    await rec.record('ejs', 'compile destructuredLocals', () => ejs.compile('x', { destructuredLocals: ['a b'] }))
    await rec.record('ejs', 'compile async', () => ejs.compile('<% await x %>', {}))
    await rec.record('ejs', 'renderFile missing', () => ejs.renderFile('/nonexistent/x.ejs', {}))
    await rec.record('ejs', 'include no filename', () => ejs.render('<%- include("a") %>', {}, {}))
    await rec.record('ejs', 'strict', () => ejs.render('<%= x %>', {}, { strict: true }))
  },

  async nunjucks () {
    const nunjucks = requireHere('nunjucks')
    const env = new nunjucks.Environment(null, { throwOnUndefined: true })
    await each('nunjucks', 'compile', ['{% if %}', '{% for %}', '{{ }}', '{% endfor %}', '{% block %}', '{% macro %}', '{{ a | }}', '{% set %}', '{{ 1 + }}',
      '{% raw %}', '{# x', "{{ 'a }}", '{% extends %}', '{% include %}', '{% import %}', '{% from x import %}', '{% filter %}', '{% call %}', '{% foo %}',
      '{{ a[ }}', '{% for x in y %}{% endif %}', '{% if x %}{% else %}{% else %}{% endif %}', '{{ (1, }}', '{{ {1: } }}', '{% for x in y %}', '{{ a.1 }}',
      '{% set x = %}', '{{ not }}', '{% asyncEach %}', '{{ a if }}', '{% ifAsync %}'], (s) => nunjucks.compile(s, env).render({}))
    await each('nunjucks', 'render', ['{{ x.y }}', '{{ x() }}', '{{ "a" | nofilter }}', '{% include "nope" %}', '{% extends "nope" %}', '{{ 1 | batch }}',
      '{% import "nope" as x %}', '{{ x | indent }}', '{{ "a" | int(1, 2) | nope }}', '{{ range(0, 10, 0) }}', '{{ caller() }}', '{{ super() }}',
      '{{ cycler().next().x.y }}', '{{ joiner(1)() }}', '{{ "x" | groupby }}', '{{ x | reject("nope") }}', '{{ {}|dictsort(false, "x") }}'], (s) => env.renderString(s, {}))
    await rec.record('nunjucks', 'addFilter async', () => new nunjucks.Environment().renderString('{{ 1 | f }}', {}, undefined).x)
    await rec.record('nunjucks', 'getTemplate no loader', () => new nunjucks.Environment([]).getTemplate('x'))
    await rec.record('nunjucks', 'Template bad', () => new nunjucks.Template(1))
    await rec.record('nunjucks', 'FileSystemLoader escape', () => new nunjucks.Environment(new nunjucks.FileSystemLoader('/tmp')).getTemplate('../etc/passwd'))
  },

  async marked () {
    const { marked, Marked } = requireHere('marked')
    await rec.record('marked', 'parse null', () => marked.parse(null))
    await rec.record('marked', 'parse number', () => marked.parse(1))
    await rec.record('marked', 'parseInline null', () => marked.parseInline(undefined))
    await rec.record('marked', 'use renderer bad', () => new Marked().use({ renderer: { nope () {} } }))
    await rec.record('marked', 'use tokenizer bad', () => new Marked().use({ tokenizer: { nope () {} } }))
    await rec.record('marked', 'use hooks bad', () => new Marked().use({ hooks: { nope () {} } }))
    await rec.record('marked', 'extension level', () => new Marked().use({ extensions: [{ name: 'x', level: 'nope', tokenizer () {} }] }))
    await rec.record('marked', 'walkTokens throws', () => new Marked({ walkTokens () { throw new Error('walk') } }).parse('a'))
    await rec.record('marked', 'renderer throws', () => new Marked({ renderer: { paragraph () { throw new Error('para') } } }).parse('a'))
  },

  async commander () {
    const { Command, Option, InvalidArgumentError } = requireHere('commander')
    const prog = () => {
      const p = new Command().exitOverride().configureOutput({ writeErr: () => {}, writeOut: () => {} })
      p.name('tool').option('-n, --num <n>', 'number', (v) => { const n = parseInt(v, 10); if (isNaN(n)) throw new InvalidArgumentError('Not a number.'); return n })
        .requiredOption('-r, --req <x>', 'required').addOption(new Option('-c, --color <c>').choices(['red', 'blue'])).addOption(new Option('--a').conflicts('b')).option('--b')
      p.command('sub <arg>').action(() => {})
      return p
    }
    await each('commander', 'parse', [['--nope'], ['-r', 'x', '--num', 'x'], [], ['-r'], ['-r', 'x', '-c', 'green'], ['-r', 'x', '--a', '--b'], ['-r', 'x', 'sub'],
      ['-r', 'x', 'nope'], ['-r', 'x', 'sub', 'a', 'b'], ['-r', 'x', '--help'], ['-r', 'x', '-V'], ['-r', 'x', 'help', 'nope']], (a) => prog().parse(a, { from: 'user' }))
    await rec.record('commander', 'version', () => new Command().exitOverride().configureOutput({ writeOut: () => {} }).version('1.0.0').parse(['-V'], { from: 'user' }))
    await rec.record('commander', 'option bad flags', () => new Command().option('bad'))
    await rec.record('commander', 'duplicate option', () => new Command().option('-a').option('-a').parse([], { from: 'user' }))
    await rec.record('commander', 'duplicate command', () => { const p = new Command(); p.command('a'); p.command('a') })
    await rec.record('commander', 'argument after variadic', () => new Command().argument('<a...>').argument('<b>'))
    await rec.record('commander', 'parse from bad', () => new Command().parse([], { from: 'nope' }))
    await rec.record('commander', 'addCommand no name', () => new Command().addCommand(new Command()))
    await rec.record('commander', 'excess args', () => new Command().exitOverride().configureOutput({ writeErr: () => {} }).allowExcessArguments(false).parse(['a'], { from: 'user' }))
    await rec.record('commander', 'missing arg', () => new Command().exitOverride().configureOutput({ writeErr: () => {} }).argument('<a>').action(() => {}).parse([], { from: 'user' }))
    await rec.record('commander', 'async action sync parse', () => new Command().exitOverride().action(async () => { throw new Error('async') }).parseAsync([], { from: 'user' }))
  },

  async arg () {
    const arg = requireHere('arg')
    const spec = { '--num': Number, '--str': String, '--bool': Boolean, '-n': '--num', '--list': [String] }
    await each('arg', 'argv', [['--nope'], ['--str'], ['-x'], ['--bool=1'], ['-nn'], ['--num'], ['---x'], ['--list']], (a) => arg(spec, { argv: a }))
    await rec.record('arg', 'spec bad key', () => arg({ nope: String }, { argv: [] }))
    await rec.record('arg', 'spec type bad', () => arg({ '--x': 1 }, { argv: [] }))
    await rec.record('arg', 'spec array bad', () => arg({ '--x': [String, Number] }, { argv: [] }))
    await rec.record('arg', 'handler throws', () => arg({ '--x': () => { throw new RangeError('handler') } }, { argv: ['--x', '1'] }))
    await rec.record('arg', 'flag bad', () => arg({ '--x': arg.flag(1) }, { argv: ['--x'] }))
  },

  async jsonschema () {
    const { validate, Validator, SchemaError } = requireHere('jsonschema')
    const vals = [[{ type: 'string' }, 1], [{ type: 'number', maximum: 1 }, 2], [{ required: ['a'] }, {}], [{ enum: [1] }, 2], [{ minLength: 3 }, 'a'],
      [{ pattern: '^a$' }, 'b'], [{ format: 'email' }, 'x'], [{ items: { type: 'number' } }, ['a']], [{ additionalProperties: false }, { a: 1 }],
      [{ const: 1 }, 2], [{ anyOf: [{ type: 'string' }, { type: 'number' }] }, true], [{ oneOf: [{}, {}] }, 1], [{ not: {} }, 1],
      [{ minItems: 2 }, [1]], [{ uniqueItems: true }, [1, 1]], [{ multipleOf: 3 }, 4], [{ dependencies: { a: ['b'] } }, { a: 1 }],
      [{ properties: { a: { type: 'string' } } }, { a: 1 }], [{ $ref: '#/definitions/x', definitions: { x: { type: 'string' } } }, 1], [{ contains: { const: 1 } }, [2]],
      [{ format: 'date-time' }, 'x'], [{ exclusiveMinimum: 1 }, 1], [{ propertyNames: { maxLength: 1 } }, { ab: 1 }], [{ maxProperties: 0 }, { a: 1 }], [{ if: { const: 1 }, then: { const: 2 } }, 1]]
    for (const [s, v] of vals) await rec.record('jsonschema', 'validate ' + JSON.stringify(s) + ' ' + JSON.stringify(v), () => validate(v, s, { throwAll: true }))
    await rec.record('jsonschema', 'throwFirst', () => validate(1, { type: 'string', minimum: 2 }, { throwFirst: true }))
    await rec.record('jsonschema', 'throwAll', () => validate(1, { type: 'string', enum: ['a'] }, { throwAll: true }))
    await rec.record('jsonschema', 'schema not object', () => validate(1, 1))
    await rec.record('jsonschema', 'ref unresolved', () => validate(1, { $ref: '#/nope' }))
    await rec.record('jsonschema', 'ref remote', () => validate(1, { $ref: 'http://x/y' }))
    await rec.record('jsonschema', 'bad pattern', () => validate('a', { pattern: '(' }))
    await rec.record('jsonschema', 'addSchema bad', () => new Validator().addSchema(1, 'x').x.y)
    await rec.record('jsonschema', 'custom format throws', () => { const v = new Validator(); v.customFormats.x = () => { throw new Error('fmt') }; return v.validate('a', { format: 'x' }) })
    await rec.record('jsonschema', 'SchemaError', () => { throw new SchemaError('own', {}) })
  },

  async 'js-yaml' () {
    const yaml = requireHere('js-yaml')
    await each('js-yaml', 'load', ['a: [', 'a: {', '- a\nb: 1', 'a: b: c', "a: 'x", 'a: "x', '*a', 'a: 1\na: 2', '%YAML 2.0\n---\na', 'a\tb: 1', '"\\q"',
      'a: &x 1\nb: *y', '? [a\n: b', 'a: @x', 'a: `x', 'a:\n  - b\n c: d', '\x07', 'a: !!binary x!', '{a: 1, a: 2}', 'a: !!int x', 'a: !!nope x',
      '%FOO\n---\na', 'a: [b,,]', 'a: !x 1', 'a: "\\u12"', "'a''", 'a: >0\n b', '%YAML 1.1\n%YAML 1.1\n---\na', 'a: !!map [1]', 'a: !!seq {a: 1}',
      'a: !!str [1]', '- - - a\n  - b\n - c', '%TAG ! x\n%TAG ! y\n---\na', '!<x y', 'a: !!timestamp x', 'a: !!set [1]', 'a: !!omap [a]', 'a: !!pairs {a: 1}',
      '---\na\n---\nb', 'a: <<', '<<: 1', 'a:\n\tb'], (s) => yaml.load(s))
    await rec.record('js-yaml', 'load json dup', () => yaml.load('{"a": 1, "a": 2}', { json: false }))
    await rec.record('js-yaml', 'load bad schema', () => yaml.load('a', { schema: 1 }))
    await rec.record('js-yaml', 'dump function', () => yaml.dump({ a: () => 1 }))
    await rec.record('js-yaml', 'dump symbol', () => yaml.dump({ a: Symbol('x') }))
  },

  async 'fast-xml-parser' () {
    const { XMLParser, XMLBuilder, XMLValidator } = requireHere('fast-xml-parser')
    await each('fast-xml-parser', 'parse', ['<a>', '<a></b>', '</a>', '<a b=1/>', '<a><b></a>', '<!DOCTYPE a [<!ENTITY x>]><a/>', '<a b="1" b="2"/>', '<?xml', '<a', 'x<a/>', '<1a/>',
      '<a>&x;</a>', '<a><![CDATA[x</a>', '<!-- x', '<a/><b/>'], (s) => new XMLParser().parse(s, true))
    await each('fast-xml-parser', 'parse entities', ['<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>', '<!DOCTYPE a [<!ENTITY x SYSTEM "y">]><a/>', '<!DOCTYPE a [<!ELEMENT>]><a/>', '<!DOCTYPE a [<!ENTITY "y">]><a/>', '<!DOCTYPE a [<!x>]><a/>', '<!DOCTYPE a [<!NOTATION>]><a/>'],
      (s) => new XMLParser({ processEntities: true }).parse(s))
    await rec.record('fast-xml-parser', 'parse undefined', () => new XMLParser().parse())
    await rec.record('fast-xml-parser', 'addEntity bad', () => new XMLParser().addEntity('a&', 'x'))
    await rec.record('fast-xml-parser', 'addEntity value', () => new XMLParser().addEntity('a', '&'))
    await rec.record('fast-xml-parser', 'validator options', () => { const r = XMLValidator.validate('<a'); if (r !== true) throw new Error('validate: ' + r.err.msg) })
  },

  async sax () {
    const sax = requireHere('sax')
    await each('sax', 'strict', ['<a>', '<a></b>', '</a>', '<a b=1/>', '<a b="1" b="2"/>', 'x<a/>', '<1a/>', '<a>&x;</a>', '<a><![CDATA[x', '<!-- x', '<a/><b/>',
      '<a b/>', '<a b="1"c="2"/>', '<a>&#xzz;</a>', '<?xml', '<a xmlns:x=""><x:b/></a>', '<a><b/></a></a>', '<a>\x00</a>', '<!DOCTYPE', '<a>]]></a>'], (s) => sax.parser(true, { xmlns: true }).write(s).close())
    await rec.record('sax', 'createStream bad', () => sax.createStream(true).write(1))
    await rec.record('sax', 'onerror throws', () => { const p = sax.parser(true); p.onerror = (e) => { throw e }; p.write('<a></b>') })
  },

  async superstruct () {
    const s = requireHere('superstruct')
    const vals = [[s.string(), 1], [s.number(), 'x'], [s.integer(), 1.5], [s.boolean(), 'x'], [s.array(s.number()), ['a']], [s.object({ a: s.string() }), {}],
      [s.object({ a: s.string() }), { a: '', b: 1 }], [s.enums(['a']), 'b'], [s.literal('a'), 'b'], [s.union([s.string(), s.number()]), true], [s.tuple([s.string()]), [1, 2]],
      [s.date(), 'x'], [s.size(s.string(), 3, 5), 'a'], [s.pattern(s.string(), /^a$/), 'b'], [s.min(s.number(), 5), 1], [s.max(s.number(), 1), 5], [s.nonempty(s.string()), ''],
      [s.refine(s.string(), 'isA', (v) => v === 'a'), 'b'], [s.record(s.string(), s.number()), { a: 'x' }], [s.map(s.string(), s.number()), 1], [s.instance(Date), 1],
      [s.func(), 1], [s.never(), 1], [s.type({ a: s.string() }), 1], [s.intersection([s.object({ a: s.string() }), s.object({ b: s.string() })]), { a: '' }]]
    for (const [st, v] of vals) await rec.record('superstruct', 'assert ' + st.type + ' ' + JSON.stringify(v), () => s.assert(v, st))
    await rec.record('superstruct', 'assert message', () => s.assert(1, s.string(), 'custom message'))
    await rec.record('superstruct', 'create coerce', () => s.create('x', s.coerce(s.number(), s.string(), (v) => parseFloat(v))))
    await rec.record('superstruct', 'mask', () => s.mask({ a: 1 }, s.object({ a: s.string() })))
    await rec.record('superstruct', 'refine throws', () => s.assert('a', s.refine(s.string(), 'x', () => { throw new TypeError('refiner') })))
    await rec.record('superstruct', 'dynamic bad', () => s.assert(1, s.dynamic(() => 1)))
  },

  async 'decimal.js' () {
    const Decimal = requireHere('decimal.js')
    await each('decimal.js', 'new', ['x', '1e', '', '0x', '1.2.3', '--1', '0b2', '0o9', 'Infinity1', '1_0'], (v) => new Decimal(v))
    await rec.record('decimal.js', 'new object', () => new Decimal({}))
    await rec.record('decimal.js', 'new symbol', () => new Decimal(Symbol('x')))
    await rec.record('decimal.js', 'toFixed bad', () => new Decimal(1).toFixed(-1))
    await rec.record('decimal.js', 'toPrecision bad', () => new Decimal(1).toPrecision(0))
    await rec.record('decimal.js', 'toSD bad', () => new Decimal(1).toSD(1.5))
    await rec.record('decimal.js', 'toDP rounding', () => new Decimal(1).toDP(1, 9))
    await rec.record('decimal.js', 'toFraction bad', () => new Decimal(1).toFraction('x'))
    await rec.record('decimal.js', 'set precision', () => Decimal.set({ precision: 0 }))
    await rec.record('decimal.js', 'set rounding', () => Decimal.set({ rounding: 9 }))
    await rec.record('decimal.js', 'set crypto', () => Decimal.clone().set({ crypto: 'x' }))
    await rec.record('decimal.js', 'set object', () => Decimal.set(1))
    await rec.record('decimal.js', 'set defaults bad', () => Decimal.set({ toExpNeg: 1 }))
    await rec.record('decimal.js', 'random bad', () => Decimal.random(0))
    await rec.record('decimal.js', 'pow overflow check', () => Decimal.clone({ precision: 1e9 + 1 }))
    await rec.record('decimal.js', 'toBinary bad', () => new Decimal(1).toBinary(0))
    await rec.record('decimal.js', 'clamp bad', () => Decimal.clamp(1, 3, 2))
    await rec.record('decimal.js', 'modulo', () => new Decimal(1).toNearest(1, 99))
  },

  async acorn () {
    const acorn = requireHere('acorn')
    await each('acorn', 'parse', ['a +', 'var 1', '(', '}', 'function (){}', 'let let = 1', 'return 1', "'a", '`a', '/a', 'a => {', 'class { }', 'x = {a:1,,}',
      'import x', 'export x', '1 = 2', 'for (;;', 'new.target', 'super()', 'await 1', 'yield 1;function*g(){yield = 1}', 'a?.b = 1', '"\\u{110000}"', '0b2', '09.5e',
      'label: label: 1', 'break x', 'continue', 'with (a) {}', '"use strict"; with (a) {}', 'class A { constructor(){} constructor(){} }', 'a ?? b || c', '#x', 'x = 1 ++',
      'let [a] ;', 'async function f(){ for await (x of y) }', '({a:1} = 1)', 'var a = 08n'], (s) => acorn.parse(s, { ecmaVersion: 'latest' }))
    await rec.record('acorn', 'sourceType module', () => acorn.parse('"use strict"; delete x', { ecmaVersion: 2020, sourceType: 'module' }))
    await rec.record('acorn', 'locations', () => acorn.parse('a b', { ecmaVersion: 2020, locations: true }))
  },

  async postcss () {
    const postcss = requireHere('postcss')
    await each('postcss', 'parse', ['a {', 'a }', 'a { b }', 'a { b: }', '@media {', '"a', 'a { b: "c }', '/* x', 'a { ; }', 'a { b: c; } }', 'a { b: url( }', '@', 'a { b: c d: e }', ':', 'a{{}}', 'a { b:c !important x }'], (s) => postcss.parse(s))
    await rec.record('postcss', 'process bad plugin', () => postcss([1]).process('a{}').css)
    await rec.record('postcss', 'plugin throws', () => postcss([() => { throw new Error('plugin') }]).process('a{}', { from: undefined }).css)
    await rec.record('postcss', 'node error', () => { throw postcss.parse('a{b:c}').first.first.error('custom decl error', { word: 'c' }) })
    await rec.record('postcss', 'rule error', () => { throw postcss.parse('a{b:c}').first.error('custom rule error') })
    await rec.record('postcss', 'root append bad', () => postcss.root().append({ nope: 1 }))
    await rec.record('postcss', 'fromJSON bad', () => postcss.fromJSON({ type: 'nope' }))
    await rec.record('postcss', 'async plugin sync', () => postcss([{ postcssPlugin: 'x', Once: async () => {} }]).process('a{}', { from: undefined }).css)
    await rec.record('postcss', 'stringify bad', () => postcss.stringify({ type: 'nope' }, () => {}))
    await rec.record('postcss', 'Input css', () => new postcss.Input(null))
  },

  async graphql () {
    const g = requireHere('graphql')
    await each('graphql', 'parse', ['{', '{ a(', 'query { a(b: ) }', '{ ...on }', 'x', 'query q($a) { a }', '{ a @ }', 'fragment on on X { a }', '{ a: }', '"', '"""', '{ a(b: 0x1) }',
      '{ a(b: 1.) }', '{ a(b: "\\q") }', 'type {', 'schema { query }', 'enum E { true }', 'directive @d on NOPE', '{ a }}', 'extend x', '{ a(b: $) }', '{ a(b: "\u0001") }'], (s) => g.parse(s))
    const schema = g.buildSchema('type Query { a(b: Int): String, c: C } type C { d: Int }')
    await each('graphql', 'validate', ['{ nope }', '{ a(b: "x") }', '{ c }', '{ a { x } }', 'query q($v: Int) { a }', '{ a(nope: 1) }', '{ ...F }', 'fragment F on Nope { a } { ...F }',
      'query { a } query { a }', '{ a @nope }', 'subscription { a }', 'mutation { a }', '{ a(b: 1, b: 2) }'], (s) => { const errs = g.validate(schema, g.parse(s)); if (errs.length) throw errs[0] })
    await each('graphql', 'buildSchema', ['type Query { a: Nope }', 'type X { a: Int }', 'type Query { a: Int } type Query { b: Int }', 'type Query { a: Int } extend type Nope { b: Int }',
      'interface I { a: Int } type Query implements I { b: Int }', 'union U = Int type Query { a: U }', 'input I { a: Query } type Query { a(i: I): Int }'], (s) => g.buildSchema(s))
    await rec.record('graphql', 'execute no schema', () => g.execute({ schema: 1, document: g.parse('{ a }') }))
    await rec.record('graphql', 'execute bad doc', () => g.execute({ schema, document: 1 }))
    await rec.record('graphql', 'GraphQLObjectType bad name', () => new g.GraphQLObjectType({ name: '1x', fields: {} }).getFields())
    await rec.record('graphql', 'GraphQLEnumType bad value', () => new g.GraphQLEnumType({ name: 'E', values: { 'a b': {} } }).getValues())
    await rec.record('graphql', 'GraphQLList bad', () => new g.GraphQLList(1))
    await rec.record('graphql', 'GraphQLNonNull bad', () => new g.GraphQLNonNull(new g.GraphQLNonNull(g.GraphQLInt)))
    await rec.record('graphql', 'serialize Int', () => g.GraphQLInt.serialize('x'))
    await rec.record('graphql', 'serialize Int big', () => g.GraphQLInt.serialize(2 ** 40))
    await rec.record('graphql', 'parseValue Float', () => g.GraphQLFloat.parseValue('x'))
    await rec.record('graphql', 'parseValue String', () => g.GraphQLString.parseValue(1))
    await rec.record('graphql', 'parseValue Boolean', () => g.GraphQLBoolean.parseValue(1))
    await rec.record('graphql', 'serialize ID', () => g.GraphQLID.serialize({}))
    await rec.record('graphql', 'assertName', () => g.assertName('1x'))
    await rec.record('graphql', 'assertEnumValueName', () => g.assertEnumValueName('true'))
    await rec.record('graphql', 'assertValidSchema', () => g.assertValidSchema(new g.GraphQLSchema({})))
    await rec.record('graphql', 'Source bad', () => new g.Source(1))
    await rec.record('graphql', 'print bad', () => g.print({ kind: 'Nope' }))
    await rec.record('graphql', 'astFromValue bad', () => g.astFromValue(1, 1))
  },

  async validator () {
    const v = requireHere('validator')
    for (const fn of ['isEmail', 'isURL', 'isIP', 'isUUID', 'isInt', 'isFloat', 'isJSON', 'isBase64', 'isAlpha', 'isLength', 'escape', 'toInt', 'isCreditCard', 'isISO8601', 'normalizeEmail']) {
      await rec.record('validator', fn + ' number', () => v[fn](1))
    }
    await rec.record('validator', 'isAlpha locale', () => v.isAlpha('a', 'xx-XX'))
    await rec.record('validator', 'isAlphanumeric locale', () => v.isAlphanumeric('a', 'xx-XX'))
    await rec.record('validator', 'isMobilePhone locale', () => v.isMobilePhone('1', 'xx-XX'))
    await rec.record('validator', 'isPostalCode locale', () => v.isPostalCode('1', 'xx'))
    await rec.record('validator', 'isIdentityCard locale', () => v.isIdentityCard('1', 'xx'))
    await rec.record('validator', 'isPassportNumber', () => v.isPassportNumber(1, 'US'))
    await rec.record('validator', 'isTaxID locale', () => v.isTaxID('1', 'xx-XX'))
    await rec.record('validator', 'isLicensePlate locale', () => v.isLicensePlate('1', 'xx-XX'))
    await rec.record('validator', 'isVAT', () => v.isVAT('1', 'XX'))
    await rec.record('validator', 'isIBAN', () => v.isIBAN('1', { whitelist: 'x' }))
    await rec.record('validator', 'isDecimal locale', () => v.isDecimal('1', { locale: 'xx' }))
    await rec.record('validator', 'isMimeType', () => v.isMimeType(null))
    await rec.record('validator', 'isBefore', () => v.isBefore(undefined))
    await rec.record('validator', 'contains', () => v.contains(null, 'a'))
    await rec.record('validator', 'isStrongPassword', () => v.isStrongPassword(1))
  },

  async liquidjs () {
    const { Liquid } = requireHere('liquidjs')
    const engine = new Liquid({ strictVariables: true, strictFilters: true })
    await each('liquidjs', 'parse', ['{% if %}', '{% for %}', '{{ }}', '{% endfor %}', '{% nope %}', '{{ a | }}', '{% assign %}', '{{ 1 + }}', '{% raw %}', '{% comment %}',
      "{{ 'a }}", '{% include %}', '{% for x in %}{% endfor %}', '{% if x %}{% else %}{% else %}{% endif %}', '{% case %}', '{% capture %}', '{% cycle %}',
      '{% tablerow %}', '{{ a[ }}', '{% liquid nope %}', '{% render %}', '{% layout %}', '{% block %}', '{%- if x -%}{%- endif', '{{ x | nope }}'], (s) => engine.parse(s))
    await each('liquidjs', 'render', ['{{ x }}', '{{ x.y }}', '{% include "nope" %}', '{% render "nope" %}', '{{ 1 | divided_by: 0 }}', '{% layout "nope" %}', '{{ "a" | date: 1 }}'], (s) => engine.parseAndRenderSync(s, {}))
    await rec.record('liquidjs', 'registerFilter bad', () => engine.registerFilter('x', 1).x.y)
    await rec.record('liquidjs', 'renderFile missing', () => new Liquid({ root: ['/nonexistent'] }).renderFileSync('x'))
    await rec.record('liquidjs', 'evalValue', () => engine.evalValueSync('a |', {}))
    await rec.record('liquidjs', 'memory limit', () => new Liquid({ memoryLimit: 10 }).parseAndRenderSync('{{ "aaaaaaaaaaaaaaaaaaaaaaa" | append: "bbbbbbbbbbbbbbbbbbbb" }}'))
    await rec.record('liquidjs', 'render limit', () => new Liquid({ parseLimit: 2 }).parse('{{ x }}'))
  },

  async punycode () {
    const p = requireHere('punycode/')
    await each('punycode', 'decode', ['\x80', 'a-', 'zzzzzzzzzzzzzzzzzzzzzzzzzzz', '-9', 'a-b!', '99999999999'], (s) => p.decode(s))
    await each('punycode', 'toUnicode', ['xn--\x80', 'xn--zzzzzzzzzzzzzzzzzz', 'xn--a-'], (s) => p.toUnicode(s))
    await rec.record('punycode', 'ucs2 decode', () => p.ucs2.encode([0x110000]))
  },

  async 'secure-json-parse' () {
    const sjson = requireHere('secure-json-parse')
    await each('secure-json-parse', 'parse', ['{"__proto__": {}}', '{"constructor": {"prototype": {}}}', '{"a": {"__proto__": 1}}', '{', 'x', '[1,]', '{"a":1}x'], (s) => sjson.parse(s))
    await rec.record('secure-json-parse', 'parse reviver throws', () => sjson.parse('{"a":1}', () => { throw new TypeError('reviver') }))
    await rec.record('secure-json-parse', 'scan', () => sjson.scan({ __proto__: null, constructor: { prototype: {} } }))
    await rec.record('secure-json-parse', 'parse protoAction error', () => sjson.parse('{"\\u005f_proto__": {}}', { protoAction: 'error' }))
  },

  async jmespath () {
    const jmespath = requireHere('jmespath')
    await each('jmespath', 'search', ['a.', '[', 'a[?', 'a | ', '`x', "'a", '&', 'a[1:2:0]', 'foo(', 'nope(a)', 'abs(`"x"`)', 'length(`1`)', 'a[?b ==]', '"a', '!', 'a.[', 'sort_by(@, &a)', 'max_by(@, &a)',
      'join(`1`, @)', 'abs()', 'to_number()', 'a{', '@@', 'a..b', 'merge(`1`)', 'not_null()', 'contains(`1`, `1`)', 'avg(`["a"]`)', 'keys(`1`)'], (s) => jmespath.search([{ a: 1 }, { a: 'x' }], s))
  },

  async 'expr-eval' () {
    const { Parser } = requireHere('expr-eval')
    await each('expr-eval', 'parse', ['1 +', '(', ')', '1 2', 'x ==', 'f(', '"a', '[1,', '1 ? 2', 'a.', '@', '1 = 2', 'a[', '1..2', 'x = ', 'f(x) = ', ''], (s) => Parser.parse(s))
    await each('expr-eval', 'evaluate', ['x', 'f(1)', 'x.y', '1 / 0 + nope', 'sin("a")()', '[1][5].x', 'max()', 'x()'], (s) => Parser.evaluate(s, {}))
    await rec.record('expr-eval', 'simplify unknown', () => Parser.parse('a + b').toJSFunction('a')(1))
  },

  async picomatch () {
    const pm = requireHere('picomatch')
    await each('picomatch', 'compile', ['', null, 1, [], '*'.repeat(70000)], (s) => pm(s))
    await rec.record('picomatch', 'makeRe bad', () => pm.makeRe(1))
    await rec.record('picomatch', 'parse bad', () => pm.parse(1))
    await rec.record('picomatch', 'test bad input', () => pm.test(1, /x/))
    await rec.record('picomatch', 'match non-string', () => pm('a')(1))
    await rec.record('picomatch', 'strictBrackets', () => pm.makeRe('[a', { strictBrackets: true }))
    await rec.record('picomatch', 'strictBrackets paren', () => pm.makeRe('(a', { strictBrackets: true }))
    await rec.record('picomatch', 'strictBrackets brace', () => pm.makeRe('{a', { strictBrackets: true }))
    await rec.record('picomatch', 'maxLength', () => pm.makeRe('a'.repeat(10), { maxLength: 5 }))
    await rec.record('picomatch', 'toRegex debug', () => pm.toRegex('(', { debug: true }))
  },

  async 'compare-versions' () {
    const cv = requireHere('compare-versions')
    await each('compare-versions', 'compareVersions', ['x', '1.x.y.z.w', '', 'v', '1..2'], (s) => cv.compareVersions(s, '1.0.0'))
    await rec.record('compare-versions', 'compareVersions number', () => cv.compareVersions(1, '1.0.0'))
    await rec.record('compare-versions', 'compare operator', () => cv.compare('1.0.0', '1.0.0', '=>'))
    await rec.record('compare-versions', 'compare operator type', () => cv.compare('1.0.0', '1.0.0', 1))
    await rec.record('compare-versions', 'satisfies bad', () => cv.satisfies('x', '^1.0.0'))
    await rec.record('compare-versions', 'satisfies bad range', () => cv.satisfies('1.0.0', '^x'))
    await rec.record('compare-versions', 'satisfies type', () => cv.satisfies(1, '1'))
  },

  // Second batch (2026-12-06, split-js-py.txt batch 3): none of these is in
  // bench/deployed, bench/lang-js or bench/env.
  async jsonwebtoken () {
    const jwt = requireHere('jsonwebtoken')
    const good = jwt.sign({ a: 1 }, 'secret', { noTimestamp: true })
    await each('jsonwebtoken', 'verify', ['x', 'a.b.c', good + 'x', good.split('.').slice(0, 2).join('.') + '.', ''], (t) => jwt.verify(t, 'secret'))
    await rec.record('jsonwebtoken', 'verify wrong secret', () => jwt.verify(good, 'other'))
    await rec.record('jsonwebtoken', 'verify expired', () => jwt.verify(jwt.sign({ a: 1, exp: 1 }, 's'), 's'))
    await rec.record('jsonwebtoken', 'verify nbf', () => jwt.verify(jwt.sign({ a: 1, nbf: 4102444800 }, 's'), 's'))
    await rec.record('jsonwebtoken', 'verify audience', () => jwt.verify(jwt.sign({ aud: 'a' }, 's'), 's', { audience: 'b' }))
    await rec.record('jsonwebtoken', 'verify issuer', () => jwt.verify(jwt.sign({ iss: 'a' }, 's'), 's', { issuer: 'b' }))
    await rec.record('jsonwebtoken', 'verify algorithms', () => jwt.verify(good, 'secret', { algorithms: ['RS256'] }))
    await rec.record('jsonwebtoken', 'verify no secret', () => jwt.verify(good, ''))
    await rec.record('jsonwebtoken', 'verify maxAge', () => jwt.verify(good, 'secret', { maxAge: '1s' }))
    await rec.record('jsonwebtoken', 'sign no secret', () => jwt.sign({ a: 1 }, ''))
    await rec.record('jsonwebtoken', 'sign bad option', () => jwt.sign({ a: 1 }, 's', { nope: 1 }))
    await rec.record('jsonwebtoken', 'sign expiresIn type', () => jwt.sign({ a: 1 }, 's', { expiresIn: {} }))
    await rec.record('jsonwebtoken', 'sign payload exp', () => jwt.sign({ a: 1, exp: 1 }, 's', { expiresIn: 1 }))
    await rec.record('jsonwebtoken', 'sign string payload option', () => jwt.sign('x', 's', { expiresIn: 1 }))
    await rec.record('jsonwebtoken', 'sign algorithm', () => jwt.sign({ a: 1 }, 's', { algorithm: 'nope' }))
    await rec.record('jsonwebtoken', 'sign payload type', () => jwt.sign(undefined, 's'))
    await rec.record('jsonwebtoken', 'sign iat', () => jwt.sign({ iat: 'x' }, 's'))
  },

  async 'fast-json-patch' () {
    const jp = requireHere('fast-json-patch')
    const doc = () => ({ a: [1, 2], b: { c: 1 } })
    const patches = [[{ op: 'nope', path: '/a' }], [{ op: 'add', path: '/a/9', value: 1 }], [{ op: 'remove', path: '/x' }], [{ op: 'replace', path: '/x', value: 1 }],
      [{ op: 'move', from: '/x', path: '/y' }], [{ op: 'copy', from: '/x', path: '/y' }], [{ op: 'test', path: '/a/0', value: 5 }], [{ op: 'add', path: 'a', value: 1 }],
      [{ op: 'add', path: '/a' }], [{ op: 'add', path: '/a/x', value: 1 }], [{ op: 'add', path: '/x/y/z', value: 1 }], [{ path: '/a' }], [{ op: 'add', value: 1 }], [1], [{ op: 'replace', path: '/a/7', value: 1 }]]
    for (const p of patches) await rec.record('fast-json-patch', 'applyPatch validate ' + JSON.stringify(p), () => jp.applyPatch(doc(), p, true))
    await rec.record('fast-json-patch', 'applyPatch no validate', () => jp.applyPatch(doc(), [{ op: 'test', path: '/a/0', value: 5 }]))
    await rec.record('fast-json-patch', 'applyOperation', () => jp.applyOperation(doc(), { op: 'remove', path: '/a/9' }, true))
    await rec.record('fast-json-patch', 'getValueByPointer', () => jp.getValueByPointer(doc(), 'x'))
    await rec.record('fast-json-patch', 'validate', () => { const e = jp.validate([{ op: 'x', path: '/a' }], doc()); if (e) throw e })
  },

  async 'big.js' () {
    const Big = requireHere('big.js')
    await each('big.js', 'new Big', ['x', '', '1e', '--1', NaN, Infinity, '0x10', ' 1'], (s) => new Big(s))
    await rec.record('big.js', 'div zero', () => new Big(1).div(0))
    await rec.record('big.js', 'sqrt neg', () => new Big(-1).sqrt())
    await rec.record('big.js', 'pow bad', () => new Big(2).pow(1.5))
    await rec.record('big.js', 'round bad dp', () => new Big(1).round(-1))
    await rec.record('big.js', 'round bad rm', () => new Big(1).round(1, 9))
    await rec.record('big.js', 'toFixed bad', () => new Big(1).toFixed(1e7))
    await rec.record('big.js', 'toPrecision bad', () => new Big(1).toPrecision(0))
    await rec.record('big.js', 'toExponential bad', () => new Big(1).toExponential(-1))
    await rec.record('big.js', 'strict', () => { Big.strict = true; try { return new Big(1.5) } finally { Big.strict = false } })
    await rec.record('big.js', 'strict toNumber', () => { Big.strict = true; try { return new Big('1.00000000000000000001').toNumber() } finally { Big.strict = false } })
    await rec.record('big.js', 'DP bad', () => { const B = Big(); B.DP = -1; return new B(1).div(3) })
    await rec.record('big.js', 'mod zero', () => new Big(1).mod(0))
    await rec.record('big.js', 'cmp bad', () => new Big(1).cmp('x'))
  },

  async 'bignumber.js' () {
    const BigNumber = requireHere('bignumber.js')
    const B = BigNumber.clone({ DEBUG: true })
    await each('bignumber.js', 'new (DEBUG)', ['x', '1e', '--1', 1.1234567890123456789, 'ff'], (s) => new B(s))
    await rec.record('bignumber.js', 'base bad', () => new B('12', 99))
    await rec.record('bignumber.js', 'base digit', () => new B('19', 8))
    await rec.record('bignumber.js', 'config bad', () => BigNumber.config({ DECIMAL_PLACES: -1 }))
    await rec.record('bignumber.js', 'config type', () => BigNumber.config(1))
    await rec.record('bignumber.js', 'config ROUNDING_MODE', () => BigNumber.config({ ROUNDING_MODE: 9 }))
    await rec.record('bignumber.js', 'config ALPHABET', () => BigNumber.config({ ALPHABET: 'a' }))
    await rec.record('bignumber.js', 'config CRYPTO', () => BigNumber.config({ EXPONENTIAL_AT: 'x' }))
    await rec.record('bignumber.js', 'toFixed bad', () => new BigNumber(1).toFixed(-1))
    await rec.record('bignumber.js', 'toFormat bad', () => new BigNumber(1).toFormat(1, 1, 1))
    await rec.record('bignumber.js', 'toString base', () => new BigNumber(1).toString(99))
    await rec.record('bignumber.js', 'pow bad', () => new BigNumber(2).pow(1.5))
    await rec.record('bignumber.js', 'shiftedBy bad', () => new BigNumber(2).shiftedBy(1.5))
    await rec.record('bignumber.js', 'precision bad', () => new BigNumber(2).precision(0))
    await rec.record('bignumber.js', 'toFraction bad', () => new BigNumber(2).toFraction(0.5))
    await rec.record('bignumber.js', 'random bad', () => BigNumber.random(-1))
  },

  async 'fraction.js' () {
    const Fraction = requireHere('fraction.js')
    await each('fraction.js', 'new Fraction', ['x', '1/0', '1/', '1.2.3', '(1', 'a/b', '1/2/3'], (s) => new Fraction(s))
    await rec.record('fraction.js', 'div zero', () => new Fraction(1).div(0))
    await rec.record('fraction.js', 'mod zero', () => new Fraction(1).mod(0))
    await rec.record('fraction.js', 'inverse zero', () => new Fraction(0).inverse())
    await rec.record('fraction.js', 'object bad', () => new Fraction({ n: 1 }))
    await rec.record('fraction.js', 'args', () => new Fraction(1, 0))
    await rec.record('fraction.js', 'NaN', () => new Fraction(NaN))
    await rec.record('fraction.js', 'Infinity', () => new Fraction(Infinity))
  },

  async '@eslint-community/regexpp' () {
    const rp = requireHere('@eslint-community/regexpp')
    await each('@eslint-community/regexpp', 'parseRegExpLiteral', ['/(/', '/[/', '/a{2,1}/', '/\\k<x>/u', '/(?<a>)(?<a>)/', '/a/gg', '/a/x', '/*/', '/\\u{110000}/u', '/(?<=a/', '/[b-a]/', '/\\p{Nope}/u', 'x', '/a**/', '/(?:a/'], (s) => rp.parseRegExpLiteral(s))
    await rec.record('@eslint-community/regexpp', 'validatePattern', () => new rp.RegExpValidator().validatePattern('(', 0, 1, { unicode: true }))
    await rec.record('@eslint-community/regexpp', 'validateFlags', () => new rp.RegExpValidator().validateFlags('gg'))
    await rec.record('@eslint-community/regexpp', 'parsePattern', () => new rp.RegExpParser().parsePattern(')'))
  },

  async esprima () {
    const esprima = requireHere('esprima')
    await each('esprima', 'parseScript', ['var', '1 +', 'function (', '{', 'let let = 1', '"a', '/a', 'a => {', 'class { }', 'return 1', 'x = 08;\n"use strict"', 'for (;;', '@', 'a ?? b', 'new.target', 'import x from "y"', '`a${', 'if (a) else b', '({a:1, a:2, __proto__: 1, __proto__: 2})', 'break x'], (s) => esprima.parseScript(s))
    await each('esprima', 'parseModule', ['export x', 'import {', 'await 1 +', 'with (a) {}'], (s) => esprima.parseModule(s))
    await rec.record('esprima', 'tokenize', () => esprima.tokenize('"a'))
  },

  async 'sprintf-js' () {
    const { sprintf, vsprintf } = requireHere('sprintf-js')
    await each('sprintf-js', 'sprintf', ['%', '%(a', '%(a)s', '%z', '%1$s %s', '%(a.b)s', '%.x', '%(a)s %s'], (f) => sprintf(f, { a: 1 }))
    await rec.record('sprintf-js', 'sprintf missing', () => sprintf('%s %d', 'a'))
    await rec.record('sprintf-js', 'vsprintf bad', () => vsprintf('%d', ['x']))
    await rec.record('sprintf-js', 'sprintf named missing', () => sprintf('%(a)s', {}))
  },

  async eta () {
    const { Eta } = requireHere('eta')
    const eta = new Eta({ views: '/nonexistent' })
    await each('eta', 'renderString', ['<%= it.a.b %>', '<% if (', '<%= %>', '<% } %>', '<%~ include("x") %>', '<%', '<%= it.x( %>', '<% layout("nope") %>x'], (s) => eta.renderString(s, {}))
    await rec.record('eta', 'render missing', () => eta.render('nope', {}))
    await rec.record('eta', 'render no views', () => new Eta().render('x', {}))
    await rec.record('eta', 'compile bad tags', () => new Eta({ tags: ['{{'] }).renderString('{{= 1 }}', {}))
    await rec.record('eta', 'render absolute', () => eta.render('/etc/passwd', {}))
  },

  async cac () {
    const { cac } = requireHere('cac')
    const mk = () => { const c = cac('prog'); c.command('build <dir>', 'Build').option('--out <o>', 'Out'); c.command('run [x]').option('--n <n>', 'N', { default: 1 }); c.option('--strict', 'S'); return c }
    for (const argv of [['build'], ['nope'], ['build', 'x', '--out'], ['run', '--zz'], ['build', 'x', '--nope']]) {
      await rec.record('cac', 'parse ' + JSON.stringify(argv), () => { const c = mk(); c.command('').action(() => {}); const p = c.parse(['node', 'prog', ...argv], { run: false }); c.runMatchedCommand(); return p })
    }
    await rec.record('cac', 'unknown option strict', () => { const c = cac('p'); c.command('x').action(() => {}); c.parse(['node', 'p', 'x', '--bad'], { run: false }); c.runMatchedCommand() })
    await rec.record('cac', 'missing required', () => { const c = cac('p'); c.command('x <a> <b>').action(() => {}); c.parse(['node', 'p', 'x', '1'], { run: false }); c.runMatchedCommand() })
    await rec.record('cac', 'option value missing', () => { const c = cac('p'); c.command('x').option('--o <v>', 'v').action(() => {}); c.parse(['node', 'p', 'x', '--o'], { run: false }); c.runMatchedCommand() })
  },

  async '@msgpack/msgpack' () {
    const mp = requireHere('@msgpack/msgpack')
    await each('@msgpack/msgpack', 'decode', [[0xc1], [0x92, 0x01], [0xd9, 0x05, 0x61], [0xc7, 0x01, 0x05], [0x81], [0xdc], [0xd4, 0xff, 0x00], [0x93, 0x01, 0x02, 0x03, 0x04], [0xc6, 0xff, 0xff, 0xff, 0xff], [0xd6, 0xff, 0, 0]], (b) => mp.decode(Uint8Array.from(b)))
    await rec.record('@msgpack/msgpack', 'encode function', () => mp.encode(() => 1))
    await rec.record('@msgpack/msgpack', 'encode symbol', () => mp.encode(Symbol('x')))
    await rec.record('@msgpack/msgpack', 'encode depth', () => mp.encode([[[1]]], { maxDepth: 1 }))
    await rec.record('@msgpack/msgpack', 'decode maxStrLength', () => mp.decode(mp.encode('abcdef'), { maxStrLength: 2 }))
    await rec.record('@msgpack/msgpack', 'decode maxArrayLength', () => mp.decode(mp.encode([1, 2, 3]), { maxArrayLength: 2 }))
    await rec.record('@msgpack/msgpack', 'decode map key', () => mp.decode(Uint8Array.from([0x81, 0x90, 0x01])))
    await rec.record('@msgpack/msgpack', 'ExtensionCodec', () => new mp.ExtensionCodec().register({ type: 200, encode: () => null, decode: () => null }))
  },

  async 'chroma-js' () {
    const chroma = requireHere('chroma-js')
    await each('chroma-js', 'chroma', ['nope', '#12', 'rgb(1,2)', 'hsl(x)', '', '#ggg'], (s) => chroma(s))
    await rec.record('chroma-js', 'chroma number', () => chroma(-1))
    await rec.record('chroma-js', 'chroma object', () => chroma({ x: 1 }))
    await rec.record('chroma-js', 'mix bad mode', () => chroma.mix('red', 'blue', 0.5, 'nope'))
    await rec.record('chroma-js', 'scale bad', () => chroma.scale(['nope', 'red'])(0.5))
    await rec.record('chroma-js', 'brewer', () => chroma.scale('Nope')(0.5))
    await rec.record('chroma-js', 'get bad', () => chroma('red').get('nope.x'))
    await rec.record('chroma-js', 'set bad', () => chroma('red').set('nope.x', 1))
    await rec.record('chroma-js', 'average bad', () => chroma.average(['red', 'blue'], 'nope'))
    await rec.record('chroma-js', 'contrast bad', () => chroma.contrast('nope', 'red'))
    await rec.record('chroma-js', 'temperature', () => chroma.temperature('x').hex())
    await rec.record('chroma-js', 'blend bad', () => chroma.blend('red', 'blue', 'nope'))
    await rec.record('chroma-js', 'cubehelix', () => chroma.cubehelix().gamma('x')(0.5).hex())
    await rec.record('chroma-js', 'deltaE', () => chroma.deltaE('red', 'nope'))
  },

  async xregexp () {
    const XRegExp = requireHere('xregexp')
    await each('xregexp', 'XRegExp', ['(', '(?<a>x)(?<a>y)', '\\k<nope>', '\\p{Nope}', '[', '(?<1a>x)', '\\p{^L', '\\x{ZZ}'], (s) => XRegExp(s))
    await rec.record('xregexp', 'flags dup', () => XRegExp('a', 'gg'))
    await rec.record('xregexp', 'flags bad', () => XRegExp('a', 'q'))
    await rec.record('xregexp', 'regex copy', () => XRegExp(/a/, 'g'))
    await rec.record('xregexp', 'build', () => XRegExp.build('{{x}}', {}))
    await rec.record('xregexp', 'matchRecursive', () => XRegExp.matchRecursive('(a', '\\(', '\\)', 'g'))
    await rec.record('xregexp', 'union bad', () => XRegExp.union([1]))
    await rec.record('xregexp', 'tag', () => XRegExp.tag()`(${1}`)
    await rec.record('xregexp', 'addToken bad', () => XRegExp.addToken(/a/, () => 'a', { flag: 'ab' }))
    await rec.record('xregexp', 'install bad', () => XRegExp.install({ nope: true }) || XRegExp.exec(1, 2))
    await rec.record('xregexp', 'replace bad', () => XRegExp.replace('a', /a/, '${nope}'))
  },

  async 'css-what' () {
    const { parse } = requireHere('css-what')
    await each('css-what', 'parse', ['a[', 'a[x=', 'a::', ':nope(', 'a,', '>', 'a:not(', 'a[x="y]', ':has(', '#', '.', 'a > > b', 'a[x|=', ':nth-child(', '\\', '[x i', 'a::before(', ',a', 'a b,', '*|'], (s) => parse(s))
  },

  async bson () {
    const BSON = requireHere('bson')
    await each('bson', 'deserialize', [[1, 0, 0, 0], [5, 0, 0, 0, 1], [6, 0, 0, 0, 0x10, 0], [12, 0, 0, 0, 2, 0x61, 0, 5, 0, 0, 0, 0], [0xff, 0, 0, 0, 0], [8, 0, 0, 0, 0x99, 0x61, 0, 0]], (b) => BSON.deserialize(Uint8Array.from(b)))
    await rec.record('bson', 'ObjectId bad', () => new BSON.ObjectId('x'))
    await rec.record('bson', 'ObjectId hex', () => BSON.ObjectId.createFromHexString('zz'))
    await rec.record('bson', 'ObjectId base64', () => BSON.ObjectId.createFromBase64('x'))
    await rec.record('bson', 'Decimal128 bad', () => BSON.Decimal128.fromString('x'))
    await rec.record('bson', 'Decimal128 range', () => BSON.Decimal128.fromString('1e9999'))
    await rec.record('bson', 'Long fromString', () => BSON.Long.fromString('', false, 99))
    await rec.record('bson', 'UUID bad', () => new BSON.UUID('x'))
    await rec.record('bson', 'Binary bad', () => new BSON.Binary(1))
    await rec.record('bson', 'Int32 bad', () => BSON.Int32.fromString('x'))
    await rec.record('bson', 'Double fromString', () => BSON.Double.fromString('x'))
    await rec.record('bson', 'EJSON parse', () => BSON.EJSON.parse('{"a": {"$numberInt": "x"}}'))
    await rec.record('bson', 'EJSON parse date', () => BSON.EJSON.parse('{"a": {"$date": {"$numberLong": "x"}}}'))
    await rec.record('bson', 'EJSON parse oid', () => BSON.EJSON.parse('{"a": {"$oid": "x"}}'))
    await rec.record('bson', 'serialize bad', () => BSON.serialize(1))
    await rec.record('bson', 'serialize key', () => BSON.serialize({ $bad: 1 }, { checkKeys: true }))
    await rec.record('bson', 'serialize cycle', () => { const a = {}; a.a = a; return BSON.serialize(a) })
    await rec.record('bson', 'Timestamp bad', () => new BSON.Timestamp(1))
    await rec.record('bson', 'BSONRegExp bad', () => new BSON.BSONRegExp('a', 'z'))
  },

  async runtypes () {
    const R = requireHere('runtypes')
    const T = R.Object({ a: R.Number, b: R.String.withConstraint((s) => s.length > 1 || 'too short'), c: R.Array(R.Boolean).optional(), d: R.Union(R.Literal('x'), R.Literal('y')).optional() })
    for (const v of [1, {}, { a: 'x', b: 'ab' }, { a: 1, b: 'a' }, { a: 1, b: 'ab', c: [1] }, { a: 1, b: 'ab', d: 'z' }, null]) await rec.record('runtypes', 'check ' + JSON.stringify(v), () => T.check(v))
    await rec.record('runtypes', 'Tuple', () => R.Tuple(R.Number, R.String).check([1]))
    await rec.record('runtypes', 'Record', () => R.Record(R.String, R.Number).check({ a: 'x' }))
    await rec.record('runtypes', 'Guard', () => R.Number.withGuard((x) => x > 1).check(0))
    await rec.record('runtypes', 'Brand', () => R.Number.withBrand('X').check('x'))
    await rec.record('runtypes', 'Intersect', () => R.Intersect(R.Object({ a: R.Number }), R.Object({ b: R.Number })).check({ a: 1 }))
    await rec.record('runtypes', 'Function', () => R.Function.check(1))
    await rec.record('runtypes', 'InstanceOf', () => R.InstanceOf(Date).check(1))
    await rec.record('runtypes', 'Never', () => R.Never.check(1))
    await rec.record('runtypes', 'Template', () => R.Template('a', R.Number).check('ax'))
    await rec.record('runtypes', 'Contract', () => R.Contract({ receives: R.Tuple(R.Number), returns: R.String }).enforce((x) => x)(1))
    await rec.record('runtypes', 'parse', () => R.Number.parse('x'))
  },

  async valibot () {
    const v = requireHere('valibot')
    const S = v.object({ a: v.number(), b: v.pipe(v.string(), v.minLength(2), v.email()), c: v.optional(v.array(v.boolean())), d: v.optional(v.picklist(['x', 'y'])) })
    for (const x of [1, {}, { a: 'x', b: 'ab@x.org' }, { a: 1, b: 'a' }, { a: 1, b: 'abc' }, { a: 1, b: 'ab@x.org', c: [1] }, { a: 1, b: 'ab@x.org', d: 'z' }, null]) await rec.record('valibot', 'parse ' + JSON.stringify(x), () => v.parse(S, x))
    await rec.record('valibot', 'strictObject', () => v.parse(v.strictObject({ a: v.number() }), { a: 1, b: 2 }))
    await rec.record('valibot', 'tuple', () => v.parse(v.tuple([v.number(), v.string()]), [1]))
    await rec.record('valibot', 'union', () => v.parse(v.union([v.number(), v.string()]), true))
    await rec.record('valibot', 'regex', () => v.parse(v.pipe(v.string(), v.regex(/^a$/)), 'b'))
    await rec.record('valibot', 'url', () => v.parse(v.pipe(v.string(), v.url()), 'x'))
    await rec.record('valibot', 'integer', () => v.parse(v.pipe(v.number(), v.integer()), 1.5))
    await rec.record('valibot', 'minValue', () => v.parse(v.pipe(v.number(), v.minValue(5)), 1))
    await rec.record('valibot', 'date', () => v.parse(v.date(), 'x'))
    await rec.record('valibot', 'custom message', () => v.parse(v.string('must be text'), 1))
    await rec.record('valibot', 'check', () => v.parse(v.pipe(v.number(), v.check((x) => x > 1, 'too small')), 0))
    await rec.record('valibot', 'literal', () => v.parse(v.literal('a'), 'b'))
    await rec.record('valibot', 'instance', () => v.parse(v.instance(Date), 1))
    await rec.record('valibot', 'variant', () => v.parse(v.variant('t', [v.object({ t: v.literal('a') })]), { t: 'b' }))
  },

  // third batch (split-js-py.txt batch 4)
  async '@babel/parser' () {
    const bp = requireHere('@babel/parser')
    await each('@babel/parser', 'parse', ['var', '1 +', 'let let = 1', 'class { }', '@', 'new.target', 'import x from "y"', 'return 1', 'break x', '({a:1, __proto__: 1, __proto__: 2})', '"a', 'a ?? b || c', 'function f(a,a){"use strict"}', '<div>', 'x as y', 'async function f(){ await }'], (s) => bp.parse(s))
    await rec.record('@babel/parser', 'parse typescript', () => bp.parse('let x: = 1', { plugins: ['typescript'] }))
    await rec.record('@babel/parser', 'parse module await', () => bp.parse('function f() { await 1 }', { sourceType: 'module' }))
    await rec.record('@babel/parser', 'parseExpression', () => bp.parseExpression('a b'))
  },

  async meriyah () {
    const m = requireHere('meriyah')
    await each('meriyah', 'parseScript', ['var', '1 +', 'let let = 1', 'class { }', '@', 'new.target', 'return 1', 'break x', '"a', 'a ?? b || c', 'import x from "y"', 'x = 08;"use strict"', 'for (let of x);', '({a:1, __proto__: 1, __proto__: 2})'], (s) => m.parseScript(s))
    await each('meriyah', 'parseModule', ['export x', 'import {', 'with (a) {}', 'await 1 +'], (s) => m.parseModule(s))
  },

  async jsep () {
    const jsep = requireHere('jsep')
    await each('jsep', 'parse', ['1 +', '(a', 'a[', '"a', 'a.', '#', 'a ? b', '[1,', 'a(b', '.', '{', 'a ? : b', '1 ==='], (s) => jsep(s))
  },

  async 'css-tree' () {
    const ct = requireHere('css-tree')
    await each('css-tree', 'parse', ['@media (', 'a { color: red; } }', ':nope(', 'a{b:c}}', '@import', 'a{color:red!}'], (s) => ct.parse(s, { onParseError: (e) => { throw e } }))
    await rec.record('css-tree', 'parse selector', () => ct.parse('a[', { context: 'selector' }))
    await rec.record('css-tree', 'parse context', () => ct.parse('a', { context: 'nope' }))
    await rec.record('css-tree', 'matchProperty', () => { const r = ct.lexer.matchProperty('color', ct.parse('12px', { context: 'value' })); if (r.error) throw r.error })
    await rec.record('css-tree', 'matchProperty unknown', () => { const r = ct.lexer.matchProperty('nope', ct.parse('1', { context: 'value' })); if (r.error) throw r.error })
  },

  async 'postcss-selector-parser' () {
    const psp = requireHere('postcss-selector-parser')
    await each('postcss-selector-parser', 'processSync', ['a[', 'a[x=', 'a::', ':nope(', 'a:not(', 'a[x="y]', '*|', 'a)', '[x i', 'a[x=y z]', '[]'], (s) => psp().processSync(s))
  },

  async hjson () {
    const Hjson = requireHere('hjson')
    await each('hjson', 'parse', ['{', '{a:', '[1,', '{"a" 1}', "'a", '{a: 1}}', '"\\x"', '{a:[}', '{:1}', '{a b: 1}', "'''a", '[1 2 ,]'], (s) => Hjson.parse(s))
  },

  async '@sinclair/typebox' () {
    const { Type } = requireHere('@sinclair/typebox')
    const { Value } = requireHere('@sinclair/typebox/value')
    const { TypeCompiler } = requireHere('@sinclair/typebox/compiler')
    const S = Type.Object({ a: Type.Number(), b: Type.String({ minLength: 2 }), c: Type.Optional(Type.Array(Type.Boolean())), d: Type.Optional(Type.Union([Type.Literal('x'), Type.Literal('y')])) })
    for (const v of [1, {}, { a: 'x', b: 'ab' }, { a: 1, b: 'a' }, { a: 1, b: 'ab', c: [1] }, { a: 1, b: 'ab', d: 'z' }]) await rec.record('@sinclair/typebox', 'Parse ' + JSON.stringify(v), () => Value.Parse(S, v))
    await rec.record('@sinclair/typebox', 'Decode', () => Value.Decode(S, 1))
    await rec.record('@sinclair/typebox', 'Encode', () => Value.Encode(S, 1))
    await rec.record('@sinclair/typebox', 'compiler Decode', () => TypeCompiler.Compile(S).Decode(1))
    await rec.record('@sinclair/typebox', 'Create never', () => Value.Create(Type.Never()))
    await rec.record('@sinclair/typebox', 'Mutate', () => Value.Mutate(1, 2))
    await rec.record('@sinclair/typebox', 'Check unknown kind', () => Value.Check({ [Symbol.for('TypeBox.Kind')]: 'Nope' }, 1))
    await rec.record('@sinclair/typebox', 'Parse integer', () => Value.Parse(Type.Integer({ maximum: 3 }), 5))
    await rec.record('@sinclair/typebox', 'Parse pattern', () => Value.Parse(Type.String({ pattern: '^a$' }), 'b'))
  },

  async 'fastest-validator' () {
    const FV = requireHere('fastest-validator')
    const v = new FV()
    await rec.record('fastest-validator', 'compile bad type', () => v.compile({ a: 'nope' }))
    await rec.record('fastest-validator', 'compile bad rule', () => v.compile({ a: { type: 1 } }))
    await rec.record('fastest-validator', 'validate no schema', () => v.validate(1, { a: 1 }))
    await rec.record('fastest-validator', 'alias rule name', () => v.alias('string', {}))
    await rec.record('fastest-validator', 'plugin bad', () => v.plugin(1))
    await rec.record('fastest-validator', 'compile array', () => v.compile([]))
    await rec.record('fastest-validator', 'compile multi', () => v.compile([{ type: 'nope' }]))
  },

  async uuid () {
    const uuid = requireHere('uuid')
    await rec.record('uuid', 'parse', () => uuid.parse('x'))
    await rec.record('uuid', 'stringify', () => uuid.stringify([1, 2]))
    await rec.record('uuid', 'version', () => uuid.version('x'))
    await rec.record('uuid', 'v5 namespace', () => uuid.v5('a', 'x'))
    await rec.record('uuid', 'v4 buffer', () => uuid.v4({}, new Uint8Array(4), 10))
    await rec.record('uuid', 'v1 buffer', () => uuid.v1({}, [], 100))
    await rec.record('uuid', 'v7 buffer', () => uuid.v7({}, [], 100))
    await rec.record('uuid', 'v1 random', () => uuid.v1({ random: [1] }))
    await rec.record('uuid', 'v4 random', () => uuid.v4({ random: [1] }))
  },

  async '@js-joda/core' () {
    const jj = requireHere('@js-joda/core')
    const d = () => jj.LocalDate.of(2020, 1, 1)
    const cases = {
      'LocalDate parse': () => jj.LocalDate.parse('x'), 'LocalDate of': () => jj.LocalDate.of(2020, 13, 1), 'LocalTime of': () => jj.LocalTime.of(25),
      'Duration parse': () => jj.Duration.parse('x'), 'Period parse': () => jj.Period.parse('x'), 'ZoneId of': () => jj.ZoneId.of('Mars/Base'),
      'ofPattern reserved': () => jj.DateTimeFormatter.ofPattern('{'), 'plus unit': () => d().plus(1, jj.ChronoUnit.HOURS), 'Instant parse': () => jj.Instant.parse('x'),
      'LocalDate null': () => jj.LocalDate.of(null, 1, 1), 'LocalDate feb 30': () => jj.LocalDate.of(2021, 2, 30), 'Year of': () => jj.Year.of(1e10),
      'with field': () => d().with(jj.ChronoField.HOUR_OF_DAY, 1), 'parse pattern': () => jj.LocalDate.parse('2020', jj.DateTimeFormatter.ofPattern('yyyy-MM')),
      'ZoneOffset of': () => jj.ZoneOffset.of('+25:00'), 'until unit': () => d().until(jj.LocalDate.of(2021, 1, 1), jj.ChronoUnit.HOURS),
      'ofPattern letter': () => jj.DateTimeFormatter.ofPattern('yyyy-bb'), 'LocalTime parse': () => jj.LocalTime.parse('25:00')
    }
    for (const [k, f] of Object.entries(cases)) await rec.record('@js-joda/core', k, f)
  },

  async fecha () {
    const fecha = requireHere('fecha')
    await rec.record('fecha', 'format invalid', () => fecha.format(new Date(NaN), 'YYYY'))
    await rec.record('fecha', 'format type', () => fecha.format('x'))
    await rec.record('fecha', 'parse no format', () => fecha.parse('2020'))
    await rec.record('fecha', 'parse type', () => fecha.parse(1, 'YYYY'))
  },

  async 'humanize-duration' () {
    const hd = requireHere('humanize-duration')
    await rec.record('humanize-duration', 'language', () => hd(1000, { language: 'xx' }))
    await rec.record('humanize-duration', 'fallbacks', () => hd(1000, { language: 'xx', fallbacks: ['yy'] }))
    await rec.record('humanize-duration', 'fallbacks type', () => hd(1000, { fallbacks: 'x' }))
  },

  async 'complex.js' () {
    const Complex = requireHere('complex.js')
    await each('complex.js', 'new Complex', ['x', '1+', 'i i', '((1)', '1e', '+'], (s) => new Complex(s))
    await rec.record('complex.js', 'object', () => new Complex({ x: 1 }))
    await rec.record('complex.js', 'array', () => new Complex([1, 2, 3]))
  },

  async 'big-integer' () {
    const bigInt = requireHere('big-integer')
    await each('big-integer', 'bigInt', ['x', '1.5', 'ff', '--1', '1e-1'], (s) => bigInt(s))
    await rec.record('big-integer', 'base 1', () => bigInt('12', 1))
    await rec.record('big-integer', 'base digit', () => bigInt('19', 8))
    await rec.record('big-integer', 'divide zero', () => bigInt(1).divide(0))
    await rec.record('big-integer', 'toString base 0', () => bigInt(5).toString(0))
    await rec.record('big-integer', 'modInv', () => bigInt(2).modInv(4))
    await rec.record('big-integer', 'shiftLeft', () => bigInt(2).shiftLeft(1e10))
    await rec.record('big-integer', 'mod zero', () => bigInt(2).mod(0))
  },

  async 'command-line-args' () {
    const cla = requireHere('command-line-args')
    const defs = [{ name: 'n', type: Number }, { name: 'v', alias: 'v', type: Boolean }, { name: 'f', type: String, multiple: true }]
    for (const argv of [['--nope'], ['x'], ['-z'], ['--v=1']]) await rec.record('command-line-args', 'parse ' + JSON.stringify(argv), () => cla(defs, { argv }))
    const bad = { 'same name': [{ name: 'a' }, { name: 'a' }], 'alias long': [{ name: 'a', alias: 'ab' }], 'type': [{ name: 'a', type: 1 }], 'no name': [{}],
      'alias numeric': [{ name: 'a', alias: '1' }], 'same alias': [{ name: 'a', alias: 'x' }, { name: 'b', alias: 'x' }], 'defaultOption twice': [{ name: 'a', defaultOption: true }, { name: 'b', defaultOption: true }] }
    for (const [k, d] of Object.entries(bad)) await rec.record('command-line-args', 'definitions ' + k, () => cla(d, { argv: [] }))
  },

  async optionator () {
    const optionator = requireHere('optionator')
    const o = optionator({ options: [{ option: 'num', alias: 'n', type: 'Number' }, { option: 'flag', type: 'Boolean' }, { option: 'e', type: 'String', enum: ['a', 'b'] }] })
    for (const a of [['--nope'], ['--num', 'x'], ['--num'], ['-z'], ['--e', 'c'], ['--no-num']]) await rec.record('optionator', 'parseArgv ' + a.join(' '), () => o.parseArgv(['node', 'p', ...a]))
    await rec.record('optionator', 'required', () => optionator({ options: [{ option: 'r', type: 'String', required: true }] }).parseArgv(['node', 'p']))
    await rec.record('optionator', 'bad type', () => optionator({ options: [{ option: 'r', type: 'Nope[' }] }))
    await rec.record('optionator', 'defined twice', () => optionator({ options: [{ option: 'r', type: 'String' }, { option: 'r', type: 'String' }] }))
    await rec.record('optionator', 'mutually exclusive', () => optionator({ mutuallyExclusive: [['a', 'b']], options: [{ option: 'a', type: 'Boolean' }, { option: 'b', type: 'Boolean' }] }).parseArgv(['node', 'p', '--a', '--b']))
    await rec.record('optionator', 'dependsOn', () => optionator({ options: [{ option: 'a', type: 'Boolean', dependsOn: 'b' }, { option: 'b', type: 'Boolean' }] }).parseArgv(['node', 'p', '--a']))
  },

  async clipanion () {
    const { Cli, Command, Option } = requireHere('clipanion')
    class Build extends Command { static paths = [['build']]; out = Option.String('--out'); dir = Option.String(); async execute () {} }
    class Run extends Command { static paths = [['run']]; x = Option.Boolean('--x'); async execute () {} }
    const cli = () => { const c = new Cli({ binaryName: 'p' }); c.register(Build); c.register(Run); return c }
    for (const a of [['build'], ['nope'], ['build', 'x', '--out'], ['run', '--zz'], ['build', 'x', 'y']]) await rec.record('clipanion', 'process ' + JSON.stringify(a), () => cli().process(a))
    await rec.record('clipanion', 'required option', () => { class E extends Command { static paths = [['e']]; a = Option.String('--a', { required: true }); async execute () {} }; const c = new Cli(); c.register(E); return c.process(['e']) })
  },

  async 'hogan.js' () {
    const Hogan = requireHere('hogan.js')
    await each('hogan.js', 'compile', ['{{#a}}', '{{/a}}', '{{#a}}{{/b}}', '{{=<% %>=}}<%#a%>', '{{#a}}{{^b}}{{/a}}', '{{^a}}'], (s) => Hogan.compile(s))
  },

  async micromustache () {
    const mm = requireHere('micromustache')
    await each('micromustache', 'render', ['{{a', '{{}}', '{{a.}}', '{{a[}}', '{{a[0}}'], (s) => mm.render(s, {}, { validateVarNames: true }))
    await rec.record('micromustache', 'get propsExist', () => mm.get({}, 'a.b', { propsExist: true }))
    await rec.record('micromustache', 'tags', () => mm.render('x', {}, { tags: ['{{'] }))
    await rec.record('micromustache', 'maxVarNameLength', () => mm.render('{{aaaaaa}}', {}, { maxVarNameLength: 2 }))
    await rec.record('micromustache', 'depth', () => mm.render('{{a.b.c}}', { a: { b: {} } }, { depth: 1 }))
    await rec.record('micromustache', 'compile number', () => mm.compile(1))
  },

  async velocityjs () {
    const V = requireHere('velocityjs')
    await each('velocityjs', 'render', ['#if(', '#foreach($a in)', '#set($a = )', '#macro(', '${a', '#set($a = [1,)', '#foreach(', '$a.b(1'], (s) => V.render(s, {}))
  },

  async squirrelly () {
    const Sqrl = requireHere('squirrelly')
    await each('squirrelly', 'render', ['{{ x', '{{@if(it.a)}}', '{{/if}}', '{{@nope() /}}', '{{ it.a | nope }}', '{{@if()}}{{#else}}{{/if}}', '{{ it.x( }}', '{{@include("nope") /}}', '{{@try}}{{#nope}}{{/try}}', '{{"}}', '{{ it.a.b }}'], (s) => Sqrl.render(s, {}))
    await rec.record('squirrelly', 'renderFile missing', () => Sqrl.renderFile('/nonexistent/x.sqrl', {}))
  },

  async 'pug-lexer' () {
    const lex = requireHere('pug-lexer')
    await each('pug-lexer', 'lex', ['div\n   p\n  a', 'div(', 'div(a=)', '#[', '+', 'div\n\tp\n  a', 'p #{', 'p= ', 'if', 'case', 'extends', 'include', 'p #[b', '| #{a', 'div(a b=)'], (s) => lex(s))
  },

  async protobufjs () {
    const pb = requireHere('protobufjs')
    await each('protobufjs', 'parse', ['message {', 'message A { int32 a = ; }', 'package ;', 'import', 'message A { option (x = 1; }', 'service S { rpc X(A) returns }', 'message A { oneof { } }', 'message A { map<int32> m = 1; }', 'message A { reserved 1 to; }', '"x'], (s) => pb.parse(s))
    await rec.record('protobufjs', 'resolveAll', () => pb.Root.fromJSON({ nested: { A: { fields: { a: { type: 'Nope', id: 1 } } } } }).resolveAll())
    const A = pb.Root.fromJSON({ nested: { A: { fields: { a: { type: 'int32', id: 1 }, s: { type: 'string', id: 2 }, r: { rule: 'required', type: 'int32', id: 3 } } } } }).lookupType('A')
    await each('protobufjs', 'decode', [[0x08], [0x0f, 0x01], [0x12, 0x05, 0x61], [0x08, 0x01]], (b) => A.decode(Uint8Array.from(b)))
    await rec.record('protobufjs', 'fromObject', () => A.fromObject(1))
    await rec.record('protobufjs', 'Reader', () => pb.Reader.create(1))
    await rec.record('protobufjs', 'Field id', () => new pb.Field('a', 'x', 'int32'))
    await rec.record('protobufjs', 'Type add', () => new pb.Type('T').add(1))
    await rec.record('protobufjs', 'Namespace duplicate', () => { const n = new pb.Namespace('N'); n.add(new pb.Type('T')); n.add(new pb.Type('T')) })
    await rec.record('protobufjs', 'Enum duplicate', () => new pb.Enum('E').add('a', 1).add('a', 2))
    await rec.record('protobufjs', 'Enum id', () => new pb.Enum('E').add('a', 'x'))
    await rec.record('protobufjs', 'lookupType', () => new pb.Root().lookupType('X'))
    await rec.record('protobufjs', 'lookupEnum', () => new pb.Root().lookupEnum('X'))
    await rec.record('protobufjs', 'Type duplicate id', () => new pb.Type('T').add(new pb.Field('a', 1, 'int32')).add(new pb.Field('b', 1, 'int32')))
  },

  async fflate () {
    const ff = requireHere('fflate')
    await rec.record('fflate', 'inflateSync block', () => ff.inflateSync(Uint8Array.from([0xff, 0xff])))
    await rec.record('fflate', 'inflateSync eof', () => ff.inflateSync(Uint8Array.from([0x04])))
    await rec.record('fflate', 'gunzipSync', () => ff.gunzipSync(Uint8Array.from([1, 2, 3])))
    await rec.record('fflate', 'gunzipSync truncated', () => ff.gunzipSync(ff.gzipSync(ff.strToU8('hello')).subarray(0, 12)))
    await rec.record('fflate', 'unzlibSync', () => ff.unzlibSync(Uint8Array.from([1, 2, 3])))
    await rec.record('fflate', 'unzipSync', () => ff.unzipSync(Uint8Array.from([1, 2, 3, 4])))
    await rec.record('fflate', 'Inflate after end', () => { const i = new ff.Inflate(() => {}); i.push(ff.deflateSync(ff.strToU8('a')), true); i.push(new Uint8Array(1)) })
    await rec.record('fflate', 'Deflate no handler', () => new ff.Deflate().push(new Uint8Array(1)))
    await rec.record('fflate', 'zipSync filename', () => ff.zipSync({ ['a'.repeat(70000)]: new Uint8Array(1) }))
  },

  async 'cbor-x' () {
    const cbor = requireHere('cbor-x')
    await each('cbor-x', 'decode', [[0x1c], [0x61], [0xff], [0x5f, 0x01], [0x7b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], [0xf8, 0x01]], (b) => cbor.decode(Uint8Array.from(b)))
    await rec.record('cbor-x', 'encode symbol', () => cbor.encode(Symbol('x')))
    await rec.record('cbor-x', 'encode function', () => cbor.encode(() => 1))
  },

  async 'base-x' () {
    const basex = requireHere('base-x').default
    const b58 = basex('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz')
    await rec.record('base-x', 'alphabet long', () => basex('x'.repeat(300)))
    await rec.record('base-x', 'alphabet ambiguous', () => basex('aa'))
    await rec.record('base-x', 'decode', () => b58.decode('0OIl'))
    await rec.record('base-x', 'decode type', () => b58.decode(1))
    await rec.record('base-x', 'encode type', () => b58.encode('x'))
  },

  async toml () {
    const toml = requireHere('toml')
    await each('toml', 'parse', ['a = ', 'a = 1\na = 2', '[a', 'a = "x', 'a = 01', 'a = 1979-13-01T00:00:00Z', '= 1', '[a]\n[a]', 'a = {b=1'], (s) => toml.parse(s))
  },

  async long () {
    const Long = requireHere('long')
    await rec.record('long', 'fromString radix', () => Long.fromString('1', false, 99))
    await rec.record('long', 'fromString empty', () => Long.fromString(''))
    await rec.record('long', 'div zero', () => Long.fromInt(1).div(0))
    await rec.record('long', 'fromString hyphen', () => Long.fromString('1-2'))
    await rec.record('long', 'toString radix', () => Long.fromInt(1).toString(1))
  },

  async 'bn.js' () {
    const BN = requireHere('bn.js')
    await rec.record('bn.js', 'invalid character', () => new BN('zz', 10))
    await rec.record('bn.js', 'base', () => new BN('1', 99))
    await rec.record('bn.js', 'div zero', () => new BN(1).div(new BN(0)))
    await rec.record('bn.js', 'toArrayLike', () => new BN(256).toArrayLike(Buffer, 'be', 1))
    await rec.record('bn.js', 'toRed negative', () => new BN(-1).toRed(BN.red('k256')))
    await rec.record('bn.js', 'toNumber', () => new BN(2).pow(new BN(60)).toNumber())
    await rec.record('bn.js', 'redAdd', () => new BN(1).redAdd(new BN(1)))
    await rec.record('bn.js', 'red name', () => BN.red('nope'))
  },

  async immer () {
    const immer = requireHere('immer')
    await rec.record('immer', 'return and modify', () => immer.produce({ a: 1 }, (d) => { d.a = 2; return { b: 1 } }))
    await rec.record('immer', 'original', () => immer.original({}))
    await rec.record('immer', 'current', () => immer.current({}))
    await rec.record('immer', 'finishDraft', () => immer.finishDraft({}))
    await rec.record('immer', 'applyPatches', () => immer.applyPatches({}, [{ op: 'nope', path: ['a'] }]))
    await rec.record('immer', 'mapSet', () => immer.produce(new Map(), (d) => { d.set(1, 1) }))
    await rec.record('immer', 'createDraft', () => immer.createDraft(1))
    await rec.record('immer', 'produce recipe', () => immer.produce({}, 1))
  },

  async avsc () {
    const avsc = requireHere('avsc')
    const schemas = ['nope', { type: 'record' }, { type: 'enum', name: 'E', symbols: [1] }, { type: 'fixed', name: 'F' }, ['int', 'int'], { type: 'map' }, { type: 'array' },
      { type: 'record', name: '1a', fields: [] }, { type: 'record', name: 'R', fields: [{ name: 'a', type: 'int' }, { name: 'a', type: 'int' }] },
      { type: 'record', name: 'R', fields: [{ name: 'a', type: 'int', default: 'x' }] }]
    await each('avsc', 'forSchema', schemas.map((x) => JSON.stringify(x)), (x) => avsc.Type.forSchema(JSON.parse(x)))
    await rec.record('avsc', 'toBuffer', () => avsc.Type.forSchema('int').toBuffer('x'))
    await rec.record('avsc', 'fromBuffer truncated', () => avsc.Type.forSchema('string').fromBuffer(Buffer.from([0x10])))
    await rec.record('avsc', 'fromBuffer trailing', () => avsc.Type.forSchema('int').fromBuffer(Buffer.from([0x02, 0x01])))
    await rec.record('avsc', 'readProtocol', () => avsc.readProtocol('protocol P { record R { int a } }'))
    await rec.record('avsc', 'readSchema', () => avsc.readSchema('record {'))
  },

  async ulid () {
    const ulid = requireHere('ulid')
    await rec.record('ulid', 'decodeTime', () => ulid.decodeTime('x'))
    await rec.record('ulid', 'decodeTime large', () => ulid.decodeTime('ZZZZZZZZZZZZZZZZZZZZZZZZZZ'))
    await rec.record('ulid', 'ulid negative', () => ulid.ulid(-1))
    await rec.record('ulid', 'encodeTime', () => ulid.encodeTime('x'))
    await rec.record('ulid', 'encodeTime large', () => ulid.encodeTime(1e20))
    await rec.record('ulid', 'ulidToUUID', () => ulid.ulidToUUID('x'))
    await rec.record('ulid', 'uuidToULID', () => ulid.uuidToULID('x'))
    await rec.record('ulid', 'incrementBase32', () => ulid.incrementBase32('ZZZ'))
  },

  async rrule () {
    const { RRule, rrulestr } = requireHere('rrule')
    await each('rrule', 'rrulestr', ['FREQ=NOPE', 'BYDAY=XX', 'FREQ=DAILY;UNTIL=x', 'NOPE:1', 'FREQ=DAILY;BYNOPE=1', ''], (s) => rrulestr(s))
    await rec.record('rrule', 'fromText', () => RRule.fromText('every blah'))
    await rec.record('rrule', 'dtstart', () => new RRule({ freq: RRule.DAILY, dtstart: new Date(NaN), count: 1 }).all())
  },

  async regjsparser () {
    const rp = requireHere('regjsparser')
    await each('regjsparser', 'parse', ['(', 'a{2,1}', '[b-a]', '\\', '(?<a>x)(?<a>y)', '\\k<n>', 'a**', '\\u{110000}', '[', 'a)', '(?<1>a)'],
      (s) => rp.parse(s, 'u', { namedGroups: true, unicodePropertyEscape: true, lookbehind: true }))
  },

  async 'lru-cache' () {
    const { LRUCache } = requireHere('lru-cache')
    await rec.record('lru-cache', 'no limit', () => new LRUCache({}))
    await rec.record('lru-cache', 'max', () => new LRUCache({ max: -1 }))
    await rec.record('lru-cache', 'ttl', () => new LRUCache({ max: 1, ttl: -1 }))
    await rec.record('lru-cache', 'sizeCalculation', () => new LRUCache({ maxSize: 1, max: 1, sizeCalculation: 1 }))
    await rec.record('lru-cache', 'set size', () => new LRUCache({ max: 1, maxSize: 10 }).set('a', 1))
    await rec.record('lru-cache', 'memo', () => new LRUCache({ max: 1 }).memo('a'))
    await rec.record('lru-cache', 'maxEntrySize', () => new LRUCache({ max: 1, maxEntrySize: -1 }))
  },

  async timestring () {
    const ts = requireHere('timestring')
    await rec.record('timestring', 'unit', () => ts('1 nope'))
    await rec.record('timestring', 'return unit', () => ts('1h', 'nope'))
    await rec.record('timestring', 'no match', () => ts('x'))
  },

  async convict () {
    const convict = requireHere('convict')
    await rec.record('convict', 'format', () => convict({ a: { format: 'nope', default: 1 } }))
    await rec.record('convict', 'validate port', () => convict({ a: { format: 'port', default: 1 } }).load({ a: 99999 }).validate())
    await rec.record('convict', 'validate int', () => convict({ a: { format: 'int', default: 1 } }).load({ a: 'x' }).validate())
    await rec.record('convict', 'get', () => convict({ a: { format: String, default: 'x' } }).get('b'))
    await rec.record('convict', 'strict', () => convict({ a: { format: String, default: 'x' } }).load({ b: 1 }).validate({ allowed: 'strict' }))
    await rec.record('convict', 'enum', () => convict({ a: { format: ['x', 'y'], default: 'x' } }).load({ a: 'z' }).validate())
    await rec.record('convict', 'nat', () => convict({ a: { format: 'nat', default: 1 } }).load({ a: -1 }).validate())
    await rec.record('convict', 'loadFile', () => convict({}).loadFile('/nonexistent.json'))
    await rec.record('convict', 'addFormat', () => convict.addFormat({}))
  },

  async filesize () {
    const { filesize } = requireHere('filesize')
    await rec.record('filesize', 'number', () => filesize('x'))
    await rec.record('filesize', 'roundingMethod', () => filesize(1, { roundingMethod: 'nope' }))
  },

  async jsbi () {
    const JSBI = requireHere('jsbi')
    await rec.record('jsbi', 'BigInt string', () => JSBI.BigInt('x'))
    await rec.record('jsbi', 'BigInt float', () => JSBI.BigInt(1.5))
    await rec.record('jsbi', 'divide zero', () => JSBI.divide(JSBI.BigInt(1), JSBI.BigInt(0)))
    await rec.record('jsbi', 'remainder zero', () => JSBI.remainder(JSBI.BigInt(1), JSBI.BigInt(0)))
    await rec.record('jsbi', 'exponentiate negative', () => JSBI.exponentiate(JSBI.BigInt(2), JSBI.BigInt(-1)))
    await rec.record('jsbi', 'toString radix', () => JSBI.BigInt(1).toString(99))
    await rec.record('jsbi', 'asUintN', () => JSBI.asUintN(-1, JSBI.BigInt(1)))
    await rec.record('jsbi', 'leftShift', () => JSBI.leftShift(JSBI.BigInt(1), JSBI.BigInt(2 ** 40)))
    await rec.record('jsbi', 'ADD mixed', () => JSBI.ADD(JSBI.BigInt(1), 1))
  },

  async 'regexp-tree' () {
    const rt = requireHere('regexp-tree')
    await each('regexp-tree', 'parse', ['/(/', '/a{2,1}/', '/[b-a]/', '/\\/', '/(?<a>x)(?<a>y)/', '/a**/u', 'abc', '/a/zz', '/\\u{110000}/u', '/\\p{Nope}/u'], (s) => rt.parse(s))
    await rec.record('regexp-tree', 'generate', () => rt.generate({ type: 'Nope' }))
    await rec.record('regexp-tree', 'optimize', () => rt.optimize('/a/', ['nope']))
  },

  async moo () {
    const moo = requireHere('moo')
    const lexer = () => moo.compile({ ws: /[ \t]+/, num: /[0-9]+/, word: /[a-z]+/, nl: { match: /\n/, lineBreaks: true } })
    await each('moo', 'next', ['#', 'ab #', '12\n!'], (s) => { const l = lexer(); l.reset(s); for (;;) { if (!l.next()) break } })
    await rec.record('moo', 'compile capture', () => moo.compile({ a: /(a)/ }))
    await rec.record('moo', 'compile empty', () => moo.compile({ a: /a*/ }))
    await rec.record('moo', 'compile flags', () => moo.compile({ a: /a/g }))
    await rec.record('moo', 'compile bad value', () => moo.compile({ a: 1 }))
    await rec.record('moo', 'states missing', () => moo.states({ main: { a: { match: 'a', next: 'nope' } } }))
    await rec.record('moo', 'keywords', () => moo.compile({ a: { match: /a/, type: moo.keywords({ kw: 1 }) } }))
    await rec.record('moo', 'linebreaks', () => moo.compile({ a: { match: /\n/ } }))
  },

  async 'ohm-js' () {
    const ohm = requireHere('ohm-js')
    await each('ohm-js', 'grammar', ['G { start = foo }', 'G { start = "a"\n start = "b" }', 'G <: Nope { }', 'G {', 'G { start = "a" "b" | }',
      'G { start<x> = x\n use = start }', 'G { start += "a" }', 'G { start := "a" }', 'G { start = "a"* * }', 'G { start = "\\q" }'], (s) => ohm.grammar(s))
    await rec.record('ohm-js', 'grammars duplicate', () => ohm.grammars('G { a = "a" } G { b = "b" }'))
    await rec.record('ohm-js', 'semantics operation', () => { const g = ohm.grammar('G { start = "a" }'); g.createSemantics().addOperation('x', { nope () {} }) })
    await rec.record('ohm-js', 'semantics missing', () => { const g = ohm.grammar('G { start = "a" }'); const s = g.createSemantics(); s(g.match('b')) })
    await rec.record('ohm-js', 'semantics arity', () => { const g = ohm.grammar('G { start = "a" "b" }'); g.createSemantics().addOperation('x', { start (a) {} }) })
  },

  async peggy () {
    const peggy = requireHere('peggy')
    await each('peggy', 'generate', ['start = foo', 'start = "a"\nstart = "b"', 'start = (', 'start = "a" start2 = "b" start = "c"', 'start = start', 'start = "a"*\n  / "a"+ { return }',
      'start = a:"a" a:"b"', 'start = $', 'start = "a"|2..1|', 'start = [b-a]', 'start = @"a" @b:"b"'], (s) => peggy.generate(s))
    await rec.record('peggy', 'generate allowedStartRules', () => peggy.generate('start = "a"', { allowedStartRules: ['nope'] }))
    await rec.record('peggy', 'generate output', () => peggy.generate('start = "a"', { output: 'nope' }))
    await rec.record('peggy', 'generate format', () => peggy.generate('start = "a"', { output: 'source', format: 'nope' }))
  },

  async mobx () {
    const mobx = requireHere('mobx')
    await rec.record('mobx', 'observable primitive', () => mobx.observable(1))
    await rec.record('mobx', 'makeObservable', () => mobx.makeObservable({}, { a: mobx.observable }))
    await rec.record('mobx', 'makeAutoObservable class', () => { class A { constructor () { mobx.makeAutoObservable(this) } } class B extends A {} return new B() })
    await rec.record('mobx', 'computed set', () => { const c = mobx.computed(() => 1); c.set(2) })
    await rec.record('mobx', 'action', () => mobx.action(1))
    await rec.record('mobx', 'autorun', () => mobx.autorun(1))
    await rec.record('mobx', 'reaction', () => mobx.reaction(1, 2))
    await rec.record('mobx', 'extendObservable', () => mobx.extendObservable(1, {}))
    await rec.record('mobx', 'observable.box set in computed', () => { const b = mobx.observable.box(1); const c = mobx.computed(() => { b.set(2); return 1 }); mobx.autorun(() => c.get()) })
    await rec.record('mobx', 'getAtom', () => mobx.getAtom({}))
    await rec.record('mobx', 'configure', () => mobx.configure({ enforceActions: 'nope' }))
    await rec.record('mobx', 'toJS map key', () => mobx.observable.map({}).intercept(1))
  },

  async redux () {
    const redux = requireHere('redux')
    const r = (s = 0) => s
    await rec.record('redux', 'createStore reducer', () => redux.createStore(1))
    await rec.record('redux', 'createStore enhancer', () => redux.createStore(r, undefined, 1))
    await rec.record('redux', 'createStore two enhancers', () => redux.createStore(r, (x) => x, (x) => x))
    await rec.record('redux', 'dispatch plain', () => redux.createStore(r).dispatch(1))
    await rec.record('redux', 'dispatch type', () => redux.createStore(r).dispatch({}))
    await rec.record('redux', 'dispatch type string', () => redux.createStore(r).dispatch({ type: 1 }))
    await rec.record('redux', 'subscribe', () => redux.createStore(r).subscribe(1))
    await rec.record('redux', 'replaceReducer', () => redux.createStore(r).replaceReducer(1))
    await rec.record('redux', 'combineReducers undefined', () => redux.combineReducers({ a: () => undefined })({}, { type: 'x' }))
    await rec.record('redux', 'bindActionCreators', () => redux.bindActionCreators(1, () => {}))
    await rec.record('redux', 'applyMiddleware dispatch', () => redux.createStore(r, redux.applyMiddleware((api) => { api.dispatch({ type: 'a' }); return (n) => n })))
  },

  async immutable () {
    const I = requireHere('immutable')
    await rec.record('immutable', 'Range step', () => I.Range(0, 1, 0))
    await rec.record('immutable', 'Repeat', () => I.Repeat(1, -1))
    await rec.record('immutable', 'Record', () => I.Record(1))
    await rec.record('immutable', 'Record set', () => new (I.Record({ a: 1 }))().set('b', 1))
    await rec.record('immutable', 'fromJS', () => I.List([1]).setIn([0, 'a'], 1))
    await rec.record('immutable', 'Map of', () => I.Map.of(1))
    await rec.record('immutable', 'updateIn', () => I.Map({ a: 1 }).updateIn(['a', 'b'], (x) => x))
    await rec.record('immutable', 'OrderedMap', () => I.OrderedMap(1))
    await rec.record('immutable', 'List push', () => I.Seq([1]).toKeyedSeq().flip().set(1, 1))
    await rec.record('immutable', 'Set', () => I.Set(1))
    await rec.record('immutable', 'merge', () => I.Map().merge(1))
    await rec.record('immutable', 'getIn path', () => I.getIn({}, 1))
  },

  async 'env-var' () {
    const env = requireHere('env-var')
    const e = env.from({ S: 'x', N: '-1', J: '{', U: 'nope', E: 'a@', P: '99999', B: 'maybe', R: 'x' })
    await rec.record('env-var', 'asInt', () => e.get('S').asInt())
    await rec.record('env-var', 'asIntPositive', () => e.get('N').asIntPositive())
    await rec.record('env-var', 'asFloat', () => e.get('S').asFloat())
    await rec.record('env-var', 'asJson', () => e.get('J').asJson())
    await rec.record('env-var', 'asUrlString', () => e.get('U').asUrlString())
    await rec.record('env-var', 'asEmailString', () => e.get('E').asEmailString())
    await rec.record('env-var', 'asPortNumber', () => e.get('P').asPortNumber())
    await rec.record('env-var', 'asBool', () => e.get('B').asBool())
    await rec.record('env-var', 'asEnum', () => e.get('S').asEnum(['a', 'b']))
    await rec.record('env-var', 'required', () => e.get('MISSING').required().asString())
    await rec.record('env-var', 'asRegExp', () => e.get('J').asRegExp())
    await rec.record('env-var', 'asArray', () => e.get('S').asArray(1))
  },

  async tcomb () {
    const t = requireHere('tcomb')
    const P = t.struct({ name: t.String, age: t.Number }, 'Person')
    await rec.record('tcomb', 'String', () => t.String(1))
    await rec.record('tcomb', 'struct', () => P({ name: 1, age: 1 }))
    await rec.record('tcomb', 'struct new', () => P(1))
    await rec.record('tcomb', 'list', () => t.list(t.Number)([1, 'x']))
    await rec.record('tcomb', 'enums', () => t.enums.of('a b')('c'))
    await rec.record('tcomb', 'maybe', () => t.maybe(t.String)(1))
    await rec.record('tcomb', 'refinement', () => t.refinement(t.Number, (n) => n > 0, 'Positive')(-1))
    await rec.record('tcomb', 'union', () => t.union([t.String, t.Number])(true))
    await rec.record('tcomb', 'dict', () => t.dict(t.String, t.Number)({ a: 'x' }))
    await rec.record('tcomb', 'tuple', () => t.tuple([t.String])([1, 2]))
    await rec.record('tcomb', 'update', () => t.update(1, { $nope: 1 }))
    await rec.record('tcomb', 'assert', () => t.assert(false, 'custom'))
    await rec.record('tcomb', 'func', () => t.func([t.Number], t.String).of((x) => x)(1))
  },

  async saxes () {
    const { SaxesParser } = requireHere('saxes')
    await each('saxes', 'write', ['<a></b>', '<a', '<a b></a>', '<a b="1" b="2"/>', '&nope;', '<a/><b/>', '<!DOCTYPE a><!DOCTYPE b><a/>', '<a>&#xZZ;</a>', '<?xml version="2.0"?><a/>',
      '<a:b xmlns:c="x"/>', '</a>', '<a>]]></a>', '<a x=1/>', 'text'], (s) => new SaxesParser({ xmlns: true }).write(s).close())
    await rec.record('saxes', 'write after close', () => { const p = new SaxesParser(); p.write('<a/>').close(); p.write('<b/>') })
  },

  async xmlbuilder () {
    const xb = requireHere('xmlbuilder')
    await rec.record('xmlbuilder', 'create empty', () => xb.create(''))
    await rec.record('xmlbuilder', 'element name', () => xb.create('a').ele('1'))
    await rec.record('xmlbuilder', 'attribute name', () => xb.create('a').att('', 1))
    await rec.record('xmlbuilder', 'up root', () => xb.create('a').up())
    await rec.record('xmlbuilder', 'text null', () => xb.create('a').txt(null))
    await rec.record('xmlbuilder', 'comment', () => xb.create('a').com('a--b'))
    await rec.record('xmlbuilder', 'cdata', () => xb.create('a').dat('a]]>b'))
    await rec.record('xmlbuilder', 'instruction', () => xb.create('a').ins('xml', 'x'))
    await rec.record('xmlbuilder', 'root twice', () => xb.begin().ele('a').up().ele('b'))
    await rec.record('xmlbuilder', 'char', () => xb.create('a').txt('\u0001'))
    await rec.record('xmlbuilder', 'dtd', () => xb.create('a').dtd().ele(1))
    await rec.record('xmlbuilder', 'element object', () => xb.create('a').ele({ '#nope': 1 }).end({ pretty: true, nope: 1 }).x.y)
  },

  async '@xmldom/xmldom' () {
    const { DOMParser, DOMImplementation, XMLSerializer } = requireHere('@xmldom/xmldom')
    const quiet = { onError: () => {} }
    await each('@xmldom/xmldom', 'parseFromString', ['<a', '<a></b>', '', '<a b="1" b="2"/>', '<a>&nope;</a>', '<a/><b/>', '<a x=1/>', '<:a/>'],
      (s) => new DOMParser(quiet).parseFromString(s, 'text/xml'))
    await rec.record('@xmldom/xmldom', 'parseFromString mimeType', () => new DOMParser(quiet).parseFromString('<a/>', 'nope'))
    await rec.record('@xmldom/xmldom', 'createElement', () => new DOMImplementation().createDocument(null, 'a').createElement('1 x'))
    await rec.record('@xmldom/xmldom', 'appendChild', () => { const d = new DOMImplementation().createDocument(null, 'a'); d.appendChild(d.createElement('b')) })
    await rec.record('@xmldom/xmldom', 'insertBefore', () => { const d = new DOMImplementation().createDocument(null, 'a'); d.documentElement.insertBefore(d.createElement('b'), d.createElement('c')) })
    await rec.record('@xmldom/xmldom', 'removeChild', () => { const d = new DOMImplementation().createDocument(null, 'a'); d.documentElement.removeChild(d.createElement('b')) })
    await rec.record('@xmldom/xmldom', 'createDocument', () => new DOMImplementation().createDocument('x', 'a:b:c'))
    await rec.record('@xmldom/xmldom', 'serialize', () => new XMLSerializer().serializeToString(1))
  },

  async 'ical.js' () {
    const ICAL = requireHere('ical.js')
    await each('ical.js', 'parse', ['foo', 'BEGIN:VCALENDAR\nfoo', 'BEGIN:VCALENDAR\nEND:VEVENT', 'BEGIN:VCALENDAR\nX;A:1\nEND:VCALENDAR', 'BEGIN:VCALENDAR\nX;A="1:2\nEND:VCALENDAR', 'END:X'],
      (s) => ICAL.parse(s))
    await rec.record('ical.js', 'Time fromString', () => ICAL.Time.fromString('x'))
    await rec.record('ical.js', 'Duration fromString', () => ICAL.Duration.fromString('x'))
    await rec.record('ical.js', 'Recur fromString', () => ICAL.Recur.fromString('FREQ=NOPE'))
    await rec.record('ical.js', 'Recur BYDAY', () => ICAL.Recur.fromString('FREQ=DAILY;BYDAY=XX'))
    await rec.record('ical.js', 'UtcOffset', () => ICAL.UtcOffset.fromString('x').toSeconds().x.y)
    await rec.record('ical.js', 'Period fromString', () => ICAL.Period.fromString('x'))
    await rec.record('ical.js', 'Component', () => new ICAL.Component(1))
  },

  async hashids () {
    const H = requireHere('hashids').default || requireHere('hashids')
    await rec.record('hashids', 'alphabet short', () => new H('', 0, 'abc'))
    await rec.record('hashids', 'alphabet spaces', () => new H('', 0, 'abcdefghijklmnop qrs'))
    await rec.record('hashids', 'salt', () => new H(1))
    await rec.record('hashids', 'minLength', () => new H('', 'x'))
    await rec.record('hashids', 'encode', () => new H().encode('x'))
    await rec.record('hashids', 'decode', () => new H().decode('!!'))
    await rec.record('hashids', 'encodeHex', () => new H().encodeHex('zz'))
    await rec.record('hashids', 'alphabet duplicate', () => new H('', 0, 'aabcdefghijklmnop'))
  },

  async netmask () {
    const { Netmask } = requireHere('netmask')
    await each('netmask', 'Netmask', ['1.2.3.4/33', 'x', '1.2.3.4/255.0.255.0', '1.2.3/24', '256.1.1.1', '1.2.3.4/x', '::1/64', '1.2.3.4/-1'], (s) => new Netmask(s))
    await rec.record('netmask', 'contains', () => new Netmask('1.2.3.0/24').contains('x'))
    await rec.record('netmask', 'next', () => new Netmask('1.2.3.0/24').next('x'))
  },

  async 'libphonenumber-js' () {
    const lp = requireHere('libphonenumber-js')
    await each('libphonenumber-js', 'parsePhoneNumberWithError', ['x', '+1', '+999 1234', '1', '+1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9', ''], (s) => lp.parsePhoneNumberWithError(s))
    await rec.record('libphonenumber-js', 'country', () => lp.parsePhoneNumberWithError('123', 'ZZ'))
    await rec.record('libphonenumber-js', 'AsYouType', () => new lp.AsYouType(1).input(1))
    await rec.record('libphonenumber-js', 'getCountryCallingCode', () => lp.getCountryCallingCode('ZZ'))
    await rec.record('libphonenumber-js', 'format', () => lp.parsePhoneNumberWithError('+12133734253').format('NOPE'))
  },

  async 'tough-cookie' () {
    const tc = requireHere('tough-cookie')
    await rec.record('tough-cookie', 'setCookieSync url', () => new tc.CookieJar().setCookieSync('a=b', 'x'))
    await rec.record('tough-cookie', 'setCookieSync domain', () => new tc.CookieJar().setCookieSync('a=b; Domain=other.com', 'http://example.com/'))
    await rec.record('tough-cookie', 'setCookieSync public suffix', () => new tc.CookieJar().setCookieSync('a=b; Domain=com', 'http://example.com/'))
    await rec.record('tough-cookie', 'setCookieSync httponly', () => new tc.CookieJar().setCookieSync('a=b; HttpOnly', 'http://example.com/', { http: false }))
    await rec.record('tough-cookie', 'setCookieSync secure prefix', () => new tc.CookieJar(undefined, { prefixSecurity: 'strict' }).setCookieSync('__Secure-a=b', 'http://example.com/'))
    await rec.record('tough-cookie', 'setCookieSync host prefix', () => new tc.CookieJar(undefined, { prefixSecurity: 'strict' }).setCookieSync('__Host-a=b; Path=/x', 'https://example.com/'))
    await rec.record('tough-cookie', 'setCookieSync invalid', () => new tc.CookieJar().setCookieSync('', 'http://example.com/'))
    await rec.record('tough-cookie', 'getCookiesSync url', () => new tc.CookieJar().getCookiesSync('x'))
    await rec.record('tough-cookie', 'CookieJar store', () => new tc.CookieJar(1).setCookieSync('a=b', 'http://example.com/'))
    await rec.record('tough-cookie', 'fromJSON', () => tc.CookieJar.deserializeSync('{'))
    await rec.record('tough-cookie', 'permuteDomain', () => tc.permuteDomain(1))
    await rec.record('tough-cookie', 'MemoryCookieStore sync', () => new tc.CookieJar({ synchronous: false }).setCookieSync('a=b', 'http://example.com/'))
  },

  async 'check-types' () {
    const ct = requireHere('check-types')
    await rec.record('check-types', 'assert.string', () => ct.assert.string(1))
    await rec.record('check-types', 'assert.number message', () => ct.assert.number('x', 'count must be a number'))
    await rec.record('check-types', 'assert.nonEmptyString', () => ct.assert.nonEmptyString(''))
    await rec.record('check-types', 'assert.positive', () => ct.assert.positive(-1))
    await rec.record('check-types', 'assert.inRange', () => ct.assert.inRange(5, 0, 1))
    await rec.record('check-types', 'assert.array.of.string', () => ct.assert.array.of.string([1]))
    await rec.record('check-types', 'assert.maybe.integer', () => ct.assert.maybe.integer(1.5))
    await rec.record('check-types', 'assert.not.null', () => ct.assert.not.null(null))
    await rec.record('check-types', 'assert.like', () => ct.assert.like({}, { a: 1 }))
    await rec.record('check-types', 'assert.map', () => ct.assert.map({ a: 1 }, { a: ct.string }))
    await rec.record('check-types', 'assert.match', () => ct.assert.match('x', /^a$/))
    await rec.record('check-types', 'assert.instanceStrict', () => ct.assert.instanceStrict({}, Date))
  },

  async 'jwt-decode' () {
    const { jwtDecode } = requireHere('jwt-decode')
    await rec.record('jwt-decode', 'type', () => jwtDecode(1))
    await rec.record('jwt-decode', 'parts', () => jwtDecode('x'))
    await rec.record('jwt-decode', 'header base64', () => jwtDecode('x.y.z', { header: true }))
    await rec.record('jwt-decode', 'payload base64', () => jwtDecode('eyJ.@@@.z'))
    await rec.record('jwt-decode', 'payload json', () => jwtDecode('x.eyJhIjo.z'))
    await rec.record('jwt-decode', 'header json', () => jwtDecode('eyJhIjo.y.z', { header: true }))
  },

  // seventh batch (split-js-py.txt batch 7)
  async nearley () {
    const nearley = requireHere('nearley')
    // a grammar compiled by nearleyc: sums of digits
    const grammar = {
      Lexer: undefined,
      ParserRules: [
        { name: 'main', symbols: ['sum'] },
        { name: 'sum', symbols: ['sum', { literal: '+' }, 'num'] },
        { name: 'sum', symbols: ['num'] },
        { name: 'num', symbols: [/[0-9]/] }
      ],
      ParserStart: 'main'
    }
    await each('nearley', 'feed', ['1+', '1++2', 'x', '1+2+a'], (s) => new nearley.Parser(nearley.Grammar.fromCompiled(grammar)).feed(s))
    await rec.record('nearley', 'Grammar fromCompiled', () => new nearley.Parser(nearley.Grammar.fromCompiled({ ParserRules: [], ParserStart: 'x' })).feed('a'))
    await rec.record('nearley', 'restore', () => { const p = new nearley.Parser(nearley.Grammar.fromCompiled(grammar)); p.feed('1'); p.restore({ lexerState: 1 }) })
  },

  async 'node-forge' () {
    const forge = requireHere('node-forge')
    await each('node-forge', 'pki.certificateFromPem', ['x', '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----', '-----BEGIN RSA PRIVATE KEY-----\nAAAA\n-----END RSA PRIVATE KEY-----'],
      (s) => forge.pki.certificateFromPem(s))
    await each('node-forge', 'pki.privateKeyFromPem', ['x', '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----', '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----'],
      (s) => forge.pki.privateKeyFromPem(s))
    await each('node-forge', 'pem.decode', ['-----BEGIN X-----\nProc-Type: 4,ENCRYPTED\nAAAA\n-----END X-----', '-----BEGIN X-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: x\n\nAAAA\n-----END X-----', '-----BEGIN X-----\nA: b\n\nAAAA\n-----END Y-----'],
      (s) => forge.pem.decode(s))
    await each('node-forge', 'asn1.fromDer', ['\u0030', '\u0030\u0085', '\u0002\u0002\u0001', 'abc'], (s) => forge.asn1.fromDer(s))
    await rec.record('node-forge', 'md.algorithms', () => forge.md.createMessageDigest ? forge.md.createMessageDigest('nope') : forge.hmac.create().start('nope', 'k'))
    await rec.record('node-forge', 'hmac start', () => forge.hmac.create().start('nope', 'key'))
    await rec.record('node-forge', 'cipher', () => forge.cipher.createCipher('NOPE', 'key'))
    await rec.record('node-forge', 'cipher key', () => forge.cipher.createCipher('AES-CBC', 'short').start({ iv: 'x' }))
    await rec.record('node-forge', 'pkcs12', () => forge.pkcs12.pkcs12FromAsn1(forge.asn1.create(0, 16, true, [])))
    await rec.record('node-forge', 'rsa encrypt', () => forge.pki.rsa.setPublicKey(new forge.jsbn.BigInteger('7'), new forge.jsbn.BigInteger('3')).encrypt('too long message'))
    await rec.record('node-forge', 'util decode64', () => forge.util.decodeUtf8('\u00ff'))
    await rec.record('node-forge', 'oids', () => forge.pki.certificateFromAsn1(forge.asn1.create(0, 16, true, [])))
    await rec.record('node-forge', 'csr', () => forge.pki.certificationRequestFromAsn1(forge.asn1.create(0, 16, true, [])))
    await rec.record('node-forge', 'pss', () => forge.pss.create({ md: forge.md.sha1.create(), mgf: null, saltLength: 20 }).encode(forge.md.sha1.create(), 8))
  },

  async bcryptjs () {
    const bcrypt = requireHere('bcryptjs')
    await rec.record('bcryptjs', 'genSaltSync rounds', () => bcrypt.genSaltSync('x'))
    await rec.record('bcryptjs', 'hashSync args', () => bcrypt.hashSync(1, 2))
    await rec.record('bcryptjs', 'hashSync salt', () => bcrypt.hashSync('a', 'nope'))
    await rec.record('bcryptjs', 'hashSync salt version', () => bcrypt.hashSync('a', '$3a$10$abcdefghijklmnopqrstuv'))
    await rec.record('bcryptjs', 'hashSync salt rounds', () => bcrypt.hashSync('a', '$2a$1x$abcdefghijklmnopqrstuv'))
    await rec.record('bcryptjs', 'compareSync', () => bcrypt.compareSync(1, 2))
    await rec.record('bcryptjs', 'getRounds', () => bcrypt.getRounds(1))
    await rec.record('bcryptjs', 'getSalt', () => bcrypt.getSalt(1))
    await rec.record('bcryptjs', 'hash callback', () => bcrypt.hash('a', 4, 'cb'))
    await rec.record('bcryptjs', 'encodeBase64', () => bcrypt.encodeBase64([1, 2], -1))
    await rec.record('bcryptjs', 'decodeBase64', () => bcrypt.decodeBase64('aa', -1))
  },

  async color () {
    const Color = requireHere('color')
    await each('color', 'Color', ['nope', 'rgb(1,2', '#12', 'hsl(x)'], (s) => Color(s))
    await rec.record('color', 'model', () => Color([1, 2, 3], 'nope'))
    await rec.record('color', 'object', () => Color({ q: 1 }))
    await rec.record('color', 'type', () => Color(true))
    await rec.record('color', 'mix', () => Color('red').mix('blue'))
    await rec.record('color', 'to', () => Color('red').to('nope'))
  },

  async 'webidl-conversions' () {
    const c = requireHere('webidl-conversions')
    await rec.record('webidl-conversions', 'long enforceRange', () => c.long(Infinity, { enforceRange: true }))
    await rec.record('webidl-conversions', 'long range', () => c.long(2 ** 40, { enforceRange: true, context: 'Argument 1' }))
    await rec.record('webidl-conversions', 'double', () => c.double(NaN))
    await rec.record('webidl-conversions', 'unrestricted float', () => c.float(1e100, { context: 'x' }))
    await rec.record('webidl-conversions', 'DOMString symbol', () => c.DOMString(Symbol('x')))
    await rec.record('webidl-conversions', 'ByteString', () => c.ByteString('\u0100'))
    await rec.record('webidl-conversions', 'USVString symbol', () => c.USVString(Symbol('x')))
    await rec.record('webidl-conversions', 'object', () => c.object(1))
    await rec.record('webidl-conversions', 'ArrayBuffer', () => c.ArrayBuffer(1))
    await rec.record('webidl-conversions', 'Uint8Array', () => c.Uint8Array([]))
    await rec.record('webidl-conversions', 'DataView', () => c.DataView(1))
    await rec.record('webidl-conversions', 'ArrayBufferView', () => c.ArrayBufferView(1))
    await rec.record('webidl-conversions', 'BufferSource', () => c.BufferSource(1))
    await rec.record('webidl-conversions', 'bigint', () => c['long long'](1n))
    await rec.record('webidl-conversions', 'octet clamp', () => c.octet(Symbol('x')))
  },

  async 'whatwg-url' () {
    const { URL, URLSearchParams } = requireHere('whatwg-url')
    await each('whatwg-url', 'URL', ['x', 'http://[::1', 'http://a b/', '//x', 'http://1.2.3.4.5/'], (s) => new URL(s))
    await rec.record('whatwg-url', 'URL base', () => new URL('a', 'nope'))
    await rec.record('whatwg-url', 'URL call', () => URL('http://a/'))
    await rec.record('whatwg-url', 'URL no args', () => new URL())
    await rec.record('whatwg-url', 'href set', () => { new URL('http://a/').href = 'x' })
    await rec.record('whatwg-url', 'URLSearchParams', () => new URLSearchParams([[1]]))
    await rec.record('whatwg-url', 'URLSearchParams append', () => new URLSearchParams().append('a'))
    await rec.record('whatwg-url', 'URLSearchParams this', () => URLSearchParams.prototype.get.call({}, 'a'))
    await rec.record('whatwg-url', 'URL toJSON this', () => URL.prototype.toJSON.call({}))
  },

  async xstate () {
    const { createMachine, assign, setup } = requireHere('xstate')
    await rec.record('xstate', 'initial missing', () => createMachine({ initial: 'nope', states: { a: {} } }).root.initial)
    await rec.record('xstate', 'target missing', () => createMachine({ initial: 'a', states: { a: { on: { GO: 'nope' } } } }))
    await rec.record('xstate', 'target missing deep', () => createMachine({ id: 'm', initial: 'a', states: { a: { on: { GO: '#m.nope' } } } }))
    await rec.record('xstate', 'target child', () => createMachine({ initial: 'a', states: { a: { on: { GO: { target: '.x' } } }, b: {} } }))
    await rec.record('xstate', 'target id', () => createMachine({ initial: 'a', states: { a: { on: { GO: '#nope' } } } }).root.on)
    await rec.record('xstate', 'getStateNodeById', () => createMachine({ initial: 'a', states: { a: {} } }).getStateNodeById('nope'))
    await rec.record('xstate', 'resolveState', () => { const m = createMachine({ initial: 'a', states: { a: {} } }); m.resolveState({ value: 'nope' }) })
    await rec.record('xstate', 'transition', () => { const m = createMachine({ initial: 'a', states: { a: {} } }); m.transition(1, { type: 'x' }) })
    await rec.record('xstate', 'setup', () => setup(1).createMachine({}).root.x.y)
    await rec.record('xstate', 'assign', () => assign(1)({ context: {} }, {}))
  },

  async rxjs () {
    const rx = requireHere('rxjs')
    await rec.record('rxjs', 'firstValueFrom EMPTY', () => rx.firstValueFrom(rx.EMPTY))
    await rec.record('rxjs', 'lastValueFrom EMPTY', () => rx.lastValueFrom(rx.EMPTY))
    await rec.record('rxjs', 'elementAt', () => rx.firstValueFrom(rx.of(1).pipe(rx.elementAt(5))))
    await rec.record('rxjs', 'elementAt negative', () => rx.of(1).pipe(rx.elementAt(-1)))
    await rec.record('rxjs', 'single', () => rx.firstValueFrom(rx.of(1, 2).pipe(rx.single())))
    await rec.record('rxjs', 'single none', () => rx.firstValueFrom(rx.of(1).pipe(rx.single((x) => x > 1))))
    await rec.record('rxjs', 'timeout', () => rx.firstValueFrom(rx.NEVER.pipe(rx.timeout({ first: 1 }))))
    await rec.record('rxjs', 'timeout config', () => rx.NEVER.pipe(rx.timeout({})))
    await rec.record('rxjs', 'from', () => rx.from(1))
    await rec.record('rxjs', 'Subject unsubscribed', () => { const s = new rx.Subject(); s.unsubscribe(); s.next(1) })
    await rec.record('rxjs', 'unsubscription', () => { const s = new rx.Subscription(() => { throw new Error('teardown failed') }); s.unsubscribe() })
    await rec.record('rxjs', 'zip', () => rx.firstValueFrom(rx.zip(1)))
    await rec.record('rxjs', 'sequenceEqual', () => rx.lastValueFrom(rx.of(1).pipe(rx.sequenceEqual(2))))
  },

  async coffeescript () {
    const cs = requireHere('coffeescript')
    await each('coffeescript', 'compile', ['a = ', 'if', '"#{', 'class A extends', 'x = ->\n  return\n y', 'a ?= b = c = ->\n  yield 1\n  await 2',
      'for x of y by 2 then x', '@a = 1\nclass\n  constructor: (@a) -> super()', 'a = [1, 2', '###', "'\\xzz'", '/(/', 'import x from 1', 'break',
      'arguments = 1', 'x = 0o9', '"a" b', 'a = {b, c: 1, b}', 'do -> return 1 for x in y when', 'export default class then 1'], (s) => cs.compile(s))
    await rec.record('coffeescript', 'nodes', () => cs.nodes(1))
    await rec.record('coffeescript', 'tokens', () => cs.tokens('a = "b'))
  },

  async 'pug-parser' () {
    const parse = requireHere('pug-parser')
    const lex = requireHere('pug-lexer')
    await each('pug-parser', 'parse', ['extends a\ndiv', 'block\n', 'mixin\n', 'include', 'div\n  | a\n    b', 'case x\n  div', 'if\n', 'each in x', 'a(href=1)&attributes', 'yield\nyield',
      'extends a\nextends b', 'append', 'when 1', 'default', 'else', 'div: ', 'div.\n  x\n    y'], (s) => parse(lex(s, { filename: 't.pug' }), { filename: 't.pug' }))
    await rec.record('pug-parser', 'tokens', () => parse([{ type: 'nope', loc: { start: { line: 1, column: 1 } } }], { filename: 't.pug' }))
  },

  async xpath () {
    const xpath = requireHere('xpath')
    const { DOMParser } = requireHere('@xmldom/xmldom')
    const doc = new DOMParser().parseFromString('<a><b x="1"/></a>', 'text/xml')
    await each('xpath', 'select', ['//', 'a[', 'nope(1)', '@', 'a/b/', '1 +', '//b[@x = ]', 'x:y', '$v', 'count()', 'substring("a")', '..a', '"unterminated', 'a::b', '//b | 1'], (s) => xpath.select(s, doc))
    await rec.record('xpath', 'evaluate type', () => xpath.evaluate('//b', doc, null, 99, null))
    await rec.record('xpath', 'useNamespaces', () => xpath.useNamespaces({})('x:y', doc))
    await rec.record('xpath', 'select1 node', () => xpath.select1('//b', 1))
    await rec.record('xpath', 'parse', () => xpath.parse('//b').select({ node: 1 }))
  },

  async 'ts-pattern' () {
    const { match, P, isMatching } = requireHere('ts-pattern')
    await rec.record('ts-pattern', 'exhaustive', () => match(3).with(1, () => 'a').exhaustive())
    await rec.record('ts-pattern', 'exhaustive object', () => match({ a: 1 }).with({ a: 2 }, () => 'a').exhaustive())
    await rec.record('ts-pattern', 'exhaustive string', () => match('x').with('y', () => 'a').exhaustive())
    await rec.record('ts-pattern', 'isMatching args', () => isMatching())
    await rec.record('ts-pattern', 'P.select', () => match(1).with(P.select('a'), P.select('b'), () => 1).exhaustive())
    await rec.record('ts-pattern', 'with no handler', () => match(1).with(1).exhaustive())
  },

  async '@badrap/valita' () {
    const v = requireHere('@badrap/valita')
    const vals = [[v.string(), 1], [v.number(), 'x'], [v.object({ a: v.string() }), {}], [v.object({ a: v.string() }), { a: 1, b: 2 }], [v.array(v.number()), ['x']],
      [v.literal('a'), 'b'], [v.union(v.string(), v.number()), true], [v.tuple([v.string()]), [1, 2]], [v.string().assert((s) => s === 'a', 'must be a'), 'b'],
      [v.record(v.number()), { a: 'x' }], [v.bigint(), 1], [v.boolean(), 'x'], [v.null(), 1]]
    for (const [s, x] of vals) await rec.record('@badrap/valita', 'parse ' + s.name + ' ' + JSON.stringify(x), () => s.parse(x))
    await rec.record('@badrap/valita', 'union overlap', () => v.union(v.object({ a: v.literal(1) }), v.object({ a: v.literal(1) })).parse({ a: 2 }))
    await rec.record('@badrap/valita', 'try ok', () => v.string().try(1).issues.x.y)
  },

  async 'typed-function' () {
    const typed = requireHere('typed-function')
    const add = typed('add', { 'number, number': (a, b) => a + b, 'string, string': (a, b) => a + b })
    await rec.record('typed-function', 'wrong type', () => add(1, 'x'))
    await rec.record('typed-function', 'too few', () => add(1))
    await rec.record('typed-function', 'too many', () => add(1, 2, 3))
    await rec.record('typed-function', 'no signatures', () => typed('f', {}))
    await rec.record('typed-function', 'unknown type', () => typed('f', { nope: (x) => x }))
    await rec.record('typed-function', 'conflict', () => typed('f', { number: (x) => x, 'number ': (x) => x }))
    await rec.record('typed-function', 'signature syntax', () => typed('f', { 'number,,': (x) => x }))
    await rec.record('typed-function', 'rest not last', () => typed('f', { '...number, string': (x) => x }))
    await rec.record('typed-function', 'addType', () => typed.addType({ name: 'x' }))
    await rec.record('typed-function', 'addType twice', () => typed.addType({ name: 'number', test: () => true }))
    await rec.record('typed-function', 'addConversion', () => typed.addConversion({ from: 'nope', to: 'number', convert: (x) => x }))
    await rec.record('typed-function', 'find', () => typed.find(add, 'boolean'))
    await rec.record('typed-function', 'referTo', () => typed('f', { number: typed.referTo('nope', (g) => g) }))
    await rec.record('typed-function', 'not a function', () => typed('f', { number: 1 }))
    await rec.record('typed-function', 'convert', () => typed.convert(1, 'nope'))
  },

  async '@remix-run/router' () {
    const r = requireHere('@remix-run/router')
    await rec.record('@remix-run/router', 'generatePath', () => r.generatePath('/a/:id', {}))
    await rec.record('@remix-run/router', 'matchRoutes dup', () => r.createRouter({ routes: [{ id: 'a', path: '/' }, { id: 'a', path: '/b' }], history: r.createMemoryHistory() }))
    await rec.record('@remix-run/router', 'createRouter routes', () => r.createRouter({ routes: [], history: r.createMemoryHistory() }).x.y)
    await rec.record('@remix-run/router', 'index children', () => r.createRouter({ routes: [{ index: true, children: [{}] }], history: r.createMemoryHistory() }))
    await rec.record('@remix-run/router', 'createRouter no routes', () => r.createRouter({ history: r.createMemoryHistory() }))
    await rec.record('@remix-run/router', 'json', () => r.redirect('/x', 'nope').x.y)
    await rec.record('@remix-run/router', 'createPath', () => r.createMemoryHistory().createHref(1))
    await rec.record('@remix-run/router', 'defer', () => r.defer(1))
    await rec.record('@remix-run/router', 'resolvePath', () => r.resolvePath(1))
    await rec.record('@remix-run/router', 'invariant', () => r.UNSAFE_invariant(false, 'custom invariant'))
    await rec.record('@remix-run/router', 'createStaticHandler', () => r.createStaticHandler([]).query(1))
    await rec.record('@remix-run/router', 'matchPath', () => r.matchPath('/a*b', '/a'))
  },

  async '@vue/compiler-core' () {
    const vc = requireHere('@vue/compiler-core')
    await each('@vue/compiler-core', 'baseCompile', ['<div', '<div></span>', '<div v-if></div>', '<div v-for="x"></div>', '{{ a', '<div v-on:click></div>', '<div v-model></div>',
      '<template v-else></template>', '<div v-bind></div>', '<div v-slot:a></div>', '<div :a="+"></div>', '<!--', '<div a="1" a="2"></div>', '<div v-for="x in"></div>', '</div>', '<div v-else-if></div>',
      '<slot v-slot></slot>', '<div v-html></div>', '<textarea v-text></textarea>', '<div @click="a b"></div>', '<div v-for="(a,b,c,d) in x"></div>'], (s) => vc.baseCompile(s))
    await rec.record('@vue/compiler-core', 'prefixIdentifiers', () => vc.baseCompile('<div/>', { mode: 'module', prefixIdentifiers: false }))
    await rec.record('@vue/compiler-core', 'cacheHandlers', () => vc.baseCompile('<div/>', { cacheHandlers: true, prefixIdentifiers: false }))
  },

  async terser () {
    const terser = requireHere('terser')
    await each('terser', 'minify', ['a b', 'function (', 'let let = 1', 'return 1', 'a = {', '"\\u{zz}"', '/(/', 'break', 'class { }', 'x => { yield 1 }', 'new.target', 'import(', 'a++ ++', 'for (let x of) {}', '`${`', 'delete x;', 'with (a) {}', '0b12'],
      (s) => terser.minify(s, { module: true }))
    await rec.record('terser', 'options', () => terser.minify('a', { nope: 1 }))
    await rec.record('terser', 'compress options', () => terser.minify('a', { compress: { nope: 1 } }))
    await rec.record('terser', 'mangle options', () => terser.minify('a', { mangle: { nope: 1 } }))
    await rec.record('terser', 'output options', () => terser.minify('a', { format: { nope: 1 } }))
  },

  // eighth batch (split-js-py.txt batch 8)
  async yargs () {
    const yargs = requireHere('yargs')
    const run = (argv, f) => f(yargs(argv).exitProcess(false).fail(false)).parse()
    await rec.record('yargs', 'strict unknown', () => run(['--nope'], (y) => y.option('a', { type: 'string' }).strict()))
    await rec.record('yargs', 'demandOption', () => run([], (y) => y.option('a', { demandOption: true })))
    await rec.record('yargs', 'choices', () => run(['--a', 'x'], (y) => y.option('a', { choices: ['b', 'c'] })))
    await rec.record('yargs', 'conflicts', () => run(['--a', '--b'], (y) => y.option('a', { conflicts: 'b' }).option('b', {})))
    await rec.record('yargs', 'implies', () => run(['--a'], (y) => y.option('a', { implies: 'b' }).option('b', {})))
    await rec.record('yargs', 'demandCommand', () => run([], (y) => y.command('go', 'go').demandCommand(1)))
    await rec.record('yargs', 'demandCommand max', () => run(['a', 'b'], (y) => y.demandCommand(0, 1)))
    await rec.record('yargs', 'check', () => run(['--a', '1'], (y) => y.check((a) => a.a > 5)))
    await rec.record('yargs', 'check throws', () => run(['--a', '1'], (y) => y.check(() => { throw new Error('my check failed') })))
    await rec.record('yargs', 'nargs', () => run(['--a', '1'], (y) => y.option('a', { nargs: 2 })))
    await rec.record('yargs', 'requiresArg', () => run(['--a'], (y) => y.option('a', { requiresArg: true })))
    await rec.record('yargs', 'positional', () => run([], (y) => y.command('$0 <x>', 'go')))
    await rec.record('yargs', 'unknown command', () => run(['nope'], (y) => y.command('go', 'go').strictCommands()))
    await rec.record('yargs', 'coerce', () => run(['--a', '1'], (y) => y.option('a', { coerce: () => { throw new TypeError('coerce failed badly') } })))
    await rec.record('yargs', 'config bad', () => run(['--settings', '/nonexistent/x.json'], (y) => y.config('settings')))
    await rec.record('yargs', 'command bad', () => yargs([]).command(1).parse())
    await rec.record('yargs', 'option bad', () => yargs([]).option(1, 2).parse())
    await rec.record('yargs', 'array arg', () => run(['--a'], (y) => y.option('a', { type: 'array', requiresArg: true })))
  },


  async '@js-temporal/polyfill' () {
    const { Temporal } = requireHere('@js-temporal/polyfill')
    await each('@js-temporal/polyfill', 'PlainDate.from', ['x', '2020-13-01', '2020-02-30', '2020-01-01T25:00', '+002020-01-01', '2020-01-01[u-ca=nope]', '2020-W01-1'],
      (s) => Temporal.PlainDate.from(s, { overflow: 'reject' }))
    await each('@js-temporal/polyfill', 'Duration.from', ['x', 'P', 'PT1.5H1M', 'P1Y-1M', 'PT'], (s) => Temporal.Duration.from(s))
    await each('@js-temporal/polyfill', 'Instant.from', ['2020-01-01', '2020-01-01T00:00', 'x'], (s) => Temporal.Instant.from(s))
    await rec.record('@js-temporal/polyfill', 'TimeZone', () => Temporal.ZonedDateTime.from('2020-01-01T00:00[Nope/Zone]'))
    await rec.record('@js-temporal/polyfill', 'PlainDate bad', () => new Temporal.PlainDate(2020, 13, 1))
    await rec.record('@js-temporal/polyfill', 'PlainTime bad', () => new Temporal.PlainTime(25))
    await rec.record('@js-temporal/polyfill', 'Duration mixed', () => new Temporal.Duration(1, -1))
    await rec.record('@js-temporal/polyfill', 'Duration Infinity', () => new Temporal.Duration(Infinity))
    await rec.record('@js-temporal/polyfill', 'add bad', () => Temporal.PlainDate.from('2020-01-01').add({ nope: 1 }))
    await rec.record('@js-temporal/polyfill', 'with bad', () => Temporal.PlainDate.from('2020-01-01').with({}))
    await rec.record('@js-temporal/polyfill', 'round bad', () => Temporal.PlainTime.from('01:00').round({ smallestUnit: 'nope' }))
    await rec.record('@js-temporal/polyfill', 'round none', () => Temporal.PlainTime.from('01:00').round({}))
    await rec.record('@js-temporal/polyfill', 'until largest', () => Temporal.PlainDate.from('2020-01-01').until('2021-01-01', { largestUnit: 'hour' }))
    await rec.record('@js-temporal/polyfill', 'valueOf', () => Temporal.PlainDate.from('2020-01-01') < 1)
    await rec.record('@js-temporal/polyfill', 'compare', () => Temporal.PlainDate.compare('x', 'y'))
    await rec.record('@js-temporal/polyfill', 'overflow option', () => Temporal.PlainDate.from({ year: 2020, month: 1, day: 1 }, { overflow: 'nope' }))
    await rec.record('@js-temporal/polyfill', 'from missing', () => Temporal.PlainDate.from({ year: 2020 }))
    await rec.record('@js-temporal/polyfill', 'calendar', () => Temporal.PlainDate.from({ year: 2020, month: 1, day: 1, calendar: 'nope' }))
    await rec.record('@js-temporal/polyfill', 'toLocaleString this', () => Temporal.PlainDate.prototype.toString.call({}))
    await rec.record('@js-temporal/polyfill', 'fractionalSecondDigits', () => Temporal.PlainTime.from('01:00').toString({ fractionalSecondDigits: 10 }))
  },

  async '@ethersproject/bignumber' () {
    const { BigNumber, FixedNumber, parseFixed, formatFixed } = requireHere('@ethersproject/bignumber')
    await each('@ethersproject/bignumber', 'BigNumber.from', ['x', '1.5', '0xg', '', '-0x-1'], (s) => BigNumber.from(s))
    await rec.record('@ethersproject/bignumber', 'from float', () => BigNumber.from(1.5))
    await rec.record('@ethersproject/bignumber', 'from unsafe', () => BigNumber.from(2 ** 60))
    await rec.record('@ethersproject/bignumber', 'from object', () => BigNumber.from({}))
    await rec.record('@ethersproject/bignumber', 'div zero', () => BigNumber.from(1).div(0))
    await rec.record('@ethersproject/bignumber', 'toNumber overflow', () => BigNumber.from('0x' + 'f'.repeat(20)).toNumber())
    await rec.record('@ethersproject/bignumber', 'pow negative', () => BigNumber.from(2).pow(-1))
    await rec.record('@ethersproject/bignumber', 'mod negative', () => BigNumber.from(2).mod(-1))
    await rec.record('@ethersproject/bignumber', 'fromTwos', () => BigNumber.from(-1).shl(-1))
    await rec.record('@ethersproject/bignumber', 'new', () => new BigNumber({}, '1'))
    await each('@ethersproject/bignumber', 'parseFixed', ['1.2.3', '1.123', 'x', '-'], (s) => parseFixed(s, 2))
    await rec.record('@ethersproject/bignumber', 'formatFixed decimals', () => formatFixed(1, 100))
    await rec.record('@ethersproject/bignumber', 'FixedNumber format', () => FixedNumber.from('1', 'fixed129x10'))
    await rec.record('@ethersproject/bignumber', 'FixedNumber fromString', () => FixedNumber.fromString('1.123', 'fixed128x2'))
    await rec.record('@ethersproject/bignumber', 'FixedNumber add', () => FixedNumber.from('1', 'fixed128x2').addUnsafe(FixedNumber.from('1', 'fixed128x3')))
    await rec.record('@ethersproject/bignumber', 'FixedNumber new', () => new FixedNumber({}, '0x0', '0', {}))
  },


  async 'dustjs-linkedin' () {
    const dust = requireHere('dustjs-linkedin')
    await each('dustjs-linkedin', 'compile', ['{#a}', '{/a}', '{#a}{/b}', '{@}', '{>}', '{a|', '{+}', '{#a}{:}{/a}', '{?a}', '{<a}{/b}', '{a b=}', '{"x"}', '{@eq key=}{/eq}', '{#a/}{/a}'],
      (s) => dust.compile(s, 'x'))
    await rec.record('dustjs-linkedin', 'render missing', () => new Promise((resolve, reject) => dust.render('nope-template', {}, (e, out) => e ? reject(e) : resolve(out))))
    await rec.record('dustjs-linkedin', 'loadSource', () => dust.loadSource('syntax error ('))
    await rec.record('dustjs-linkedin', 'compileFn', () => dust.compileFn('{#a}')({}, () => {}))
  },

  async 'art-template' () {
    const template = requireHere('art-template')
    await each('art-template', 'compile', ['{{if a}}', '{{each}}', '{{/if}}', '{{a b c}}', '<% if (a) { %>', '{{include}}', '{{ a | }}', '{{set}}', '{{block}}', '{{extend}}', '{{x.}}', '<%= a + %>'],
      (s) => template.compile(s)({}))
    await rec.record('art-template', 'render filter', () => template.render('{{a | nope}}', { a: 1 }))
    await rec.record('art-template', 'render throws', () => template.render('{{a()}}', { a: () => { throw new Error('helper failed inside') } }))
    await rec.record('art-template', 'compile non-string', () => template.compile(1)({}))
  },

  async jsonrepair () {
    const { jsonrepair } = requireHere('jsonrepair')
    await each('jsonrepair', 'jsonrepair', ['', '{"a":', '[1,2', '{"a" 1 2}', '"\\u12', '"\\x"', '{"a":1}}', ']', '{,}', '{"a":1 "b"}', '\u0000', '{a:b:c}', '1 2 3 ,', '"abc\\', '{"a":[1,}', '{:1}', '/', '{"a":"b"}x:'],
      (s) => jsonrepair(s))
    await rec.record('jsonrepair', 'non-string', () => jsonrepair(1))
  },

  async 'json-parse-even-better-errors' () {
    const parse = requireHere('json-parse-even-better-errors')
    await each('json-parse-even-better-errors', 'parse', ['', '{', '{"a":1,}', '[1 2]', 'nope', '{"a": tru}', '"\\q"', '{"a":1}x', 'x'.repeat(100), '\ufeff{', '123abc', '{"a":\n\n1,\n}'],
      (s) => parse(s))
    await rec.record('json-parse-even-better-errors', 'parse non-string', () => parse(Symbol('x')))
    await rec.record('json-parse-even-better-errors', 'parse buffer', () => parse(Buffer.from('{x')))
    await rec.record('json-parse-even-better-errors', 'parse object', () => parse({ a: 1 }))
    await rec.record('json-parse-even-better-errors', 'parse array', () => parse([]))
    await rec.record('json-parse-even-better-errors', 'parse reviver', () => parse('{"a":1}', () => { throw new RangeError('reviver said no') }))
    await rec.record('json-parse-even-better-errors', 'noExceptions', () => parse.noExceptions('{').x.y)
  },

  async 'schema-utils' () {
    const { validate } = requireHere('schema-utils')
    const schema = {
      type: 'object', additionalProperties: false,
      properties: {
        name: { type: 'string', minLength: 2 }, size: { type: 'number', minimum: 1, maximum: 10 }, kind: { enum: ['a', 'b'] },
        list: { type: 'array', items: { type: 'string' }, minItems: 1 }, mode: { anyOf: [{ type: 'boolean' }, { type: 'string', pattern: '^x' }] },
        path: { type: 'string', absolutePath: true }, obj: { type: 'object', required: ['k'] }, exact: { const: 3 }, many: { type: 'integer', multipleOf: 2 },
        not: { not: { type: 'string' } }, fmt: { type: 'string', format: 'email' }, inst: { instanceof: 'RegExp' }
      }
    }
    const opts = [{ nope: 1 }, { name: 1 }, { name: 'a' }, { size: 0 }, { size: 20 }, { kind: 'c' }, { list: [] }, { list: [1] }, { mode: 'y' }, { mode: 1 }, { path: 'rel' },
      { obj: {} }, { exact: 2 }, { many: 3 }, { many: 1.5 }, { not: 'x' }, { inst: 1 }, 1, null, { name: 1, size: 0 }]
    for (const o of opts) await rec.record('schema-utils', 'validate ' + JSON.stringify(o), () => validate(schema, o, { name: 'Plugin', baseDataPath: 'options' }))
    await rec.record('schema-utils', 'bad schema', () => validate({ type: 'nope' }, {}))
  },

  async myzod () {
    const m = requireHere('myzod')
    const vals = [[m.string(), 1], [m.string({ min: 3 }), 'a'], [m.string({ pattern: /^a$/ }), 'b'], [m.number(), 'x'], [m.number({ max: 1 }), 2], [m.boolean(), 'x'],
      [m.array(m.number()), ['a']], [m.array(m.number(), { length: 2 }), [1]], [m.object({ a: m.string() }), {}], [m.object({ a: m.string() }), { a: '', b: 1 }],
      [m.literal('a'), 'b'], [m.literals('a', 'b'), 'c'], [m.union([m.string(), m.number()]), true], [m.tuple([m.string()]), [1, 2]], [m.date(), 'x'],
      [m.record(m.number()), { a: 'x' }], [m.bigint(), 'x'], [m.null(), 1], [m.undefined(), 1], [m.string().withPredicate((s) => s === 'a', 'must be a'), 'b'],
      [m.intersection(m.object({ a: m.string() }), m.object({ b: m.number() })), { a: '' }], [m.enum({ A: 'a' }), 'c'], [m.number().coerce(), 'x'], [m.unknown().map(() => { throw new Error('map threw up') }), 1]]
    for (const [s, v] of vals) await rec.record('myzod', 'parse ' + (s.constructor && s.constructor.name) + ' ' + JSON.stringify(v, (k, x) => typeof x === 'bigint' ? String(x) : x), () => s.parse(v))
    await rec.record('myzod', 'object pick', () => m.object({ a: m.string() }).pick(['b']).parse({}))
    await rec.record('myzod', 'lazy', () => m.lazy(() => 1).parse(1))
    await rec.record('myzod', 'keyof', () => m.keyof(m.object({ a: m.string() })).parse('b'))
  },

  async inversify () {
    reflectMetadata()
    const { Container, injectable, inject, decorate } = requireHere('inversify')
    class A {}
    class B { constructor (a) { this.a = a } }
    decorate(injectable(), A)
    await rec.record('inversify', 'get unbound', () => new Container().get('nope'))
    await rec.record('inversify', 'get symbol', () => new Container().get(Symbol('Svc')))
    await rec.record('inversify', 'ambiguous', () => { const c = new Container(); c.bind('x').toConstantValue(1); c.bind('x').toConstantValue(2); return c.get('x') })
    await rec.record('inversify', 'missing annotation', () => { const c = new Container(); c.bind('b').to(B); return c.get('b') })
    await rec.record('inversify', 'double injectable', () => decorate(injectable(), A))
    await rec.record('inversify', 'invalid binding', () => { const c = new Container(); c.bind('x'); return c.get('x') })
    await rec.record('inversify', 'container options', () => new Container({ defaultScope: 'nope' }))
    await rec.record('inversify', 'container options type', () => new Container(1))
    await rec.record('inversify', 'autoBindInjectable', () => new Container({ autoBindInjectable: 1 }))
    await rec.record('inversify', 'skipBase', () => new Container({ skipBaseClassChecks: 1 }))
    await rec.record('inversify', 'unbind', () => new Container().unbind('nope'))
    await rec.record('inversify', 'rebind', () => new Container().rebind('nope'))
    await rec.record('inversify', 'circular', () => {
      class C1 { constructor (x) { this.x = x } }
      class C2 { constructor (x) { this.x = x } }
      decorate(injectable(), C1); decorate(injectable(), C2); decorate(inject('c2'), C1, 0); decorate(inject('c1'), C2, 0)
      const c = new Container(); c.bind('c1').to(C1); c.bind('c2').to(C2); return c.get('c1')
    })
    await rec.record('inversify', 'inject undefined', () => decorate(inject(undefined), B, 0))
    await rec.record('inversify', 'snapshot', () => new Container().restore())
    await rec.record('inversify', 'parent', () => new Container().createChild().parent.parent.get('x'))
    await rec.record('inversify', 'loadAsync', () => new Container().load({}))
    await rec.record('inversify', 'onActivation', () => { const c = new Container(); c.bind('x').toDynamicValue(() => 1).onActivation(() => { throw new Error('activation failed here') }); return c.get('x') })
  },

  async tsyringe () {
    reflectMetadata()
    const { container, injectable, inject, singleton, delay } = requireHere('tsyringe')
    class Dep {}
    class Svc { constructor (d) { this.d = d } }
    await rec.record('tsyringe', 'resolve token', () => container.resolve('nope'))
    await rec.record('tsyringe', 'resolve class args', () => container.resolve(Svc))
    await rec.record('tsyringe', 'resolve symbol', () => container.resolve(Symbol('S')))
    await rec.record('tsyringe', 'register bad', () => container.register('x', {}))
    await rec.record('tsyringe', 'register singleton value', () => container.register('y', { useValue: 1 }, { lifecycle: 1 }))
    await rec.record('tsyringe', 'param', () => { class P { constructor (a) { this.a = a } } inject('missing')(P, undefined, 0); injectable()(P); return container.resolve(P) })
    await rec.record('tsyringe', 'param nested', () => { class Q { constructor (a) { this.a = a } } inject('missing2')(Q, undefined, 0); injectable()(Q); class R { constructor (q) { this.q = q } } inject(Q)(R, undefined, 0); injectable()(R); return container.resolve(R) })
    await rec.record('tsyringe', 'delay undefined', () => delay(() => undefined))
    await rec.record('tsyringe', 'disposed', async () => { const c = container.createChildContainer(); await c.dispose(); c.resolve(Dep) })
    await rec.record('tsyringe', 'registerType', () => container.registerType('a', 'b').resolve('a'))
    await rec.record('tsyringe', 'singleton', () => { class S {} singleton()(S); container.register('s', S) })
  },

  async jose () {
    const jose = requireHere('jose')
    const key = new Uint8Array(32)
    await each('jose', 'decodeJwt', ['x', 'a.b.c', 'eyJhbGciOiJub25lIn0.e30', 'eyJhbGciOiJub25lIn0.bm9wZQ.', 'eyJ.eyJ.x'], (s) => jose.decodeJwt(s))
    await each('jose', 'decodeProtectedHeader', ['x', 'e30.e30.x', 'bm9wZQ.e30.x', ''], (s) => jose.decodeProtectedHeader(s))
    await each('jose', 'jwtVerify', ['x', 'a.b.c', 'eyJhbGciOiJIUzI1NiJ9.e30.AAAA', 'eyJhbGciOiJub25lIn0.e30.', 'eyJhbGciOiJIUzI1NiIsImNyaXQiOlsieCJdfQ.e30.AAAA'],
      (s) => jose.jwtVerify(s, key))
    await rec.record('jose', 'SignJWT no alg', () => new jose.SignJWT({}).sign(key))
    await rec.record('jose', 'SignJWT bad alg', () => new jose.SignJWT({}).setProtectedHeader({ alg: 'nope' }).sign(key))
    await rec.record('jose', 'SignJWT exp', () => new jose.SignJWT({}).setExpirationTime('soon'))
    await rec.record('jose', 'importJWK', () => jose.importJWK({ kty: 'nope' }, 'RS256'))
    await rec.record('jose', 'importJWK no alg', () => jose.importJWK({ kty: 'RSA' }))
    await rec.record('jose', 'importSPKI', () => jose.importSPKI('x', 'RS256'))
    await rec.record('jose', 'importPKCS8', () => jose.importPKCS8('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----', 'RS256'))
    await rec.record('jose', 'compactDecrypt', () => jose.compactDecrypt('a.b.c.d.e', key))
    await rec.record('jose', 'flattenedVerify', () => jose.flattenedVerify({}, key))
    await rec.record('jose', 'generateSecret', () => jose.generateSecret('nope'))
    await rec.record('jose', 'base64url decode', () => jose.base64url.decode('@@@'))
    await rec.record('jose', 'createRemoteJWKSet', () => jose.createRemoteJWKSet('x'))
    await rec.record('jose', 'createLocalJWKSet', () => jose.createLocalJWKSet({}))
    await rec.record('jose', 'UnsecuredJWT', () => jose.UnsecuredJWT.decode('eyJhbGciOiJIUzI1NiJ9.e30.'))
    await rec.record('jose', 'jwtVerify claims', async () => { const t = await new jose.SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(1).sign(key); return jose.jwtVerify(t, key) })
    await rec.record('jose', 'jwtVerify issuer', async () => { const t = await new jose.SignJWT({}).setProtectedHeader({ alg: 'HS256' }).sign(key); return jose.jwtVerify(t, key, { issuer: 'me' }) })
  },

  async 'highlight.js' () {
    const hljs = requireHere('highlight.js')
    // its deprecation and debug notices go to console.log, which would mix
    // with the construction-stack run's JSON lines on stdout
    const log = console.log
    console.log = () => {}
    try {
      await rec.record('highlight.js', 'highlight unknown language', () => hljs.highlight('x', { language: 'nope' }))
      await rec.record('highlight.js', 'highlight old api', () => hljs.highlight('nope', 'x'))
      await rec.record('highlight.js', 'registerLanguage throws', () => hljs.registerLanguage('bad', () => { throw new Error('language definition broke') }))
      await rec.record('highlight.js', 'registerLanguage bad mode', () => { hljs.registerLanguage('bad2', () => ({ contains: [{ begin: '(' }] })); return hljs.highlight('x', { language: 'bad2' }) })
      await rec.record('highlight.js', 'registerLanguage illegal', () => { hljs.registerLanguage('bad3', () => ({ contains: [{ beginKeywords: 'a', begin: 'b' }] })); return hljs.highlight('x', { language: 'bad3' }) })
      await rec.record('highlight.js', 'registerLanguage match begin', () => { hljs.registerLanguage('bad4', () => ({ contains: [{ match: 'a', begin: 'b' }] })); return hljs.highlight('x', { language: 'bad4' }) })
      await rec.record('highlight.js', 'registerLanguage scope', () => { hljs.registerLanguage('bad5', () => ({ contains: [{ begin: ['a', 'b'], beginScope: 'x' }] })); return hljs.highlight('ab', { language: 'bad5' }) })
      await rec.record('highlight.js', 'safeMode off', () => { hljs.debugMode(); hljs.registerLanguage('bad6', () => { throw new Error('definition broke in debug') }) })
      await rec.record('highlight.js', 'highlightElement', () => hljs.highlightElement({}))
    } finally {
      console.log = log
    }
  },

  async jexl () {
    const jexl = requireHere('jexl')
    await each('jexl', 'evalSync', ['1 +', '(1', 'a[', '"x', '1 ? 2', 'x|', '| x', '{a:}', '[1,', 'a.', '@', '1 2', 'a |nope', 'nope(1)', '.a', '{1:2}'], (s) => jexl.evalSync(s, {}))
    await rec.record('jexl', 'addBinaryOp', () => jexl.addBinaryOp())
    await rec.record('jexl', 'compile non-string', () => jexl.compile(1))
  },

  async 'spdx-expression-parse' () {
    const parse = requireHere('spdx-expression-parse')
    await each('spdx-expression-parse', 'parse', ['', 'MIT AND', 'NOPE-1.0', '(MIT', 'MIT)', 'MIT WITH', 'MIT WITH Nope-exception', 'MIT OR OR', 'LicenseRef-', 'DocumentRef-x', 'MIT+ +', 'AND MIT', 'mit', 'MIT ((', '@'],
      (s) => parse(s))
    await rec.record('spdx-expression-parse', 'non-string', () => parse(1))
  },


  async esquery () {
    const esquery = requireHere('esquery')
    await each('esquery', 'parse', ['', '[', 'a >', ':nope', '[a=', ':has(', 'a, ', ':nth-child(x)', '[a=/(/]', ':matches()', '!', '*:', '[a="x]', ':not(', 'a ~'], (s) => esquery.parse(s))
    await rec.record('esquery', 'match bad selector', () => esquery.match({ type: 'Program', body: [] }, { type: 'nope' }))
    await rec.record('esquery', 'query bad ast', () => esquery.query(1, 'Identifier'))
    await rec.record('esquery', 'class unknown', () => esquery.query({ type: 'Program', body: [] }, ':nope-class'))
    await rec.record('esquery', 'field', () => esquery.match({ type: 'Program', body: [] }, esquery.parse('.x'), { nodeTypeKey: 1 }))
  },

  async 'sql-formatter' () {
    const { format } = requireHere('sql-formatter')
    await each('sql-formatter', 'format', ['SELECT (', "SELECT 'x", 'SELECT `x', 'SELECT /* x', 'SELECT )', 'SELECT [x', 'SELECT "x', 'SELECT $1x', 'CASE END', 'SELECT @', 'SELECT ?{'], (s) => format(s))
    await rec.record('sql-formatter', 'language', () => format('SELECT 1', { language: 'nope' }))
    await rec.record('sql-formatter', 'non-string', () => format(1))
    await rec.record('sql-formatter', 'tabWidth', () => format('SELECT 1', { multilineLists: 1 }))
    await rec.record('sql-formatter', 'paramTypes', () => format('SELECT 1', { paramTypes: { custom: [{ regex: '' }] } }))
    await rec.record('sql-formatter', 'params', () => format('SELECT ?', { params: 1 }))
    await rec.record('sql-formatter', 'expressionWidth', () => format('SELECT 1', { expressionWidth: 0 }))
    await rec.record('sql-formatter', 'keywordCase', () => format('SELECT 1', { language: 'postgresql', keywordCase: 'nope' }))
  },

  async wkx () {
    const wkx = requireHere('wkx')
    await each('wkx', 'Geometry.parse', ['POINT', 'POINT(1)', 'NOPE(1 2)', 'LINESTRING(1 2,', 'POLYGON((1 2))', 'SRID=x;POINT(1 2)', 'POINT(a b)', 'MULTIPOINT(', 'GEOMETRYCOLLECTION(NOPE)', ''], (s) => wkx.Geometry.parse(s))
    await rec.record('wkx', 'parse buffer', () => wkx.Geometry.parse(Buffer.from([1, 99, 0, 0, 0])))
    await rec.record('wkx', 'parse short buffer', () => wkx.Geometry.parse(Buffer.from([1, 1, 0, 0, 0])))
    await rec.record('wkx', 'parse twkb', () => wkx.Geometry.parseTwkb(Buffer.from([0x0f])))
    await rec.record('wkx', 'parseGeoJSON', () => wkx.Geometry.parseGeoJSON({ type: 'Nope' }))
    await rec.record('wkx', 'parseGeoJSON crs', () => wkx.Geometry.parseGeoJSON({ type: 'Point', coordinates: [1, 2], crs: { type: 'x' } }))
    await rec.record('wkx', 'parse number', () => wkx.Geometry.parse(1))
  },
  async tweetnacl () {
    const nacl = requireHere('tweetnacl')
    const b = (n) => new Uint8Array(n)
    await rec.record('tweetnacl', 'secretbox nonce', () => nacl.secretbox(b(1), b(1), b(32)))
    await rec.record('tweetnacl', 'secretbox key', () => nacl.secretbox(b(1), b(24), b(1)))
    await rec.record('tweetnacl', 'secretbox string', () => nacl.secretbox('x', b(24), b(32)))
    await rec.record('tweetnacl', 'box.before public key', () => nacl.box.before(b(1), b(32)))
    await rec.record('tweetnacl', 'box.before secret key', () => nacl.box.before(b(32), b(1)))
    await rec.record('tweetnacl', 'box.keyPair.fromSecretKey', () => nacl.box.keyPair.fromSecretKey(b(1)))
    await rec.record('tweetnacl', 'sign secret key', () => nacl.sign(b(1), b(1)))
    await rec.record('tweetnacl', 'sign.detached.verify signature', () => nacl.sign.detached.verify(b(1), b(1), b(32)))
    await rec.record('tweetnacl', 'sign.detached.verify public key', () => nacl.sign.detached.verify(b(1), b(64), b(1)))
    await rec.record('tweetnacl', 'sign.keyPair.fromSeed', () => nacl.sign.keyPair.fromSeed(b(1)))
    await rec.record('tweetnacl', 'scalarMult n', () => nacl.scalarMult(b(1), b(32)))
    await rec.record('tweetnacl', 'scalarMult p', () => nacl.scalarMult(b(32), b(1)))
    await rec.record('tweetnacl', 'hash string', () => nacl.hash('x'))
    await rec.record('tweetnacl', 'verify string', () => nacl.verify('a', 'b'))
    await rec.record('tweetnacl', 'setPRNG', () => nacl.setPRNG(1))
    await rec.record('tweetnacl', 'sign.open public key', () => nacl.sign.open(b(64), b(1)))
  },

  async 'json-logic-js' () {
    const jsonLogic = requireHere('json-logic-js')
    await each('json-logic-js', 'apply', [{ nope: [1] }, { '+': [1], other: 2 }, { method: [1, 'nope'] }, { var: [{ nope2: 1 }] }, { if: [{ nope3: 1 }, 1, 2] }, { all: [[1], { nope4: 1 }] }],
      (r) => jsonLogic.apply(r, {}))
    await rec.record('json-logic-js', 'add_operation', () => { jsonLogic.add_operation('boom', () => { throw new Error('operation said no here') }); return jsonLogic.apply({ boom: [] }) })
    await rec.record('json-logic-js', 'rm_operation', () => { jsonLogic.rm_operation('boom'); return jsonLogic.apply({ boom: [] }) })
    await rec.record('json-logic-js', 'get_operator', () => jsonLogic.get_operator(1))
  },

  async 'validate.js' () {
    const validate = requireHere('validate.js')
    const cons = [{ a: { nope: true } }, { a: { presence: true, nope2: 1 } }, { a: { datetime: true } }, { a: { date: true } }, { a: { format: 5 } }, { a: { length: { is: 'x' } } },
      { a: { numericality: { nope: 1 } } }, { a: { equality: { attribute: 'b', comparator: 1 } } }, { a: { inclusion: 1 } }, { a: { url: { schemes: 1 } } }, { a: { type: 'nope' } }]
    for (const c of cons) await rec.record('validate.js', 'validate ' + JSON.stringify(c), () => validate({ a: 'x', b: 'y' }, c))
    await rec.record('validate.js', 'validate format', () => validate({}, { a: { presence: true } }, { format: 'nope' }))
    await rec.record('validate.js', 'async', () => validate.async({ a: 1 }, { a: { nope: true } }))
    await rec.record('validate.js', 'single', () => validate.single(1, { nope: true }))
    await rec.record('validate.js', 'validators throws', () => { validate.validators.boom = () => { throw new Error('validator broke down') }; try { return validate({ a: 1 }, { a: { boom: true } }) } finally { delete validate.validators.boom } })
    await rec.record('validate.js', 'collectFormValues', () => validate.collectFormValues({ querySelectorAll: 1 }))
    await rec.record('validate.js', 'getDeepObjectValue', () => validate.getDeepObjectValue({ a: 1 }, 1))
  },

  async '@exodus/schemasafe' () {
    const { validator, parser } = requireHere('@exodus/schemasafe')
    const schemas = [{ type: 'nope' }, { minLength: 'x' }, { $ref: '#/nope' }, { format: 'nope' }, { nopeKeyword: 1 }, { type: 'string', pattern: '(' }, { properties: 1 },
      { items: 1 }, { required: 'a' }, { enum: [] }, { allOf: [] }, { $ref: 'http://example.com/x' }, { type: ['string', 'string'] }, { maximum: 1, exclusiveMaximum: true },
      { dependencies: { a: 1 } }, { if: { type: 'string' } }, { const: 1, enum: [1] }, { $schema: 'http://example.com/nope' }, { contains: 1 }, { additionalItems: false }]
    for (const s of schemas) await rec.record('@exodus/schemasafe', 'validator ' + JSON.stringify(s), () => validator(s))
    await rec.record('@exodus/schemasafe', 'validator strong', () => validator({ type: 'object' }, { mode: 'strong' }))
    await rec.record('@exodus/schemasafe', 'validator lax option', () => validator({ type: 'string' }, { nope: 1 }))
    await rec.record('@exodus/schemasafe', 'validator mode', () => validator({ type: 'string' }, { mode: 'nope' }))
    await rec.record('@exodus/schemasafe', 'parser json', () => parser({ type: 'string' }, { mode: 'default' })('{x'))
    await rec.record('@exodus/schemasafe', 'parser not string', () => parser({ type: 'string' }, { mode: 'default' })(1))
    await rec.record('@exodus/schemasafe', 'parser includeErrors', () => parser({ type: 'string' }, { mode: 'default', includeErrors: true })('1'))
    await rec.record('@exodus/schemasafe', 'validator formats', () => validator({ format: 'x' }, { formats: { x: 1 } }))
    await rec.record('@exodus/schemasafe', 'validator schemas', () => validator({ $ref: 'a' }, { schemas: 1 }))
  },

  async 'npm-package-arg' () {
    const npa = requireHere('npm-package-arg')
    await each('npm-package-arg', 'npa', ['@/x', 'x@^^1@', 'foo@git+nope://x', 'foo@npm:bar@npm:baz', '@scope', 'foo@npm:', '.bad', 'foo@npm:@/x', 'foo@file:%E0%A4%A', ' ',
      'github:', 'foo@npm:bar@git+ssh://x', 'x/y/z', 'foo@user/repo#semver:^^1', 'node_modules', 'foo@http://', 'A@1', 'foo@ssh://git@host:1:2/x'], (s) => npa(s))
    await rec.record('npm-package-arg', 'resolve', () => npa.resolve('@/x', '1'))
    await rec.record('npm-package-arg', 'resolve git', () => npa.resolve('x', 'git+nope://y'))
    await rec.record('npm-package-arg', 'resolve no name', () => npa.resolve(undefined, 'file:x'))
    await rec.record('npm-package-arg', 'toPurl', () => npa.toPurl('x@latest'))
    await rec.record('npm-package-arg', 'toPurl git', () => npa.toPurl('github:a/b'))
    await rec.record('npm-package-arg', 'non-string', () => npa(1))
  },

  async parsimmon () {
    const P = requireHere('parsimmon')
    const bad = {
      'string 1': () => P.string(1), 'regexp string': () => P.regexp('x'), 'regexp flags': () => P.regexp(/a/g), 'regexp group': () => P.regexp(/a/, 'x'),
      'seq 1': () => P.seq(1), 'alt none': () => P.alt(1), 'sepBy 1': () => P.sepBy(1, P.string(',')), 'lookahead 1': () => P.lookahead(1),
      'map 1': () => P.digits.map(1), 'times x': () => P.digits.times('x'), 'test 1': () => P.test(1), 'notFollowedBy 1': () => P.notFollowedBy(1),
      'takeWhile 1': () => P.takeWhile(1), 'chain 1': () => P.digits.chain(1).parse('1'), 'createLanguage 1': () => P.createLanguage({ a: 1 }).a,
      'range': () => P.range(1, 'a'), 'oneOf': () => P.oneOf(1), 'Parser 1': () => P(1), 'seqObj': () => P.seqObj(['a', 1]), 'seqObj dup': () => P.seqObj(['a', P.digits], ['a', P.digits]),
      'tryParse string': () => P.string('a').tryParse('b'), 'tryParse regexp': () => P.regexp(/[0-9]+/).tryParse('x'), 'tryParse alt': () => P.alt(P.string('a'), P.string('b')).tryParse('c'),
      'tryParse eof': () => P.string('a').tryParse('ab'), 'tryParse multiline': () => P.string('a').sepBy(P.string('\n')).skip(P.eof).tryParse('a\na\nb\na'),
      'parse buffer': () => P.Binary.byte(1).tryParse('x'), 'byte bad': () => P.Binary.byte(300), 'bitSeq': () => P.Binary.bitSeq([3, 3]), 'uintBE': () => P.Binary.uintBE(9),
      'wrap': () => P.digits.wrap(1, 2), 'fallback tryParse': () => P.string('a').desc('the letter a').tryParse('z'), 'assert': () => P.digits.assert((n) => n === '2', 'two').tryParse('1')
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('parsimmon', k, f)
  },

  async bluebird () {
    const Promise = requireHere('bluebird')
    const bad = {
      'new 1': () => new Promise(1), 'promisify 1': () => Promise.promisify(1), 'promisifyAll 1': () => Promise.promisifyAll(1), 'all 1': () => Promise.all(1),
      'coroutine 1': () => Promise.coroutine(1), 'some': () => Promise.some([1], 2), 'any empty': () => Promise.any([]), 'timeout': () => Promise.delay(50).timeout(1),
      'timeout message': () => Promise.delay(50).timeout(1, 'waited too long here'), 'props 1': () => Promise.props(1), 'method 1': () => Promise.method(1),
      'map 1': () => Promise.map([1], 1), 'reduce 1': () => Promise.reduce([1], 1), 'each 1': () => Promise.each(1, () => {}), 'using 1': () => Promise.using(1),
      'then throw': () => Promise.resolve(1).then(() => { throw new Error('handler threw here') }), 'catch filter': () => Promise.reject(new Error('inner reject')).catch(1, () => {}),
      'config': () => Promise.config({ cancellation: true }), 'race 1': () => Promise.race(1), 'fromCallback': () => Promise.fromCallback((cb) => cb(new Error('callback failed now'))),
      'promisify cb': () => Promise.promisify((cb) => cb('plain string error'))(), 'call': () => Promise.resolve({}).call('nope'), 'get': () => Promise.resolve(null).get('a'),
      'tap 1': () => Promise.resolve(1).tap(1), 'spread 1': () => Promise.resolve([1]).spread(1), 'filter 1': () => Promise.filter([1], 1), 'mapSeries': () => Promise.mapSeries(1, () => {}),
      'join': () => Promise.join(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1), 'asCallback': () => Promise.resolve(1).asCallback(1), 'disposer 1': () => Promise.resolve(1).disposer(1),
      'onPossiblyUnhandledRejection': () => Promise.onPossiblyUnhandledRejection(1), 'setScheduler': () => Promise.setScheduler(1), 'promisify multiArgs': () => Promise.promisify((cb) => cb(null), { context: 1, multiArgs: 1 })(),
      'cancel': () => new Promise(() => {}).cancel(), 'resolve cycle': () => { let r; const p = new Promise((res) => { r = res }); r(p); return p }
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('bluebird', k, f)
  },

  async 'regexp-to-ast' () {
    const { RegExpParser, BaseRegExpVisitor } = requireHere('regexp-to-ast')
    const p = new RegExpParser()
    await each('regexp-to-ast', 'pattern', ['/(/', '/a', '/[a/', '/a{2,1}/', '/a/z', '/a/gg', '/\\/', '/(?<a>x)/', '/a{/', '/*/', '/(?=/', '/\\c/', '/[b-a]/', '/\\u{zz}/u', '/)/', '/a|*/', '/x{1,2/', '/\\p{L}/'],
      (s) => p.pattern(s))
    await rec.record('regexp-to-ast', 'pattern non-string', () => p.pattern(1))
    await rec.record('regexp-to-ast', 'visitor', () => new BaseRegExpVisitor().visit({ type: 'Nope' }))
  },

  async 'hi-base32' () {
    const base32 = requireHere('hi-base32')
    await each('hi-base32', 'decode', ['1', 'A=A', 'AAAAAAAA=', '0', 'ab!', 'A'], (s) => base32.decode(s))
    await each('hi-base32', 'decode.asBytes', ['1', 'AA=A'], (s) => base32.decode.asBytes(s))
    await rec.record('hi-base32', 'encode number', () => base32.encode(1))
    await rec.record('hi-base32', 'encode null', () => base32.encode(null))
    await rec.record('hi-base32', 'encode object', () => base32.encode({}))
    await rec.record('hi-base32', 'decode number', () => base32.decode(1))
    await rec.record('hi-base32', 'decode utf8', () => base32.decode('74======'))
  },

  async ip6addr () {
    const ip6addr = requireHere('ip6addr')
    await each('ip6addr', 'parse', ['x', '1.2.3', '1.2.3.256', '::g', '1:2:3:4:5:6:7:8:9', ':::', '1::2::3', '', '1.2.3.4/8', 'fe80::1%', '::ffff:1.2.3', '[::1'], (s) => ip6addr.parse(s))
    await rec.record('ip6addr', 'createCIDR prefix', () => ip6addr.createCIDR('1.2.3.4', 99))
    await rec.record('ip6addr', 'createCIDR string', () => ip6addr.createCIDR('1.2.3.4/x'))
    await rec.record('ip6addr', 'createCIDR v6 prefix', () => ip6addr.createCIDR('::1', 200))
    await rec.record('ip6addr', 'createAddrRange order', () => ip6addr.createAddrRange('1.1.1.2', '1.1.1.1'))
    await rec.record('ip6addr', 'createAddrRange kinds', () => ip6addr.createAddrRange('1.1.1.1', '::2'))
    await rec.record('ip6addr', 'compare', () => ip6addr.compare('x', '1.1.1.1'))
    await rec.record('ip6addr', 'toString format', () => ip6addr.parse('1.1.1.1').toString({ format: 'nope' }))
    await rec.record('ip6addr', 'offset', () => ip6addr.parse('1.1.1.1').offset('x'))
    await rec.record('ip6addr', 'parse number', () => ip6addr.parse(1))
    await rec.record('ip6addr', 'toLong v6', () => ip6addr.parse('::2:1').toLong())
    await rec.record('ip6addr', 'cidr contains', () => ip6addr.createCIDR('1.2.3.0', 24).contains('x'))
  },

  async yamljs () {
    // YAML.parse's ParseException and ParseMore are CoffeeScript classes
    // that never call Error: they carry no stack, so no site is known and
    // those calls are left out (as docopt was)
    const YAML = requireHere('yamljs')
    await rec.record('yamljs', 'load missing', () => YAML.load('/nonexistent/x.yml'))
    await rec.record('yamljs', 'stringify function', () => YAML.dump({ a () {} }, 2, 4, true))
    await rec.record('yamljs', 'parseFile missing', () => YAML.parseFile('/nonexistent/y.yml'))
    await rec.record('yamljs', 'stringify exceptionOnInvalidType', () => YAML.stringify({ a: Symbol('s') }, 2, 4, true))
  },

  async jsonlint () {
    const jsonlint = requireHere('jsonlint')
    await each('jsonlint', 'parse', ['{', '{"a":1,}', '[1 2]', 'nope', '{"a" 1}', "{'a':1}", '"\\q"', '{"a":1}x', '', '[1,]', '{a:1}', '01', '"\u0001"', '{"a":tru}', '[-]', '1e'], (s) => jsonlint.parse(s))
    await rec.record('jsonlint', 'parse number', () => jsonlint.parse(1))
  },

  async '@ltd/j-toml' () {
    const TOML = requireHere('@ltd/j-toml')
    await each('@ltd/j-toml', 'parse', ['a =', 'a = 1\na = 2', '[a', 'a = "x', 'a = 1979-05-27T', 'a = 0x', '[a]\n[a]', 'a.b = 1\na = 2', 'a = [1,', 'a = {b = 1', 'a = tru', '= 1', 'a = 1 2',
      'a = """x', "a = '\n'", 'a = 1__0', 'a = +inf x', 'a = 1979-13-27', 'a = 25:00:00', '[[a]]\n[a]', 'a = {b=1,}', 'a = "\\q"', 'a = 0b2', 'a = 1e', 'a = [1, "x"]'], (s) => TOML.parse(s, 1.0, '\n'))
    await rec.record('@ltd/j-toml', 'parse version', () => TOML.parse('a = 1', 9))
    await rec.record('@ltd/j-toml', 'parse joiner', () => TOML.parse('a = """\nx\ny"""', 1.0))
    await rec.record('@ltd/j-toml', 'parse non-string', () => TOML.parse(1, 1.0, '\n'))
    await rec.record('@ltd/j-toml', 'parse bom', () => TOML.parse(Buffer.from([0xff, 0xfe, 0x61]), 1.0, '\n'))
    await rec.record('@ltd/j-toml', 'parse bigint', () => TOML.parse('a = 99999999999999999999', 1.0, '\n', false))
    await rec.record('@ltd/j-toml', 'stringify number', () => TOML.stringify(1))
    await rec.record('@ltd/j-toml', 'stringify undefined', () => TOML.stringify({ a: undefined }))
    await rec.record('@ltd/j-toml', 'stringify function', () => TOML.stringify({ a () {} }))
    await rec.record('@ltd/j-toml', 'stringify newline', () => TOML.stringify({ a: 1 }, { newline: 'x' }))
    await rec.record('@ltd/j-toml', 'stringify nan integer', () => TOML.stringify({ a: 1n << 70n }))
    await rec.record('@ltd/j-toml', 'Section', () => TOML.Section(1))
    await rec.record('@ltd/j-toml', 'inline', () => TOML.inline(1))
    await rec.record('@ltd/j-toml', 'multiline', () => TOML.multiline(1))
    await rec.record('@ltd/j-toml', 'OffsetDateTime', () => TOML.OffsetDateTime('x'))
    await rec.record('@ltd/j-toml', 'LocalDate', () => TOML.LocalDate('2020-13-01'))
    await rec.record('@ltd/j-toml', 'LocalTime', () => TOML.LocalTime('25:00:00'))
  },

  async 'dinero.js' () {
    const Dinero = requireHere('dinero.js')
    const usd = (a) => Dinero({ amount: a, currency: 'USD' })
    const bad = {
      'amount float': () => Dinero({ amount: 1.5 }), 'precision float': () => Dinero({ amount: 1, precision: 1.5 }), 'add currency': () => usd(1).add(Dinero({ amount: 1, currency: 'EUR' })),
      'subtract currency': () => usd(1).subtract(Dinero({ amount: 1, currency: 'EUR' })), 'allocate empty': () => usd(100).allocate([]), 'allocate negative': () => usd(100).allocate([-1, 2]),
      'percentage': () => usd(100).percentage(200), 'lessThan currency': () => usd(1).lessThan(Dinero({ amount: 1, currency: 'EUR' })), 'multiply rounding': () => usd(1).multiply(2, 'NOPE'),
      'convertPrecision': () => usd(1).convertPrecision(1.5), 'minimum currency': () => Dinero.minimum([usd(1), Dinero({ amount: 1, currency: 'EUR' })]), 'maximum empty': () => Dinero.maximum([]),
      'equalsTo currency': () => usd(1).greaterThan(Dinero({ amount: 1, currency: 'EUR' })), 'add not dinero': () => usd(1).add(1), 'convert': () => usd(1).convert('EUR', { endpoint: 1 }),
      'convert rates': () => usd(1).convert('EUR', { endpoint: Promise.resolve({ rates: {} }), propertyPath: 'rates.{{to}}' }), 'divide zero': () => usd(1).divide(0),
      'allocate zero': () => usd(100).allocate([0, 0]), 'normalizePrecision': () => Dinero.normalizePrecision([]), 'setLocale': () => usd(1).setLocale(1).toFormat()
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('dinero.js', k, f)
  },

  async '@turf/helpers' () {
    const h = requireHere('@turf/helpers')
    const bad = {
      'point short': () => h.point([1]), 'point null': () => h.point(null), 'point text': () => h.point(['a', 1]), 'lineString one': () => h.lineString([[1, 2]]),
      'polygon short': () => h.polygon([[[1, 2], [3, 4], [5, 6]]]), 'polygon open': () => h.polygon([[[1, 2], [3, 4], [5, 6], [7, 8]]]), 'radiansToLength units': () => h.radiansToLength(1, 'nope'),
      'lengthToRadians units': () => h.lengthToRadians(1, 'nope2'), 'convertArea units': () => h.convertArea(1, 'nope3'), 'convertArea negative': () => h.convertArea(-1),
      'geometry type': () => h.geometry('Nope', []), 'validateBBox': () => h.validateBBox('x'), 'validateBBox length': () => h.validateBBox([1, 2, 3]), 'validateId': () => h.validateId({}),
      'round precision': () => h.round(1, -1), 'convertLength negative': () => h.convertLength(-1), 'points': () => h.points(null), 'lineStrings': () => h.lineStrings([[[1, 2]]]),
      'polygons': () => h.polygons([[[[1, 2]]]]), 'feature id': () => h.feature({ type: 'Point', coordinates: [1, 2] }, {}, { id: {} }), 'feature bbox': () => h.feature({ type: 'Point', coordinates: [1, 2] }, {}, { bbox: 'x' }),
      'lineString null': () => h.lineString(null), 'polygon ring': () => h.polygon([[1, 2]]), 'bearingToAzimuth': () => h.azimuthToBearing('x').toFixed(-1)
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('@turf/helpers', k, f)
  },

  async '@internationalized/date' () {
    const d = requireHere('@internationalized/date')
    await each('@internationalized/date', 'parseDate', ['x', '2020-13-01', '2020-01-32', '20-01-01'], (s) => d.parseDate(s))
    await each('@internationalized/date', 'parseTime', ['x', '25:00'], (s) => d.parseTime(s))
    await each('@internationalized/date', 'parseDateTime', ['x', '2020-01-01T25:00'], (s) => d.parseDateTime(s))
    await each('@internationalized/date', 'parseZonedDateTime', ['x', '2020-01-01T00:00', '2020-01-01T00:00[Nope/Zone]', '2020-01-01T00:00+05:00[UTC]'], (s) => d.parseZonedDateTime(s))
    await each('@internationalized/date', 'parseAbsolute', ['x', '2020-01-01T00:00'], (s) => d.parseAbsolute(s, 'UTC'))
    await each('@internationalized/date', 'parseAbsoluteToLocal', ['x'], (s) => d.parseAbsoluteToLocal(s))
    await each('@internationalized/date', 'parseDuration', ['x', 'P', 'P1Y1', 'PT', 'P-1Y-'], (s) => d.parseDuration(s))
    await rec.record('@internationalized/date', 'createCalendar', () => d.createCalendar('nope'))
    await rec.record('@internationalized/date', 'toZoned disambiguation', () => d.toZoned(d.parseDateTime('2020-03-08T02:30'), 'America/New_York', 'reject'))
    await rec.record('@internationalized/date', 'set field', () => d.parseDate('2020-01-01').set({ era: 'nope' }))
    await rec.record('@internationalized/date', 'cycle field', () => d.parseDate('2020-01-01').cycle('nope', 1))
    await rec.record('@internationalized/date', 'cycle time field', () => d.parseTime('01:00').cycle('nope', 1))
    await rec.record('@internationalized/date', 'DateFormatter', () => new d.DateFormatter('en-US', { timeZone: 'Nope/Zone' }))
    await rec.record('@internationalized/date', 'toCalendar', () => d.toCalendar(d.parseDate('2020-01-01'), 1))
    await rec.record('@internationalized/date', 'getWeeksInMonth', () => d.getWeeksInMonth(d.parseDate('2020-01-01'), 'xx-NOPE-x-y'))
    await rec.record('@internationalized/date', 'startOfWeek', () => d.startOfWeek(d.parseDate('2020-01-01'), 'en-US', 'nope'))
  },

  async 'ip-num' () {
    const n = requireHere('ip-num')
    const bad = {
      'IPv4 dotted': () => n.IPv4.fromDecimalDottedString('x'), 'IPv4 string': () => n.IPv4.fromString('1.2.3'), 'IPv4 number': () => n.IPv4.fromNumber(-1), 'IPv4 binary': () => n.IPv4.fromBinaryString('2'),
      'IPv6 string': () => n.IPv6.fromString('x'), 'IPv6 hex': () => n.IPv6.fromHexadecatet('x'), 'IPv6 binary': () => n.IPv6.fromBinaryString('2'), 'IPv6 number': () => n.IPv6.fromBigInt(-1n),
      'IPv4CidrRange': () => n.IPv4CidrRange.fromCidr('1.2.3.4/99'), 'IPv4CidrRange x': () => n.IPv4CidrRange.fromCidr('x'), 'IPv6CidrRange': () => n.IPv6CidrRange.fromCidr('::1/200'),
      'IPv6CidrRange x': () => n.IPv6CidrRange.fromCidr('x'), 'IPv4Prefix': () => n.IPv4Prefix.fromNumber(99), 'IPv6Prefix': () => n.IPv6Prefix.fromNumber(200), 'IPv4Prefix string': () => n.IPv4Prefix.fromRangeSize(3n),
      'Asn string': () => n.Asn.fromString('x'), 'Asn number': () => n.Asn.fromNumber(-1), 'Asn binary': () => n.Asn.fromBinaryString('2'), 'IPv4Mask': () => n.IPv4Mask.fromDecimalDottedString('255.0.255.0'),
      'IPv6Mask': () => n.IPv6Mask.fromHexadecatet('ffff:0:ffff::'), 'RangedSet': () => n.RangedSet.fromRangeString('x'), 'RangedSet order': () => n.RangedSet.fromRangeString('1.1.1.2-1.1.1.1'),
      'Hexadecatet': () => n.Hexadecatet.fromString('x'), 'Octet': () => n.Octet.fromString('300'), 'Octet x': () => n.Octet.fromString('x'), 'IPv4 next': () => n.IPv4.fromString('255.255.255.255').nextIPNumber(),
      'IPv6 previous': () => n.IPv6.fromString('::').previousIPNumber(), 'cidr split': () => n.IPv4CidrRange.fromCidr('1.2.3.0/32').split(), 'cidr take': () => n.IPv4CidrRange.fromCidr('1.2.3.0/24').take(1000n),
      'IPv4 toIPv4MappedIPv6 pool': () => n.Pool.fromCidrRanges([n.IPv4CidrRange.fromCidr('1.2.3.0/24')]).getCidrRange(n.IPv4Prefix.fromNumber(8)), 'IPv4Prefix toMask': () => n.IPv6Prefix.fromNumber(129),
      'Validator': () => n.IPv4.fromDecimalDottedString('1.2.3.-1'), 'cidr fromCidr v4 in v6': () => n.IPv6CidrRange.fromCidr('1.2.3.4/24')
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('ip-num', k, f)
  },

  async sqids () {
    const Sqids = requireHere('sqids').default
    const bad = {
      'alphabet short': () => new Sqids({ alphabet: 'ab' }), 'alphabet repeat': () => new Sqids({ alphabet: 'aabcdef' }), 'alphabet multibyte': () => new Sqids({ alphabet: 'ñabcdef' }),
      'minLength negative': () => new Sqids({ minLength: -1 }), 'minLength large': () => new Sqids({ minLength: 300 }), 'encode negative': () => new Sqids().encode([-1]),
      'encode huge': () => new Sqids().encode([Number.MAX_SAFE_INTEGER + 2]), 'encode string': () => new Sqids().encode(['x']), 'blocklist': () => new Sqids({ blocklist: 1 }),
      'max attempts': () => new Sqids({ alphabet: 'abc', blocklist: new Set(['aab', 'abc', 'cab', 'cba', 'bca', 'acb', 'bac', 'baa', 'aa', 'ab', 'ac', 'ba', 'bb', 'bc', 'ca', 'cb', 'cc', 'a', 'b', 'c']) }).encode([1]),
      'encode float': () => new Sqids().encode([1.5]), 'alphabet number': () => new Sqids({ alphabet: 1 })
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('sqids', k, f)
  },

  async awilix () {
    const a = requireHere('awilix')
    const bad = {
      'resolve unknown': () => a.createContainer().resolve('nope'), 'asClass 1': () => a.asClass(1), 'asFunction 1': () => a.asFunction(1),
      'cyclic': () => { const c = a.createContainer(); c.register({ x: a.asFunction(({ y }) => 1), y: a.asFunction(({ x }) => 2) }); return c.resolve('x') },
      'injectionMode': () => a.createContainer({ injectionMode: 'nope' }), 'lifetime': () => a.asValue(1).setLifetime('nope'), 'lifetime function': () => { const c = a.createContainer(); c.register('x', a.asFunction(() => 1, { lifetime: 'nope' })); return c.resolve('x') },
      'strict leak': () => { const c = a.createContainer({ strict: true }); c.register({ s: a.asFunction(({ t }) => 1).singleton(), t: a.asFunction(() => 2).scoped() }); return c.resolve('s') },
      'build 1': () => a.createContainer().build(1), 'aliasTo': () => { const c = a.createContainer(); c.register('x', a.aliasTo('nope')); return c.resolve('x') },
      'nested unknown': () => { const c = a.createContainer(); c.register('x', a.asFunction(({ missingDep }) => missingDep)); return c.resolve('x') },
      'class unknown': () => { class K { constructor ({ absent }) { this.absent = absent } } const c = a.createContainer(); c.register('k', a.asClass(K)); return c.resolve('k') },
      'register 1': () => a.createContainer().register(1), 'scoped in root': () => { const c = a.createContainer({ strict: true }); c.register('s', a.asFunction(() => 1).scoped()); return c.resolve('s') },
      'factory throws': () => { const c = a.createContainer(); c.register('x', a.asFunction(() => { throw new Error('factory blew up') })); return c.resolve('x') },
      'classic': () => { const c = a.createContainer({ injectionMode: a.InjectionMode.CLASSIC }); c.register('x', a.asFunction((zzz) => zzz)); return c.resolve('x') },
      'dispose': () => a.createContainer().dispose().then(() => a.createContainer().resolve('gone')), 'asValue disposer': () => a.asClass(class {}).disposer(1),
      'inject 1': () => a.asFunction(() => 1).inject(1), 'createScope register': () => a.createContainer().createScope().register('a', 1)
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('awilix', k, f)
  },

  async typedi () {
    const { Container, Token, ContainerInstance } = requireHere('typedi')
    const bad = {
      'get string': () => Container.get('nope'), 'get token': () => Container.get(new Token('Nope')), 'get symbol': () => Container.get(Symbol('S')), 'get class': () => Container.get(class Foo {}),
      'set factory': () => { Container.set({ id: 'f', factory: 1 }); return Container.get('f') }, 'set type': () => { Container.set({ id: 't', type: 1 }); return Container.get('t') },
      'set broken': () => { Container.set({ id: 'b', type: class { constructor () { throw new Error('constructor broke here') } } }); return Container.get('b') }, 'set no id': () => Container.set({}),
      'of': () => Container.of(1), 'remove': () => Container.remove(undefined), 'new instance': () => new ContainerInstance('default'), 'getMany': () => Container.getMany('none'),
      'set value undefined': () => { Container.set('u', undefined); return Container.get('u') }, 'set factory array': () => { Container.set({ id: 'fa', factory: [class {}, 'nope'] }); return Container.get('fa') },
      'reset': () => Container.reset({ strategy: 'nope' })
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('typedi', k, f)
  },

  async xmlbuilder2 () {
    const { create, convert, fragment } = requireHere('xmlbuilder2')
    await each('xmlbuilder2', 'create', ['<a>', '<a></b>', '<?xml', '<!DOCTYPE', '<a b=c/>', '<a>&nope;</a>', '<a><!-- x</a>', '<a b="1" b="2"/>', '<1a/>', '<a><![CDATA[x</a>', '</a>', '<a/><b/>', '{"a":', '<a xmlns:x="u"><y:b/></a>'],
      (s) => create(s))
    const bad = {
      'ele empty': () => create().ele(''), 'ele number': () => create().ele('1x'), 'att name': () => create().ele('a').att('1x', 'v'), 'att on document': () => create().att('a', 'b'),
      'up past root': () => create().ele('a').up().up().up(), 'end format': () => create().ele('a').end({ format: 'nope' }), 'convert format': () => convert('<a/>', { format: 'nope' }),
      'two roots': () => create().ele('a').up().ele('b'), 'txt on document': () => create().txt('x'), 'ins target': () => create().ele('a').ins('xml', 'x'), 'com dashes': () => create({ wellFormed: true }).ele('a').com('a--b').end(),
      'dtd twice': () => create().dtd({ name: 'a' }).dtd({ name: 'b' }), 'ns prefix': () => create().ele('u', 'x:a').ele('y:b'), 'fragment end': () => fragment().ele('a').up().end({ format: 'nope2' }),
      'txt wellFormed': () => create({ wellFormed: true }).ele('a').txt('\u0001').end(), 'import 1': () => create().ele('a').import(1), 'first of empty': () => create().first(), 'last of empty': () => create().last(),
      'object builder bad': () => create({ a: { '@': 1 } }).end(), 'version': () => create({ version: '2.0' }).ele('a').end(), 'ele object array': () => create().ele({ a: [1, { '#': [] }] }).ele(null)
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('xmlbuilder2', k, f)
  },

  async 'mobx-state-tree' () {
    const { types, getParent, applySnapshot, onSnapshot, getRoot, destroy, detach, resolvePath, getSnapshot, unprotect, clone, getEnv, flow, cast } = requireHere('mobx-state-tree')
    const M = types.model('M', { a: types.number, s: types.optional(types.string, '') }).actions((self) => ({ setA (v) { self.a = v } }))
    const bad = {
      'string create': () => types.string.create(1), 'model create': () => M.create({ a: 'x' }), 'enumeration': () => types.enumeration(['a']).create('b'), 'maybe 1': () => types.maybe(1),
      'array create': () => types.array(types.number).create(['x']), 'optional 1': () => types.optional(1, 2), 'modify unprotected': () => { const m = M.create({ a: 1 }); m.a = 2 },
      'getParent root': () => getParent(M.create({ a: 1 })), 'applySnapshot 1': () => applySnapshot(M.create({ a: 1 }), 1), 'onSnapshot 1': () => onSnapshot(1, () => {}),
      'getRoot 1': () => getRoot(1), 'destroy then read': () => { const m = M.create({ a: 1 }); destroy(m); return m.a }, 'detach root': () => detach(1),
      'resolvePath': () => resolvePath(M.create({ a: 1 }), '/nope/x'), 'getSnapshot 1': () => getSnapshot(1), 'action wrong type': () => M.create({ a: 1 }).setA('x'),
      'identifier twice': () => types.model({ id: types.identifier, id2: types.identifier }).create({ id: 'a', id2: 'b' }), 'reference unknown': () => {
        const T = types.model('T', { id: types.identifier }); const S = types.model({ items: types.array(T), sel: types.reference(T) }); return S.create({ items: [], sel: 'zz' }).sel
      },
      'union none': () => types.union(types.string, types.number).create(true), 'refinement': () => types.refinement(types.number, (n) => n > 0).create(-1), 'literal': () => types.literal('a').create('b'),
      'frozen function': () => types.frozen().create(() => 1), 'model props 1': () => types.model({ a: 1n }), 'map put': () => types.map(M).create({}).put({ a: 1 }), 'late 1': () => types.late(1),
      'compose 1': () => types.compose(1), 'clone 1': () => clone(1), 'getEnv 1': () => getEnv(1), 'snapshotProcessor': () => types.snapshotProcessor(types.number, { preProcessor: () => 'x' }).create(1),
      'cast 1': () => cast(1).x.y, 'flow 1': () => flow(1)(), 'integer': () => types.integer.create(1.5), 'Date': () => types.Date.create('x'), 'safeReference': () => types.safeReference(1),
      'tuple-ish array push': () => { const m = types.model({ l: types.array(types.number) }).create({ l: [] }); unprotect(m); m.l.push('x') }
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('mobx-state-tree', k, f)
  },

  async '@noble/hashes' () {
    const { sha256 } = requireHere('@noble/hashes/sha256')
    const { hexToBytes, utf8ToBytes, concatBytes, randomBytes } = requireHere('@noble/hashes/utils')
    const { pbkdf2 } = requireHere('@noble/hashes/pbkdf2')
    const { scrypt } = requireHere('@noble/hashes/scrypt')
    const { hkdf } = requireHere('@noble/hashes/hkdf')
    const { hmac } = requireHere('@noble/hashes/hmac')
    const { blake2b } = requireHere('@noble/hashes/blake2b')
    const { blake3 } = requireHere('@noble/hashes/blake3')
    const { argon2id } = requireHere('@noble/hashes/argon2')
    const { shake256 } = requireHere('@noble/hashes/sha3')
    const bad = {
      'sha256 number': () => sha256(1), 'hexToBytes odd': () => hexToBytes('x'), 'hexToBytes char': () => hexToBytes('zz'), 'hexToBytes number': () => hexToBytes(1),
      'utf8ToBytes number': () => utf8ToBytes(1), 'concatBytes': () => concatBytes(1), 'randomBytes': () => randomBytes(-1), 'pbkdf2 c': () => pbkdf2(sha256, 'p', 's', { c: 0 }),
      'pbkdf2 dkLen': () => pbkdf2(sha256, 'p', 's', { c: 1, dkLen: 0 }), 'pbkdf2 hash': () => pbkdf2(1, 'p', 's', { c: 1 }), 'scrypt N': () => scrypt('p', 's', { N: 3, r: 1, p: 1 }),
      'scrypt maxmem': () => scrypt('p', 's', { N: 1024, r: 8, p: 1, maxmem: 1 }), 'scrypt dkLen': () => scrypt('p', 's', { N: 2, r: 1, p: 1, dkLen: 0 }), 'hkdf length': () => hkdf(sha256, 'k', 's', 'i', 255 * 32 + 1),
      'hmac hash': () => hmac(1, 'k', 'm'), 'hmac finished': () => { const h = hmac.create(sha256, 'k'); h.digest(); return h.update('x') }, 'hash destroyed': () => { const h = sha256.create(); h.destroy(); return h.update('x') },
      'digestInto short': () => sha256.create().digestInto(new Uint8Array(1)), 'blake2b key': () => blake2b('x', { key: new Uint8Array(100) }), 'blake2b dkLen': () => blake2b('x', { dkLen: 100 }),
      'blake2b salt': () => blake2b('x', { salt: new Uint8Array(3) }), 'blake3 key': () => blake3('x', { key: new Uint8Array(3) }), 'blake3 context key': () => blake3('x', { key: new Uint8Array(32), context: 'c' }),
      'argon2 t': () => argon2id('p', 'saltsalt', { t: 0, m: 8, p: 1 }), 'argon2 salt': () => argon2id('p', 's', { t: 1, m: 8, p: 1 }), 'argon2 m': () => argon2id('p', 'saltsalt', { t: 1, m: 1, p: 1 }),
      'shake dkLen': () => shake256('x', { dkLen: -1 }), 'xof on sha256': () => sha256.create().xof(1)
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('@noble/hashes', k, f)
  },

  async filtrex () {
    const { compileExpression } = requireHere('filtrex')
    await each('filtrex', 'compileExpression', ['1 +', '(1', 'a ==', '"x', '1 2', 'a.b', 'nope(1)', 'a in', 'x ? 1', '$', 'not', '[1,', '1 +* 2', "'x", 'a of', 'if 1 then', 'a ~= "("'],
      (s) => compileExpression(s)({ a: 1 }))
    await rec.record('filtrex', 'compile non-string', () => compileExpression(1))
    await rec.record('filtrex', 'extraFunctions throws', () => compileExpression('f()', { extraFunctions: { f () { throw new Error('extra function failed') } } })({}))
    await rec.record('filtrex', 'customProp throws', () => compileExpression('x', { customProp () { throw new RangeError('custom prop failed') } })({}))
    await rec.record('filtrex', 'operators', () => compileExpression('1 + 1', { operators: { '+': 1 } })({}))
    await rec.record('filtrex', 'constants', () => compileExpression('a', { constants: { a: 1 } }) && compileExpression("'a' + 1", { constants: 1 })({}))
  },

  async '@humanwhocodes/momoa' () {
    const momoa = requireHere('@humanwhocodes/momoa')
    await each('@humanwhocodes/momoa', 'parse', ['{', '{"a" 1}', 'x', '[1,]', '// c\n1', '"x', '{"a":1,}', '01', '"\\q"', '[1 2]', '', '{a:1}', '1e', "'x'", '-', '"\u0001"', '{"a":1}}', 'tru', '/* x', '0x1'],
      (s) => momoa.parse(s))
    await each('@humanwhocodes/momoa', 'parse json5', ['{a:', "'x", '+', '[1,,]', '0x'], (s) => momoa.parse(s, { mode: 'json5' }))
    await each('@humanwhocodes/momoa', 'tokenize', ['"x', '@', '1.', '/x'], (s) => [...momoa.tokenize(s)])
    await rec.record('@humanwhocodes/momoa', 'parse mode', () => momoa.parse('1', { mode: 'nope' }))
    await rec.record('@humanwhocodes/momoa', 'evaluate', () => momoa.evaluate({ type: 'Nope' }))
    await rec.record('@humanwhocodes/momoa', 'print', () => momoa.print({ type: 'Nope' }))
    await rec.record('@humanwhocodes/momoa', 'traverse', () => momoa.traverse({ type: 'Nope' }, { enter () {} }))
    await rec.record('@humanwhocodes/momoa', 'iterator', () => [...momoa.iterator({ type: 'Document', body: { type: 'Nope' } })])
    await rec.record('@humanwhocodes/momoa', 'parse non-string', () => momoa.parse(1))
    await rec.record('@humanwhocodes/momoa', 'parse jsonc comments', () => momoa.parse('1 /* x', { mode: 'jsonc' }))
  },

  async 'convert-units' () {
    const convert = requireHere('convert-units')
    const bad = {
      'from unknown': () => convert(1).from('nope'), 'to incompatible': () => convert(1).from('m').to('kg'), 'to unknown': () => convert(1).from('m').to('nope'), 'to before from': () => convert(1).to('m'),
      'from twice': () => convert(1).from('m').from('cm'), 'describe unknown': () => convert().describe('nope'), 'possibilities unknown': () => convert().possibilities('nope').x.y,
      'toBest before from': () => convert(1).toBest(), 'list unknown': () => convert().list('nope').x.y, 'getUnit': () => convert(1).from('m').getUnit(1).x
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('convert-units', k, f)
  },

  async 'jsonpath-plus' () {
    const { JSONPath } = requireHere('jsonpath-plus')
    const json = { a: [{ b: 1 }, { b: 2 }], c: 'x' }
    await each('jsonpath-plus', 'JSONPath', ['$..[?(@.b ==)]', '$[?(@.b.c())]', '$..[?(nope(@))]', '$[?(@.b = 1)]', '$[?(@.b +)]', '$[?(',
      '$..[?(@.b === "x)]', '$.a[?(@.b > 1 &&)]', '$[?(@.constructor)]', '$[(@.length-1', '$.a[?(@property ~ 1)]', '$[?(@.b in [1)]'], (p) => JSONPath({ path: p, json: json.a }))
    await rec.record('jsonpath-plus', 'no json', () => JSONPath({ path: '$' }))
    await rec.record('jsonpath-plus', 'resultType', () => JSONPath({ path: '$', json, resultType: 'nope' }))
    await rec.record('jsonpath-plus', 'eval false', () => JSONPath({ path: '$[?(@.b)]', json: json.a, eval: false }))
    await rec.record('jsonpath-plus', 'eval nope', () => JSONPath({ path: '$[?(@.b)]', json: json.a, eval: 'nope' }))
    await rec.record('jsonpath-plus', 'eval native', () => JSONPath({ path: '$[?(@.b ===)]', json: json.a, eval: 'native' }))
    await rec.record('jsonpath-plus', 'callback throws', () => JSONPath({ path: '$.c', json, callback () { throw new Error('callback gave up here') } }))
    await rec.record('jsonpath-plus', 'otherTypeCallback', () => JSONPath({ path: '$..*@other()', json }))
    await rec.record('jsonpath-plus', 'toPathArray', () => JSONPath.toPathArray(1))
    await rec.record('jsonpath-plus', 'toPointer', () => JSONPath.toPointer(1))
    await rec.record('jsonpath-plus', 'evaluate no args', () => new JSONPath({ autostart: false }).evaluate())
  },

  async croner () {
    const { Cron } = requireHere('croner')
    await each('croner', 'Cron', ['nope', '* * * * 99', '61 * * * *', '* 25 * * *', '* * 32 * *', '* * * 13 *', '*/0 * * * *', '5-1 * * * *', '* * * * MON-XX', '@nope', 'L * * * *', '* * * * * * * *', '1,,2 * * * *', '* * * * 7#6', '? * * * *', 'a-b * * * *'],
      (p) => { const j = new Cron(p, { paused: true }); j.stop(); return j })
    await rec.record('croner', 'timezone', () => new Cron('* * * * *', { timezone: 'Nope/Zone', paused: true }).nextRun())
    await rec.record('croner', 'maxRuns', () => new Cron('* * * * *', { maxRuns: 'x', paused: true }))
    await rec.record('croner', 'startAt', () => new Cron('* * * * *', { startAt: 'x', paused: true }))
    await rec.record('croner', 'stopAt', () => new Cron('* * * * *', { stopAt: 'nope', paused: true }))
    await rec.record('croner', 'options type', () => new Cron('* * * * *', 1))
    await rec.record('croner', 'pattern type', () => new Cron(1, { paused: true }))
    await rec.record('croner', 'interval', () => new Cron('* * * * *', { interval: -1, paused: true }))
    await rec.record('croner', 'utcOffset', () => new Cron('* * * * *', { utcOffset: 'x', paused: true }))
    await rec.record('croner', 'unref', () => new Cron('* * * * *', { unref: 1, paused: true }))
    await rec.record('croner', 'legacyMode', () => new Cron('* * * * *', { legacyMode: 1, paused: true }))
  },

  async 'decimal.js-light' () {
    const Decimal = requireHere('decimal.js-light')
    const bad = {
      'new x': () => new Decimal('x'), 'new empty': () => new Decimal(''), 'new object': () => new Decimal({}), 'config precision': () => Decimal.config({ precision: 0 }),
      'config rounding': () => Decimal.config({ rounding: 9 }), 'config 1': () => Decimal.config(1), 'div zero': () => new Decimal(1).div(0), 'ln negative': () => new Decimal(-1).ln(),
      'log base 1': () => new Decimal(2).log(1), 'sqrt negative': () => new Decimal(-1).sqrt(), 'toFixed negative': () => new Decimal(1).toFixed(-1), 'toDecimalPlaces float': () => new Decimal(1).toDecimalPlaces(1.5),
      'exp overflow': () => new Decimal('1e20').exp(), 'pow negative base': () => new Decimal(-2).pow(0.5), 'toPrecision 0': () => new Decimal(1).toPrecision(0), 'toSignificantDigits': () => new Decimal(1).toSignificantDigits(0),
      'mod zero': () => new Decimal(1).mod(0), 'config toExpNeg': () => Decimal.config({ toExpNeg: 1 }), 'config LN10': () => Decimal.config({ LN10: 'x' }), 'idiv zero': () => new Decimal(1).idiv(0),
      'new exponent': () => new Decimal('1e9999999999999999'), 'times exponent': () => new Decimal('1e9000000000000000').times('1e9000000000000000'), 'ln zero': () => new Decimal(0).ln(),
      'toExponential': () => new Decimal(1).toExponential(1e10), 'clone': () => Decimal.clone({ precision: -1 }), 'log negative': () => new Decimal(-2).log()
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('decimal.js-light', k, f)
  },

  async 'gonzales-pe' () {
    const gonzales = requireHere('gonzales-pe')
    await each('gonzales-pe', 'parse css', ['a {', 'a { color: }', '}', 'a { b: c; } }', '@media {', 'a { color: red;; ', '@import', 'a[b= {}', ':: {}', 'a { b: url(x }', '#{'],
      (s) => gonzales.parse(s, { syntax: 'css' }))
    await each('gonzales-pe', 'parse scss', ['a { @include }', '$a: ;', '@if {', 'a { &: }', '@mixin ( {}'], (s) => gonzales.parse(s, { syntax: 'scss' }))
    await each('gonzales-pe', 'parse less', ['.a( {', '@a: ;', 'a { .b( }'], (s) => gonzales.parse(s, { syntax: 'less' }))
    await each('gonzales-pe', 'parse sass', ['a\n  b:', '=m(', '+'], (s) => gonzales.parse(s, { syntax: 'sass' }))
    await rec.record('gonzales-pe', 'syntax', () => gonzales.parse('a {}', { syntax: 'nope' }))
    await rec.record('gonzales-pe', 'context', () => gonzales.parse('a', { syntax: 'css', context: 'nope' }))
    await rec.record('gonzales-pe', 'non-string', () => gonzales.parse(1))
    await rec.record('gonzales-pe', 'createNode', () => gonzales.createNode({ type: 1 }).toString())
    await rec.record('gonzales-pe', 'traverse', () => gonzales.parse('a {}').traverseByType(1, 1))
  },

  async polished () {
    const p = requireHere('polished')
    const bad = {
      'darken bad color': () => p.darken(0.2, 'nope'), 'parseToRgb hex': () => p.parseToRgb('#12'), 'parseToRgb rgba': () => p.parseToRgb('rgba(1,2)'), 'parseToHsl': () => p.parseToHsl('hsl(x)'),
      'rgb bad': () => p.rgb('x'), 'rgba bad': () => p.rgba(1), 'hsl bad': () => p.hsl('x'), 'hsla bad': () => p.hsla(1, 2), 'toColorString': () => p.toColorString({ x: 1 }),
      'modularScale steps': () => p.modularScale('x'), 'modularScale ratio': () => p.modularScale(2, 1, 'nope'), 'stripUnit': () => p.em('x'), 'em base': () => p.em('10px', 'x'),
      'rem': () => p.rem('1em', 'x'), 'between': () => p.between('1px', '2em'), 'fluidRange': () => p.fluidRange(1), 'triangle': () => p.triangle({ pointingDirection: 'nope', height: 1, width: 1, foregroundColor: 'red' }),
      'triangle size': () => p.triangle({ pointingDirection: 'top', height: 'x', width: 1, foregroundColor: 'red' }), 'linearGradient': () => p.linearGradient({ colorStops: ['red'] }),
      'radialGradient': () => p.radialGradient({ colorStops: ['red'] }), 'fontFace': () => p.fontFace({}), 'fontFace formats': () => p.fontFace({ fontFamily: 'a', fontFilePath: 'x', fileFormats: 'woff' }),
      'directionalProperty': () => p.margin(), 'position': () => p.position('nope', 1), 'important': () => p.important(1), 'getValueAndUnit': () => p.getValueAndUnit(1).x.y,
      'cssVar': () => p.cssVar('--nope'), 'cssVar name': () => p.cssVar('x'), 'transparentize': () => p.transparentize(0.1, 'nope'), 'mix': () => p.mix(0.5, 'red', 'nope'),
      'readableColor': () => p.readableColor('nope'), 'getContrast': () => p.getContrast('red', '#zz'), 'math': () => p.math('1 +'), 'math units': () => p.math('1px + 1em'), 'math unknown': () => p.math('1 $ 2'),
      'timingFunctions': () => p.timingFunctions('nope').x, 'backgroundImages': () => p.backgroundImages(), 'animation': () => p.animation(['a', 'b'], 'c'), 'size': () => p.size(), 'hiDPI': () => p.hiDPI('x').y.z
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('polished', k, f)
  },

  async 'intl-messageformat' () {
    const { IntlMessageFormat } = requireHere('intl-messageformat')
    await each('intl-messageformat', 'new', ['{a', '{a, plural}', '{a, select, x {1}}', '{a, plural, one {x}}', '{a, number, ::nope}', '{a, date, ::nope}', '<b>x</c>', '{a, selectordinal, =x {1} other {2}}', '}', "'{", '{a, plural, other {#} other {#}}'],
      (s) => new IntlMessageFormat(s, 'en'))
    const fmt = (s, v) => new IntlMessageFormat(s, 'en').format(v)
    await rec.record('intl-messageformat', 'format missing', () => fmt('{a}', {}))
    await rec.record('intl-messageformat', 'format select no other', () => fmt('{a, select, x {1} other {2}}', { a: 'y' }) && new IntlMessageFormat('{a, select, x {1}}', 'en', undefined, { ignoreTag: true }).format({ a: 'y' }))
    await rec.record('intl-messageformat', 'format plural offset', () => fmt('{a, plural, offset:1 one {x} other {y}}', { a: 'x' }))
    await rec.record('intl-messageformat', 'format tag not function', () => fmt('<b>x</b>', { b: 1 }))
    await rec.record('intl-messageformat', 'format number bad', () => fmt('{a, number}', { a: {} }))
    await rec.record('intl-messageformat', 'format date bad', () => fmt('{a, date}', { a: 'x' }))
    await rec.record('intl-messageformat', 'constructor non-string', () => new IntlMessageFormat(1, 'en'))
    await rec.record('intl-messageformat', 'bad locale', () => new IntlMessageFormat('x', 'nope_NOPE_NOPE'))
    await rec.record('intl-messageformat', 'format plural value', () => fmt('{a, plural, one {x} other {y}}', { a: 'x' }))
  },

  async 'vscode-uri' () {
    const { URI, Utils } = requireHere('vscode-uri')
    const bad = {
      'parse strict': () => URI.parse('x', true), 'parse strict path': () => URI.parse('file:x', true), 'from scheme': () => URI.from({ scheme: '1x' }), 'from path': () => URI.from({ scheme: 'http', authority: 'a', path: 'x' }),
      'from path double slash': () => URI.from({ scheme: 'http', path: '//x' }), 'from no scheme': () => URI.from({ scheme: '', path: 'x' }), 'with scheme': () => URI.file('/a').with({ scheme: '1' }),
      'joinPath no path': () => Utils.joinPath(URI.parse('http:'), 'a'), 'revive': () => URI.revive({ scheme: '1', path: 'x' }), 'file non-string': () => URI.file(1),
      'with path': () => URI.parse('http://a/b').with({ path: 'x' }), 'with authority': () => URI.parse('x:b').with({ authority: 'a', path: 'x' })
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('vscode-uri', k, f)
  },

  async '@ethersproject/address' () {
    const a = requireHere('@ethersproject/address')
    await each('@ethersproject/address', 'getAddress', ['0x', '0x123', 'nope', '0xZZ3aB7C9d3e5f7a1b2C3d4E5f6A7b8C9d0E1f2A3', '0x52908400098527886E0F7030069857D2E4169EE8', 'XE00', 'XE7338O073KYGTWWZN0F2WZ0R8PX5ZPPZS', 1],
      (s) => a.getAddress(s))
    await rec.record('@ethersproject/address', 'getIcapAddress', () => a.getIcapAddress('x'))
    await rec.record('@ethersproject/address', 'getContractAddress', () => a.getContractAddress({ from: 'x', nonce: 1 }))
    await rec.record('@ethersproject/address', 'getContractAddress nonce', () => a.getContractAddress({ from: '0x8ba1f109551bD432803012645Ac136ddd64DBA72', nonce: 'x' }))
    await rec.record('@ethersproject/address', 'getCreate2Address salt', () => a.getCreate2Address('0x8ba1f109551bD432803012645Ac136ddd64DBA72', '0x12', '0x' + '00'.repeat(32)))
    await rec.record('@ethersproject/address', 'getCreate2Address hash', () => a.getCreate2Address('0x8ba1f109551bD432803012645Ac136ddd64DBA72', '0x' + '00'.repeat(32), '0x12'))
  },

  async '@ethersproject/abi' () {
    const abi = requireHere('@ethersproject/abi')
    const coder = abi.defaultAbiCoder
    const bad = {
      'encode count': () => coder.encode(['uint256'], []), 'encode uint': () => coder.encode(['uint256'], [-1]), 'encode uint8 overflow': () => coder.encode(['uint8'], [256]),
      'encode address': () => coder.encode(['address'], ['x']), 'encode bool': () => coder.encode(['bool'], [{}]), 'encode bytes4': () => coder.encode(['bytes4'], ['0x12']),
      'encode array length': () => coder.encode(['uint256[2]'], [[1]]), 'encode tuple': () => coder.encode(['tuple(uint256 a)'], [1]), 'encode bytes': () => coder.encode(['bytes'], ['xyz']),
      'encode string': () => coder.encode(['string'], [1]), 'encode type': () => coder.encode(['nope'], [1]), 'decode short': () => coder.decode(['uint256'], '0x12'),
      'decode data': () => coder.decode(['uint256'], 'x'), 'decode bool': () => coder.decode(['bool'], '0x' + '00'.repeat(31) + '02'), 'ParamType bad': () => abi.ParamType.from('uint256 a b c'),
      'ParamType paren': () => abi.ParamType.from('tuple(uint256'), 'ParamType type': () => abi.ParamType.from('uint257'), 'Fragment bad': () => abi.Fragment.from('nope x()'),
      'FunctionFragment bad': () => abi.FunctionFragment.from('function ()'), 'EventFragment bad': () => abi.EventFragment.from('event x(uint256 indexed indexed a)'),
      'Interface getFunction': () => new abi.Interface(['function f(uint256)']).getFunction('g'), 'Interface getEvent': () => new abi.Interface(['event E(uint256)']).getEvent('F'),
      'Interface getFunction ambiguous': () => new abi.Interface(['function f(uint256)', 'function f(bytes)']).getFunction('f'), 'Interface decodeFunctionData': () => new abi.Interface(['function f(uint256)']).decodeFunctionData('f', '0x12345678'),
      'Interface encodeFunctionData': () => new abi.Interface(['function f(uint256)']).encodeFunctionData('f', []), 'Interface parseTransaction': () => new abi.Interface(['function f(uint256)']).parseTransaction({ data: '0x12345678' }),
      'Interface encodeFilterTopics': () => new abi.Interface(['event E(uint256 indexed a)']).encodeFilterTopics('E', [1, 2]), 'Interface duplicate': () => new abi.Interface(['function f(uint256)', 'function f(uint256)']),
      'Interface decodeFunctionResult': () => new abi.Interface(['function f() returns (uint256)']).decodeFunctionResult('f', '0x08c379a0' + '00'.repeat(4)), 'Interface parseLog': () => new abi.Interface(['event E(uint256)']).parseLog({ topics: ['0x' + '11'.repeat(32)], data: '0x' }),
      'Fragment json': () => abi.Fragment.fromObject({ type: 'nope' }), 'formatTypes': () => abi.ParamType.from('uint256').format('nope')
    }
    // its logger's warnings (a duplicate definition) go to console.log, which would
    // mix with the construction-stack run's JSON lines on stdout
    const log = console.log
    console.log = () => {}
    try {
      for (const [k, f] of Object.entries(bad)) await rec.record('@ethersproject/abi', k, f)
    } finally {
      console.log = log
    }
  },

  async borsh () {
    const borsh = requireHere('borsh')
    const bad = {
      'serialize u8 string': () => borsh.serialize('u8', 'x'), 'serialize u8 overflow': () => borsh.serialize('u8', 256), 'serialize string number': () => borsh.serialize('string', 1),
      'serialize struct missing': () => borsh.serialize({ struct: { a: 'u8' } }, {}), 'serialize array length': () => borsh.serialize({ array: { type: 'u8', len: 2 } }, [1]), 'serialize array type': () => borsh.serialize({ array: { type: 'u8' } }, 1),
      'serialize option': () => borsh.serialize({ option: 'u8' }, 'x'), 'serialize enum': () => borsh.serialize({ enum: [{ struct: { a: 'u8' } }] }, { b: 1 }), 'serialize map': () => borsh.serialize({ map: { key: 'u8', value: 'u8' } }, 1),
      'serialize set': () => borsh.serialize({ set: 'u8' }, 1), 'serialize bool': () => borsh.serialize('bool', 1), 'serialize u64': () => borsh.serialize('u64', 'x'), 'serialize schema': () => borsh.serialize('nope', 1),
      'serialize schema object': () => borsh.serialize({ nope: 1 }, 1), 'deserialize short': () => borsh.deserialize('u32', new Uint8Array([1])), 'deserialize extra': () => borsh.deserialize('u8', new Uint8Array([1, 2])),
      'deserialize string short': () => borsh.deserialize('string', new Uint8Array([5, 0, 0, 0, 1])), 'deserialize enum': () => borsh.deserialize({ enum: [{ struct: { a: 'u8' } }] }, new Uint8Array([5, 1])),
      'deserialize option': () => borsh.deserialize({ option: 'u8' }, new Uint8Array([2])), 'deserialize bool': () => borsh.deserialize('bool', new Uint8Array([2])), 'serialize f32': () => borsh.serialize('f32', 'x'),
      'serialize struct type': () => borsh.serialize({ struct: { a: 'u8' } }, 1), 'serialize i8': () => borsh.serialize('i8', 200)
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('borsh', k, f)
  },

  async sift () {
    const sift = requireHere('sift').default
    const data = [{ a: 1, b: 'x' }, { a: [1, 2] }]
    await each('sift', 'filter', ['{"$nope":1}', '{"a":{"$nope":1}}', '{"a":{"$in":1}}', '{"a":{"$nin":1}}', '{"a":{"$all":1}}', '{"a":{"$size":"x"}}', '{"a":{"$mod":1}}', '{"a":{"$regex":"("}}', '{"$where":1}', '{"$and":1}', '{"$or":1}', '{"a":{"$elemMatch":1}}', '{"a":{"$type":"nope"}}', '{"a":{"$exists":{"$nope":1}}}', '{"$nor":1}', '{"a":{"$not":{"$nope":1}}}', '{"a":{"$options":"i"}}', '{"$where":"this.a +"}'],
      (q) => data.filter(sift(JSON.parse(q))))
    await rec.record('sift', 'where function throws', () => data.filter(sift({ $where () { throw new Error('where callback failed') } })))
    await rec.record('sift', 'compare throws', () => data.filter(sift({ a: 1 }, { compare () { throw new TypeError('compare callback failed') } })))
  },

  async 'json-ptr' () {
    const { JsonPointer, encodePointer, decodePointer, decodeUriFragmentIdentifier, JsonReference } = requireHere('json-ptr')
    const bad = {
      'create x': () => JsonPointer.create('x'), 'create number': () => JsonPointer.create(1), 'decode x': () => decodePointer('x'), 'decode escape': () => decodePointer('/a~2'), 'decode fragment': () => decodeUriFragmentIdentifier('x'),
      'decode fragment escape': () => decodeUriFragmentIdentifier('#/%zz'), 'encode non-array': () => encodePointer('x'), 'set root': () => JsonPointer.create('').set({}, 1), 'set force array': () => JsonPointer.set([], '/x', 1),
      'get bad ptr': () => JsonPointer.get({}, 'x'), 'unset root': () => JsonPointer.unset({}, ''), 'relative bad': () => JsonPointer.create('/a').rel({}, 'x'), 'relative too far': () => JsonPointer.create('/a').rel({ a: 1 }, '5/b'),
      'JsonReference bad': () => new JsonReference('x').resolve({}), 'set proto': () => JsonPointer.set({}, '/__proto__/x', 1), 'set constructor': () => JsonPointer.set({}, '/constructor/prototype/x', 1),
      'has bad': () => JsonPointer.has({}, 'nope'), 'flatten bad': () => JsonPointer.flatten(1, 'x'), 'relative number': () => JsonPointer.create('/a').relative('x'), 'concat bad': () => JsonPointer.create('/a').concat('x')
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('json-ptr', k, f)
  },

  async rfc6902 () {
    const { applyPatch, createPatch, Pointer } = requireHere('rfc6902')
    const r = (ops) => { const res = applyPatch({ a: [1], b: { c: 1 } }, ops); const e = res.find((x) => x); if (e) throw e; return res }
    const bad = {
      'remove missing': () => r([{ op: 'remove', path: '/x' }]), 'replace missing': () => r([{ op: 'replace', path: '/x', value: 1 }]), 'test fails': () => r([{ op: 'test', path: '/b/c', value: 2 }]),
      'move missing': () => r([{ op: 'move', from: '/x', path: '/y' }]), 'copy missing': () => r([{ op: 'copy', from: '/x', path: '/y' }]), 'add deep': () => r([{ op: 'add', path: '/x/y', value: 1 }]),
      'op nope': () => r([{ op: 'nope', path: '/a' }]), 'array index': () => r([{ op: 'add', path: '/a/5', value: 1 }]), 'array remove index': () => r([{ op: 'remove', path: '/a/9' }]),
      'pointer bad': () => Pointer.fromJSON('x'), 'array index word': () => r([{ op: 'add', path: '/a/x', value: 1 }]), 'createPatch cyclic': () => { const o = {}; o.o = o; return createPatch({}, o) }
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('rfc6902', k, f)
  },

  async 'ast-types' () {
    const { builders: b, namedTypes: n, visit, Type } = requireHere('ast-types')
    const bad = {
      'identifier number': () => b.identifier(1), 'literal object': () => b.literal({}), 'binaryExpression op': () => b.binaryExpression('nope', b.identifier('a'), b.identifier('b')),
      'callExpression args': () => b.callExpression(b.identifier('f'), 1), 'too many args': () => b.identifier('a', 'b', 'c', 'd'), 'too few': () => b.binaryExpression('+'),
      'assert Identifier': () => n.Identifier.assert(b.literal(1)), 'assert Node': () => n.Node.assert(1), 'from bad': () => b.identifier.from({ name: 1 }), 'from missing': () => b.memberExpression.from({}),
      'visit bad method': () => visit(b.identifier('a'), { visitNope () {} }), 'visit no traverse': () => visit(b.program([b.expressionStatement(b.identifier('a'))]), { visitIdentifier () { return undefined } }),
      'visit replace bad': () => visit(b.program([b.expressionStatement(b.identifier('a'))]), { visitIdentifier (p) { p.replace(1, 2); return false } }),
      'Type.from bad': () => Type.from(1), 'Type.or empty': () => Type.or(), 'def unknown': () => n.Nope.assert(1), 'path prune root': () => visit(b.identifier('a'), { visitIdentifier (p) { p.prune(); return false } }),
      'visit abort twice': () => visit(b.identifier('a'), { visitIdentifier (p) { this.abort(); } }) && 0, 'builder undefined': () => b.variableDeclaration('nope', [])
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('ast-types', k, f)
  },

  async 'ts-interface-checker' () {
    const t = requireHere('ts-interface-checker')
    const { createCheckers } = t
    const ti = { I: t.iface([], { a: 'string', b: t.opt('number'), c: t.array('boolean'), d: t.union('string', 'null'), e: t.lit('x'), f: t.tuple('number', 'string'), g: 'J', h: t.enumtype({ A: 1 }), i: t.func('void') }), J: t.iface([], { x: 'number' }) }
    const { I } = createCheckers(ti)
    const good = { a: '', c: [], d: null, e: 'x', f: [1, ''], g: { x: 1 }, h: 1, i () {} }
    await each('ts-interface-checker', 'check', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'extra', 'whole'],
      (k) => I.strictCheck(k === 'whole' ? 1 : k === 'extra' ? { ...good, z: 1 } : { ...good, [k]: k === 'c' ? [1] : k === 'f' ? [1] : k === 'g' ? { x: 'y' } : 5 }))
    await rec.record('ts-interface-checker', 'unknown type', () => createCheckers({ I: t.iface([], { a: 'Nope' }) }).I.check({ a: 1 }))
    await rec.record('ts-interface-checker', 'getProp', () => I.getProp('nope'))
    await rec.record('ts-interface-checker', 'methodArgs', () => I.methodArgs('a'))
    await rec.record('ts-interface-checker', 'methodResult', () => I.methodResult('nope'))
    await rec.record('ts-interface-checker', 'not an interface', () => createCheckers({ X: t.array('number') }).X.getProp('a'))
  },

  async sucrase () {
    const { transform } = requireHere('sucrase')
    await each('sucrase', 'transform', ['let = ;', 'function (', 'x +', 'a ? b', '"x', '`x', 'class { }', 'import from', 'export default default', '1 = 2', 'for (;;', '/x', '{', ')', '<div>', 'let x: = 1', 'enum {', 'x => {', '@@', 'async function* () {', 'a?.b = 1'],
      (s) => transform(s, { transforms: ['typescript', 'jsx', 'imports'] }))
    await rec.record('sucrase', 'transforms nope', () => transform('x', { transforms: ['nope'] }))
    await rec.record('sucrase', 'no transforms', () => transform('x', {}))
    await rec.record('sucrase', 'flow and typescript', () => transform('x', { transforms: ['flow', 'typescript'] }))
    await rec.record('sucrase', 'jsxRuntime', () => transform('<a/>', { transforms: ['jsx'], jsxRuntime: 'nope' }))
    await rec.record('sucrase', 'sourceMapOptions', () => transform('x', { transforms: [], sourceMapOptions: {} }))
    await rec.record('sucrase', 'options type', () => transform('x', { transforms: [], production: 'x' }))
    await rec.record('sucrase', 'non-string', () => transform(1, { transforms: [] }))
  },

  async abitype () {
    const a = requireHere('abitype')
    await each('abitype', 'parseAbiItem', ['function', 'function f(', 'function f(uint257)', 'event E(uint indexed indexed a)', 'nope', 'function f() nope', 'struct S { uint a }', 'function f(S s)', 'constructor(uint a) returns (uint)', 'function f(uint a, uint a)', 'error E(uint256 calldata a)', 'function f(tuple(uint a)'],
      (s) => a.parseAbiItem(s))
    await each('abitype', 'parseAbiParameter', ['uint a b', 'nope x', '', '(uint a', 'uint256 indexed'], (s) => a.parseAbiParameter(s))
    await rec.record('abitype', 'parseAbi empty', () => a.parseAbi([]))
    await rec.record('abitype', 'parseAbi not array', () => a.parseAbi('function f()'))
    await rec.record('abitype', 'parseAbi struct cycle', () => a.parseAbi(['struct A { B b; }', 'struct B { A a; }', 'function f(A a)']))
    await rec.record('abitype', 'parseAbiParameters', () => a.parseAbiParameters(['nope']))
    await rec.record('abitype', 'parseAbiItem array', () => a.parseAbiItem([]))
    await rec.record('abitype', 'narrow', () => a.formatAbiItem({ type: 'nope' }).x.y)
  },

  async mingo () {
    const mingo = requireHere('mingo')
    const data = [{ a: 1, b: 'x', c: [1, 2] }]
    await each('mingo', 'find', ['{"$nope":1}', '{"a":{"$nope":1}}', '{"a":{"$in":1}}', '{"a":{"$regex":"("}}', '{"$and":1}', '{"$where":1}', '{"a":{"$size":"x"}}', '{"$expr":{"$nope":1}}', '{"a":{"$mod":[0,1]}}', '{"a":{"$type":"nope"}}', '{"$or":[]}', '{"$expr":{"$divide":[1,"$b"]}}', '{"a":{"$elemMatch":1}}', '{"$text":{"$search":"x"}}', '{"a":{"$all":1}}'],
      (q) => mingo.find(data, JSON.parse(q)).all())
    await each('mingo', 'aggregate', ['[{"$nope":1}]', '[{"$project":{"a":{"$nope":1}}}]', '[{"$group":{"x":1}}]', '[{"$limit":-1}]', '[{"$skip":"x"}]', '[{"$sort":{"a":2}}]', '[{"$unwind":"a"}]', '[{"$project":{"a":1,"b":0}}]', '[{"$lookup":{}}]', '[{"$addFields":{"x":{"$add":["$b",1]}}}]',
      '[{"$project":{"x":{"$substr":["$b","x",1]}}}]', '[{"$project":{"x":{"$arrayElemAt":["$b",0]}}}]', '[{"$project":{"x":{"$dateToString":{"date":"$b"}}}}]', '[{"$bucket":{"groupBy":"$a","boundaries":[5,1]}}]', '[{"$replaceRoot":{"newRoot":"$b"}}]', '[{"$count":""}]', '[{"$facet":1}]', '[{"$project":{"x":{"$concat":["$a"]}}}]', '[{"$project":{"x":{"$toInt":"x"}}}]', '[{"$project":{"x":{"$dateFromString":{"dateString":"nope"}}}}]', '[{"$project":{"x":{"$sqrt":-1}}}]'],
      (p) => mingo.aggregate(data, JSON.parse(p)))
    await rec.record('mingo', 'update', () => mingo.update(data.map((x) => ({ ...x })), {}, { $nope: { a: 1 } }))
    await rec.record('mingo', 'update inc', () => mingo.update(data.map((x) => ({ ...x })), {}, { $inc: { b: 1 } }))
    await rec.record('mingo', 'Query non-object', () => new mingo.Query(1))
  },

  async '@noble/curves' () {
    const { secp256k1 } = requireHere('@noble/curves/secp256k1')
    const { ed25519 } = requireHere('@noble/curves/ed25519')
    const { p256 } = requireHere('@noble/curves/p256')
    const { bls12_381: bls } = requireHere('@noble/curves/bls12-381')
    const b = (n) => new Uint8Array(n)
    const bad = {
      'secp getPublicKey short': () => secp256k1.getPublicKey(b(1)), 'secp getPublicKey zero': () => secp256k1.getPublicKey(b(32)), 'secp getPublicKey hex': () => secp256k1.getPublicKey('zz'), 'secp getPublicKey number': () => secp256k1.getPublicKey(-1n),
      'secp sign key': () => secp256k1.sign(b(32), b(3)), 'secp sign hash': () => secp256k1.sign(1, secp256k1.utils.randomPrivateKey()), 'secp verify sig': () => secp256k1.verify('zz', b(32), b(33)),
      'secp Point.fromHex': () => secp256k1.ProjectivePoint.fromHex('02' + '00'.repeat(32)), 'secp Point.fromHex length': () => secp256k1.ProjectivePoint.fromHex('0102'), 'secp Signature.fromCompact': () => secp256k1.Signature.fromCompact('00'),
      'secp Signature.fromDER': () => secp256k1.Signature.fromDER('3000'), 'secp Signature r range': () => secp256k1.Signature.fromCompact('ff'.repeat(64)), 'secp getSharedSecret': () => secp256k1.getSharedSecret(b(32), b(33)),
      'secp recoverPublicKey': () => new secp256k1.Signature(1n, 1n).recoverPublicKey(b(32)), 'secp multiply zero': () => secp256k1.ProjectivePoint.BASE.multiply(0n), 'secp schnorr sign': () => requireHere('@noble/curves/secp256k1').schnorr.sign(b(32), b(1)),
      'ed25519 getPublicKey': () => ed25519.getPublicKey(b(3)), 'ed25519 sign': () => ed25519.sign(b(1), b(31)), 'ed25519 Point.fromHex': () => ed25519.ExtendedPoint.fromHex('ff'.repeat(32)), 'ed25519 verify zip215': () => ed25519.verify(b(3), b(1), b(32)),
      'p256 Point.fromAffine': () => p256.ProjectivePoint.fromAffine({ x: 1n, y: 1n }).assertValidity(), 'p256 sign lowS': () => p256.sign(b(32), b(32)), 'bls getPublicKey': () => bls.getPublicKey(b(1)),
      'bls G1 fromHex': () => bls.G1.ProjectivePoint.fromHex('00'.repeat(48)), 'bls sign': () => bls.sign(b(1), b(32)), 'hash_to_curve DST': () => requireHere('@noble/curves/secp256k1').hashToCurve(b(1), { DST: 1 }),
      'Field inv zero': () => secp256k1.CURVE.Fp.inv(0n), 'Field sqrt': () => secp256k1.CURVE.Fp.sqrt(3n), 'ed25519 utils': () => ed25519.utils.toMontgomery(b(1)), 'x25519 short': () => requireHere('@noble/curves/ed25519').x25519.getSharedSecret(b(1), b(32))
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('@noble/curves', k, f)
  },

  async '@scure/base' () {
    const s = requireHere('@scure/base')
    const bad = {
      'base58 decode': () => s.base58.decode('0OIl'), 'base58 encode string': () => s.base58.encode('x'), 'base64 decode': () => s.base64.decode('x'), 'base64 decode padding': () => s.base64.decode('ab=c'),
      'base32 decode': () => s.base32.decode('1'), 'hex decode odd': () => s.hex.decode('abc'), 'hex decode char': () => s.hex.decode('zz'), 'bech32 decode': () => s.bech32.decode('x'), 'bech32 decode checksum': () => s.bech32.decode('a1qqqqqqq'),
      'bech32 decode limit': () => s.bech32.decode('a1' + 'q'.repeat(100)), 'bech32 fromWords': () => s.bech32.fromWords([32]), 'bech32 encode prefix': () => s.bech32.encode(1, []), 'bech32 decode case': () => s.bech32.decode('A1qQqqqqqqq'),
      'bech32m decode': () => s.bech32m.decode('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'), 'base58check': () => s.createBase58check((x) => x).decode('1111'), 'utf8 decode': () => s.utf8.decode(1),
      'base64url decode': () => s.base64url.decode('+'), 'radix': () => s.utils.radix(1), 'alphabet': () => s.utils.alphabet(1), 'chain': () => s.utils.chain(), 'padding': () => s.utils.padding(0),
      'convertRadix': () => s.utils.convertRadix([300], 256, 2), 'convertRadix2': () => s.utils.convertRadix2([1], 8, 100, true), 'base58xrp': () => s.base58xrp.decode('0'), 'bytes': () => s.bytes('nope', new Uint8Array(1)),
      'stringToBytes': () => s.stringToBytes('nope', 'x'), 'base64nopad': () => s.base64nopad.decode('a='), 'bech32 toWords': () => s.bech32.toWords('x'), 'base32hex': () => s.base32hex.decode('z'), 'base32crockford': () => s.base32crockford.decode('U')
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('@scure/base', k, f)
  },

  async bech32 () {
    const { bech32, bech32m } = requireHere('bech32')
    await each('bech32', 'decode', ['x', '1qqqq', 'a1qqqqqq', 'a1qqqqqqb', 'A1qqqqqqq', 'a1' + 'q'.repeat(100), 'a1qqqqqqq\u0080', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr'], (s) => bech32.decode(s))
    await each('bech32', 'bech32m decode', ['a1lqfn3a', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'], (s) => bech32m.decode(s))
    await rec.record('bech32', 'encode prefix', () => bech32.encode('\u0080', []))
    await rec.record('bech32', 'encode limit', () => bech32.encode('a', new Array(100).fill(0)))
    await rec.record('bech32', 'fromWords', () => bech32.fromWords([31, 31]))
    await rec.record('bech32', 'fromWords range', () => bech32.fromWords([32]))
    await rec.record('bech32', 'toWords', () => bech32.toWords([300]))
    await rec.record('bech32', 'encode word', () => bech32.encode('a', [32]))
  },

  async reselect () {
    const { createSelector, createSelectorCreator, createStructuredSelector, weakMapMemoize, lruMemoize } = requireHere('reselect')
    const bad = {
      'createSelector non-function': () => createSelector(1, (x) => x), 'createSelector result not function': () => createSelector((s) => s, 1), 'createSelector mixed': () => createSelector([(s) => s, 'x'], (x) => x),
      'createSelector nothing': () => createSelector(), 'createSelectorCreator': () => createSelectorCreator(1)((s) => s, (x) => x), 'createStructuredSelector': () => createStructuredSelector(1),
      'createStructuredSelector values': () => createStructuredSelector({ a: 1 }), 'input selector throws': () => createSelector((s) => s.a.b, (x) => x)({}), 'result throws': () => createSelector((s) => s, () => { throw new RangeError('result function failed') })({}),
      'memoize option': () => createSelector((s) => s, (x) => x, { memoize: 1 })({}), 'argsMemoize option': () => createSelector((s) => s, (x) => x, { argsMemoize: 1 })({}), 'lruMemoize equality': () => lruMemoize((x) => x, { equalityCheck: 1 })(1)
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('reselect', k, f)
  },

  async '@reduxjs/toolkit' () {
    const t = requireHere('@reduxjs/toolkit')
    const bad = {
      'createSlice no name': () => t.createSlice({ initialState: 0, reducers: {} }), 'createSlice object builder': () => t.createSlice({ name: 'a', initialState: 0, reducers: {}, extraReducers: {} }),
      'createAction bad prepare': () => t.createAction('a', () => 1)(), 'createReducer object': () => t.createReducer(0, {}), 'createReducer duplicate': () => t.createReducer(0, (b) => { b.addCase('a', (s) => s); b.addCase('a', (s) => s) }),
      'createReducer empty type': () => t.createReducer(0, (b) => b.addCase('', (s) => s)), 'createReducer order': () => t.createReducer(0, (b) => { b.addDefaultCase((s) => s); b.addCase('a', (s) => s) }),
      'configureStore no reducer': () => t.configureStore({}), 'configureStore middleware': () => t.configureStore({ reducer: () => 0, middleware: [] }), 'configureStore enhancers': () => t.configureStore({ reducer: () => 0, enhancers: [] }),
      'configureStore middleware not function': () => t.configureStore({ reducer: () => 0, middleware: () => [1] }), 'serializable check': () => t.configureStore({ reducer: (s = 0, a) => a.type === 'x' ? Symbol('s') : s }).dispatch({ type: 'x' }),
      'immutable check': () => { const st = t.configureStore({ reducer: (s = { a: [] }, a) => { if (a.type === 'x') s.a.push(1); return s } }); st.dispatch({ type: 'x' }) }, 'createAsyncThunk': () => t.createAsyncThunk(),
      'createEntityAdapter': () => t.createEntityAdapter({ selectId: 1 }).addOne({ entities: {}, ids: [] }, {}), 'createListenerMiddleware': () => t.createListenerMiddleware().startListening({}),
      'combineSlices': () => t.combineSlices(1), 'createSlice reducers fn': () => t.createSlice({ name: 'a', initialState: 0, reducers: (c) => ({ x: c.asyncThunk(() => 1) }) }), 'isAllOf': () => t.isAllOf()({ type: 1 }).x.y,
      'nanoid': () => t.nanoid('x').y.z, 'createDraftSafeSelector': () => t.createDraftSafeSelector(1, 2)({}), 'slice selectors': () => t.createSlice({ name: 'a', initialState: 0, reducers: {}, selectors: { s: (x) => x } }).selectors.s({}),
      'addMatcher order': () => t.createReducer(0, (b) => { b.addMatcher(() => true, (s) => s); b.addCase('a', (s) => s) }), 'reducer returns undefined': () => t.createReducer(0, (b) => b.addCase('a', () => undefined))(0, { type: 'a' })
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('@reduxjs/toolkit', k, f)
  },

  async cron () {
    const { CronJob, CronTime, validateCronExpression } = requireHere('cron')
    await each('cron', 'CronTime', ['nope', '* * * * 99', '61 * * * *', '* 25 * * *', '* * 32 * *', '* * * 13 *', '*/0 * * * *', '5-1 * * * *', '* * * * MON-XX', '@nope', '* * * * * * * *', '1,,2 * * * *', '* * 30 2 *', 'L * * * *', '*/x * * * *'],
      (p) => new CronTime(p))
    await rec.record('cron', 'CronTime timezone', () => new CronTime('* * * * *', 'Nope/Zone'))
    await rec.record('cron', 'CronTime both', () => new CronTime('* * * * *', 'UTC', 1))
    await rec.record('cron', 'CronTime date', () => new CronTime(new Date(NaN)))
    await rec.record('cron', 'CronJob onTick', () => new CronJob('* * * * *', 1))
    await rec.record('cron', 'CronJob from', () => CronJob.from({}))
    await rec.record('cron', 'CronTime utcOffset', () => new CronTime('* * * * *', undefined, 'x'))
    await rec.record('cron', 'sendAt', () => new CronTime('0 0 30 2 *').sendAt())
    await rec.record('cron', 'validate', () => { const r = validateCronExpression('nope'); if (r.error) throw r.error })
  },

  async ow () {
    const ow = requireHere('ow').default
    const bad = {
      'string number': () => ow(1, ow.string), 'string minLength': () => ow('a', ow.string.minLength(3)), 'string matches': () => ow('a', ow.string.matches(/^b$/)), 'string oneOf': () => ow('a', ow.string.oneOf(['b', 'c'])),
      'string url': () => ow('x', ow.string.url), 'string numeric': () => ow('x', ow.string.numeric), 'string empty': () => ow('a', ow.string.empty), 'string startsWith': () => ow('a', ow.string.startsWith('b')),
      'number string': () => ow('x', ow.number), 'number integer': () => ow(1.5, ow.number.integer), 'number inRange': () => ow(5, ow.number.inRange(1, 2)), 'number positive': () => ow(-1, ow.number.positive),
      'boolean true': () => ow(false, ow.boolean.true), 'array ofType': () => ow(['a'], ow.array.ofType(ow.number)), 'array length': () => ow([], ow.array.length(2)), 'array includes': () => ow([1], ow.array.includes(2)),
      'object exactShape': () => ow({ a: 1, b: 2 }, ow.object.exactShape({ a: ow.number })), 'object hasKeys': () => ow({}, ow.object.hasKeys('a')), 'object instanceOf': () => ow({}, ow.object.instanceOf(Date)),
      'object partialShape': () => ow({ a: 'x' }, ow.object.partialShape({ a: ow.number })), 'any': () => ow(1, ow.any(ow.string, ow.boolean)), 'optional': () => ow('x', ow.optional.number),
      'validate': () => ow(1, ow.number.validate((v) => ({ validator: v > 5, message: 'big' }))), 'is': () => ow(1, ow.number.is((v) => v > 5 || 'must be bigger')), 'map': () => ow(new Map([[1, 'a']]), ow.map.keysOfType(ow.string)),
      'set': () => ow(new Set([1]), ow.set.ofType(ow.string)), 'date before': () => ow(new Date(0), ow.date.after(new Date(1))), 'error name': () => ow(new Error('x'), ow.error.name('Nope')),
      'function': () => ow(1, ow.function), 'label': () => ow(1, 'value', ow.string), 'message': () => ow(1, ow.string.message('custom text for the string')), 'create': () => ow.create(ow.string)(1),
      'not': () => ow('a', ow.string.not.empty.not.alphabetical), 'typedArray': () => ow(new Uint8Array(1), ow.typedArray.byteLength(5)), 'buffer': () => ow(1, ow.buffer), 'promise': () => ow(1, ow.promise),
      'nan': () => ow(1, ow.nan), 'object valuesOfType': () => ow({ a: 1 }, ow.object.valuesOfType(ow.string)), 'string json': () => ow('{', ow.string.json), 'string date': () => ow('x', ow.string.date)
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('ow', k, f)
  },

  async 'csv-stringify' () {
    const { stringify } = requireHere('csv-stringify/sync')
    const bad = {
      'delimiter': () => stringify([[1]], { delimiter: 1 }), 'delimiter empty': () => stringify([[1]], { delimiter: '' }), 'quote': () => stringify([[1]], { quote: 1 }), 'escape': () => stringify([[1]], { escape: 'ab' }),
      'record_delimiter': () => stringify([[1]], { record_delimiter: 1 }), 'record_delimiter name': () => stringify([[1]], { record_delimiter: 'nope' }), 'columns': () => stringify([[1]], { columns: 1 }),
      'columns key': () => stringify([[1]], { columns: [{}] }), 'header columns': () => stringify([[1]], { header: true }), 'cast': () => stringify([[1]], { cast: 1 }), 'cast returns': () => stringify([[new Date()]], { cast: { date: () => 1 } }),
      'quoted_match': () => stringify([[1]], { quoted_match: 1 }), 'record type': () => stringify([1]), 'bom': () => stringify([[1]], { bom: 1 }), 'eof': () => stringify([[1]], { eof: 1 }), 'quoted': () => stringify([[1]], { quoted: 1 }),
      'cast throws': () => stringify([[1]], { cast: { number: () => { throw new Error('cast number gave up') } } }), 'escape formulas': () => stringify([[1]], { escape_formulas: 1 }), 'header type': () => stringify([[1]], { header: 1 }),
      'quoted_string': () => stringify([[1]], { quoted_string: 1 }), 'delimiter type array': () => stringify([[1]], { delimiter: [] }), 'records not array': () => stringify({})
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('csv-stringify', k, f)
  },

  async 'pgsql-ast-parser' () {
    const { parse, parseFirst, toSql } = requireHere('pgsql-ast-parser')
    await each('pgsql-ast-parser', 'parse', ['SELEC 1', 'select', 'select * from', 'select 1 +', "select 'x", 'insert into t values (', 'create table (', 'update t set', 'select * from t where', 'drop', 'select $$', 'select 1::', 'with x as select 1', 'alter table t add', 'select * from t limit x'],
      (s) => parse(s))
    await rec.record('pgsql-ast-parser', 'parseFirst empty', () => parseFirst(''))
    await rec.record('pgsql-ast-parser', 'parse entry', () => parse('1', 'nope'))
    await rec.record('pgsql-ast-parser', 'toSql bad', () => toSql.statement({ type: 'nope' }))
    await rec.record('pgsql-ast-parser', 'toSql expr', () => toSql.expr({ type: 'nope' }))
    await rec.record('pgsql-ast-parser', 'parse non-string', () => parse(1))
    await rec.record('pgsql-ast-parser', 'parse ambiguous', () => parse('select 1', { entry: 'expr' }))
  },

  async 'urlpattern-polyfill' () {
    const { URLPattern } = requireHere('urlpattern-polyfill')
    await each('urlpattern-polyfill', 'URLPattern', ['(', '/:', '/a{', '/(a', '/:a(', '/*?*', 'http://[', '/\\', '/:a:b', '/(?<x>a)', '/((a))', '/a)', '{', 'nope:', '/:1'], (s) => new URLPattern(s, 'http://a'))
    await rec.record('urlpattern-polyfill', 'no base', () => new URLPattern('/a'))
    await rec.record('urlpattern-polyfill', 'init and base', () => new URLPattern({ pathname: '/a' }, 'http://a'))
    await rec.record('urlpattern-polyfill', 'bad init', () => new URLPattern(1))
    await rec.record('urlpattern-polyfill', 'protocol', () => new URLPattern({ protocol: 'a b' }))
    await rec.record('urlpattern-polyfill', 'hostname', () => new URLPattern({ hostname: 'a b' }))
    await rec.record('urlpattern-polyfill', 'port', () => new URLPattern({ port: 'x' }))
    await rec.record('urlpattern-polyfill', 'test base', () => new URLPattern({ pathname: '/a' }).test({ pathname: '/a' }, 'http://a'))
    await rec.record('urlpattern-polyfill', 'exec bad', () => new URLPattern({ pathname: '/a' }).exec(1, 2))
  },

  async '@bufbuild/protobuf' () {
    const pb = requireHere('@bufbuild/protobuf')
    const wkt = requireHere('@bufbuild/protobuf/wkt')
    const wire = requireHere('@bufbuild/protobuf/wire')
    const bad = {
      'fromJsonString Timestamp': () => pb.fromJsonString(wkt.TimestampSchema, '"x"'), 'fromJsonString Duration': () => pb.fromJsonString(wkt.DurationSchema, '"x"'), 'fromJsonString bad json': () => pb.fromJsonString(wkt.StructSchema, '{'),
      'fromJson Struct': () => pb.fromJson(wkt.StructSchema, 1), 'fromJson FieldMask': () => pb.fromJson(wkt.FieldMaskSchema, 1), 'fromJson FieldMask path': () => pb.fromJson(wkt.FieldMaskSchema, 'a_b'),
      'fromJson Any': () => pb.fromJson(wkt.AnySchema, {}), 'fromJson Any type': () => pb.fromJson(wkt.AnySchema, { '@type': 'x' }), 'fromJson Int32Value': () => pb.fromJson(wkt.Int32ValueSchema, 'x'),
      'fromJson UInt32Value': () => pb.fromJson(wkt.UInt32ValueSchema, -1), 'fromJson Int64Value': () => pb.fromJson(wkt.Int64ValueSchema, 1.5), 'fromJson BoolValue': () => pb.fromJson(wkt.BoolValueSchema, 'x'),
      'fromJson BytesValue': () => pb.fromJson(wkt.BytesValueSchema, '!'), 'fromJson Timestamp range': () => pb.fromJson(wkt.TimestampSchema, '99999-01-01T00:00:00Z'), 'fromJson unknown field': () => pb.fromJson(wkt.ApiSchema, { nope: 1 }),
      'fromJson enum': () => pb.fromJson(wkt.FieldSchema, { kind: 'NOPE' }), 'fromJson repeated': () => pb.fromJson(wkt.ApiSchema, { methods: 1 }), 'fromJson message': () => pb.fromJson(wkt.ApiSchema, 1), 'fromJson oneof': () => pb.fromJson(wkt.ValueSchema, { a: 1 }),
      'fromBinary truncated': () => pb.fromBinary(wkt.ApiSchema, new Uint8Array([10, 5, 1])), 'fromBinary wire type': () => pb.fromBinary(wkt.ApiSchema, new Uint8Array([15])), 'fromBinary varint': () => pb.fromBinary(wkt.Int32ValueSchema, new Uint8Array([8, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 1])),
      'BinaryReader skip': () => new wire.BinaryReader(new Uint8Array([8])).skip(7), 'BinaryWriter int32': () => new wire.BinaryWriter().int32(1.5), 'BinaryWriter uint32': () => new wire.BinaryWriter().uint32(-1), 'BinaryWriter float': () => new wire.BinaryWriter().float('x'),
      'protoInt64 parse': () => pb.protoInt64.parse('x'), 'protoInt64 uParse': () => pb.protoInt64.uParse('-1'), 'toJson Any': () => pb.toJson(wkt.AnySchema, pb.create(wkt.AnySchema, { typeUrl: 'x' })), 'base64Decode': () => pb.base64Decode('!@#$'),
      'timestampDate bad': () => wkt.timestampFromDate(new Date(NaN)).x.y, 'toJson Timestamp range': () => pb.toJson(wkt.TimestampSchema, pb.create(wkt.TimestampSchema, { seconds: 999999999999999n })),
      'toJson Duration range': () => pb.toJson(wkt.DurationSchema, pb.create(wkt.DurationSchema, { seconds: 1n, nanos: -1 })), 'createRegistry dup': () => pb.createRegistry(wkt.ApiSchema, wkt.ApiSchema).x.y
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('@bufbuild/protobuf', k, f)
  },

  async 'magic-string' () {
    const MagicString = requireHere('magic-string')
    const ms = () => new MagicString('abcdef')
    const bad = {
      'overwrite out of bounds': () => ms().overwrite(0, 99, 'x'), 'overwrite empty range': () => ms().overwrite(2, 2, 'x'), 'overwrite string': () => ms().overwrite(0, 1, 1), 'update': () => ms().update(3, 1, 'x'),
      'remove out of bounds': () => ms().remove(0, 99), 'move': () => ms().move(0, 3, 2), 'move bounds': () => ms().move(0, 99, 2), 'split edited': () => { const s = ms(); s.overwrite(0, 4, 'x'); s.remove(1, 2) },
      'appendLeft string': () => ms().appendLeft(0, 1), 'appendRight string': () => ms().appendRight(0, 1), 'prependLeft string': () => ms().prependLeft(0, 1), 'prependRight string': () => ms().prependRight(0, 1),
      'append string': () => ms().append(1), 'prepend string': () => ms().prepend(1), 'indent exclude': () => ms().indent({ exclude: 1 }), 'slice bounds': () => ms().slice(0, 99), 'slice removed': () => { const s = ms(); s.remove(1, 3); return s.slice(2, 4) },
      'snip': () => ms().snip(0, 99), 'Bundle addSource': () => new MagicString.Bundle().addSource(1), 'Bundle separator': () => new MagicString.Bundle({ separator: 1 }).addSource({ content: ms(), separator: 1 }).toString().x.y,
      'Bundle filename': () => { const b = new MagicString.Bundle(); b.addSource({ filename: 'a', content: ms() }); b.addSource({ filename: 'a', content: new MagicString('x') }); return b.generateMap() },
      'Bundle indent': () => new MagicString.Bundle().addSource({ content: ms() }).indent(1), 'replace regexp': () => ms().replace(/a/, 1), 'replaceAll string': () => ms().replaceAll(/a/, 'x'), 'reset': () => ms().reset(0, 99),
      'constructor non-string': () => new MagicString(1).toString(), 'overwrite negative': () => ms().overwrite(-99, 1, 'x'), 'move inside': () => ms().move(1, 3, 2)
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('magic-string', k, f)
  },

  async mathjs () {
    const math = requireHere('mathjs')
    await each('mathjs', 'evaluate', ['1 +', 'foo(1)', 'x + 1', '[1, 2] * [3]', 'sqrt(1, 2)', 'unit(5, "nope")', '5 cm + 2 kg', 'det([1, 2])', 'inv([[1, 2], [2, 4]])', '[1, 2][3]', 'f(x) = ', '5 m to nope', 'bignumber("x")', 'fraction("x")',
      '"a" * 2', '(1, 2', 'a.b', '[1, 2] + [1, 2, 3]', 'concat([1], [[1]])', 'zeros(-1)', 'range(1, 5, 0)', 'log(1, "x")', 'mod(1, 0.5i)', 'identity("x")', '2 ^ [1, 2]', 'x[1] = 2', 'matrix([[1, 2], [3]])',
      'reshape([1, 2, 3], [2, 2])', 'dot([1], [1, 2])', 'cross([1, 2], [3, 4])', 'subset([1, 2], index(5))', 'resize([1], [-1])', 'format()', 'end', 'import(1)', '1 = 2', '{a: }', 'number("x")', 'round(1.5, "x")', 'gcd(1.5, 2)'],
    (s) => math.evaluate(s))
    const bad = {
      'unit': () => math.unit('5 nope'), 'unit value': () => math.unit('x', 'cm'), 'createUnit exists': () => math.createUnit('cm', '1 m'), 'createUnit bad': () => math.createUnit('a b', '1 m'),
      'parse': () => math.parse('1 +'), 'parse type': () => math.parse(1), 'compile': () => math.compile('('), 'config number': () => math.config({ number: 'nope' }), 'config matrix': () => math.config({ matrix: 'nope' }),
      'matrix type': () => math.matrix([1], 'nope'), 'matrix get': () => math.matrix([1, 2]).get([5]), 'matrix set': () => math.matrix([1, 2]).set([1, 1], 5), 'sparse': () => math.sparse([[1, 2], [3]]),
      'complex': () => math.complex('x'), 'fraction': () => math.fraction(1, 0), 'bignumber': () => math.bignumber('x'), 'import': () => math.import({ add: 1 }), 'import override': () => math.import({ pi: 3 }),
      'index': () => math.index('a'), 'lusolve': () => math.lusolve([[1, 2], [2, 4]], [1, 2]), 'inv nonsquare': () => math.inv([[1, 2]]), 'chain': () => math.chain(3).nope(), 'typeOf args': () => math.typeOf(),
      'simplify': () => math.simplify('x +'), 'derivative': () => math.derivative('x^2', 'x + 1'), 'rationalize': () => math.rationalize('sin(x)'), 'help': () => math.help('nope'), 'eigs': () => math.eigs([[1, 2]]),
      'Node resolve': () => math.parse('x').evaluate(), 'to unit': () => math.unit('5 cm').to('kg'), 'splitUnit': () => math.unit('5 cm').splitUnit(['kg']), 'format precision': () => math.format(1, { notation: 'nope' }),
      'kron': () => math.kron([[[1]]], [1]), 'diag': () => math.diag([[[1]]]), 'setCartesian': () => math.setCartesian([1], [[1]]), 'quantileSeq': () => math.quantileSeq([1, 2], 2), 'median empty': () => math.median([]),
      'max empty': () => math.max([]), 'std': () => math.std([1], 'nope'), 'combinations': () => math.combinations(2, 5), 'factorial': () => math.factorial(-1), 'permutations': () => math.permutations(-1), 'random': () => math.pickRandom([], 1, [1])
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('mathjs', k, f)
  },

  async svgo () {
    const { optimize } = requireHere('svgo')
    await each('svgo', 'optimize', ['<svg', 'not xml', '<svg><g></svg>', '<svg a="1" a="2"/>', '<svg><![CDATA[</svg>', '<?xml ?><svg/>', '<svg xmlns:a="x"><a:b/></svg><svg/>', '<svg>&nope;</svg>', '<svg><!-- - -- --></svg>', ''],
      (s) => optimize(s))
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><g><path d="M0 0"/></g></svg>'
    const bad = {
      'input type': () => optimize(1), 'plugin name': () => optimize(svg, { plugins: ['nope'] }), 'plugin object': () => optimize(svg, { plugins: [{ name: 'nope' }] }), 'plugins type': () => optimize(svg, { plugins: 1 }),
      'plugin fn': () => optimize(svg, { plugins: [{ name: 'x', fn: 1 }] }), 'plugin entry': () => optimize(svg, { plugins: [1] }), 'removeAttrs no attrs': () => optimize(svg, { plugins: ['removeAttrs'] }),
      'addAttributesToSVGElement': () => optimize(svg, { plugins: ['addAttributesToSVGElement'] }), 'addClassesToSVGElement': () => optimize(svg, { plugins: ['addClassesToSVGElement'] }),
      'preset override': () => optimize(svg, { plugins: [{ name: 'preset-default', params: { overrides: { nope: false } } }] }), 'plugin throws': () => optimize(svg, { plugins: [{ name: 'x', fn: () => { throw new Error('plugin x gave up') } }] }),
      'prefixIds': () => optimize(svg, { plugins: [{ name: 'prefixIds', params: { prefix: 1 } }] }), 'removeAttributesBySelector': () => optimize(svg, { plugins: [{ name: 'removeAttributesBySelector', params: { selector: '[', attributes: 'a' } }] }),
      'inlineStyles': () => optimize('<svg><style>a{</style><a/></svg>', { plugins: ['inlineStyles'] }), 'js2svg': () => optimize(svg, { js2svg: { indent: {} , pretty: true } }).data.x.y, 'path': () => optimize(svg, { path: 1, plugins: [{ name: 'x', fn: () => null }] }).data.x.y
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('svgo', k, f)
  },

  async tar () {
    const tar = requireHere('tar')
    const fs = require('fs')
    const os = require('os')
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heldout-tar-'))
    const junk = path.join(dir, 'junk.tar')
    fs.writeFileSync(junk, Buffer.alloc(1024, 7))
    const gz = path.join(dir, 'x.tgz')
    fs.writeFileSync(gz, Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 1, 2, 3]))
    const bad = {
      'c no paths': () => tar.c({ sync: true }, []), 'c sync no file': () => tar.c({ sync: true }, ['a']), 'x missing file': () => tar.x({ file: path.join(dir, 'nope.tar'), sync: true }),
      't missing file': () => tar.t({ file: path.join(dir, 'nope.tar'), sync: true }), 'r no file': () => tar.r({}, ['a']), 'r compressed': () => tar.r({ file: junk, gzip: true }, ['a']), 'u no file': () => tar.u({}, ['a']),
      'r no paths': () => tar.r({ file: junk }, []), 'x sync no file': () => tar.x({ sync: true }), 'c gzip brotli': () => tar.c({ gzip: true, brotli: true, file: path.join(dir, 'o.tar') }, ['a']),
      't junk strict': () => tar.t({ file: junk, sync: true, strict: true }), 'x junk strict': () => tar.x({ file: junk, sync: true, strict: true, cwd: dir }), 't bad gzip strict': () => tar.t({ file: gz, sync: true, strict: true }),
      'x cwd missing': () => tar.x({ file: junk, sync: true, cwd: path.join(dir, 'nope') }), 'c missing path': () => tar.c({ sync: true, file: path.join(dir, 'o2.tar'), cwd: dir, strict: true }, ['nope']),
      'Header': () => new tar.Header(Buffer.alloc(10)).encode(Buffer.alloc(3)), 'Pack after end': () => { const p = new tar.Pack(); p.end(); p.write('a') }, 'u compressed': () => tar.u({ file: junk, gzip: true }, ['a']),
      'c zstd brotli': () => tar.c({ zstd: true, brotli: true, file: path.join(dir, 'o3.tar') }, ['a']), 'Unpack strict write': () => { const u = new tar.Unpack({ strict: true, cwd: dir }); u.write(Buffer.alloc(512, 7)); u.end() }
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('tar', k, f)
    fs.rmSync(dir, { recursive: true, force: true })
  },

  async chevrotain () {
    const { createToken, Lexer, CstParser, EmbeddedActionsParser, tokenMatcher } = requireHere('chevrotain')
    const A = createToken({ name: 'A', pattern: /a/ })
    const B = createToken({ name: 'B', pattern: /b/ })
    const WS = createToken({ name: 'WS', pattern: /\s+/, group: Lexer.SKIPPED })
    const parser = (build, Kind = CstParser, tokens = [A, B, WS]) => {
      class P extends Kind { constructor () { super(tokens); build(this); this.performSelfAnalysis() } }
      return new P()
    }
    const bad = {
      'Lexer empty match': () => new Lexer([createToken({ name: 'E', pattern: /a*/ })]), 'Lexer unreachable': () => new Lexer([createToken({ name: 'X', pattern: /a/ }), createToken({ name: 'Y', pattern: /a/ })]),
      'Lexer anchor': () => new Lexer([createToken({ name: 'X', pattern: /^a/ })]), 'Lexer global flag': () => new Lexer([createToken({ name: 'X', pattern: /a/g })]), 'Lexer missing pattern': () => new Lexer([createToken({ name: 'X' })]),
      'Lexer pattern type': () => new Lexer([{ name: 'X', PATTERN: 1 }]), 'Lexer modes': () => new Lexer({ modes: { a: [A] }, defaultMode: 'b' }), 'Lexer push mode': () => new Lexer([createToken({ name: 'X', pattern: /a/, push_mode: 'nope' })]),
      'Lexer dollar': () => new Lexer([createToken({ name: 'X', pattern: /a$/ })]), 'Lexer group': () => new Lexer([createToken({ name: 'X', pattern: /a/, group: 1 })]), 'Lexer no definition': () => new Lexer(),
      'Parser left recursion': () => parser((p) => { p.RULE('r', () => { p.SUBRULE(p.r); p.CONSUME(A) }) }), 'Parser duplicate rule': () => parser((p) => { p.RULE('r', () => p.CONSUME(A)); p.RULE('r', () => p.CONSUME(B)) }),
      'Parser ambiguous alternatives': () => parser((p) => { p.RULE('r', () => p.OR([{ ALT: () => p.CONSUME(A) }, { ALT: () => p.CONSUME(A) }])) }), 'Parser empty alternative': () => parser((p) => { p.RULE('r', () => p.OR([{ ALT: () => {} }, { ALT: () => p.CONSUME(A) }])) }),
      'Parser missing token': () => parser((p) => { p.RULE('r', () => p.CONSUME(createToken({ name: 'Z', pattern: /z/ }))) }), 'Parser rule name': () => parser((p) => { p.RULE('1r', () => p.CONSUME(A)) }),
      'Parser many empty': () => parser((p) => { p.RULE('r', () => p.MANY(() => p.OPTION(() => p.CONSUME(A)))) }), 'Parser no analysis': () => { class P extends CstParser { constructor () { super([A]); this.RULE('r', () => this.CONSUME(A)) } } return new P().r() },
      'Parser input': () => { const p = parser((q) => { q.RULE('r', () => q.CONSUME(A)) }); p.input = new Lexer([A, B]).tokenize('b').tokens; p.r(); if (p.errors.length) throw p.errors[0] },
      'Parser embedded': () => { const p = parser((q) => { q.RULE('r', () => { q.CONSUME(A); q.CONSUME(B) }) }, EmbeddedActionsParser); p.input = new Lexer([A, B]).tokenize('a').tokens; p.r(); if (p.errors.length) throw p.errors[0] },
      'Parser too many alternatives': () => parser((p) => { p.RULE('r', () => p.OR(1)) }), 'tokenMatcher': () => tokenMatcher(1, A), 'createToken no name': () => createToken({}),
      'Parser backtracking': () => parser((p) => { p.RULE('r', () => p.OR([{ ALT: () => { p.MANY(() => p.CONSUME(A)); p.CONSUME(B) } }, { ALT: () => { p.MANY2(() => p.CONSUME2(A)); p.CONSUME2(B) } }])) })
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('chevrotain', k, f)
  },

  async mongoose () {
    const mongoose = requireHere('mongoose')
    const { Schema } = mongoose
    const M = mongoose.model('HeldoutA', new Schema({ n: Number, d: Date, r: { type: String, required: true }, e: { type: String, enum: ['a', 'b'] }, min: { type: Number, min: 5, max: 9 }, s: { type: String, minLength: 3, match: /^a/ }, arr: [Number], sub: new Schema({ x: { type: Number, required: true } }), id: mongoose.ObjectId, b: Boolean, m: { type: Map, of: Number } }))
    const invalid = (doc) => () => { const e = new M(doc).validateSync(); if (e) throw e }
    const bad = {
      'validate cast number': invalid({ n: 'x', r: 'a' }), 'validate required': invalid({}), 'validate enum': invalid({ r: 'a', e: 'z' }), 'validate min': invalid({ r: 'a', min: 1 }), 'validate max': invalid({ r: 'a', min: 99 }),
      'validate minLength': invalid({ r: 'a', s: 'a' }), 'validate match': invalid({ r: 'a', s: 'zzzz' }), 'validate date': invalid({ r: 'a', d: 'nope' }), 'validate array': invalid({ r: 'a', arr: ['x'] }), 'validate subdoc': invalid({ r: 'a', sub: {} }),
      'validate objectid': invalid({ r: 'a', id: 'x' }), 'validate boolean': invalid({ r: 'a', b: 'maybe' }), 'validate map': invalid({ r: 'a', m: { a: 'x' } }),
      'Schema type': () => new Schema({ a: { type: 'nope' } }), 'Schema type undefined': () => new Schema({ a: { type: undefined } }), 'Schema path': () => new Schema({ 'a.$b': String }), 'Schema reserved': () => new Schema({ on: String, collection: String }),
      'Schema add': () => new Schema().add(1), 'Schema plugin': () => new Schema().plugin(1), 'Schema index': () => new Schema({ a: String }).index(1), 'Schema pre': () => new Schema().pre(1, () => {}), 'Schema virtual': () => new Schema({ a: String }).virtual('a'),
      'Schema alias': () => new Schema({ a: { type: String, alias: 1 } }), 'Schema enum': () => new Schema({ a: { type: Number, enum: 'x' } }), 'Schema validate': () => new Schema({ a: String }).path('a').validate(1),
      'model missing': () => mongoose.model('HeldoutNope'), 'model overwrite': () => mongoose.model('HeldoutA', new Schema({ z: String })), 'model name': () => mongoose.model(1, new Schema()), 'set option': () => mongoose.set('nope', 1),
      'ObjectId': () => new mongoose.Types.ObjectId('x'), 'Query cast': () => M.find({ n: 'x' }).cast(M), 'Query operator': () => M.find({ n: { $nope: 1 } }).cast(M), 'Query sort': () => M.find().sort(1), 'Query select': () => M.find().select({ a: 1, b: 0 }).cast(M).x.y,
      'Query projection': () => M.find().select(1), 'Document set': () => new M().set(1), 'Document get': () => new M().$get(1).x, 'Document invalidate': () => { const d = new M({ r: 'a' }); d.invalidate('n', 'custom bad n'); throw d.validateSync() },
      'Document toObject': () => new M().toObject({ transform: 1 }).x.y, 'Model hydrate': () => M.hydrate(1), 'Model insertMany': () => M.insertMany(1, { lean: 1 }), 'Model castObject': () => M.castObject({ n: 'x' }),
      'buffer commands': () => M.findOne({}).exec(), 'connection': () => mongoose.createConnection('nope://x').asPromise(), 'discriminator': () => M.discriminator('HeldoutA', new Schema()), 'model base': () => mongoose.model('HeldoutB', 1)
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('mongoose', k, f)
    await mongoose.disconnect()
  },

  async sequelize () {
    const { Sequelize, DataTypes, Op } = requireHere('sequelize')
    const bad = {
      'no dialect': () => new Sequelize(), 'unknown dialect': () => new Sequelize({ dialect: 'nope' }), 'sqlite driver': () => new Sequelize('sqlite::memory:'), 'mssql driver': () => new Sequelize({ dialect: 'mssql' }),
      'url': () => new Sequelize('nope://x'), 'INTEGER': () => new DataTypes.INTEGER().validate('x'), 'BIGINT': () => new DataTypes.BIGINT().validate('x'), 'FLOAT': () => new DataTypes.FLOAT().validate('x'), 'DECIMAL': () => new DataTypes.DECIMAL().validate('x'),
      'BOOLEAN': () => new DataTypes.BOOLEAN().validate('maybe'), 'DATE': () => new DataTypes.DATE().validate('nope'), 'DATEONLY': () => new DataTypes.DATEONLY().validate('nope'), 'UUID': () => new DataTypes.UUID().validate('x'),
      'STRING': () => new DataTypes.STRING().validate({}), 'TEXT': () => new DataTypes.TEXT().validate(1), 'ENUM': () => new DataTypes.ENUM('a').validate('b'), 'ENUM none': () => DataTypes.ENUM(), 'ARRAY': () => new DataTypes.ARRAY(DataTypes.INTEGER).validate(1),
      'ARRAY type': () => DataTypes.ARRAY(), 'JSON': () => new DataTypes.JSON().validate(() => 1), 'IPv4 CIDR': () => new DataTypes.CIDR().validate('x'), 'INET': () => new DataTypes.INET().validate('x'), 'MACADDR': () => new DataTypes.MACADDR().validate('x'),
      'TINYINT': () => new DataTypes.TINYINT().validate('x'), 'DOUBLE': () => new DataTypes.DOUBLE().validate('x'), 'REAL': () => new DataTypes.REAL().validate('x'), 'UUIDV4': () => new DataTypes.UUIDV4().validate('x'), 'TSVECTOR': () => new DataTypes.TSVECTOR().validate(1),
      'RANGE': () => new DataTypes.RANGE(DataTypes.INTEGER).validate(1), 'GEOMETRY': () => new DataTypes.GEOMETRY().validate(1).x.y, 'Op': () => Op.nope.x, 'Utils': () => Sequelize.Utils.toDefaultValue(1).x.y,
      'pool': () => new Sequelize({ dialect: 'sqlite', pool: { max: 'x' } }), 'options': () => new Sequelize('db', 'u', 'p', { dialect: 'nope', host: 1 })
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('sequelize', k, f)
  },

  async '@apidevtools/json-schema-ref-parser' () {
    const mod = requireHere('@apidevtools/json-schema-ref-parser')
    const $RefParser = mod.$RefParser || mod.default || mod
    const R = () => new $RefParser()
    const bad = {
      'dereference missing': () => R().dereference({ a: { $ref: '#/nope' } }), 'dereference file': () => R().dereference({ a: { $ref: 'nope-heldout.json' } }), 'dereference circular': () => R().dereference({ a: { $ref: '#/b' }, b: { c: { $ref: '#/b' } } }, { dereference: { circular: false } }),
      'bundle missing': () => R().bundle({ a: { $ref: '#/nope/deeper' } }), 'parse type': () => R().parse(1), 'parse file': () => R().parse('nope-heldout.json'), 'parse yaml file': () => R().parse('nope-heldout.yaml'),
      'resolve missing': () => R().resolve({ a: { $ref: '#/x' } }).then((r) => r.get('#/nope')), 'resolve set': () => R().resolve({ a: 1 }).then((r) => r.set('nope', 1)), 'pointer bad': () => R().dereference({ a: { $ref: '#nope' } }),
      'pointer array': () => R().dereference({ a: [1], b: { $ref: '#/a/5' } }), 'url scheme': () => R().dereference({ a: { $ref: 'nope://x' } }), 'http disabled': () => R().dereference({ a: { $ref: 'http://localhost:1/x.json' } }, { resolve: { http: false } }),
      'options': () => R().dereference({ a: 1 }, { resolve: { file: 1 } }), 'continueOnError': () => R().dereference({ a: { $ref: '#/nope' }, b: { $ref: '#/nope2' } }, { continueOnError: true }), 'parse null': () => R().parse(null),
      'parse string schema': () => R().parse('{"a": '), 'dereference escaped': () => R().dereference({ 'a/b': 1, c: { $ref: '#/a~2b' } }), 'bundle file': () => R().bundle('nope-heldout.json'), 'external ref': () => R().dereference({ a: { $ref: 'x.json#/b' } }, { resolve: { external: false } }).then((s) => s.a.b.c)
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('@apidevtools/json-schema-ref-parser', k, f)
  },

  async chai () {
    const { expect, assert, should } = requireHere('chai')
    const bad = {
      'expect equal': () => expect(1).to.equal(2), 'expect deep equal': () => expect({ a: 1 }).to.deep.equal({ a: 2 }), 'expect length': () => expect([]).to.have.length(1), 'expect type': () => expect(1).to.be.a('string'),
      'expect property': () => expect({}).to.have.property('a'), 'expect include': () => expect([1]).to.include(2), 'expect throw': () => expect(() => {}).to.throw(), 'expect above': () => expect(1).to.be.above(2),
      'expect within args': () => expect(1).to.be.within('a', 2), 'expect invalid property': () => expect(1).to.nope, 'expect ok': () => expect(0).to.be.ok, 'expect null': () => expect(1).to.be.null, 'expect match': () => expect('a').to.match(/b/),
      'expect keys': () => expect({ a: 1 }).to.have.keys('b'), 'expect instanceOf': () => expect(1).to.be.instanceOf(Date), 'expect instanceOf bad': () => expect(1).to.be.instanceOf(1), 'expect closeTo': () => expect(1).to.be.closeTo(2, 0.1),
      'expect members': () => expect([1]).to.have.members([2]), 'expect oneOf': () => expect(1).to.be.oneOf([2]), 'expect satisfy': () => expect(1).to.satisfy((x) => x > 1), 'expect empty': () => expect([1]).to.be.empty, 'expect empty bad': () => expect(1).to.be.empty,
      'expect change': () => expect(() => {}).to.change({ a: 1 }, 'a'), 'expect string': () => expect('a').to.have.string('b'), 'expect throw type': () => expect(() => { throw new TypeError('x') }).to.throw(RangeError),
      'assert isTrue': () => assert.isTrue(false), 'assert equal': () => assert.equal(1, 2), 'assert strictEqual': () => assert.strictEqual(1, '1'), 'assert deepEqual': () => assert.deepEqual({ a: 1 }, { a: 2 }), 'assert fail': () => assert.fail(),
      'assert fail message': () => assert.fail('custom failure'), 'assert typeOf': () => assert.typeOf(1, 'string'), 'assert lengthOf': () => assert.lengthOf([], 1), 'assert throws': () => assert.throws(() => {}), 'assert exists': () => assert.exists(null),
      'assert isArray': () => assert.isArray(1), 'assert property': () => assert.property({}, 'a'), 'assert sameMembers': () => assert.sameMembers([1], [2]), 'assert match': () => assert.match('a', /b/), 'assert operator': () => assert.operator(1, 'nope', 2),
      'should equal': () => { should(); (1).should.equal(2) }, 'should not exist': () => { should().not.exist(1) }
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('chai', k, f)
  },

  async sshpk () {
    const sshpk = requireHere('sshpk')
    const bad = {
      'parseKey': () => sshpk.parseKey('nope'), 'parseKey ssh': () => sshpk.parseKey('ssh-rsa AAAA', 'ssh'), 'parseKey pem': () => sshpk.parseKey('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----', 'pem'),
      'parseKey format': () => sshpk.parseKey('x', 'nope'), 'parseKey type': () => sshpk.parseKey(1), 'parseKey rfc4253': () => sshpk.parseKey(Buffer.from([0, 0, 0, 1, 65]), 'rfc4253'), 'parseKey openssh': () => sshpk.parseKey('-----BEGIN OPENSSH PRIVATE KEY-----\nAAAA\n-----END OPENSSH PRIVATE KEY-----', 'openssh'),
      'parsePrivateKey': () => sshpk.parsePrivateKey('nope', 'pem'), 'parsePrivateKey dnssec': () => sshpk.parsePrivateKey('Private-key-format: v1.3\nAlgorithm: 99 (X)\n', 'dnssec'), 'parseSignature': () => sshpk.parseSignature('x', 'rsa', 'asn1'),
      'parseSignature ssh': () => sshpk.parseSignature(Buffer.from([0, 0, 0, 1]), 'ecdsa', 'ssh'), 'parseSignature type': () => sshpk.parseSignature('x', 'nope', 'asn1'), 'parseFingerprint': () => sshpk.parseFingerprint('nope'), 'parseFingerprint hash': () => sshpk.parseFingerprint('NOPE:abc'),
      'parseFingerprint md5': () => sshpk.parseFingerprint('MD5:zz'), 'parseCertificate': () => sshpk.parseCertificate(Buffer.from('x'), 'pem'), 'parseCertificate x509': () => sshpk.parseCertificate(Buffer.from([0x30, 3, 1, 1, 1]), 'x509'), 'parseCertificate format': () => sshpk.parseCertificate('x', 'nope'),
      'generatePrivateKey': () => sshpk.generatePrivateKey('nope'), 'generatePrivateKey curve': () => sshpk.generatePrivateKey('ecdsa', { curve: 'nope' }), 'identityFromDN': () => sshpk.identityFromDN('nope'), 'identityFromString': () => sshpk.identityFromString(''),
      'identityForHost': () => sshpk.identityForHost(1), 'identityForEmail': () => sshpk.identityForEmail(1), 'Key toString format': () => sshpk.generatePrivateKey('ed25519').toPublic().toString('nope'), 'fingerprint algo': () => sshpk.generatePrivateKey('ed25519').fingerprint('nope'),
      'derive': () => sshpk.generatePrivateKey('ed25519').derive('rsa'), 'createSign': () => sshpk.generatePrivateKey('ed25519').createSign('md5'), 'createCertificate': () => sshpk.createCertificate(1, 2, 3, 4), 'parseKey auto junk': () => sshpk.parseKey(Buffer.from([1, 2, 3]), 'auto'),
      'Fingerprint matches': () => sshpk.parseFingerprint('SHA256:' + 'a'.repeat(43)).matches(1), 'parseKey putty': () => sshpk.parseKey('PuTTY-User-Key-File-2: nope\n', 'putty')
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('sshpk', k, f)
  },

  async less () {
    const less = requireHere('less')
    await each('less', 'render', ['a {', 'a { b: @c }', '.a { .b(); }', '@import "nope-heldout";', 'a { color: darken(1, 2) }', 'a { width: 1px + 1s }', '@media { ', 'a { b }', '.m(@a) {} a { .m(); }', 'a:extend(.b all nope) {}',
      '@plugin "nope-heldout";', 'a { @r: `1`; }', 'a { b: e(1) }', 'a { b: unit(1, 2, 3) }', '@a: @a; b { c: @a }', 'a { b: @@c }', '.m() when (nope) {} a { .m(); }', 'a { b: percentage("x") }', 'a { b: rgb(1) }', '}', 'a { b: ~"x }', '@detached: { b: c }; a { @detached }', 'a { b: image-size("nope.png") }', 'a { .b !important }', '@a: { }; @a();', 'a { b: data-uri("nope-heldout.png") }', 'a { b: round(1, "x") }', 'a { b: if(1) }', 'a { b: range(1, 2, 3, 4) }', 'a { b: each(1) }'],
    (s) => less.render(s, { filename: 'heldout.less' }))
    const bad = { 'render type': () => less.render(1), 'parse options': () => less.render('a { b: c }', { plugins: [1] }), 'render strict math': () => less.render('a { b: 1px / 0 }', { math: 'nope' }) }
    for (const [k, f] of Object.entries(bad)) await rec.record('less', k, f)
  },

  async 'tiny-invariant' () {
    const invariant = requireHere('tiny-invariant')
    const fn = invariant.default || invariant
    const bad = { 'no message': () => fn(false), 'message': () => fn(0, 'value must be set'), 'lazy message': () => fn(null, () => 'lazily made message'), 'empty string': () => fn('', 'empty string is not allowed') }
    for (const [k, f] of Object.entries(bad)) await rec.record('tiny-invariant', k, f)
  },

  async jshint () {
    const { JSHINT } = requireHere('jshint')
    const bad = {
      'input type': () => JSHINT(1), 'input object': () => JSHINT({}), 'options bad value': () => JSHINT('a', { indent: 'x' }), 'options unknown': () => JSHINT('a', { nope: true }), 'esversion': () => JSHINT('a', { esversion: 99 }),
      'globals': () => JSHINT('a', {}, 1), 'predef': () => JSHINT('a', { predef: 1 }), 'maxerr': () => JSHINT('var a = ', { maxerr: 'x' }), 'unstable': () => JSHINT('a', { unstable: { nope: true } }),
      'module and esversion': () => JSHINT('import a from "a"', { esversion: 3, module: true }), 'esversion moz': () => JSHINT('a', { esversion: 6, moz: true }), 'JSHINT data': () => JSHINT.data().nope.x
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('jshint', k, f)
  },

  async should () {
    const should = requireHere('should')
    const bad = {
      'eql': () => should(1).eql(2), 'exactly': () => should(1).be.exactly(2), 'length': () => should([]).have.length(1), 'property': () => should({}).have.property('a'), 'String': () => should(1).be.a.String(),
      'ok': () => should(null).be.ok(), 'throw': () => should(function () {}).throw(), 'exist': () => should.exist(null), 'not exist': () => should.not.exist(1), 'above': () => should(1).be.above(5), 'below': () => should(5).be.below(1),
      'match': () => should('a').match(/b/), 'containEql': () => should([1]).containEql(2), 'instanceof': () => should(1).be.instanceof(Date), 'keys': () => should({ a: 1 }).have.keys('b'), 'empty': () => should([1]).be.empty(),
      'approximately': () => should(1).be.approximately(2, 0.1), 'startWith': () => should('a').startWith('b'), 'true': () => should(1).be.true(), 'type': () => should(1).have.type('string'), 'fail': () => should.fail(1, 2, 'custom should message'),
      'equal': () => should.equal(1, 2), 'deepEqual': () => should.deepEqual({ a: 1 }, { a: 2 }), 'throws': () => should.throws(() => {}), 'within': () => should(1).be.within(2, 3), 'NaN': () => should(1).be.NaN(),
      'Promise': () => should(1).be.Promise(), 'size': () => should(new Map()).have.size(1), 'ownProperty': () => should({}).have.ownProperty('a'), 'properties': () => should({}).have.properties('a', 'b'),
      'propertyByPath': () => should({}).have.propertyByPath('a', 'b'), 'match object': () => should({ a: 1 }).match({ a: 2 }), 'matchEach': () => should([1, 2]).matchEach(1), 'value': () => should({ a: 1 }).have.value('a', 2)
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('should', k, f)
  },

  async ioredis () {
    const Redis = requireHere('ioredis')
    const made = []
    const redis = (...args) => { const r = new Redis(...args); made.push(r); r.on('error', () => {}); return r }
    const quiet = { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0, reconnectOnError: () => false }
    const closed = () => { const r = redis(quiet); r.disconnect(); return r }
    const offline = () => redis({ ...quiet, enableOfflineQueue: false })
    const bad = {
      'closed get': () => closed().get('a'), 'offline get': () => offline().get('a'), 'offline set': () => offline().set('a', 'b'), 'closed ping': () => closed().ping(),
      'pipeline bad': () => closed().pipeline([[1]]).exec(), 'multi closed': () => closed().multi().get('a').exec(), 'defineCommand': () => closed().defineCommand('x', {}),
      'sentinels': () => redis({ ...quiet, sentinels: [{ host: 'localhost', port: 1 }], name: 'x', sentinelRetryStrategy: () => null }).connect(), 'connect refused': () => redis({ ...quiet, port: 1 }).connect(),
      'connect twice': () => { const r = redis({ ...quiet, port: 1 }); r.connect().catch(() => {}); return r.connect() }, 'scanStream': () => closed().scanStream({ count: 'x' }).x.y,
      'Cluster closed': () => { const c = new Redis.Cluster([{ host: 'localhost', port: 1 }], { lazyConnect: true, clusterRetryStrategy: () => null }); made.push(c); c.on('error', () => {}); c.disconnect(); return c.get('a') },
      'url': () => redis('nope://x', quiet).connect(), 'monitor closed': () => closed().monitor()
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('ioredis', k, f)
    for (const r of made) r.disconnect()
  },

  async 'xml-js' () {
    const convert = requireHere('xml-js')
    await each('xml-js', 'xml2js', ['<a', '<a></b>', '<a>&nope;</a>', '<a b="1" b="2"/>', 'text', '<a><!-- --- --></a>', '<?xml?>', '<a/><b/>', '<a b=c/>', '</a>'], (s) => convert.xml2js(s))
    await each('xml-js', 'xml2json', ['<a', '<a></b>'], (s) => convert.xml2json(s))
    const bad = { 'json2xml': () => convert.json2xml('{bad'), 'json2xml type': () => convert.json2xml(1), 'js2xml cycle': () => { const a = {}; a.a = a; return convert.js2xml(a) }, 'js2xml spaces': () => convert.js2xml({ a: 1 }, { spaces: {} }).x.y, 'xml2js options': () => convert.xml2js('<a/>', { elementNameFn: 1 }) }
    for (const [k, f] of Object.entries(bad)) await rec.record('xml-js', k, f)
  },

  async yauzl () {
    const yauzl = requireHere('yauzl')
    const open = (buf, opts = {}) => () => new Promise((resolve, reject) => yauzl.fromBuffer(buf, { lazyEntries: true, ...opts }, (err, zip) => {
      if (err) return reject(err)
      zip.on('error', reject)
      zip.on('entry', (e) => zip.openReadStream(e, (err2, s) => { if (err2) return reject(err2); s.on('error', reject); s.on('end', () => zip.readEntry()); s.resume() }))
      zip.on('end', resolve)
      zip.readEntry()
    }))
    const eocd = (n, size, off, extra = []) => Buffer.from([0x50, 0x4b, 5, 6, 0, 0, 0, 0, n, 0, n, 0, ...size, ...off, 0, 0, ...extra])
    const cd = Buffer.from([0x50, 0x4b, 1, 2, 20, 0, 20, 0, 0, 0, 99, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 5, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 97])
    const bad = {
      'junk': open(Buffer.from('not a zip file at all')), 'empty': open(Buffer.alloc(0)), 'eocd offset': open(eocd(1, [46, 0, 0, 0], [200, 0, 0, 0])), 'eocd comment': open(Buffer.concat([Buffer.from([0x50, 0x4b, 5, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 0])])),
      'central directory signature': open(Buffer.concat([Buffer.alloc(46, 1), eocd(1, [46, 0, 0, 0], [0, 0, 0, 0])])), 'compression method': open(Buffer.concat([cd, eocd(1, [47, 0, 0, 0], [0, 0, 0, 0])])),
      'local header': open(Buffer.concat([Buffer.from(cd.map((b, i) => i === 10 ? 0 : b)), eocd(1, [47, 0, 0, 0], [0, 0, 0, 0])])), 'multi disk': open(Buffer.from([0x50, 0x4b, 5, 6, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])),
      'fromBuffer type': () => new Promise((resolve, reject) => yauzl.fromBuffer('x', (err) => err ? reject(err) : resolve())), 'open missing': () => new Promise((resolve, reject) => yauzl.open('/nonexistent/heldout.zip', (err) => err ? reject(err) : resolve())),
      'dosDateTimeToDate': () => yauzl.dosDateTimeToDate('x', 'y').toISOString()
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('yauzl', k, f)
  },

  async 'pdf-lib' () {
    const { PDFDocument, StandardFonts, rgb, degrees, PageSizes } = requireHere('pdf-lib')
    await each('pdf-lib', 'load', ['', 'not a pdf at all', '%PDF-1.7\n', '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', '%PDF-1.4\ntrailer\n<< /Root 1 0 R >>\n%%EOF',
      '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R /Encrypt 3 0 R >>\n%%EOF',
      '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 5 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF', '%PDF-1.7\n1 0 obj\n(unterminated\nendobj'],
    (s) => PDFDocument.load(Buffer.from(s), { throwOnInvalidObject: true }))
    const doc = await PDFDocument.create()
    const page = doc.addPage(PageSizes.A4)
    const font = await doc.embedFont(StandardFonts.Helvetica)
    const bad = {
      'embedFont name': () => doc.embedFont('NopeFont'), 'embedFont bytes': () => doc.embedFont(Buffer.from('not a font')), 'embedPng': () => doc.embedPng(Buffer.from('not a png')), 'embedJpg': () => doc.embedJpg(Buffer.from('not a jpg')),
      'embedPdf': () => doc.embedPdf(Buffer.from('not a pdf')), 'getPage': () => doc.getPage(5).getSize(), 'removePage': () => doc.removePage(9), 'insertPage': () => doc.insertPage(9), 'insertPage type': () => doc.insertPage(0, 'x'),
      'setTitle': () => doc.setTitle(1), 'setAuthor': () => doc.setAuthor(1), 'setKeywords': () => doc.setKeywords('a'), 'setCreationDate': () => doc.setCreationDate('x'),
      'copyPages': () => doc.copyPages(doc, [9]), 'copyPages type': () => doc.copyPages(1, [0]), 'form text field': () => doc.getForm().getTextField('nope'), 'form checkbox': () => doc.getForm().getCheckBox('nope'), 'form field': () => doc.getForm().getField('nope'),
      'form createTextField twice': () => { const f = doc.getForm(); f.createTextField('dup.a'); f.createTextField('dup.a') }, 'form createTextField dot': () => doc.getForm().createTextField('a..b'),
      'rgb': () => page.drawRectangle({ color: rgb(2, 0, 0) }), 'rotation': () => page.setRotation(degrees(45)), 'setSize': () => page.setSize('x', 1), 'drawImage': () => page.drawImage(1), 'setFontSize': () => page.setFontSize('x'),
      'drawText encode': () => page.drawText('\u4e2d', { font }), 'drawText font size': () => page.drawText('a', { font, size: 'x' }), 'widthOfTextAtSize': () => font.widthOfTextAtSize('\u4e2d', 10), 'addPage size': () => doc.addPage([1]),
      'attach': () => doc.attach(1, 'x'), 'drawSvgPath': () => page.drawSvgPath(1), 'drawLine': () => page.drawLine({ start: 1 }), 'moveTo': () => page.moveTo('x', 1), 'setFont': () => page.setFont(1), 'save option': () => doc.save({ objectsPerTick: 'x' }),
      'embedFont subset': () => doc.embedFont(StandardFonts.Courier, { subset: true, customName: 1 }), 'setLanguage': () => doc.setLanguage(1), 'getPageIndices': () => doc.copyPages(doc, ['x'])
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('pdf-lib', k, f)
  },

  async 'sql.js' () {
    const SQL = await requireHere('sql.js')()
    const db = new SQL.Database()
    db.run('CREATE TABLE t (a INTEGER PRIMARY KEY, b TEXT NOT NULL UNIQUE, c INTEGER CHECK (c > 0))')
    db.run("INSERT INTO t VALUES (1, 'x', 1)")
    await each('sql.js', 'exec', ['SELEC 1', 'SELECT * FROM nope', 'SELECT nope FROM t', "INSERT INTO t VALUES (1, 'y', 1)", "INSERT INTO t VALUES (2, 'x', 1)", 'INSERT INTO t VALUES (3, NULL, 1)',
      "INSERT INTO t VALUES (4, 'z', 0)", 'SELECT nope()', 'CREATE TABLE t (a)', 'DROP TABLE nope', 'SELECT * FROM t WHERE', 'SELECT 1 UNION SELECT 1, 2', "SELECT json('{bad')", 'ATTACH 1', 'PRAGMA nope = ', 'SELECT abs(1, 2)',
      'CREATE INDEX i ON nope (a)', 'SELECT * FROM t GROUP BY 5', 'SELECT a FROM t, t', 'VACUUM INTO 1', 'ROLLBACK', 'RELEASE nope'], (s) => db.exec(s))
    const bad = {
      'prepare': () => db.prepare('SELEC 1'), 'bind type': () => db.prepare('SELECT ?').bind([{}]), 'bind name': () => { const s = db.prepare('SELECT :a'); s.bind({ ':b': 1 }); return s.step() },
      'bind index': () => db.prepare('SELECT ?').bind([1, 2, 3]), 'closed db': () => { const d = new SQL.Database(); d.close(); return d.exec('SELECT 1') }, 'freed statement': () => { const s = db.prepare('SELECT 1'); s.free(); return s.step() },
      'create_function': () => { db.create_function('boom', () => { throw new Error('heldout function error') }); return db.exec('SELECT boom()') }, 'open bytes': () => new SQL.Database(Buffer.from('not a sqlite database file at all, nope')).exec('SELECT * FROM sqlite_master'),
      'run params': () => db.run('SELECT ?', [() => 1]), 'each': () => db.each('SELEC', [], () => {}), 'iterateStatements': () => [...db.iterateStatements('SELECT 1; SELEC 2')], 'getAsObject': () => db.prepare('SELECT ?').getAsObject([Symbol('x')]),
      'create_aggregate': () => db.create_aggregate('agg', {}), 'create_aggregate step': () => { db.create_aggregate('agg2', { step: () => { throw new Error('heldout aggregate error') } }); return db.exec('SELECT agg2(1)') }
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('sql.js', k, f)
  },

  async async () {
    const async = requireHere('async')
    // cb calls f with a node-style callback and settles with what it is given
    const cb = (f) => () => new Promise((resolve, reject) => f((err, v) => err ? reject(err) : resolve(v)))
    const bad = {
      'auto missing dependency': () => async.auto({ a: ['nope', (r, cb) => cb()] }), 'auto cycle': () => async.auto({ a: ['b', (r, cb) => cb()], b: ['a', (r, cb) => cb()] }), 'auto self': () => async.auto({ a: ['a', (r, cb) => cb()] }),
      'queue concurrency': () => async.queue(() => {}, 0), 'queue push callback': () => async.queue((t, cb) => cb()).push(1, 'x'), 'cargo payload': () => async.cargoQueue(() => {}, 1, 0).push(1, 'x'),
      'timeout': cb((done) => async.timeout((c) => setTimeout(c, 50), 1, 'heldout-info')(done)), 'callback twice': () => new Promise((resolve, reject) => async.series([(c) => { c(); try { c() } catch (e) { reject(e) } }], resolve)),
      'retry options': () => async.retry({ times: 'x', interval: {} }, (c) => c(new Error('retry task failed'))), 'retry bad': () => async.retry(1, 2, 3), 'eachLimit': cb((done) => async.eachLimit([1], 0, (x, c) => c(), done)),
      'autoInject': cb((done) => async.autoInject({ a: (nope, c) => c() }, done)), 'autoInject parse': cb((done) => async.autoInject({ a: 1 }, done)), 'asyncify rejected': cb((done) => async.asyncify(() => Promise.reject(undefined))(done)),
      'waterfall': cb((done) => async.waterfall(1, done)), 'priorityQueue': () => async.priorityQueue((t, c) => c(), 1).push(1, 'x', 1), 'tryEach': cb((done) => async.tryEach([], done)),
      'mapValuesLimit': cb((done) => async.mapValuesLimit({ a: 1 }, -1, (v, c) => c(), done)), 'timesLimit': cb((done) => async.timesLimit(2, 0, (n, c) => c(), done)), 'race': cb((done) => async.race(1, done)),
      'forever': cb((done) => async.forever((next) => next(new Error('forever stopped')), done)), 'each error': cb((done) => async.each([1], (x, c) => c(new Error('each item failed')), done)),
      'seq': cb((done) => async.seq(1)(done)), 'whilst test': cb((done) => async.whilst((c) => c(new Error('whilst test failed')), (c) => c(), done)), 'parallel': cb((done) => async.parallel(1, done))
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('async', k, f)
  },

  async nodemailer () {
    const nodemailer = requireHere('nodemailer')
    const stream = nodemailer.createTransport({ streamTransport: true, buffer: true })
    const json = nodemailer.createTransport({ jsonTransport: true })
    const smtp = (o) => nodemailer.createTransport({ host: '127.0.0.1', port: 1, connectionTimeout: 500, greetingTimeout: 500, ...o })
    const bad = {
      'no recipients': () => stream.sendMail({ from: 'a@example.com', text: 'x' }), 'json no recipients': () => json.sendMail({ text: 'x' }),
      'attachment path': () => stream.sendMail({ to: 'a@example.com', attachments: [{ path: '/nonexistent/heldout.txt' }] }), 'text path': () => stream.sendMail({ to: 'a@example.com', text: { path: '/nonexistent/heldout.txt' } }),
      'attachment href': () => stream.sendMail({ to: 'a@example.com', attachments: [{ href: 'http://127.0.0.1:1/x' }] }), 'html href': () => stream.sendMail({ to: 'a@example.com', html: { href: 'nope://x' } }),
      'attachment data url': () => stream.sendMail({ to: 'a@example.com', attachments: [{ path: 'data:bad' }] }), 'dkim key': () => nodemailer.createTransport({ streamTransport: true, dkim: { domainName: 'example.com', keySelector: 'k', privateKey: 'not a key' } }).sendMail({ to: 'a@example.com', text: 'x' }),
      'raw path': () => stream.sendMail({ raw: { path: '/nonexistent/heldout.eml' } }), 'icalEvent path': () => stream.sendMail({ to: 'a@example.com', icalEvent: { path: '/nonexistent/heldout.ics' } }),
      'smtp verify': () => smtp().verify(), 'smtp send': () => smtp().sendMail({ to: 'a@example.com', text: 'x' }), 'smtp pool': () => smtp({ pool: true }).sendMail({ to: 'a@example.com', text: 'x' }),
      'smtp url': () => nodemailer.createTransport('smtp://127.0.0.1:1/?connectionTimeout=500').verify(), 'smtps bad host': () => smtp({ host: 'nope.invalid', secure: true }).verify(),
      'sendmail path': () => nodemailer.createTransport({ sendmail: true, path: '/nonexistent/sendmail' }).sendMail({ from: 'a@example.com', to: 'b@example.com', text: 'x' }),
      'sendmail bad address': () => nodemailer.createTransport({ sendmail: true, path: '/nonexistent/sendmail' }).sendMail({ from: '-bad@example.com', to: '-b@example.com', text: 'x' }),
      'ses no client': () => nodemailer.createTransport({ SES: {} }).sendMail({ to: 'a@example.com', text: 'x' }), 'transport type': () => nodemailer.createTransport(1).sendMail({ to: 'a@example.com' }),
      'plugin error': () => { const t = nodemailer.createTransport({ jsonTransport: true }); t.use('compile', (mail, cb) => cb(new Error('heldout plugin failure'))); return t.sendMail({ to: 'a@example.com' }) },
      'attachment stream error': () => stream.sendMail({ to: 'a@example.com', attachments: [{ content: require('fs').createReadStream('/nonexistent/heldout.bin') }] }),
      'list header': () => stream.sendMail({ to: 'a@example.com', list: { help: 1 } }), 'headers type': () => stream.sendMail({ to: 'a@example.com', headers: 1 }), 'auth oauth2': () => smtp({ auth: { type: 'OAuth2', user: 'a@example.com' } }).verify(),
      'auth login': () => smtp({ auth: { user: 'a', pass: 'b' } }).verify(), 'alternatives path': () => stream.sendMail({ to: 'a@example.com', alternatives: [{ path: '/nonexistent/heldout.alt' }] })
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('nodemailer', k, f)
    // a local SMTP peer answering each command with the reply a case names (the default: accept)
    const net = require('net')
    const peer = (replies) => new Promise((resolve) => {
      const srv = net.createServer((sock) => {
        sock.on('error', () => {})
        sock.write((replies.greeting || '220 heldout ESMTP') + '\r\n')
        let buf = ''
        let data = false
        sock.on('data', (d) => {
          buf += d
          let i
          while ((i = buf.indexOf('\r\n')) >= 0) {
            const line = buf.slice(0, i)
            buf = buf.slice(i + 2)
            if (data) { if (line === '.') { data = false; sock.write((replies.end || '250 queued') + '\r\n') } continue }
            const cmd = line.split(/[ :]/)[0].toUpperCase()
            const r = replies[cmd] || { EHLO: '250-heldout\r\n250-AUTH PLAIN LOGIN\r\n250 SIZE 10', HELO: '250 heldout', DATA: '354 go', QUIT: '221 bye' }[cmd] || '250 ok'
            if (r === 'close') { sock.destroy(); return }
            if (cmd === 'DATA' && r.startsWith('354')) data = true
            sock.write(r + '\r\n')
          }
        })
      })
      srv.listen(0, '127.0.0.1', () => resolve(srv))
    })
    const viaPeer = (replies, opts = {}, mail = { from: 'a@example.com', to: 'b@example.com', text: 'x' }) => async () => {
      const srv = await peer(replies)
      try {
        const t = nodemailer.createTransport({ host: '127.0.0.1', port: srv.address().port, ignoreTLS: true, connectionTimeout: 2000, greetingTimeout: 2000, socketTimeout: 2000, ...opts })
        return await (opts.verifyOnly ? t.verify() : t.sendMail(mail))
      } finally { srv.close() }
    }
    const smtpBad = {
      'greeting rejected': viaPeer({ greeting: '554 no service' }), 'greeting garbage': viaPeer({ greeting: 'nope' }), 'ehlo rejected': viaPeer({ EHLO: '500 no', HELO: '501 no' }),
      'auth rejected': viaPeer({ AUTH: '535 5.7.8 bad credentials' }, { auth: { user: 'a', pass: 'b' } }), 'auth no method': viaPeer({ EHLO: '250 heldout' }, { auth: { user: 'a', pass: 'b' } }),
      'auth method unknown': viaPeer({}, { auth: { user: 'a', pass: 'b' }, authMethod: 'NOPE' }), 'mail from rejected': viaPeer({ MAIL: '550 sender rejected' }), 'rcpt rejected': viaPeer({ RCPT: '550 no such user' }),
      'data rejected': viaPeer({ DATA: '554 no data' }), 'message rejected': viaPeer({ end: '552 too big' }), 'closed after greeting': viaPeer({ EHLO: 'close' }), 'no recipients': viaPeer({}, {}, { from: 'a@example.com', text: 'x' }),
      'size exceeded': viaPeer({ EHLO: '250-heldout\r\n250 SIZE 1' }, {}, { from: 'a@example.com', to: 'b@example.com', text: 'x'.repeat(100) }), 'starttls required': viaPeer({}, { requireTLS: true, ignoreTLS: false }),
      'verify auth': viaPeer({ AUTH: '535 nope' }, { auth: { user: 'a', pass: 'b' }, verifyOnly: true }), 'smtputf8': viaPeer({}, {}, { from: 'a@example.com', to: '\u00fc@example.com', text: 'x', envelope: { from: 'a@example.com', to: '\u00fc@example.com' } }),
      'dsn unsupported': viaPeer({}, {}, { from: 'a@example.com', to: 'b@example.com', text: 'x', dsn: { notify: 'nope', recipient: 'a@example.com' } }), 'oauth2 no token': viaPeer({}, { auth: { type: 'OAuth2', user: 'a@example.com' } }),
      'sendmail exit': () => nodemailer.createTransport({ sendmail: true, path: '/bin/false' }).sendMail({ from: 'a@example.com', to: 'b@example.com', text: 'x' })
    }
    for (const [k, f] of Object.entries(smtpBad)) await rec.record('nodemailer', k, f)
  },

  async alasql () {
    const alasql = requireHere('alasql')
    alasql('CREATE DATABASE heldoutdb; USE heldoutdb; CREATE TABLE t (a INT PRIMARY KEY, b STRING NOT NULL, UNIQUE(b))')
    alasql("INSERT INTO t VALUES (1, 'x')")
    await each('alasql', 'sql', ['SELECT * FROM nope', 'SELEC 1', "INSERT INTO t VALUES (1, 'y')", "INSERT INTO t VALUES (2, 'x')", 'USE nopedb', 'CREATE DATABASE heldoutdb', 'DROP TABLE nope', 'CREATE TABLE t (a INT)',
      'DELETE FROM nope', 'UPDATE nope SET a = 1', 'ALTER TABLE nope ADD COLUMN x INT', 'ALTER TABLE t DROP COLUMN nope', 'ALTER TABLE t RENAME COLUMN nope TO x', 'SELECT nope(1)', 'SELECT * FROM ?', 'DETACH DATABASE nopedb', 'DROP DATABASE nopedb',
      'SELECT * FROM t WHERE', 'CREATE INDEX i ON nope (a)', 'INSERT INTO t (nope) VALUES (1)', 'CREATE VIEW v AS SELECT * FROM nope',
      'SELECT a FROM t GROUP BY', 'DECLARE @a INT; SET @b = 1', 'CREATE TRIGGER tr BEFORE INSERT ON nope CALL x()', 'SELECT * FROM t AS x JOIN nope USING (a)', 'SHOW COLUMNS FROM nope', 'BEGIN TRANSACTION; COMMIT; ROLLBACK', 'REQUIRE "nope-heldout"',
      'ATTACH nope DATABASE x', 'SELECT * INTO nope FROM t', 'SELECT VALUE FROM t', 'CREATE TABLE u (a INT REFERENCES nope(a))', 'SELECT * FROM t ORDER BY nope('], (s) => alasql(s))
    const bad = { 'promise': () => alasql.promise('SELECT * FROM nope2'), 'compile': () => alasql.compile('SELEC'), 'params': () => alasql('SELECT * FROM ?', [1]), 'fn': () => { alasql.fn.heldoutBoom = () => { throw new Error('heldout user function') }; return alasql('SELECT heldoutBoom()') }, 'Database': () => new alasql.Database('heldoutdb').exec('SELECT * FROM nope3') }
    for (const [k, f] of Object.entries(bad)) await rec.record('alasql', k, f)
  },

  async bip39 () {
    const bip39 = requireHere('bip39')
    await each('bip39', 'mnemonicToEntropy', ['', 'abandon', 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon', 'nope nope nope nope nope nope nope nope nope nope nope nope',
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon'], (s) => bip39.mnemonicToEntropy(s))
    await each('bip39', 'entropyToMnemonic', ['', 'abc', 'zz', '00', '0'.repeat(30), '0'.repeat(66), '0'.repeat(31)], (s) => bip39.entropyToMnemonic(s))
    const bad = {
      'generateMnemonic strength': () => bip39.generateMnemonic(100), 'generateMnemonic big': () => bip39.generateMnemonic(512), 'setDefaultWordlist': () => bip39.setDefaultWordlist('nope'), 'wordlist missing': () => bip39.entropyToMnemonic('00'.repeat(16), []),
      'mnemonicToEntropy wordlist': () => bip39.mnemonicToEntropy('abandon '.repeat(11) + 'about', ['a']), 'entropy buffer': () => bip39.entropyToMnemonic(Buffer.alloc(15)), 'mnemonicToSeed type': () => bip39.mnemonicToSeedSync(1),
      'mnemonicToSeed password': () => bip39.mnemonicToSeedSync('abandon', 1), 'generateMnemonic rng': () => bip39.generateMnemonic(128, () => Buffer.alloc(3)), 'mnemonicToSeed async': () => bip39.mnemonicToSeed(1)
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('bip39', k, f)
  },

  async 'isomorphic-git' () {
    const git = requireHere('isomorphic-git')
    const fs = require('fs')
    const dir = '/tmp/heldout-isomorphic-git'
    fs.rmSync(dir, { recursive: true, force: true })
    fs.mkdirSync(dir, { recursive: true })
    await git.init({ fs, dir })
    fs.writeFileSync(dir + '/a.txt', 'a\n')
    const author = { name: 'H', email: 'h@example.com', timestamp: 0, timezoneOffset: 0 }
    const empty = '/tmp/heldout-isomorphic-git-empty'
    fs.rmSync(empty, { recursive: true, force: true })
    fs.mkdirSync(empty, { recursive: true })
    await git.init({ fs, dir: empty })
    const bad = {
      'log empty': () => git.log({ fs, dir: empty }), 'resolveRef': () => git.resolveRef({ fs, dir, ref: 'nope' }), 'readBlob': () => git.readBlob({ fs, dir, oid: 'f'.repeat(40) }), 'readCommit short': () => git.readCommit({ fs, dir, oid: 'nope' }),
      'add missing': () => git.add({ fs, dir, filepath: 'nope.txt' }), 'commit no author': () => git.commit({ fs, dir, message: 'x', author: {} }), 'branch bad name': () => git.branch({ fs, dir, ref: 'bad..name' }),
      'checkout missing': () => git.checkout({ fs, dir, ref: 'nope' }), 'init no fs': () => git.init({ dir }), 'no dir': () => git.log({ fs }), 'findRoot': () => git.findRoot({ fs, filepath: '/tmp' }),
      'currentBranch none': () => git.resolveRef({ fs, dir: '/tmp/heldout-nope', ref: 'HEAD' }), 'tag no HEAD': () => git.tag({ fs, dir: empty, ref: 'v1' }), 'deleteBranch missing': () => git.deleteBranch({ fs, dir, ref: 'nope' }),
      'expandOid': () => git.expandOid({ fs, dir, oid: 'abc' }), 'expandRef': () => git.expandRef({ fs, dir, ref: 'nope' }), 'writeRef bad': () => git.writeRef({ fs, dir, ref: 'refs/heads/x', value: 'nope' }),
      'writeRef exists': async () => { await git.add({ fs, dir, filepath: 'a.txt' }); const oid = await git.commit({ fs, dir, message: 'one', author }); await git.writeRef({ fs, dir, ref: 'refs/heads/w', value: oid }); return git.writeRef({ fs, dir, ref: 'refs/heads/w', value: oid }) },
      'branch exists': () => git.branch({ fs, dir, ref: 'master' }), 'merge unrelated': () => git.merge({ fs, dir, theirs: 'nope', author }), 'readTree of blob': async () => { const { oid } = await git.readBlob({ fs, dir, oid: await git.resolveRef({ fs, dir, ref: 'HEAD' }), filepath: 'a.txt' }); return git.readTree({ fs, dir, oid }) },
      'readObject format': () => git.readObject({ fs, dir, oid: 'f'.repeat(40), format: 'nope' }), 'addRemote bad': () => git.addRemote({ fs, dir, remote: 'bad..r', url: 'x' }), 'addRemote exists': async () => { await git.addRemote({ fs, dir, remote: 'o', url: 'x' }); return git.addRemote({ fs, dir, remote: 'o', url: 'x' }) },
      'push no http': () => git.push({ fs, dir, remote: 'o' }), 'fetch no remote': () => git.fetch({ fs, dir, http: {}, remote: 'nope' }), 'clone no url': () => git.clone({ fs, http: {}, dir: '/tmp/heldout-isomorphic-git-clone' }),
      'getConfig path': () => git.setConfig({ fs, dir, path: 'nope', value: 'x' }), 'annotatedTag exists': async () => { await git.tag({ fs, dir, ref: 'v1' }); return git.tag({ fs, dir, ref: 'v1' }) },
      'checkout conflict': async () => { await git.branch({ fs, dir, ref: 'other' }); fs.writeFileSync(dir + '/a.txt', 'changed\n'); return git.checkout({ fs, dir, ref: 'other', force: false, filepaths: ['nope.txt'] }) },
      'readNote': () => git.readNote({ fs, dir, oid: 'f'.repeat(40) }), 'walk': () => git.walk({ fs, dir, trees: [1] }), 'hashBlob': () => git.hashBlob({ object: 1 }), 'statusMatrix': () => git.statusMatrix({ fs, dir: '/tmp/heldout-nope' }),
      'deleteRef': () => git.deleteRef({ fs, dir, ref: 'refs/heads/nope' }), 'renameBranch': () => git.renameBranch({ fs, dir, oldref: 'nope', ref: 'x' }), 'abortMerge': () => git.abortMerge({ fs, dir: empty }), 'stash': () => git.stash({ fs, dir: empty, op: 'pop' }),
      'indexPack': () => git.indexPack({ fs, dir, filepath: 'nope.pack' }), 'updateIndex': () => git.updateIndex({ fs, dir, filepath: 'nope.txt' }), 'listFiles ref': () => git.listFiles({ fs, dir, ref: 'nope' })
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('isomorphic-git', k, f)
  },

  async twig () {
    const Twig = requireHere('twig')
    Twig.cache(false)
    let n = 0
    const render = (s) => Twig.twig({ data: s, rethrow: true, id: 'heldout' + (n++) }).render({ a: 1, list: [1] })
    await each('twig', 'render', ['{{ bad', '{% nope %}', '{% if %}', '{{ a|nopefilter }}', '{{ nope() }}', '{% for %}{% endfor %}', '{% endif %}', '{{ 1 + }}', '{% for x in %}{% endfor %}', '{% include "nope-heldout.twig" %}',
      '{% set %}', '{{ a.b.c() }}', '{% block %}{% endblock %}', '{% extends 1 %}', '{{ a|date("Y", "nope/zone") }}', '{{ range(1) }}', '{% macro %}{% endmacro %}', '{% import "nope" as x %}', '{{ a|split }}', '{{ }}', '{% if a %}',
      '{{ a|slice("x") }}', '{% spaceless %}', '{% verbatim %}', '{{ "a" ~ }}', '{{ a ? }}', '{{ [1, }}', '{{ {a: } }}', '{{ a|json_encode(1, 2, 3, 4) }}', '{% filter nope %}x{% endfilter %}', '{% embed "nope" %}{% endembed %}', '{{ a is nope }}',
      '{% apply nope %}x{% endapply %}', '{% with 1 %}{% endwith %}', '{% deprecated %}', '{{ max() }}', '{{ a|number_format("x") }}', '{{ random(-1) }}', '{{ source("nope-heldout") }}', '{{ a|batch }}'], render)
    const bad = {
      'renderFile': () => new Promise((resolve, reject) => Twig.renderFile('/nonexistent/heldout.twig', {}, (err, out) => err ? reject(err) : resolve(out))), 'twig ref': () => Twig.twig({ ref: 'nope-heldout' }).render(),
      'twig href': () => Twig.twig({ href: '/nonexistent/heldout.twig', async: false, rethrow: true }).render(), 'extendFilter': () => Twig.extendFilter(1, 2), 'extendTag': () => Twig.extendTag({}),
      'compile': () => Twig.compile('{{ bad', {})({}), 'twig path': () => Twig.twig({ path: '/nonexistent/heldout.twig', rethrow: true }).render()
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('twig', k, f)
  },

  async axios () {
    const axios = requireHere('axios')
    const http = require('http')
    const srv = await new Promise((resolve) => {
      const s = http.createServer((req, res) => {
        const code = Number(req.url.slice(1)) || 200
        if (req.url === '/redirect') { res.writeHead(302, { location: '/redirect' }); return res.end() }
        if (req.url === '/big') { res.writeHead(200); return res.end('x'.repeat(1000)) }
        if (req.url === '/slow') return setTimeout(() => res.end('late'), 300)
        if (req.url === '/json') { res.writeHead(200, { 'content-type': 'application/json' }); return res.end('{bad json') }
        if (req.url === '/hangup') return req.socket.destroy()
        res.writeHead(code); res.end('status ' + code)
      })
      s.listen(0, '127.0.0.1', () => resolve(s))
    })
    const base = 'http://127.0.0.1:' + srv.address().port
    await each('axios', 'status', [400, 401, 403, 404, 500, 503], (c) => axios.get(base + '/' + c))
    const src = axios.CancelToken.source()
    src.cancel('heldout cancel reason')
    const bad = {
      'refused': () => axios.get('http://127.0.0.1:1/'), 'protocol': () => axios.get('nope://x'), 'timeout': () => axios.get(base + '/slow', { timeout: 20 }), 'timeout message': () => axios.get(base + '/slow', { timeout: 20, timeoutErrorMessage: 'heldout timed out' }),
      'maxContentLength': () => axios.get(base + '/big', { maxContentLength: 10 }), 'maxBodyLength': () => axios.post(base + '/200', 'x'.repeat(100), { maxBodyLength: 10 }), 'maxRedirects': () => axios.get(base + '/redirect', { maxRedirects: 2 }),
      'json strict': () => axios.get(base + '/json', { transitional: { silentJSONParsing: false } }), 'hangup': () => axios.get(base + '/hangup'), 'abort signal': () => axios.get(base + '/slow', { signal: AbortSignal.abort() }),
      'cancel token': () => axios.get(base + '/slow', { cancelToken: src.token }), 'adapter': () => axios.get(base, { adapter: 'nope' }), 'adapter list': () => axios.get(base, { adapter: ['nope', 'nope2'] }),
      'data url': () => axios.get('data:nope'), 'data url size': () => axios.get('data:text/plain,' + 'x'.repeat(100), { maxContentLength: 10 }), 'invalid url': () => axios.get('http://[bad/'),
      'transitional option': () => axios.get(base, { transitional: { nope: true } }), 'paramsSerializer': () => axios.get(base, { paramsSerializer: 1 }), 'validateStatus': () => axios.get(base + '/200', { validateStatus: (s) => s === 201 }),
      'toFormData': () => axios.toFormData(1), 'toFormData circular': () => { const a = {}; a.a = a; return axios.toFormData(a) }, 'formToJSON': () => axios.formToJSON(1).x.y, 'header value': () => axios.get(base, { headers: { 'x-bad': 'a\nb' } }),
      'AxiosHeaders set': () => new axios.AxiosHeaders().set('bad header\n', 'x'), 'responseType stream error': () => axios.get('http://127.0.0.1:1/', { responseType: 'stream' }), 'socketPath': () => axios.get('http://x/', { socketPath: '/nonexistent/heldout.sock' }),
      'proxy refused': () => axios.get(base, { proxy: { host: '127.0.0.1', port: 1 } }), 'beforeRedirect': () => axios.get(base + '/redirect', { beforeRedirect: () => { throw new Error('heldout redirect refused') } }),
      'interceptor': () => { const a = axios.create(); a.interceptors.request.use(() => { throw new Error('heldout interceptor failed') }); return a.get(base) }, 'method': () => axios.request({ url: base, method: 'NOPE METHOD' }),
      'decompress': () => axios.get(base + '/200', { headers: { 'accept-encoding': 'gzip' }, decompress: true, maxRate: 'x' }), 'fetch adapter': () => axios.get('http://127.0.0.1:1/', { adapter: 'fetch' }), 'post form': () => axios.postForm(base + '/200', 1)
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('axios', k, f)
    srv.close()
  },

  async mocha () {
    const exported = requireHere('mocha')
    const Mocha = typeof exported === 'function' ? exported : exported.Mocha
    // a Mocha that reports nothing (stdout holds the cases)
    const mk = (o = {}) => new Mocha({ reporter: function () {}, ...o })
    // run runs one test body in a fresh Mocha and rejects with the first failure's error
    const run = (body, opts = {}) => () => new Promise((resolve, reject) => {
      const m = mk({ timeout: 50, ...opts })
      m.suite.addTest(new Mocha.Test('heldout', body))
      const r = m.run(() => resolve())
      r.on('fail', (t, err) => reject(err))
    })
    const bad = {
      'ui': () => mk({ ui: 'nope-heldout' }), 'reporter': () => mk({ reporter: 'nope-heldout' }), 'reporter type': () => mk().reporter(1), 'timeout': run(function (done) { setTimeout(done, 300) }),
      'done twice': run(function (done) { done(); done() }), 'done error': run(function (done) { done('a string') }), 'throw string': run(function () { throw 'heldout string' }), 'throw undefined': run(function () { throw undefined }),
      'promise and done': run(function (done) { return Promise.resolve() }), 'reject undefined': run(function () { return Promise.reject(undefined) }), 'async done': run(async function (done) {}),
      'lookupFiles': () => Mocha.utils.lookupFiles('/nonexistent/heldout-dir', ['js']), 'files missing': () => new Promise((resolve, reject) => { const m = mk(); m.addFile('/nonexistent/heldout.spec.js'); m.loadFilesAsync().then(resolve, reject) }),
      'grep type': () => mk().grep(1).run(), 'rootHooks': () => mk().rootHooks(1).run(), 'globalSetup': () => mk({ globalSetup: [1] }).runGlobalSetup(), 'parallel bail': () => mk({ parallel: true, jobs: 'x' }).run(),
      'Suite create title': () => Mocha.Suite.create(new Mocha.Suite('root'), 1), 'Test title': () => new Mocha.Test(1, () => {}), 'Test fn': () => new Mocha.Test('t', 1), 'Runnable timeout': () => new Mocha.Test('t', () => {}).timeout('nope'),
      'hook failure': () => new Promise((resolve, reject) => { const m = mk(); m.suite.beforeAll(function () { throw new Error('heldout hook failed') }); m.suite.addTest(new Mocha.Test('t', () => {})); m.run(() => resolve()).on('fail', (t, e) => reject(e)) }),
      'only in parallel': () => mk({ parallel: true }).unloadFiles().suite.title.x.y, 'slow': () => mk().slow({}).suite.title.x, 'dispose running': () => { const m = mk(); m.run(() => {}); m.dispose() },
      'run twice': () => { const m = mk(); m.run(() => {}); return m.run(() => {}) }, 'forbidOnly': () => new Promise((resolve, reject) => { const m = mk({ forbidOnly: true }); const t = new Mocha.Test('t', () => {}); m.suite.addTest(t); m.suite.appendOnlyTest(t); m.run(() => resolve()).on('fail', (x, e) => reject(e)) }),
      'isolated skip': run(function () { this.skip(); this.skip() }), 'retries': () => new Mocha.Test('t', () => {}).retries('x').x.y, 'loadFiles esm': () => mk().loadFiles(1)
    }
    const listening = (ev) => new Set(process.listeners(ev))
    const had = { uncaughtException: listening('uncaughtException'), unhandledRejection: listening('unhandledRejection') }
    for (const [k, f] of Object.entries(bad)) await rec.record('mocha', k, f)
    // runs left unfinished keep their process listeners: drop them, so that later suites' errors reach cases.js
    for (const [ev, old] of Object.entries(had)) for (const l of process.listeners(ev)) if (!old.has(l)) process.removeListener(ev, l)
  },

  async tedious () {
    const { Connection, Request, TYPES } = requireHere('tedious')
    const conn = (config) => () => new Connection(config)
    const server = 'localhost'
    const bad = {
      'no config': conn(undefined), 'server type': conn({ server: 1 }), 'no server': conn({}), 'authentication type': conn({ server, authentication: { type: 'nope' } }), 'authentication object': conn({ server, authentication: 1 }),
      'authentication options': conn({ server, authentication: { type: 'default', options: 1 } }), 'userName': conn({ server, authentication: { type: 'default', options: { userName: 1 } } }), 'password': conn({ server, authentication: { type: 'default', options: { password: 1 } } }),
      'ntlm domain': conn({ server, authentication: { type: 'ntlm', options: { domain: 1 } } }), 'token': conn({ server, authentication: { type: 'azure-active-directory-access-token', options: { token: 1 } } }),
      'msi clientId': conn({ server, authentication: { type: 'azure-active-directory-msi-vm', options: { clientId: 1 } } }), 'service principal': conn({ server, authentication: { type: 'azure-active-directory-service-principal-secret', options: {} } }),
      'options port': conn({ server, options: { port: 'x' } }), 'options port range': conn({ server, options: { port: 70000 } }), 'port and instance': conn({ server, options: { port: 1, instanceName: 'x' } }),
      'abortTransactionOnError': conn({ server, options: { abortTransactionOnError: 1 } }), 'appName': conn({ server, options: { appName: 1 } }), 'camelCaseColumns': conn({ server, options: { camelCaseColumns: 1 } }),
      'cancelTimeout': conn({ server, options: { cancelTimeout: 'x' } }), 'columnNameReplacer': conn({ server, options: { columnNameReplacer: 1 } }), 'connectionIsolationLevel': conn({ server, options: { connectionIsolationLevel: 'x' } }),
      'connectTimeout': conn({ server, options: { connectTimeout: 'x' } }), 'database': conn({ server, options: { database: 1 } }), 'datefirst': conn({ server, options: { datefirst: 9 } }), 'dateFormat': conn({ server, options: { dateFormat: 1 } }),
      'encrypt': conn({ server, options: { encrypt: 1 } }), 'enableAnsiNull': conn({ server, options: { enableAnsiNull: 1 } }), 'language': conn({ server, options: { language: 1 } }), 'localAddress': conn({ server, options: { localAddress: 1 } }),
      'packetSize': conn({ server, options: { packetSize: 'x' } }), 'requestTimeout': conn({ server, options: { requestTimeout: 'x' } }), 'rowCollectionOnDone': conn({ server, options: { rowCollectionOnDone: 1 } }), 'tdsVersion': conn({ server, options: { tdsVersion: 'nope' } }),
      'textsize': conn({ server, options: { textsize: 'x' } }), 'trustServerCertificate': conn({ server, options: { trustServerCertificate: 1 } }), 'useUTC': conn({ server, options: { useUTC: 1 } }), 'workstationId': conn({ server, options: { workstationId: 1 } }),
      'lowerCaseGuids': conn({ server, options: { lowerCaseGuids: 1 } }), 'maxRetriesOnTransientErrors': conn({ server, options: { maxRetriesOnTransientErrors: 'x' } }), 'multiSubnetFailover': conn({ server, options: { multiSubnetFailover: 1 } }),
      'debug': conn({ server, options: { debug: 1 } }), 'isolationLevel': conn({ server, options: { isolationLevel: 'x' } }), 'readOnlyIntent': conn({ server, options: { readOnlyIntent: 1 } }), 'fallbackToDefaultDb': conn({ server, options: { fallbackToDefaultDb: 1 } }),
      'connect refused': () => new Promise((resolve, reject) => { const c = new Connection({ server: '127.0.0.1', options: { port: 1, connectTimeout: 1000 } }); c.on('error', () => {}); c.connect((err) => err ? reject(err) : resolve()) }),
      'execSql not connected': () => new Promise((resolve, reject) => { const c = new Connection({ server: '127.0.0.1', options: { port: 1 } }); c.on('error', () => {}); c.execSql(new Request('select 1', (err) => err ? reject(err) : resolve())) }),
      'request parameter': () => { const r = new Request('select 1', () => {}); r.addParameter('a', TYPES.Int, 'x'); r.validateParameters({}); return r.error && Promise.reject(r.error) },
      'request output type': () => new Request('select 1', () => {}).addParameter('a', 1, 1), 'close twice': () => new Promise((resolve, reject) => { const c = new Connection({ server: '127.0.0.1', options: { port: 1 } }); c.on('error', reject); c.close(); c.connect((err) => err ? reject(err) : resolve()) })
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('tedious', k, f)
  },

  async '@seald-io/nedb' () {
    const Datastore = requireHere('@seald-io/nedb')
    const db = new Datastore()
    await db.ensureIndexAsync({ fieldName: 'u', unique: true })
    await db.insertAsync({ u: 1, n: 1, arr: [1], s: 'x' })
    const bad = {
      'dollar field': () => db.insertAsync({ $a: 1 }), 'dot field': () => db.insertAsync({ 'a.b': 1 }), 'unique': () => db.insertAsync({ u: 1 }), 'unique update': async () => { await db.insertAsync({ u: 2 }); return db.updateAsync({ u: 2 }, { $set: { u: 1 } }) },
      'unknown comparison': () => db.findAsync({ n: { $nope: 1 } }), 'unknown logical': () => db.findAsync({ $nope: [] }), 'or type': () => db.findAsync({ $or: 1 }), 'and type': () => db.findAsync({ $and: 1 }), 'not': () => db.findAsync({ $not: 1 }).then((x) => x.x.y),
      'in type': () => db.findAsync({ n: { $in: 1 } }), 'nin type': () => db.findAsync({ n: { $nin: 1 } }), 'regex type': () => db.findAsync({ s: { $regex: 1 } }), 'size type': () => db.findAsync({ arr: { $size: 'x' } }), 'size float': () => db.findAsync({ arr: { $size: 1.5 } }),
      'where type': () => db.findAsync({ $where: 1 }), 'where returns': () => db.findAsync({ $where: () => 1 }), 'elemMatch': () => db.findAsync({ arr: { $elemMatch: 1 } }).then((x) => x.x.y), 'mixed operators': () => db.findAsync({ n: { $lt: 1, a: 1 } }),
      'unknown modifier': () => db.updateAsync({ u: 1 }, { $nope: { n: 1 } }), 'mixed modifiers': () => db.updateAsync({ u: 1 }, { $set: { n: 1 }, n: 2 }), 'inc type': () => db.updateAsync({ u: 1 }, { $inc: { n: 'x' } }), 'inc field': () => db.updateAsync({ u: 1 }, { $inc: { s: 1 } }),
      'push field': () => db.updateAsync({ u: 1 }, { $push: { s: 1 } }), 'pop field': () => db.updateAsync({ u: 1 }, { $pop: { s: 1 } }), 'addToSet field': () => db.updateAsync({ u: 1 }, { $addToSet: { s: 1 } }), 'pull field': () => db.updateAsync({ u: 1 }, { $pull: { s: 1 } }),
      'modifier value': () => db.updateAsync({ u: 1 }, { $set: 1 }), 'push each': () => db.updateAsync({ u: 1 }, { $push: { arr: { $each: 1 } } }), 'push slice': () => db.updateAsync({ u: 1 }, { $push: { arr: { $slice: 1 } } }), 'addToSet each': () => db.updateAsync({ u: 1 }, { $addToSet: { arr: { $each: 1 } } }),
      'max type': () => db.updateAsync({ u: 1 }, { $max: 1 }), 'unset _id': () => db.updateAsync({ u: 1 }, { $unset: { _id: true } }), 'replace _id': async () => { const d = await db.findOneAsync({ u: 1 }); return db.updateAsync({ u: 1 }, { _id: 'other', u: 1 }).then(() => d) },
      'index no field': () => db.ensureIndexAsync({}), 'index field array': () => db.ensureIndexAsync({ fieldName: ['a.$b'] }), 'index field dollar': () => db.ensureIndexAsync({ fieldName: '$a' }), 'remove index': () => db.removeIndexAsync(1),
      'sort type': () => db.findAsync({}).sort({ n: 'x' }).execAsync().then((x) => x.x.y), 'projection mixed': () => db.findAsync({}, { n: 1, s: 0 }), 'filename dir': () => new Datastore({ filename: '/nonexistent/heldout/x.db' }).loadDatabaseAsync(),
      'corrupt': async () => { require('fs').writeFileSync('/tmp/heldout-nedb.db', 'not json\nnot json either\n'); return new Datastore({ filename: '/tmp/heldout-nedb.db' }).loadDatabaseAsync() }, 'ttl': () => db.ensureIndexAsync({ fieldName: 'd', expireAfterSeconds: 'x' }),
      'inMemoryOnly autoload': () => new Datastore({ filename: '/nonexistent/heldout/y.db', autoload: true }).autoloadPromise, 'compare': () => db.findAsync({ n: { $gt: {} } }).then((x) => x.x.y), 'exists': () => db.findAsync({ $exists: 1 })
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('@seald-io/nedb', k, f)
  },

  async restify () {
    const restify = requireHere('restify')
    const http = require('http')
    const captured = []
    const server = restify.createServer({ handleUncaughtExceptions: false })
    server.log.level = 'silent'
    server.on('restifyError', (req, res, err, cb) => { captured.push(err); cb() })
    server.use(restify.plugins.acceptParser(server.acceptable))
    server.use(restify.plugins.queryParser())
    server.use(restify.plugins.bodyParser({ maxBodySize: 20 }))
    server.get('/a/:id', (req, res, next) => { res.send({ id: req.params.id }); next() })
    server.post('/a', (req, res, next) => { res.send(req.body); next() })
    server.get('/thr', restify.plugins.throttle({ burst: 1, rate: 0.001, ip: true }), (req, res, next) => { res.send('ok'); next() })
    server.get('/conditional', restify.plugins.conditionalRequest(), (req, res, next) => { res.header('etag', '"x"'); res.send('ok'); next() })
    server.get('/err', (req, res, next) => next(new Error('heldout handler failure')))
    server.get('/ver', restify.plugins.requestExpiry({ absoluteHeader: 'x-expiry' }), (req, res, next) => { res.send('ok'); next() })
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = server.address().port
    const ask = (method, p, body, headers = {}) => async () => {
      captured.length = 0
      await new Promise((resolve) => {
        const r = http.request({ host: '127.0.0.1', port, method, path: p, headers }, (res) => { res.resume(); res.on('end', resolve) })
        r.on('error', resolve)
        if (body) r.write(body)
        r.end()
      })
      if (captured.length) throw captured[captured.length - 1]
    }
    const bad = {
      'not found': ask('GET', '/nope'), 'method': ask('DELETE', '/a'), 'json body': ask('POST', '/a', '{bad', { 'content-type': 'application/json' }), 'body size': ask('POST', '/a', 'x'.repeat(100), { 'content-type': 'text/plain' }),
      'content type': ask('POST', '/a', 'x', { 'content-type': 'nope/heldout' }), 'accept': ask('GET', '/a/1', null, { accept: 'nope/heldout' }), 'throttle': async () => { await ask('GET', '/thr')().catch(() => {}); return ask('GET', '/thr')() },
      'precondition': ask('GET', '/conditional', null, { 'if-match': '"y"' }), 'handler error': ask('GET', '/err'), 'expiry': ask('GET', '/ver', null, { 'x-expiry': '1' }), 'form body': ask('POST', '/a', '%%%', { 'content-type': 'application/x-www-form-urlencoded' }),
      'route no handler': () => server.get('/b'), 'route bad handler': () => server.get('/c', 1), 'use bad': () => server.use(1), 'pre bad': () => server.pre(1), 'route options': () => server.get(1, () => {}),
      'createServer formatters': () => restify.createServer({ formatters: { 'nope': 1 } }), 'createServer strictFormatters': () => restify.createServer({ formatters: { 'application/nope; q=x': () => {} } }), 'throttle options': () => restify.plugins.throttle({}),
      'bodyParser options': () => restify.plugins.bodyParser({ maxBodySize: 'x' }), 'serveStatic options': () => restify.plugins.serveStatic({}), 'duplicate route': () => { server.get({ path: '/dup', name: 'dup' }, (q, s, n) => n()); server.get({ path: '/dup2', name: 'dup' }, (q, s, n) => n()) },
      'inflightRequestThrottle': () => restify.plugins.inflightRequestThrottle({}), 'cpuUsageThrottle': () => restify.plugins.cpuUsageThrottle({ limit: 'x' }), 'router param': () => server.param(1, 2)
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('restify', k, f)
    server.close()
  },

  async winston () {
    const winston = requireHere('winston')
    const { Writable } = require('stream')
    const sink = () => new winston.transports.Stream({ stream: new Writable({ objectMode: true, write (c, e, cb) { cb() } }) })
    const bad = {
      'file no filename': () => new winston.transports.File(), 'stream no stream': () => new winston.transports.Stream(), 'add non-transport': () => winston.createLogger().add(1), 'add plain stream': () => winston.createLogger().add(new Writable()),
      'unknown level': () => winston.createLogger({ transports: [sink()] }).log('nope', 'x'), 'colorize unknown': () => winston.format.colorize().transform({ level: 'nope', message: 'x', [Symbol.for('level')]: 'nope' }, { message: true }),
      'format not function': () => winston.format(1), 'format arity': () => winston.format((a, b, c) => a), 'combine': () => winston.format.combine(1).transform({}), 'http no host': () => new winston.transports.Http({ host: 1 }).log({ level: 'info', message: 'x' }, () => {}),
      'exceptions handle': () => winston.createLogger().exceptions.handle(1), 'rejections handle': () => winston.createLogger().rejections.handle(1), 'profile': () => winston.createLogger().profile(), 'query no transports': () => winston.createLogger().query({}, () => {}),
      'levels type': () => winston.createLogger({ levels: 1 }).info('x'), 'config addColors': () => winston.addColors(1), 'loggers get': () => winston.loggers.add('heldout', { transports: 1 }), 'Container': () => new winston.Container({ transports: 1 }).get('x'),
      'printf': () => winston.format.printf(1).transform({ level: 'info', message: 'x' }), 'label': () => winston.format.label({ label: 1 }).transform(null), 'timestamp': () => winston.format.timestamp({ format: 1 }).transform({}), 'splat': () => winston.format.splat().transform({ message: '%s %d', [Symbol.for('splat')]: 1 }),
      'ms': () => winston.format.ms().transform(null), 'errors format': () => winston.format.errors({ stack: true }).transform(null), 'stream write after end': () => { const l = winston.createLogger({ transports: [sink()] }); l.end(); return new Promise((resolve, reject) => { l.on('error', reject); l.info('x'); setTimeout(resolve, 50) }) },
      'file dir': () => new Promise((resolve, reject) => { const t = new winston.transports.File({ filename: '/nonexistent/heldout/x.log' }); t.on('error', reject); const l = winston.createLogger({ transports: [t] }); l.info('x'); setTimeout(resolve, 200) }),
      'console eol': () => new winston.transports.Console({ stderrLevels: 1 }), 'console consoleWarnLevels': () => new winston.transports.Console({ consoleWarnLevels: 'x' }), 'child': () => winston.createLogger().child(1).info('x'), 'startTimer done': () => winston.createLogger().startTimer().done(1)
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('winston', k, f)
  },

  async sinon () {
    const sinon = requireHere('sinon')
    const obj = () => ({ a () { return 1 }, b: 1, get g () { return 1 } })
    const called = sinon.spy()
    called(1)
    called(2)
    const bad = {
      'stub missing': () => sinon.stub(obj(), 'nope'), 'stub twice': () => { const o = obj(); sinon.stub(o, 'a'); sinon.stub(o, 'a') }, 'spy missing': () => sinon.spy(obj(), 'nope'), 'spy non-function': () => sinon.spy(obj(), 'b'),
      'replace missing': () => sinon.replace(obj(), 'nope', 1), 'replace type': () => sinon.replace(obj(), 'a', 1), 'replace twice': () => { const o = obj(); sinon.replace(o, 'b', 2); sinon.replace(o, 'b', 3) }, 'replaceGetter': () => sinon.replaceGetter(obj(), 'b', () => 1),
      'replaceSetter': () => sinon.replaceSetter(obj(), 'nope', () => 1), 'createStubInstance': () => sinon.createStubInstance(1), 'createStubInstance overrides': () => sinon.createStubInstance(class X { a () {} }, { nope: 1 }),
      'callsArg': () => sinon.stub().callsArg(0)(), 'callsArg type': () => sinon.stub().callsArg('x'), 'callsArgWith': () => sinon.stub().callsArgWith(1)(1), 'yields': () => sinon.stub().yields()(), 'yieldsTo': () => sinon.stub().yieldsTo('cb')({}),
      'returnsArg': () => sinon.stub().returnsArg(2)(1), 'returnsArg strict': () => sinon.stub().returnsArg('x'), 'throwsArg': () => sinon.stub().throwsArg(3)(1), 'callsFake': () => sinon.stub().callsFake(1)(), 'throws name': () => sinon.stub().throws('HeldoutError')(),
      'callThrough': () => sinon.stub().callThrough()(), 'resolvesArg': () => sinon.stub().resolvesArg(4)(1), 'onCall': () => sinon.stub().onCall('x'), 'withArgs calls': () => sinon.stub().withArgs(1).yields()(1),
      'assert called': () => sinon.assert.called(sinon.spy()), 'assert calledOnce': () => sinon.assert.calledOnce(called), 'assert calledWith': () => sinon.assert.calledWith(called, 3), 'assert calledWithExactly': () => sinon.assert.calledWithExactly(called, 1, 2),
      'assert notCalled': () => sinon.assert.notCalled(called), 'assert callOrder': () => { const s = sinon.spy(); s(); sinon.assert.callOrder(s, called) }, 'assert callCount': () => sinon.assert.callCount(called, 5), 'assert match': () => sinon.assert.match(1, 2),
      'assert threw': () => sinon.assert.threw(called), 'assert not spy': () => sinon.assert.called(1), 'assert fail': () => sinon.assert.fail('heldout assertion failure'), 'assert alwaysCalledWith': () => sinon.assert.alwaysCalledWith(called, 1),
      'mock verify': () => { const m = sinon.mock(obj()); m.expects('a').once(); m.verify() }, 'mock too many': () => { const o = obj(); sinon.mock(o).expects('a').once(); o.a(); o.a() }, 'mock args': () => { const o = obj(); sinon.mock(o).expects('a').withArgs(1); o.a(2) },
      'mock missing': () => sinon.mock(obj()).expects('nope'), 'mock exactly': () => sinon.mock(obj()).expects('a').exactly('x'), 'mock atLeast': () => sinon.mock(obj()).expects('a').atLeast('x'), 'mock on': () => sinon.mock(1),
      'fake timers tick': () => { const c = sinon.useFakeTimers(); try { return c.tick('nope') } finally { c.restore() } }, 'fake timers twice': () => { const c = sinon.useFakeTimers(); try { return sinon.useFakeTimers() } finally { c.restore() } },
      'match': () => sinon.match(1, 2, 3), 'match type': () => sinon.match.typeOf(1), 'match instanceOf': () => sinon.match.instanceOf(1), 'match has': () => sinon.match.has(1), 'match every': () => sinon.match.every(1), 'match some': () => sinon.match.some(1),
      'spy getter': () => sinon.spy(obj(), 'g', ['nope']), 'stub getter': () => sinon.stub(obj(), 'g').get(1), 'stub value': () => sinon.stub(obj(), 'a').value(), 'sandbox fake timers twice': () => { const s = sinon.createSandbox(); try { s.useFakeTimers(); s.useFakeTimers() } finally { s.restore() } },
      'define': () => { const o = {}; sinon.define(o, 'a', 1); sinon.define(o, 'a', 2) }, 'spy invoke': () => sinon.spy(1), 'stub non-object': () => sinon.stub(1, 'a'), 'stub frozen': () => sinon.stub(Object.freeze({ a () {} }), 'a')
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('sinon', k, f)
  },

  async typeorm () {
    const { DataSource, EntitySchema } = requireHere('typeorm')
    const User = new EntitySchema({ name: 'User', columns: { id: { type: Number, primary: true, generated: true }, name: { type: String, unique: true }, age: { type: Number, nullable: true } } })
    const Post = new EntitySchema({ name: 'Post', columns: { id: { type: Number, primary: true, generated: true }, title: { type: String } }, relations: { author: { type: 'many-to-one', target: 'User' } } })
    const ds = new DataSource({ type: 'sqljs', entities: [User, Post], synchronize: true, logging: false })
    await ds.initialize()
    const users = ds.getRepository('User')
    await users.save({ name: 'a' })
    const bad = {
      'driver': () => new DataSource({ type: 'nope' }), 'driver missing package': () => new DataSource({ type: 'mysql' }).initialize(), 'options type': () => new DataSource({}), 'initialize twice': () => ds.initialize(),
      'destroy not connected': () => new DataSource({ type: 'sqljs' }).destroy(), 'query not connected': () => new DataSource({ type: 'sqljs' }).query('SELECT 1'), 'metadata': () => ds.getRepository('Nope').find(), 'metadata class': () => ds.getMetadata(class Nope {}),
      'findOneOrFail': () => users.findOneOrFail({ where: { id: 99 } }), 'findOneByOrFail': () => users.findOneByOrFail({ name: 'nope' }), 'property': () => users.find({ where: { nope: 1 } }), 'order property': () => users.find({ order: { nope: 'ASC' } }),
      'select property': () => users.find({ select: { nope: true } }), 'relation': () => ds.getRepository('Post').find({ relations: { nope: true } }), 'relations string': () => ds.getRepository('Post').find({ relations: ['nope'] }),
      'unique': () => users.save({ name: 'a' }), 'query syntax': () => ds.query('SELEC 1'), 'query table': () => ds.query('SELECT * FROM nope'), 'save type': () => users.save(1), 'insert column': () => users.insert({ nope: 1 }),
      'update empty': () => users.update({ id: 1 }, {}), 'update criteria': () => users.update({}, { name: 'b' }), 'delete criteria': () => users.delete({}), 'increment type': () => users.increment({ id: 1 }, 'name', 'x'), 'increment column': () => users.increment({ id: 1 }, 'nope', 1),
      'builder alias': () => ds.createQueryBuilder().select().from('Nope', 'n').getMany(), 'builder where': () => users.createQueryBuilder('u').where('u.nope = :x', { x: 1 }).getMany(), 'builder param': () => users.createQueryBuilder('u').where('u.id = :x').getMany(),
      'builder orderBy': () => users.createQueryBuilder('u').orderBy('u.nope').getMany(), 'builder join': () => users.createQueryBuilder('u').leftJoinAndSelect('u.nope', 'n').getMany(), 'builder lock': () => users.createQueryBuilder('u').setLock('pessimistic_write').getMany(),
      'builder limit': () => users.createQueryBuilder('u').take('x').getMany(), 'builder param name': () => users.createQueryBuilder('u').where('u.id = :x-y', { 'x-y': 1 }).getMany(), 'builder update values': () => users.createQueryBuilder().update().execute(),
      'queryRunner released': async () => { const q = ds.createQueryRunner(); await q.release(); return q.query('SELECT 1') }, 'transaction twice': async () => { const q = ds.createQueryRunner(); await q.startTransaction(); try { await q.startTransaction() } finally { await q.rollbackTransaction(); await q.release() } },
      'commit no transaction': async () => { const q = ds.createQueryRunner(); try { await q.commitTransaction() } finally { await q.release() } }, 'column type': () => new DataSource({ type: 'sqljs', entities: [new EntitySchema({ name: 'Bad', columns: { id: { type: 'nopetype', primary: true } } })] }).initialize(),
      'no primary': () => new DataSource({ type: 'sqljs', entities: [new EntitySchema({ name: 'NoPk', columns: { a: { type: String } } })] }).initialize(), 'relation target': () => new DataSource({ type: 'sqljs', entities: [new EntitySchema({ name: 'R', columns: { id: { type: Number, primary: true } }, relations: { x: { type: 'many-to-one', target: 'Missing' } } })] }).initialize(),
      'migrations': () => ds.runMigrations(), 'undo migration': () => ds.undoLastMigration(), 'entity schema name': () => new DataSource({ type: 'sqljs', entities: [1] }).initialize(), 'findBy in': () => users.findBy({ id: { nope: 1 } }),
      'softDelete': () => users.softDelete({ id: 1 }), 'restore': () => users.restore({ id: 1 }), 'preload': () => users.preload({ nope: 1 }), 'upsert': () => users.upsert({ name: 'c' }, ['nope']), 'exist query': () => users.exists({ where: { id: 'x' } }).then((x) => x.x.y)
    }
    for (const [k, f] of Object.entries(bad)) await rec.record('typeorm', k, f)
    await ds.destroy()
  },
}

async function main () {
  for (const p of pkgs) {
    if (!suites[p]) { process.stderr.write(`cases.js: no cases for ${p}\n`); process.exitCode = 1; continue }
    await suites[p]()
  }
  for (const p of Object.keys(suites)) if (!pkgs.includes(p)) process.stderr.write(`cases.js: ${p} is not in ${process.argv[2]}\n`)
  rec.write()
}

main().catch((e) => { process.stderr.write(`cases.js: ${e.stack}\n`); process.exit(1) })
