"""The calls heldout.py makes: (suite, label, thunk) triples, each expected
to raise from an installed Debian python3-* package of packages.txt.
Inputs are tables of bad values; nothing is random and nothing reads the
clock or the network."""
import datetime
import io
import os
import tempfile


def cases(report):
    """Every suite's (suite, label, thunk); a suite whose table cannot be
    built (an API the installed version lacks) is reported and skipped
    from there on."""
    for name, fn in sorted(SUITES.items()):
        try:
            for label, thunk in fn():
                yield name, label, thunk
        except Exception as e:  # noqa: BLE001 - the generator's own failure
            report(f"{name}: building cases failed: {type(e).__name__}: {e}")


def table(prefix, values, fn):
    """(label, thunk) for fn(v) of every v in values."""
    for v in values:
        yield f"{prefix} {v!r}", (lambda v=v: fn(v))


def attr_cases():
    import attr
    import attrs

    @attr.s
    class C:
        x = attr.ib(validator=attr.validators.instance_of(int))
        y = attr.ib(default=1, validator=[attr.validators.in_([1, 2])])

    @attrs.frozen
    class F:
        a: int = attrs.field(validator=attrs.validators.and_(attrs.validators.gt(0), attrs.validators.lt(10)))
        b: str = attrs.field(default="x", validator=attrs.validators.matches_re(r"^x+$"))
        c: list = attrs.field(factory=list, validator=attrs.validators.deep_iterable(attrs.validators.instance_of(int)))
        d: dict = attrs.field(factory=dict, validator=attrs.validators.deep_mapping(attrs.validators.instance_of(str), attrs.validators.instance_of(int)))
        e: object = attrs.field(default=None, validator=attrs.validators.optional(attrs.validators.is_callable()))
        f: str = attrs.field(default="ab", validator=[attrs.validators.max_len(3), attrs.validators.min_len(1)])
        g: int = attrs.field(default=5, validator=attrs.validators.not_(attrs.validators.in_([7])))
        h: object = attrs.field(default=None, validator=attrs.validators.optional(attrs.validators.provides(object)) if hasattr(attrs.validators, "provides") else None)

    yield "instance_of", lambda: C("a")
    yield "in_", lambda: C(1, 3)
    yield "missing arg", lambda: C()
    yield "frozen setattr", lambda: setattr(F(1), "a", 2)
    yield "frozen delattr", lambda: delattr(F(1), "a")
    yield "gt", lambda: F(0)
    yield "lt", lambda: F(11)
    yield "matches_re", lambda: F(1, "y")
    yield "deep_iterable", lambda: F(1, c=["a"])
    yield "deep_iterable type", lambda: F(1, c=1)
    yield "deep_mapping", lambda: F(1, d={1: 1})
    yield "deep_mapping value", lambda: F(1, d={"a": "b"})
    yield "is_callable", lambda: F(1, e=1)
    yield "max_len", lambda: F(1, f="abcd")
    yield "min_len", lambda: F(1, f="")
    yield "not_", lambda: F(1, g=7)
    yield "evolve bad", lambda: attrs.evolve(F(1), nope=1)
    yield "evolve not attrs", lambda: attrs.evolve(1)
    yield "fields not class", lambda: attrs.fields(1)
    yield "fields not attrs", lambda: attrs.fields(int)
    yield "fields_dict not attrs", lambda: attrs.fields_dict(int)
    yield "asdict not attrs", lambda: attrs.asdict(1)
    yield "assoc bad", lambda: attr.assoc(C(1), nope=1)
    yield "validate", lambda: attr.validate(C.__new__(C))
    yield "no default after default", lambda: attr.make_class("X", {"a": attr.ib(default=1), "b": attr.ib()})
    yield "default and factory", lambda: attr.ib(default=1, factory=list)
    yield "converter and convert", lambda: attrs.field(converter=1, validator=1)
    yield "slots weakref", lambda: attr.s(slots=True, weakref_slot=True, auto_attribs=True)(type("X", (), {"__annotations__": {"a": "int"}, "a": attr.ib()}))
    yield "auto_attribs unannotated", lambda: attr.s(auto_attribs=True)(type("X", (), {"a": attr.ib()}))
    yield "resolve_types", lambda: attr.resolve_types(1)
    yield "frozen cached hash", lambda: attr.s(frozen=False, cache_hash=True, hash=True)(type("X", (), {}))
    yield "has", lambda: attr.has(1)
    yield "instance_of tuple", lambda: attr.validators.instance_of((int, str))(None, attr.fields(C).x, 1.5)
    yield "optional list", lambda: attr.validators.optional([attr.validators.instance_of(int)])(None, attr.fields(C).x, "a")
    yield "lt type", lambda: attrs.validators.lt(1)(None, attr.fields(C).x, "a")
    yield "converters optional", lambda: attr.converters.optional(int)("x")
    yield "to_bool", lambda: attr.converters.to_bool("maybe")
    yield "default_if_none", lambda: attr.converters.default_if_none()
    yield "pipe", lambda: attr.converters.pipe(int, str)("x")


def click_cases():
    import click
    from click.testing import CliRunner  # noqa: F401 - loads the same modules a user has

    @click.command()
    @click.option("--n", type=int, required=True)
    @click.option("--c", type=click.Choice(["red", "blue"]))
    @click.option("--r", type=click.IntRange(0, 5))
    @click.option("--f", type=click.FloatRange(0, 1, min_open=True))
    @click.option("--p", type=click.Path(exists=True))
    @click.option("--d", type=click.DateTime(["%Y-%m-%d"]))
    @click.option("--u", type=click.UUID)
    @click.option("--b", type=click.BOOL)
    @click.option("--t", type=(int, str))
    @click.option("--fl", type=float)
    @click.argument("a", nargs=2, required=False)
    def cli(**kw):
        pass

    for argv in [["--n", "x"], [], ["--n", "1", "--c", "green"], ["--n", "1", "--r", "9"], ["--n", "1", "--f", "0"], ["--n", "1", "--p", "/nonexistent"],
                 ["--n", "1", "--d", "x"], ["--n", "1", "--u", "x"], ["--n", "1", "--b", "maybe"], ["--n", "1", "--t", "x", "y"], ["--n", "1", "--fl", "x"],
                 ["--n", "1", "--nope"], ["--n", "1", "a"], ["--n", "1", "a", "b", "c"], ["--n"], ["--n", "1", "--c"], ["-x"]]:
        yield f"main {argv!r}", (lambda a=argv: cli.main(a, standalone_mode=False))

    @click.group()
    def grp():
        pass

    @grp.command()
    @click.option("--x", is_flag=True, flag_value=1, type=int)
    def sub(x):
        raise click.BadParameter("sub failed", param_hint="'--x'")

    yield "group no command", lambda: grp.main(["nope"], standalone_mode=False)
    yield "group sub raises", lambda: grp.main(["sub"], standalone_mode=False)
    yield "ClickException", lambda: click.Context(cli).fail("ctx fail")
    yield "Abort", lambda: click.Context(cli).abort()
    yield "option bad decls", lambda: click.Option(["x"])
    yield "option no name", lambda: click.Option([])
    yield "argument multiple names", lambda: click.Argument(["a", "b"])
    yield "option nargs -1", lambda: click.Option(["--x"], nargs=-1)
    yield "option count flag", lambda: click.Option(["--x"], count=True, is_flag=True, type=str)
    yield "option prompt flag", lambda: click.Option(["--x"], prompt=True, multiple=True, is_flag=True)
    yield "argument default required", lambda: click.Argument(["a"], required=True, default=1).get_default(click.Context(cli))
    yield "Choice convert", lambda: click.Choice(["a"]).convert("b", None, None)
    yield "IntRange convert", lambda: click.IntRange(max=1).convert(5, None, None)
    yield "File convert", lambda: click.File("r").convert("/nonexistent/x", None, None)
    yield "Path dir", lambda: click.Path(file_okay=False, exists=True).convert("/etc/hostname", None, None)
    yield "Path file", lambda: click.Path(dir_okay=False, exists=True).convert("/etc", None, None)
    yield "Tuple convert", lambda: click.Tuple([int, int]).convert(("1",), None, None)
    yield "echo_via_pager", lambda: click.style("x", fg="nope")
    yield "unstyle bad", lambda: click.style("x", bg="nope")
    yield "getchar", lambda: click.get_text_stream("nope")
    yield "open_file", lambda: click.open_file("/nonexistent/x")
    yield "format_filename", lambda: click.Context(cli).find_object(1).x
    yield "get_current_context", lambda: click.get_current_context()
    yield "command name None", lambda: click.Group().add_command(click.Command(None))
    yield "param type bad", lambda: click.Option(["--x"], type=click.Choice)


def babel_cases():
    from babel import Locale, UnknownLocaleError, dates, numbers, units, lists  # noqa: F401
    yield from table("Locale.parse", ["xx_YY", "", "en-", "en_US_POSIX_x", "1", "zz", "en@x", "de_DE.UTF-8x"], Locale.parse)
    yield "Locale bad", lambda: Locale("nope")
    yield "Locale.parse type", lambda: Locale.parse(1)
    yield "negotiate bad", lambda: Locale.negotiate(["de"], [1])
    yield "format_date bad format", lambda: dates.format_date(datetime.date(2020, 1, 1), format="nope", locale="en")
    yield "format_date pattern", lambda: dates.format_date(datetime.date(2020, 1, 1), format="yyyy '", locale="en")
    yield "format_date field", lambda: dates.format_date(datetime.date(2020, 1, 1), format="yyyy B", locale="en")
    yield "format_datetime tz", lambda: dates.format_datetime(datetime.datetime(2020, 1, 1), tzinfo="Mars/Base", locale="en")
    yield "get_timezone", lambda: dates.get_timezone("Mars/Base")
    yield "parse_date", lambda: dates.parse_date("x", locale="en")
    yield "parse_date iso", lambda: dates.parse_date("2020-13-45", locale="en", format="short")
    yield "parse_time", lambda: dates.parse_time("x", locale="en")
    yield "parse_pattern", lambda: dates.parse_pattern("yyyy 'x")
    yield "format_timedelta granularity", lambda: dates.format_timedelta(datetime.timedelta(1), granularity="nope", locale="en")
    yield "format_timedelta format", lambda: dates.format_timedelta(datetime.timedelta(1), format="nope", locale="en")
    yield "format_skeleton", lambda: dates.format_skeleton("nope", datetime.datetime(2020, 1, 1), locale="en")
    yield "format_interval", lambda: dates.format_interval(datetime.date(2020, 1, 1), 1, locale="en")
    yield "get_period_names", lambda: dates.get_period_names(width="nope", locale="en")["x"]
    yield from table("parse_decimal", ["x", "1,2,3.4.5", "", "1..2", "--1"], lambda s: numbers.parse_decimal(s, locale="en", strict=True))
    yield "parse_number", lambda: numbers.parse_number("x", locale="en")
    yield "parse_pattern bad", lambda: numbers.parse_pattern("#.#.#")
    yield "format_currency bad", lambda: numbers.format_currency(1, "XXXX", locale="en", format_type="nope")
    yield "format_currency strict", lambda: numbers.format_currency(1, "NOPE", locale="en", currency_digits=True, format_type="name")
    yield "format_decimal type", lambda: numbers.format_decimal("x", locale="en")
    yield "format_percent", lambda: numbers.format_percent(1, format="#%%%'", locale="en")
    yield "units format", lambda: units.format_unit(1, "nope", locale="en")
    yield "units compound", lambda: units.format_compound_unit(1, "nope", 2, "nope2", locale="en")
    yield "lists format style", lambda: lists.format_list(["a", "b"], style="nope", locale="en")
    yield "plural rule", lambda: __import__("babel.plural", fromlist=["x"]).PluralRule({"one": "n is x"})
    yield "plural rule tag", lambda: __import__("babel.plural", fromlist=["x"]).PluralRule({"nope": "n is 1"})
    yield "plural rule syntax", lambda: __import__("babel.plural", fromlist=["x"]).PluralRule({"one": "n in 1..2 and"})
    yield "messages pofile", lambda: list(__import__("babel.messages.pofile", fromlist=["x"]).read_po(io.BytesIO(b'msgid "a"\nmsgstr "b\n'), abort_invalid=True))
    yield "messages mofile", lambda: __import__("babel.messages.mofile", fromlist=["x"]).read_mo(io.BytesIO(b"nope"))
    yield "messages catalog", lambda: __import__("babel.messages.catalog", fromlist=["x"]).Catalog(locale="xx_YY")
    yield "support format", lambda: __import__("babel.support", fromlist=["x"]).Format(locale="nope")


def pygments_cases():
    import pygments
    from pygments import lexers, formatters, styles, util, filters
    yield from table("get_lexer_by_name", ["nope", "", "python3x"], lexers.get_lexer_by_name)
    yield "get_lexer_for_filename", lambda: lexers.get_lexer_for_filename("x.nope")
    yield "get_lexer_for_mimetype", lambda: lexers.get_lexer_for_mimetype("nope/x")
    yield "guess_lexer_for_filename", lambda: lexers.guess_lexer_for_filename("x.nope", "x")
    yield "load_lexer_from_file", lambda: lexers.load_lexer_from_file("/nonexistent/x.py")
    yield "find_lexer_class_by_name", lambda: lexers.find_lexer_class_by_name("nope")
    yield "get_formatter_by_name", lambda: formatters.get_formatter_by_name("nope")
    yield "get_formatter_for_filename", lambda: formatters.get_formatter_for_filename("x.nope")
    yield "load_formatter_from_file", lambda: formatters.load_formatter_from_file("/nonexistent/x.py")
    yield "get_style_by_name", lambda: styles.get_style_by_name("nope")
    yield "get_filter_by_name", lambda: filters.get_filter_by_name("nope")
    yield "HtmlFormatter style", lambda: formatters.HtmlFormatter(style="nope")
    yield "HtmlFormatter linenos", lambda: formatters.HtmlFormatter(linenos="x", linenostart="y")
    yield "option bool", lambda: util.get_bool_opt({"a": "maybe"}, "a")
    yield "option int", lambda: util.get_int_opt({"a": "x"}, "a")
    yield "option list", lambda: util.get_list_opt({"a": 1}, "a")
    yield "option choice", lambda: util.get_choice_opt({"a": "x"}, "a", ["b"])
    yield "option bool type", lambda: util.get_bool_opt({"a": []}, "a")
    yield "option int type", lambda: util.get_int_opt({"a": []}, "a")
    yield "highlight bad lexer", lambda: pygments.highlight("x", 1, formatters.NullFormatter())
    yield "highlight bad formatter", lambda: pygments.highlight("x", lexers.PythonLexer(), 1)
    yield "lex class", lambda: list(pygments.lex("x", lexers.PythonLexer))
    yield "format class", lambda: pygments.format([], formatters.NullFormatter)
    yield "raiseonerror", lambda: list(lexers.JsonLexer(filters=["raiseonerror"]).get_tokens("{ @ }"))
    yield "keywordcase", lambda: filters.get_filter_by_name("keywordcase", case="nope")
    yield "ImageFormatter", lambda: formatters.get_formatter_by_name("png")
    yield "style bad color", lambda: type("S", (styles.get_style_by_name("default"),), {"styles": {pygments.token.Name: "#zzzzzz"}})
    yield "style bad key", lambda: type("S", (styles.get_style_by_name("default"),), {"styles": {pygments.token.Name: "nope"}})
    yield "RegexLexer bad regex", lambda: list(type("L", (pygments.lexer.RegexLexer,), {"tokens": {"root": [("(", pygments.token.Text)]}})().get_tokens("x"))
    yield "RegexLexer bad state", lambda: list(type("L", (pygments.lexer.RegexLexer,), {"tokens": {"root": [("x", pygments.token.Text, "nope")]}})().get_tokens("x"))
    yield "RegexLexer bad action", lambda: list(type("L", (pygments.lexer.RegexLexer,), {"tokens": {"root": [("x", 1)]}})().get_tokens("x"))


def docutils_cases():
    from docutils.core import publish_string, publish_doctree
    from docutils.utils import SystemMessage
    from docutils import frontend, nodes, utils  # noqa: F401
    opts = {"halt_level": 2, "report_level": 5, "input_encoding": "unicode"}
    for src in ["Title\n===\n", "`x", "**x", ".. nope::", ".. image::", "* a\n b", ".. [1] x\n\n[2]_", "x_\n", ".. |x| nope::", "|x|", ":nope:`x`",
                ".. include:: /nonexistent", ".. raw::", "+--+\n|a\n+--+", "=====\nTitle\n====", ".. code:: nope\n\n  x", "``x", "x\n--\n\ny\n==\n\nz\n--\n==",
                ".. csv-table::\n\n   \"a", ".. list-table::\n\n   * x", ".. math::", ".. contents:: x y", ".. role:: x(nope)", ".. admonition::", "__ x",
                ".. _a:\n.. _a:\n\nx", "`a <b>`__ `a <c>`__\n\n`a`_", "[#]_", ".. sectnum:: x", ".. figure:: x.png\n   :width: x"]:
        yield f"publish {src!r}", (lambda s=src: publish_doctree(s, settings_overrides=opts))
    yield "writer bad", lambda: publish_string("x", writer_name="nope")
    yield "reader bad", lambda: publish_string("x", reader_name="nope")
    yield "parser bad", lambda: publish_string("x", parser_name="nope")
    yield "setting bad", lambda: publish_string("x", settings_overrides={"halt_level": 2, "report_level": 5, "tab_width": "x", "input_encoding": "unicode"})
    yield "node bad", lambda: nodes.Element().__getitem__(1.5)
    yield "node replace", lambda: nodes.Element().replace_self(1)
    yield "node setdefault", lambda: nodes.Element()["nope"]
    yield "frontend validate_colon", lambda: frontend.validate_colon_separated_string_list("x", None, None)[5]
    yield "utils get_stylesheet", lambda: utils.get_stylesheet_list(frontend.Values({"stylesheet": 1, "stylesheet_path": 1}))
    yield "SystemMessage", lambda: utils.Reporter("x", 1, 1).severe("sev")
    yield "unescape", lambda: utils.column_width(1)
    yield "decode_path", lambda: utils.decode_path(1)


def jsonschema_cases():
    import jsonschema
    from jsonschema import Draft7Validator, exceptions, validators  # noqa: F401
    for schema, inst in [({"type": "string"}, 1), ({"type": "number", "maximum": 1}, 2), ({"required": ["a"]}, {}), ({"enum": [1]}, 2), ({"minLength": 3}, "a"),
                         ({"pattern": "^a$"}, "b"), ({"items": {"type": "number"}}, ["a"]), ({"additionalProperties": False}, {"a": 1}),
                         ({"const": 1}, 2), ({"anyOf": [{"type": "string"}, {"type": "number"}]}, True), ({"oneOf": [{}, {}]}, 1), ({"not": {}}, 1),
                         ({"minItems": 2}, [1]), ({"uniqueItems": True}, [1, 1]), ({"multipleOf": 3}, 4), ({"dependentRequired": {"a": ["b"]}}, {"a": 1}),
                         ({"contains": {"const": 1}}, [2]), ({"exclusiveMinimum": 1}, 1), ({"propertyNames": {"maxLength": 1}}, {"ab": 1}),
                         ({"maxProperties": 0}, {"a": 1}), ({"if": {"const": 1}, "then": {"const": 2}}, 1), ({"maxLength": 1}, "ab"),
                         ({"maxItems": 0}, [1]), ({"minProperties": 1}, {}), ({"minimum": 5}, 1), ({"exclusiveMaximum": 1}, 1), ({"prefixItems": [{"type": "string"}], "items": False}, ["a", 1]),
                         ({"unevaluatedProperties": False}, {"a": 1}), ({"dependentSchemas": {"a": {"required": ["b"]}}}, {"a": 1}), ({"type": ["string", "null"]}, 1),
                         ({"$ref": "#/$defs/x", "$defs": {"x": {"type": "string"}}}, 1), ({"minContains": 2, "contains": {"const": 1}}, [1]), ({"format": "email"}, "x")]:
        yield f"validate {schema!r} {inst!r}", (lambda s=schema, i=inst: jsonschema.validate(i, s, format_checker=jsonschema.FormatChecker()))
    yield "schema bad type", lambda: jsonschema.validate(1, {"type": 1})
    yield "schema bad minimum", lambda: jsonschema.validate(1, {"minimum": "x"})
    yield "check_schema", lambda: Draft7Validator.check_schema({"type": "nope"})
    yield "ref unresolvable", lambda: jsonschema.validate(1, {"$ref": "#/nope"})
    yield "ref remote", lambda: jsonschema.validate(1, {"$ref": "nope://x"})
    yield "FormatChecker bad", lambda: jsonschema.FormatChecker().check("x", "ipv4")
    yield "FormatChecker date", lambda: jsonschema.FormatChecker().check("2020-13-01", "date")
    yield "extend bad", lambda: validators.extend(Draft7Validator, {"x": 1})({"x": 1}).validate(1)
    yield "RefResolver", lambda: jsonschema.RefResolver("", {}).resolve("#/nope")
    yield "TypeChecker", lambda: Draft7Validator.TYPE_CHECKER.is_type(1, "nope")
    yield "TypeChecker remove", lambda: Draft7Validator.TYPE_CHECKER.remove("nope")


def lxml_cases():
    from lxml import etree, html, objectify
    yield from table("fromstring", ["<a>", "<a></b>", "</a>", "<a b=1/>", "<a b='1' b='2'/>", "x<a/>", "<1a/>", "<a>&x;</a>", "", "<a/><b/>", "<?xml version='9'?><a/>",
                                    "<a xmlns:x=''><x:b/></a>", "<a>\x01</a>", "<!DOCTYPE a [<!ENTITY x>]><a/>"], etree.fromstring)
    yield "fromstring unicode decl", lambda: etree.fromstring("<?xml version='1.0' encoding='utf-8'?><a/>")
    yield "XPath syntax", lambda: etree.XPath("//[")
    yield "xpath eval", lambda: etree.fromstring("<a/>").xpath("nope(")
    yield "xpath function", lambda: etree.fromstring("<a/>").xpath("nope()")
    yield "xpath variable", lambda: etree.fromstring("<a/>").xpath("$x")
    yield "XSLT bad", lambda: etree.XSLT(etree.fromstring("<a/>"))
    yield "XMLSchema bad", lambda: etree.XMLSchema(etree.fromstring("<a/>"))
    yield "RelaxNG bad", lambda: etree.RelaxNG(etree.fromstring("<a/>"))
    yield "DTD bad", lambda: etree.DTD(io.StringIO("<!ELEMENT"))
    yield "Element bad tag", lambda: etree.Element("1a")
    yield "Element empty tag", lambda: etree.Element("")
    yield "SubElement bad", lambda: etree.SubElement(1, "a")
    yield "set attribute bad", lambda: etree.Element("a").set("1b", "x")
    yield "text control", lambda: setattr(etree.Element("a"), "text", "\x01")
    yield "append self", lambda: (lambda e: e.append(e))(etree.Element("a"))
    yield "QName bad", lambda: etree.QName("")
    yield "tostring bad", lambda: etree.tostring(1)
    yield "tostring method", lambda: etree.tostring(etree.Element("a"), method="nope")
    yield "parse missing", lambda: etree.parse("/nonexistent/x.xml")
    yield "iterparse bad", lambda: list(etree.iterparse(io.BytesIO(b"<a>")))
    yield "html fromstring empty", lambda: html.fromstring("")
    yield "html fragment_fromstring", lambda: html.fragment_fromstring("<a/><b/>")
    yield "objectify bad", lambda: objectify.fromstring("<a>")
    yield "Element index", lambda: etree.Element("a")[5]
    yield "clear nsmap", lambda: etree.Element("a", nsmap={"1x": "u"})


def msgpack_cases():
    import msgpack
    from msgpack import fallback
    for data in [b"\xc1", b"\x92\x01", b"\xd9", b"\x81\x01", b"\x93\x01\x02\x03\x04", b"", b"\xc7\x01", b"\xdd\xff\xff\xff\xff"]:
        yield f"unpackb {data!r}", (lambda d=data: msgpack.unpackb(d))
        yield f"fallback unpackb {data!r}", (lambda d=data: fallback.unpackb(d))
    yield "packb object", lambda: msgpack.packb(object())
    yield "fallback packb object", lambda: fallback.Packer().pack(object())
    yield "packb bigint", lambda: msgpack.packb(2 ** 70)
    yield "fallback packb bigint", lambda: fallback.Packer().pack(2 ** 70)
    yield "unpackb max_str_len", lambda: msgpack.unpackb(msgpack.packb("abc"), max_str_len=1)
    yield "fallback max_str_len", lambda: fallback.unpackb(msgpack.packb("abc"), max_str_len=1)
    yield "unpackb map key", lambda: msgpack.unpackb(b"\x81\x90\x01", strict_map_key=True)
    yield "fallback map key", lambda: fallback.unpackb(b"\x81\x90\x01", strict_map_key=True)
    yield "Unpacker bad option", lambda: fallback.Unpacker(object_hook=1)
    yield "Unpacker both hooks", lambda: fallback.Unpacker(object_hook=dict, object_pairs_hook=dict)
    yield "Unpacker read_size", lambda: fallback.Unpacker(read_size=10, max_buffer_size=1)
    yield "Unpacker feed full", lambda: fallback.Unpacker(max_buffer_size=1).feed(b"abc")
    yield "Unpacker no file", lambda: fallback.Unpacker(1)
    yield "Packer default", lambda: fallback.Packer(default=1)
    yield "ExtType code", lambda: msgpack.ExtType(200, b"")
    yield "ExtType data", lambda: msgpack.ExtType(1, "x")
    yield "Timestamp bad", lambda: msgpack.Timestamp(1, 10 ** 10)
    yield "Timestamp from_bytes", lambda: msgpack.Timestamp.from_bytes(b"abc")
    yield "Timestamp type", lambda: msgpack.Timestamp("x")
    yield "fallback ext hook", lambda: fallback.unpackb(b"\xd4\x01\x00", ext_hook=1)


def ply_cases():
    from ply import lex, yacc

    class BadLexer:
        tokens = ("NUM",)
        t_NUM = r"\d+"

        def t_error(self, t):
            raise SyntaxError(f"illegal character {t.value[0]!r}")

    yield "lex no tokens", lambda: lex.lex(module=type("M", (), {})(), errorlog=lex.NullLogger())
    yield "lex bad regex", lambda: lex.lex(module=type("M", (), {"tokens": ("A",), "t_A": "("})(), errorlog=lex.NullLogger())
    yield "lex undefined token", lambda: lex.lex(module=type("M", (), {"tokens": ("A",), "t_B": "b"})(), errorlog=lex.NullLogger())
    yield "lex input bad", lambda: lex.lex(module=BadLexer(), errorlog=lex.NullLogger()).input(1)
    yield "lex t_error raises", lambda: (lambda lx: (lx.input("1 x"), list(lx)))(lex.lex(module=BadLexer(), errorlog=lex.NullLogger()))
    yield "lex illegal no t_error", lambda: (lambda lx: (lx.input("x"), list(lx)))(lex.lex(module=type("M", (), {"tokens": ("A",), "t_A": "a"})(), errorlog=lex.NullLogger()))
    yield "lex begin bad state", lambda: lex.lex(module=type("M", (), {"tokens": ("A",), "t_A": "a"})(), errorlog=lex.NullLogger()).begin("nope")
    yield "lex states bad", lambda: lex.lex(module=type("M", (), {"tokens": ("A",), "t_A": "a", "states": 1})(), errorlog=lex.NullLogger())
    yield "yacc no grammar", lambda: yacc.yacc(module=type("M", (), {"tokens": ("A",)})(), debug=False, write_tables=False, errorlog=yacc.NullLogger())
    yield "yacc bad rule", lambda: yacc.yacc(module=type("M", (), {"tokens": ("A",), "p_x": lambda p: None})(), debug=False, write_tables=False, errorlog=yacc.NullLogger())
    yield "yacc unknown precedence", lambda: yacc.yacc(module=type("M", (), {"tokens": ("A",), "precedence": 1})(), debug=False, write_tables=False, errorlog=yacc.NullLogger())
    yield "grammar add_production", lambda: yacc.Grammar(["A"]).add_production("a", ["'xy'"])
    yield "grammar bad term", lambda: yacc.Grammar(["A"]).add_production("A", ["b"])
    yield "grammar set_precedence", lambda: (lambda g: (g.add_production("a", ["A"]), g.set_precedence("A", "left", 1)))(yacc.Grammar(["A"]))
    yield "grammar assoc", lambda: yacc.Grammar(["A"]).set_precedence("A", "nope", 1)
    yield "grammar start", lambda: yacc.Grammar(["A"]).set_start("nope")
    yield "grammar dup", lambda: (lambda g: (g.add_production("a", ["A"]), g.add_production("a", ["A"])))(yacc.Grammar(["A"]))
    yield "grammar prec", lambda: yacc.Grammar(["A"]).add_production("a", ["A", "%prec"])
    yield "grammar prec unknown", lambda: yacc.Grammar(["A"]).add_production("a", ["A", "%prec", "B"])
    yield "parse_grammar", lambda: yacc.parse_grammar("a : : b", "f", 1)
    yield "parse_grammar bar", lambda: yacc.parse_grammar("| b", "f", 1)


def sqlparse_cases():
    import sqlparse
    from sqlparse import formatter, engine, sql  # noqa: F401
    for opts in [{"keyword_case": "nope"}, {"identifier_case": "nope"}, {"output_format": "nope"}, {"strip_comments": "x"}, {"reindent": "x"},
                 {"indent_tabs": "x"}, {"indent_width": "x"}, {"indent_width": 0}, {"wrap_after": "x"}, {"wrap_after": -1}, {"comma_first": "x"},
                 {"right_margin": "x"}, {"right_margin": 5}, {"indent_columns": "x"}, {"use_space_around_operators": "x"}, {"strip_whitespace": "x"},
                 {"truncate_strings": "x"}, {"truncate_strings": 0}, {"reindent_aligned": "x"}, {"compact": "x"}]:
        yield f"format {opts!r}", (lambda o=opts: sqlparse.format("select 1", **o))
    yield "parse type", lambda: sqlparse.parse(1)
    yield "parse bytes encoding", lambda: sqlparse.parse(b"\xff\xfe", encoding="nope")
    yield "split type", lambda: sqlparse.split(None)
    yield "engine bad", lambda: list(engine.FilterStack().run(1))


def tabulate_cases():
    import tabulate
    yield "tabulate headers keys", lambda: tabulate.tabulate([[1]], headers="keys", showindex="nope")
    yield "tabulate showindex length", lambda: tabulate.tabulate([[1], [2]], showindex=[1])
    yield "tabulate dict headers", lambda: tabulate.tabulate({"a": [1]}, headers=["x", "y", "z"], showindex=[1, 2, 3])
    yield "tabulate data type", lambda: tabulate.tabulate(1)
    yield "tabulate firstrow", lambda: tabulate.tabulate([], headers="firstrow")[1]
    yield "tabulate colalign", lambda: tabulate.tabulate([[1]], colalign=("nope",))
    yield "tabulate numalign", lambda: tabulate.tabulate([[1]], numalign="nope")
    yield "tabulate floatfmt", lambda: tabulate.tabulate([[1.5]], floatfmt="q")
    yield "tabulate dataclass", lambda: tabulate.tabulate([object()], headers="keys")
    yield "tabulate missingval", lambda: tabulate.tabulate([[None]], missingval=1)


def tz_cases():
    import pytz
    yield from table("timezone", ["Mars/Base", "", "UTC/x", "../etc/passwd", "EST5EDTx"], pytz.timezone)
    yield "timezone type", lambda: pytz.timezone(1)
    yield "localize aware", lambda: pytz.timezone("Europe/Paris").localize(datetime.datetime(2020, 1, 1, tzinfo=pytz.utc))
    yield "localize ambiguous", lambda: pytz.timezone("Europe/Paris").localize(datetime.datetime(2020, 10, 25, 2, 30), is_dst=None)
    yield "localize nonexistent", lambda: pytz.timezone("Europe/Paris").localize(datetime.datetime(2020, 3, 29, 2, 30), is_dst=None)
    yield "normalize naive", lambda: pytz.timezone("Europe/Paris").normalize(datetime.datetime(2020, 1, 1))
    yield "utc localize aware", lambda: pytz.utc.localize(datetime.datetime(2020, 1, 1, tzinfo=pytz.utc))
    yield "utc normalize naive", lambda: pytz.utc.normalize(datetime.datetime(2020, 1, 1))
    yield "FixedOffset bad", lambda: pytz.FixedOffset(24 * 60)
    yield "fromutc bad", lambda: pytz.timezone("Europe/Paris").fromutc(datetime.datetime(2020, 1, 1, tzinfo=pytz.timezone("Asia/Tokyo")))
    yield "utc fromutc bad", lambda: pytz.utc.fromutc(1)
    yield "country_timezones", lambda: pytz.country_timezones["XX"]
    yield "country_names", lambda: pytz.country_names["XX"]
    yield "tzfile bad", lambda: __import__("pytz.tzfile", fromlist=["x"]).build_tzinfo("x", io.BytesIO(b"nope"))
    yield "open_resource", lambda: pytz.open_resource("../../nope")
    yield "StaticTzInfo localize aware", lambda: pytz.timezone("EST").localize(datetime.datetime(2020, 1, 1, tzinfo=pytz.utc))
    yield "StaticTzInfo normalize naive", lambda: pytz.timezone("EST").normalize(datetime.datetime(2020, 1, 1))


def ruamel_cases():
    from ruamel.yaml import YAML
    y = YAML(typ="rt")
    docs = ["a: [", "a: {", "- a\nb: 1", "a: b: c", "a: 'x", 'a: "x', "*a", "a: 1\na: 2", "%YAML 2.0\n---\na", "a\tb: 1", '"\\q"', "a: &x 1\nb: *y",
            "? [a\n: b", "a: @x", "a: `x", "a:\n  - b\n c: d", "\x07", "{a: 1, a: 2}", "a: !!int x", "%FOO\n---\na", "a: [b,,]", 'a: "\\u12"', "'a''",
            "a: >0\n b", "%YAML 1.1\n%YAML 1.1\n---\na", "- - - a\n  - b\n - c", "%TAG ! x\n%TAG ! y\n---\na", "!<x y", "a: !!set [1]", "a: !!omap [a]",
            "a:\n\tb", "[a]: 1\n[a]: 2", "a: |x\n  b", "--- a\n... x", "a: !!binary x!", "a: !!timestamp x", "a: !!float x", "a: !!map [1]"]
    for d in docs:
        yield f"load rt {d!r}", (lambda s=d: y.load(s))
        yield f"load safe {d!r}", (lambda s=d: YAML(typ="safe", pure=True).load(s))
    yield "dump object", lambda: YAML(typ="safe", pure=True).dump(object(), io.StringIO())
    yield "dump no stream", lambda: YAML().dump({"a": 1})
    yield "typ bad", lambda: YAML(typ="nope")
    yield "load unsafe", lambda: YAML(typ="safe", pure=True).load("!!python/object:os.system x")
    yield "indent bad", lambda: (lambda yy: (setattr(yy, "indent", None), yy.indent(sequence=4, offset=5), yy.dump([1], io.StringIO())))(YAML())
    yield "register bad", lambda: YAML().register_class(1)
    yield "version bad", lambda: (lambda yy: (setattr(yy, "version", (9, 9)), yy.dump(1, io.StringIO())))(YAML())


def cryptography_cases():
    from cryptography import x509
    from cryptography.fernet import Fernet, InvalidToken  # noqa: F401
    from cryptography.hazmat.primitives import hashes, serialization, padding
    from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
    from cryptography.hazmat.primitives.asymmetric import rsa, ec
    from cryptography.hazmat.primitives.kdf.pbkdf2 import PBKDF2HMAC
    key = b"\x00" * 32
    yield "Fernet bad key", lambda: Fernet(b"short")
    yield "Fernet decrypt bad", lambda: Fernet(Fernet.generate_key()).decrypt(b"nope")
    yield "Fernet decrypt type", lambda: Fernet(Fernet.generate_key()).decrypt(1)
    yield "Fernet encrypt type", lambda: Fernet(Fernet.generate_key()).encrypt("str")
    yield "AES key size", lambda: algorithms.AES(b"short")
    yield "AES key type", lambda: algorithms.AES("str")
    yield "CBC iv size", lambda: Cipher(algorithms.AES(key), modes.CBC(b"short")).encryptor()
    yield "GCM tag short", lambda: modes.GCM(b"\x00" * 12, tag=b"x")
    yield "GCM iv short", lambda: modes.GCM(b"")
    yield "GCM finalize no tag", lambda: Cipher(algorithms.AES(key), modes.GCM(b"\x00" * 12)).decryptor().finalize()
    yield "update after finalize", lambda: (lambda e: (e.finalize(), e.update(b"x")))(Cipher(algorithms.AES(key), modes.ECB()).encryptor())
    yield "ECB not block", lambda: (lambda e: (e.update(b"x"), e.finalize()))(Cipher(algorithms.AES(key), modes.ECB()).encryptor())
    yield "padding size", lambda: padding.PKCS7(7)
    yield "unpadder bad", lambda: (lambda u: (u.update(b"\x00" * 16), u.finalize()))(padding.PKCS7(128).unpadder())
    yield "hash name", lambda: hashes.Hash(hashes.SHA256()).finalize() and hashes.Hash(1)
    yield "hash finalize twice", lambda: (lambda h: (h.finalize(), h.finalize()))(hashes.Hash(hashes.SHA256()))
    yield "hash update type", lambda: hashes.Hash(hashes.SHA256()).update("str")
    yield "BLAKE2b size", lambda: hashes.BLAKE2b(32)
    yield "SHAKE size", lambda: hashes.SHAKE128(0)
    yield "PBKDF2 derive twice", lambda: (lambda k: (k.derive(b"p"), k.derive(b"p")))(PBKDF2HMAC(hashes.SHA256(), 32, b"s", 1))
    yield "PBKDF2 verify", lambda: PBKDF2HMAC(hashes.SHA256(), 32, b"s", 1).verify(b"p", b"x" * 32)
    yield "rsa public exponent", lambda: rsa.generate_private_key(public_exponent=4, key_size=2048)
    yield "rsa key size", lambda: rsa.generate_private_key(public_exponent=65537, key_size=256)
    yield "ec curve", lambda: ec.generate_private_key(1)
    yield "ec derive", lambda: ec.derive_private_key(0, ec.SECP256R1())
    yield "load_pem_private_key", lambda: serialization.load_pem_private_key(b"nope", None)
    yield "load_pem_public_key", lambda: serialization.load_pem_public_key(b"-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----\n")
    yield "load_der_private_key", lambda: serialization.load_der_private_key(b"\x30\x00", None)
    yield "load_ssh_public_key", lambda: serialization.load_ssh_public_key(b"ssh-nope AAAA")
    yield "load_ssh_public_key data", lambda: serialization.load_ssh_public_key(b"ssh-rsa !!!")
    yield "load_ssh_private_key", lambda: serialization.load_ssh_private_key(b"nope", None)
    yield "x509 pem", lambda: x509.load_pem_x509_certificate(b"nope")
    yield "x509 der", lambda: x509.load_der_x509_certificate(b"nope")
    yield "x509 csr", lambda: x509.load_pem_x509_csr(b"nope")
    yield "x509 name oid", lambda: x509.NameAttribute(x509.oid.NameOID.COUNTRY_NAME, "USA")
    yield "x509 name value", lambda: x509.NameAttribute(x509.oid.NameOID.COMMON_NAME, 1)
    yield "x509 builder", lambda: x509.CertificateBuilder().serial_number(-1)
    yield "x509 builder twice", lambda: x509.CertificateBuilder().serial_number(1).serial_number(2)
    yield "x509 builder sign", lambda: x509.CertificateBuilder().sign(ec.generate_private_key(ec.SECP256R1()), hashes.SHA256())
    yield "x509 DNSName", lambda: x509.DNSName(1)
    yield "x509 ObjectIdentifier", lambda: x509.ObjectIdentifier("nope")
    yield "x509 BasicConstraints", lambda: x509.BasicConstraints(ca=False, path_length=1)
    yield "x509 KeyUsage", lambda: x509.KeyUsage(True, True, True, True, True, False, True, False, False)
    yield "serialization encryption", lambda: serialization.BestAvailableEncryption(b"")


def dnspython_cases():
    import dns.name
    import dns.message
    import dns.rdata
    import dns.rdatatype
    import dns.rdataclass
    import dns.rdtypes  # noqa: F401
    import dns.zone
    import dns.ipv4
    import dns.ipv6
    import dns.reversename
    import dns.tokenizer
    import dns.edns  # noqa: F401
    import dns.ttl
    import dns.exception  # noqa: F401
    yield from table("name.from_text", ["a..b", "a" * 64 + ".com", ".".join(["a" * 60] * 5), "\\999", "a\\", "@.x"], dns.name.from_text)
    yield "name from_wire", lambda: dns.name.from_wire(b"\x05ab", 0)
    yield "name relativize", lambda: dns.name.from_text("a.b.").concatenate(dns.name.from_text("c."))
    yield "name label type", lambda: dns.name.Name([1])
    yield "rdatatype", lambda: dns.rdatatype.from_text("NOPE")
    yield "rdatatype big", lambda: dns.rdatatype.from_text("TYPE99999")
    yield "rdataclass", lambda: dns.rdataclass.from_text("NOPE")
    yield from table("rdata A", ["x", "1.2.3", "256.1.1.1"], lambda s: dns.rdata.from_text("IN", "A", s))
    yield from table("rdata AAAA", ["x", "1::2::3"], lambda s: dns.rdata.from_text("IN", "AAAA", s))
    yield from table("rdata MX", ["x", "10", "99999 a."], lambda s: dns.rdata.from_text("IN", "MX", s))
    yield "rdata SOA", lambda: dns.rdata.from_text("IN", "SOA", "a. b. 1 2 3")
    yield "rdata TXT", lambda: dns.rdata.from_text("IN", "TXT", '"a')
    yield "rdata CAA", lambda: dns.rdata.from_text("IN", "CAA", "999 issue x")
    yield "rdata SRV", lambda: dns.rdata.from_text("IN", "SRV", "1 2")
    yield "rdata CNAME", lambda: dns.rdata.from_text("IN", "CNAME", "a..b")
    yield "rdata DS", lambda: dns.rdata.from_text("IN", "DS", "1 2 3 zz")
    yield "rdata extra", lambda: dns.rdata.from_text("IN", "A", "1.2.3.4 5")
    yield "ipv4 inet_aton", lambda: dns.ipv4.inet_aton("x")
    yield "ipv4 inet_ntoa", lambda: dns.ipv4.inet_ntoa(b"abc")
    yield "ipv6 inet_aton", lambda: dns.ipv6.inet_aton("1::2::3")
    yield "ipv6 inet_ntoa", lambda: dns.ipv6.inet_ntoa(b"abc")
    yield "reversename", lambda: dns.reversename.to_address(dns.name.from_text("a.b."))
    yield "reversename from", lambda: dns.reversename.from_address("x")
    yield "ttl", lambda: dns.ttl.from_text("1x")
    yield "ttl empty", lambda: dns.ttl.from_text("")
    yield "ttl big", lambda: dns.ttl.from_text("99999999999")
    yield "tokenizer", lambda: dns.tokenizer.Tokenizer('"a').get()
    yield "tokenizer int", lambda: dns.tokenizer.Tokenizer("x").get_int()
    yield "tokenizer eol", lambda: dns.tokenizer.Tokenizer("a b").get_eol()
    yield "message from_wire", lambda: dns.message.from_wire(b"\x00" * 5)
    yield "message from_wire trailing", lambda: dns.message.from_wire(dns.message.make_query("a.", "A").to_wire() + b"x")
    yield "message from_text", lambda: dns.message.from_text("id x")
    yield "message make_query", lambda: dns.message.make_query("a.", "NOPE")
    yield "zone from_text", lambda: dns.zone.from_text("@ 300 IN A 1.2.3.4", origin="a.")
    yield "zone from_text bad", lambda: dns.zone.from_text("@ 300 IN SOA a. b. 1 2 3 4 5\n@ IN NOPE x", origin="a.")
    yield "zone no origin", lambda: dns.zone.from_text("@ 300 IN SOA a. b. 1 2 3 4 5")
    yield "zone $TTL", lambda: dns.zone.from_text("$TTL x\n@ 300 IN SOA a. b. 1 2 3 4 5", origin="a.")
    yield "zone $INCLUDE", lambda: dns.zone.from_text("$INCLUDE /nonexistent\n", origin="a.")


def email_validator_cases():
    from email_validator import validate_email
    for addr in ["x", "@a.com", "a@", "a@@b.com", "a b@c.com", "a@b", "a@-b.com", "a@b..com", "a" * 65 + "@b.com", "a@" + "b" * 64 + ".com", "a.@b.com",
                 ".a@b.com", "a..b@c.com", "a@b.c", "a@[1.2.3.4]", "a@localhost", "a@b.invalid", "a@b.123", "\u00e9@b.com", "a@\u0000.com", "a@b.com\n", "a\"b@c.com",
                 "a@xn--zz.com", "a@b_c.com", "a@" + ("b" * 63 + ".") * 4 + "com", "a@b.test", "a+b@b.onion"]:
        yield f"validate {addr!r}", (lambda a=addr: validate_email(a, check_deliverability=False))
    yield "validate smtputf8 off", lambda: validate_email("\u00e9@b.com", allow_smtputf8=False, check_deliverability=False)
    yield "validate bytes", lambda: validate_email(b"\xff@b.com", check_deliverability=False)
    yield "validate type", lambda: validate_email(1, check_deliverability=False)


def iso8601_cases():
    import iso8601
    yield from table("parse_date", ["x", "", "2020-13-01", "2020-01-32", "2020-01-01T25:00", "2020-01-01T10:00+25:00", "2020-02-30", "20201", "2020-W01",
                                    "2020-01-01T10:61", "2020-01-01T10:00:00.", "99999-01-01", "2020-01-01T10:00:00Zx"], iso8601.parse_date)
    yield "parse_date type", lambda: iso8601.parse_date(1)
    yield "parse_date default tz", lambda: iso8601.parse_date("2020-01-01", default_timezone="x").utcoffset()
    yield "FixedOffset", lambda: iso8601.iso8601.FixedOffset(99, 0, "x")


def parse_cases():
    import parse
    yield "parse bad format", lambda: parse.parse("{:nope}", "x")
    yield "parse bad format 2", lambda: parse.compile("{")
    yield "parse bad name", lambda: parse.compile("{a.}")
    yield "parse dup name", lambda: parse.parse("{a} {a:d}", "1 x")
    yield "parse repeated name types", lambda: parse.compile("{a:d} {a:w}")
    yield "parse bad align", lambda: parse.compile("{:=<>d}")
    yield "parse too many groups", lambda: parse.compile("{}" * 200).parse("x" * 200)
    yield "parse extra_types bad", lambda: parse.parse("{:x}", "1", extra_types={"x": 1})
    yield "parse ti", lambda: parse.parse("{:ti}", "2020-13-01")[0].x
    yield "parse tt", lambda: parse.parse("{:tt}", "25:00")
    yield "parse format_spec", lambda: parse.extract_format("<>^", {})
    yield "parse named empty", lambda: parse.parse("{a}", "x")["b"]
    yield "with_pattern bad", lambda: parse.with_pattern("(")(lambda s: s) and parse.parse("{:x}", "a", extra_types={"x": parse.with_pattern("(")(lambda s: s)})
    yield "search type", lambda: parse.search(1, "x")


def semantic_version_cases():
    import semantic_version as sv
    yield from table("Version", ["x", "1", "1.2", "1.2.3.4", "01.2.3", "1.2.3-", "1.2.3+", "1.2.3-01", "a.b.c", "", "1.2.3-a..b", "1.2.3+a..b", "v1.2.3"], sv.Version)
    yield "Version partial", lambda: sv.Version("1", partial=False)
    yield "Version major type", lambda: sv.Version(major="x", minor=0, patch=0)
    yield "Version mix", lambda: sv.Version("1.2.3", major=1)
    yield "Version negative", lambda: sv.Version(major=-1, minor=0, patch=0)
    yield "Version coerce", lambda: sv.Version.coerce("x")
    yield "Version compare", lambda: sv.Version("1.0.0") < "x"
    yield "Version next", lambda: sv.Version("1.0.0").truncate("nope")
    yield from table("SimpleSpec", [">>1", "~>x", "1.x.y", "=>1", ">=1 <", "^^1", "x y", "", "!1", ">=1.0.0,", "1 || 2"], sv.SimpleSpec)
    yield from table("NpmSpec", [">>1", "~>x", "1.x.y", "=>1", "^^1", "x y", "1 - ", "||", "1.2.3 - x"], sv.NpmSpec)
    yield "Spec", lambda: sv.Spec("nope")
    yield "validate", lambda: sv.validate(1)
    yield "compare bad", lambda: sv.compare("x", "1.0.0")
    yield "match bad", lambda: sv.match("x", "1.0.0")
    yield "BaseSpec", lambda: sv.base.BaseSpec.parse("x")


def unidiff_cases():
    from unidiff import PatchSet
    from unidiff.errors import UnidiffParseError  # noqa: F401
    diffs = ["--- a\n+++ b\n@@ -1 +1 @@\n", "--- a\n+++ b\n@@ -1,2 +1,2 @@\n-a\n+b\n", "--- a\n+++ b\n@@ x @@\n", "--- a\n+++ b\n@@ -1 +1 @@\n?a\n",
             "--- a\n+++ b\n@@ -1 +1 @@\n-a\n-b\n+c\n", "+++ b\n@@ -1 +1 @@\n-a\n+b\n", "--- a\n@@ -1 +1 @@\n-a\n+b\n", "--- a\n+++ b\n--- c\n+++ d\n@@ -1 +1 @@\n-a\n+b\n-x\n",
             "diff --git a/x b/x\nnew file mode 100644\n--- /dev/null\n+++ b/x\n@@ -0,0 +1,2 @@\n+a\n", "--- a\n+++ b\n@@ -1 +1 @@\n-a\n+b\n\\ x\n+c\n",
             "--- a\n+++ b\n@@ -1,0 +1,0 @@\n a\n"]
    for d in diffs:
        yield f"PatchSet {d!r}", (lambda s=d: PatchSet(s))
    yield "PatchSet bytes", lambda: PatchSet(b"--- a\n")
    yield "PatchSet from_filename", lambda: PatchSet.from_filename("/nonexistent/x.diff")
    yield "PatchSet from_string encoding", lambda: PatchSet.from_string(b"\xff", encoding="nope")
    yield "PatchSet metadata_only bad", lambda: PatchSet("--- a\n+++ b\n@@ -1 +1 @@\n-a\n+b\n+c\n", metadata_only=True)


def netaddr_cases():
    import netaddr
    yield from table("IPAddress", ["x", "1.2.3", "256.1.1.1", "1::2::3", "", "1.2.3.4/24", "::ffff:999.1.1.1"], netaddr.IPAddress)
    yield from table("IPNetwork", ["x", "1.2.3.4/33", "1.2.3.4/x", "::1/129", "", "1.2.3.4/255.0.255.0"], netaddr.IPNetwork)
    yield from table("EUI", ["x", "00:11:22", "00-11-22-33-44-zz", ""], netaddr.EUI)
    yield "IPAddress version", lambda: netaddr.IPAddress("1.2.3.4", version=9)
    yield "IPAddress int big", lambda: netaddr.IPAddress(2 ** 129)
    yield "IPAddress negative", lambda: netaddr.IPAddress(-1)
    yield "IPAddress flags", lambda: netaddr.IPAddress("1.2.3.4", flags=1 << 20)
    yield "IPRange reversed", lambda: netaddr.IPRange("1.2.3.4", "1.2.3.1")
    yield "IPRange versions", lambda: netaddr.IPRange("1.2.3.4", "::1")
    yield "IPSet bad", lambda: netaddr.IPSet(["x"])
    yield "IPGlob", lambda: netaddr.IPGlob("1.2.*.4")
    yield "glob_to_iprange", lambda: netaddr.glob_to_iprange("x")
    yield "cidr_merge", lambda: netaddr.cidr_merge(["x"])
    yield "cidr_abbrev_to_verbose", lambda: netaddr.IPNetwork("1.2", implicit_prefix=True, flags=netaddr.NOHOST)[10 ** 9]
    yield "spanning_cidr", lambda: netaddr.spanning_cidr(["1.2.3.4"])
    yield "iter_iprange", lambda: list(netaddr.iter_iprange("1.2.3.4", "::1"))
    yield "IPNetwork subnet", lambda: list(netaddr.IPNetwork("1.2.3.0/24").subnet(99))
    yield "IPNetwork supernet", lambda: netaddr.IPNetwork("1.2.3.0/24").supernet(99)[0].x
    yield "IPAddress add", lambda: netaddr.IPAddress("255.255.255.255") + 1
    yield "IPAddress sub", lambda: netaddr.IPAddress("0.0.0.0") - 1
    yield "EUI oui", lambda: netaddr.EUI("00-00-00-00-00-00").oui.registration()
    yield "OUI bad", lambda: netaddr.OUI("x")
    yield "IAB bad", lambda: netaddr.IAB("x")
    yield "valid_ipv4 type", lambda: netaddr.valid_ipv4(1.5)
    yield "strategy int_to_bits", lambda: netaddr.strategy.ipv4.int_to_bits(-1)
    yield "IPAddress ipv4 bad", lambda: netaddr.IPAddress("::1").ipv4()


def psutil_cases():
    import psutil
    yield "Process missing", lambda: psutil.Process(2 ** 22 + 12345)
    yield "Process negative", lambda: psutil.Process(-1)
    yield "Process type", lambda: psutil.Process("x")
    yield "pid_exists negative", lambda: psutil.pid_exists(-1) or psutil.Process(0).x
    yield "cpu_percent interval", lambda: psutil.cpu_percent(interval=-1)
    yield "cpu_times_percent interval", lambda: psutil.cpu_times_percent(interval=-1)
    yield "disk_usage missing", lambda: psutil.disk_usage("/nonexistent/x")
    yield "net_connections kind", lambda: psutil.net_connections(kind="nope")
    yield "Process connections kind", lambda: psutil.Process().connections(kind="nope")
    yield "Process nice bad", lambda: psutil.Process().nice("x")
    yield "Process rlimit bad", lambda: psutil.Process().rlimit(99999)
    yield "Process cpu_affinity bad", lambda: psutil.Process().cpu_affinity([99999])
    yield "Process cpu_affinity type", lambda: psutil.Process().cpu_affinity(["x"])
    yield "Process ionice bad", lambda: psutil.Process().ionice(99)
    yield "Process ionice value", lambda: psutil.Process().ionice(psutil.IOPRIO_CLASS_IDLE, value=3)
    yield "Process send_signal", lambda: psutil.Process().send_signal(99999)
    yield "Process wait timeout", lambda: psutil.Process().wait(timeout=-1)
    yield "Process memory_percent", lambda: psutil.Process().memory_percent(memtype="nope")
    yield "Process as_dict", lambda: psutil.Process().as_dict(attrs=["nope"])
    yield "wait_procs timeout", lambda: psutil.wait_procs([], timeout=-1)
    yield "wait_procs callback", lambda: psutil.wait_procs([psutil.Process()], timeout=0, callback=1)
    yield "Popen bad", lambda: psutil.Popen(["/nonexistent/x"])


def marshmallow_cases():
    from marshmallow import Schema, fields, validate, ValidationError  # noqa: F401

    class S(Schema):
        n = fields.Int(required=True)
        s = fields.Str(validate=validate.Length(min=2, max=3))
        e = fields.Email()
        u = fields.URL()
        d = fields.DateTime()
        c = fields.Str(validate=validate.OneOf(["a", "b"]))
        r = fields.Int(validate=validate.Range(min=0, max=5))
        l = fields.List(fields.Int())
        nested = fields.Nested(lambda: S(only=("n",)))
        b = fields.Bool()
        uu = fields.UUID()
        dec = fields.Decimal()
        ip = fields.IP()
        rx = fields.Str(validate=validate.Regexp("^a+$"))
        eq = fields.Str(validate=validate.Equal("x"))
        no = fields.Str(validate=validate.NoneOf(["z"]))
        pr = fields.Str(validate=validate.Predicate("isdigit"))
        ci = fields.Str(validate=validate.ContainsOnly(["a"]))
        td = fields.TimeDelta()
        dt = fields.Date()
        tm = fields.Time()
        fl = fields.Float(allow_nan=False)
        dc = fields.Dict(keys=fields.Str(), values=fields.Int())
        tp = fields.Tuple((fields.Int(), fields.Str()))
        en = fields.Constant(1)

    for data in [{}, {"n": "x"}, {"n": 1, "s": "a"}, {"n": 1, "e": "x"}, {"n": 1, "u": "x"}, {"n": 1, "d": "x"}, {"n": 1, "c": "z"}, {"n": 1, "r": 9},
                 {"n": 1, "l": ["a"]}, {"n": 1, "nested": {}}, {"n": 1, "b": "maybe"}, {"n": 1, "uu": "x"}, {"n": 1, "dec": "x"}, {"n": 1, "ip": "x"},
                 {"n": 1, "rx": "b"}, {"n": 1, "eq": "y"}, {"n": 1, "no": "z"}, {"n": 1, "pr": "a"}, {"n": 1, "ci": "b"}, {"n": 1, "td": "x"},
                 {"n": 1, "dt": "x"}, {"n": 1, "tm": "x"}, {"n": 1, "fl": "nan"}, {"n": 1, "dc": {"a": "x"}}, {"n": 1, "tp": [1]}, {"n": 1, "nope": 1}, [], "x",
                 {"n": 1, "l": "x"}, {"n": 1, "nested": 1}, {"n": 1, "s": 1}, {"n": 2 ** 100 + 0.5}]:
        yield f"load {data!r}", (lambda d=data: S().load(d))
    yield "load many", lambda: S(many=True).load({})
    yield "dump bad", lambda: S().dump({"d": "x"})
    yield "Schema only bad", lambda: S(only=("nope",))
    yield "Schema exclude bad", lambda: S(exclude=("nope",))
    yield "Schema unknown bad", lambda: S(unknown="nope")
    yield "fields Nested bad", lambda: fields.Nested(1)
    yield "fields List bad", lambda: fields.List(1)
    yield "fields Dict bad", lambda: fields.Dict(keys=1)
    yield "fields Tuple bad", lambda: fields.Tuple(1)
    yield "fields missing and required", lambda: fields.Int(required=True, load_default=1)
    yield "validate Range bad", lambda: validate.Range(min=5, max=1)(3)
    yield "validate Length bad", lambda: validate.Length(equal=1, min=2)
    yield "validate_schema hook", lambda: type("X", (Schema,), {"a": fields.Int(), "v": __import__("marshmallow").validates("nope")(lambda self, v: None)})().load({})
    yield "class_registry", lambda: fields.Nested("NopeSchema").schema
    yield "ValidationError raised by user", lambda: fields.Field(validate=lambda v: (_ for _ in ()).throw(ValidationError("mine"))).deserialize(1)
    yield "field deserialize missing", lambda: fields.Int(required=True).deserialize(__import__("marshmallow").missing)
    yield "fields Method bad", lambda: type("X", (Schema,), {"a": fields.Method("nope")})().dump({})
    yield "fields Function bad", lambda: fields.Function(1)
    yield "pre_load raise", lambda: type("X", (Schema,), {"p": __import__("marshmallow").pre_load(lambda self, d, **k: 1 / 0)})().load({})


def voluptuous_cases():
    from voluptuous import (Schema, Required, All, Any, Length, Range, Match, In, Coerce, Email, Url, Invalid, MultipleInvalid,  # noqa: F401
                            Datetime, Date, IsFile, IsDir, Number, Exclusive, Inclusive, Unique, Equal, NotIn, ExactSequence, Boolean, Msg)
    s = Schema({Required("n"): int, "s": All(str, Length(min=2, max=3)), "r": Range(min=0, max=5), "m": Match(r"^a+$"), "i": In(["a"]), "c": Coerce(int),
                "e": Email(), "u": Url(), "a": Any(int, bool), "dt": Datetime(), "d": Date(), "f": IsFile(), "dir": IsDir(), "num": Number(precision=2),
                Exclusive("x", "g"): int, Exclusive("y", "g"): int, Inclusive("p", "h"): int, Inclusive("q", "h"): int, "un": Unique(), "eq": Equal(1),
                "ni": NotIn(["z"]), "es": ExactSequence([int, str]), "b": Boolean(), "msg": Msg(int, "custom msg"), "l": [int], "nested": {"k": int}})
    for data in [{}, {"n": "x"}, {"n": 1, "s": "a"}, {"n": 1, "r": 9}, {"n": 1, "m": "b"}, {"n": 1, "i": "z"}, {"n": 1, "c": "x"}, {"n": 1, "e": "x"},
                 {"n": 1, "u": "x"}, {"n": 1, "a": "x"}, {"n": 1, "dt": "x"}, {"n": 1, "d": "x"}, {"n": 1, "f": "/nonexistent"}, {"n": 1, "dir": "/nonexistent"},
                 {"n": 1, "num": "x"}, {"n": 1, "x": 1, "y": 2}, {"n": 1, "p": 1}, {"n": 1, "un": [1, 1]}, {"n": 1, "eq": 2}, {"n": 1, "ni": "z"},
                 {"n": 1, "es": [1]}, {"n": 1, "b": "maybe"}, {"n": 1, "msg": "x"}, {"n": 1, "l": ["a"]}, {"n": 1, "nested": {"k": "x"}}, {"n": 1, "nope": 1},
                 [], "x", {"n": 1, "nested": 1}, {"n": 1, "l": 1}]:
        yield f"validate {data!r}", (lambda d=data: s(d))
    yield "Schema bad", lambda: Schema({"a": int}, extra="nope")({"a": 1})
    yield "Range bad", lambda: Range(min="x")(1)
    yield "Coerce bad", lambda: Schema(Coerce(int, msg="coerce failed"))("x")
    yield "Schema required", lambda: Schema({"a": int}, required=True)({})
    yield "Invalid raised by user", lambda: Schema(lambda v: (_ for _ in ()).throw(Invalid("mine")))(1)


def isodate_cases():
    import isodate
    yield from table("parse_date", ["x", "", "2020-13-01", "2020-01-32", "20201", "2020-W60", "2020-366", "2020--01"], isodate.parse_date)
    yield from table("parse_time", ["x", "25:00", "10:61", "10:00+25:00", "10:00:00,", ""], isodate.parse_time)
    yield from table("parse_datetime", ["x", "2020-01-01", "2020-01-01Tx", "2020-01-01T25:00"], isodate.parse_datetime)
    yield from table("parse_duration", ["x", "P", "PT", "P1X", "P1Y2", "PT1.5.5S", "-P"], isodate.parse_duration)
    yield from table("parse_tzinfo", ["x", "+25:00", "+1"], isodate.parse_tzinfo)
    yield "parse_duration type", lambda: isodate.parse_duration(1)
    yield "duration_isoformat type", lambda: isodate.duration_isoformat(1)
    yield "date_isoformat type", lambda: isodate.date_isoformat(1)
    yield "strftime bad", lambda: isodate.strftime(datetime.date(2020, 1, 1), "%H")
    yield "Duration add type", lambda: isodate.Duration(1) + "x"
    yield "Duration years float", lambda: isodate.Duration(years=1.5) + datetime.date(2020, 1, 1)


def rfc3986_cases():
    import rfc3986
    from rfc3986 import validators, exceptions  # noqa: F401
    for uri in ["http://a b", "http://[::1", "http://a:x", "://a", "http://a/%zz", "http://999.1.1.1", "x", "http:", "http://a@b@c", "http://\u00e9"]:
        yield f"Validator {uri!r}", (lambda u=uri: validators.Validator().require_presence_of("scheme", "host", "path").check_validity_of("scheme", "host", "port", "path").allow_schemes("https").validate(rfc3986.uri_reference(u)))
    yield "Validator allowed host", lambda: validators.Validator().allow_hosts("b").validate(rfc3986.uri_reference("http://a"))
    yield "Validator allowed port", lambda: validators.Validator().allow_ports("1").validate(rfc3986.uri_reference("http://a:2"))
    yield "Validator password", lambda: validators.Validator().forbid_use_of_password().validate(rfc3986.uri_reference("http://u:p@a"))
    yield "Validator bad component", lambda: validators.Validator().require_presence_of("nope")
    yield "Validator bad check", lambda: validators.Validator().check_validity_of("nope")
    yield "Validator bad port", lambda: validators.Validator().allow_ports("x")
    yield "resolve_with non-absolute", lambda: rfc3986.uri_reference("a").resolve_with("b", strict=True)
    yield "resolve_with bad", lambda: rfc3986.uri_reference("a").resolve_with("http://[", strict=True)
    yield "urlparse bad", lambda: rfc3986.urlparse("http://a:x")
    yield "ParseResult port", lambda: rfc3986.ParseResult.from_string("http://a:99999999", strict=True)
    yield "ParseResult strict", lambda: rfc3986.ParseResult.from_string("http://[", strict=True)
    yield "iri", lambda: rfc3986.iri_reference("http://\udc80").encode()


def uritemplate_cases():
    import uritemplate
    yield "expand bad", lambda: uritemplate.expand("{", {})
    yield "expand bad op", lambda: uritemplate.expand("{@a}", {"a": 1})
    yield "expand prefix", lambda: uritemplate.expand("{a:x}", {"a": "b"})
    yield "expand prefix list", lambda: uritemplate.expand("{a:2}", {"a": ["b"]})
    yield "URITemplate type", lambda: uritemplate.URITemplate(1)
    yield "variables bad", lambda: uritemplate.variables(1)
    yield "partial bad", lambda: uritemplate.partial("{a", {})
    yield "expand bad var", lambda: uritemplate.expand("{a}", 1)
    yield "expand explode", lambda: uritemplate.expand("{a*}", {"a": object()})


def pyasn1_cases():
    from pyasn1.codec.ber import decoder as ber_dec, encoder as ber_enc
    from pyasn1.codec.der import decoder as der_dec
    from pyasn1.type import univ, char, namedtype, constraint, useful, tag  # noqa: F401
    for data in [b"", b"\x02", b"\x02\x05\x01", b"\x30\x80", b"\x1f\xff\xff", b"\x02\x00", b"\x01\x02\x00\x00", b"\x05\x01\x00", b"\x06\x00",
                 b"\x03\x02\x09\x00", b"\x04\x81", b"\x30\x03\x02\x01", b"\xff\xff"]:
        yield f"ber decode {data!r}", (lambda d=data: ber_dec.decode(d))
    yield "der decode indefinite", lambda: der_dec.decode(b"\x30\x80\x00\x00")
    yield "decode asn1Spec mismatch", lambda: ber_dec.decode(b"\x02\x01\x01", asn1Spec=univ.OctetString())
    yield "encode no value", lambda: ber_enc.encode(univ.Integer())
    yield "encode type", lambda: ber_enc.encode(1)
    yield "Integer bad", lambda: univ.Integer("x")
    yield "Integer named", lambda: univ.Integer("nope", namedValues=univ.Integer.namedValues)
    yield "Boolean bad", lambda: univ.Boolean(2)
    yield "OID bad", lambda: univ.ObjectIdentifier("x")
    yield "OID negative", lambda: univ.ObjectIdentifier((1, -2))
    yield "BitString bad", lambda: univ.BitString("'12'B")
    yield "BitString hex", lambda: univ.BitString(hexValue="zz")
    yield "OctetString hex", lambda: univ.OctetString(hexValue="zz")
    yield "Real bad", lambda: univ.Real("x")
    yield "Enumerated bad", lambda: univ.Enumerated("nope")
    yield "constraint", lambda: univ.Integer(5, subtypeSpec=constraint.ValueRangeConstraint(0, 1))
    yield "size constraint", lambda: univ.OctetString("abc", subtypeSpec=constraint.ValueSizeConstraint(0, 1))
    yield "Sequence bad field", lambda: univ.Sequence(componentType=namedtype.NamedTypes(namedtype.NamedType("a", univ.Integer())))["nope"]
    yield "Sequence bad type", lambda: univ.Sequence(componentType=namedtype.NamedTypes(namedtype.NamedType("a", univ.Integer()))).setComponentByName("a", univ.OctetString("x"))
    yield "SequenceOf bad type", lambda: univ.SequenceOf(componentType=univ.Integer()).setComponentByPosition(0, univ.OctetString("x"))
    yield "Choice two", lambda: univ.Choice(componentType=namedtype.NamedTypes(namedtype.NamedType("a", univ.Integer()))).getComponent()
    yield "char bad", lambda: char.PrintableString(b"\xff").asOctets().x
    yield "char encoding", lambda: str(char.UTF8String(b"\xff"))
    yield "useful time", lambda: useful.GeneralizedTime("x").asDateTime
    yield "tag bad", lambda: tag.Tag(99, 0, 0)
    yield "tag set", lambda: univ.Integer().subtype(implicitTag=1)
    yield "no value", lambda: int(univ.Integer())


def defusedxml_cases():
    import defusedxml.ElementTree as DET
    import defusedxml.minidom as DMD
    import defusedxml.sax as DSAX
    import defusedxml.expatreader  # noqa: F401
    import xml.sax.handler
    bomb = "<!DOCTYPE a [<!ENTITY x 'y'>]><a>&x;</a>"
    ext = "<!DOCTYPE a [<!ENTITY x SYSTEM 'file:///etc/passwd'>]><a>&x;</a>"
    dtd = "<!DOCTYPE a SYSTEM 'http://x/y.dtd'><a/>"
    for name, doc in [("entity", bomb), ("external", ext), ("dtd", dtd), ("bad", "<a>"), ("mismatch", "<a></b>"), ("empty", "")]:
        yield f"ElementTree {name}", (lambda d=doc: DET.fromstring(d))
        yield f"ElementTree forbid_dtd {name}", (lambda d=doc: DET.fromstring(d, forbid_dtd=True))
        yield f"minidom {name}", (lambda d=doc: DMD.parseString(d))
        yield f"sax {name}", (lambda d=doc: DSAX.parseString(d.encode(), xml.sax.handler.ContentHandler()))
    yield "defused lxml removed", lambda: __import__("defusedxml.lxml", fromlist=["x"]).fromstring(bomb)
    yield "xmlrpc", lambda: __import__("defusedxml.xmlrpc", fromlist=["x"]).defused_gzip_decode(b"nope")
    yield "pulldom", lambda: list(__import__("defusedxml.pulldom", fromlist=["x"]).parseString(bomb))
    yield "iterparse", lambda: list(DET.iterparse(io.BytesIO(bomb.encode())))
    yield "XMLParse forbid_entities off ext", lambda: DET.fromstring(ext, forbid_entities=False)
    yield "cElementTree", lambda: __import__("defusedxml.cElementTree", fromlist=["x"]).fromstring("<a>")


def cerberus_cases():
    from cerberus import Validator, schema  # noqa: F401
    yield "schema bad rule", lambda: Validator({"a": {"nope": 1}})
    yield "schema bad type", lambda: Validator({"a": {"type": "nope"}})
    yield "schema not dict", lambda: Validator(1)
    yield "validate no schema", lambda: Validator().validate({})
    yield "document not dict", lambda: Validator({"a": {}}).validate(1)
    yield "normalized bad", lambda: Validator({"a": {"coerce": "nope"}}).normalized({"a": 1})
    yield "schema registry", lambda: Validator({"a": {"schema": "nope", "type": "dict"}})
    yield "rules_set_registry", lambda: Validator({"a": "nope"})


def schema_cases():
    from schema import Schema, And, Or, Use, Optional, Regex, SchemaError, Forbidden, Const, Hook  # noqa: F401
    s = Schema({"n": int, Optional("s"): And(str, len), Optional("r"): And(int, lambda x: 0 <= x <= 5), Optional("o"): Or(int, bool), Optional("u"): Use(int),
                Optional("re"): Regex(r"^a+$"), Optional("l"): [int], Optional("d"): {"k": int}, Forbidden("f"): object, Optional("c"): Const(And(str, "x".__eq__))})
    for data in [{}, {"n": "x"}, {"n": 1, "s": ""}, {"n": 1, "r": 9}, {"n": 1, "o": "x"}, {"n": 1, "u": "x"}, {"n": 1, "re": "b"}, {"n": 1, "l": ["a"]},
                 {"n": 1, "d": {"k": "x"}}, {"n": 1, "f": 1}, {"n": 1, "c": "y"}, {"n": 1, "nope": 1}, [], "x", {"n": 1, "d": 1}]:
        yield f"validate {data!r}", (lambda d=data: s.validate(d))
    yield "error message", lambda: Schema(int, error="custom error").validate("x")
    yield "And bad kw", lambda: And(int, nope=1)
    yield "Regex bad", lambda: Regex(1)
    yield "Use raises", lambda: Schema(Use(lambda x: 1 / 0)).validate(1)
    yield "json_schema", lambda: Schema(lambda x: x).json_schema("x")
    yield "Schema callable raises", lambda: Schema(lambda x: 1 / 0).validate(1)
    yield "Or only_one", lambda: Schema(Or(int, float, only_one=True)).validate({"a": 1}) and None
    yield "ignore_extra_keys", lambda: Schema({"a": int}, ignore_extra_keys=False).validate({"a": 1, "b": 2})


def croniter_cases():
    from croniter import croniter
    base = datetime.datetime(2020, 1, 1)
    yield from table("croniter", ["x", "* * *", "61 * * * *", "* 25 * * *", "* * 32 * *", "* * * 13 *", "* * * * 8", "*/0 * * * *", "5-1 * * * *",
                                  "* * * * * * * *", "1,,2 * * * *", "* * * JANX *", "* * * * MONX", "L * * * *", "* * L-x * *", "* * * * 1#6",
                                  "@nope", "1-2/x * * * *", "", "* * * * * 99"], lambda s: croniter(s, base))
    yield "croniter start type", lambda: croniter("* * * * *", "x")
    yield "croniter ret_type", lambda: croniter("* * * * *", base).get_next(ret_type=list)
    yield "croniter impossible", lambda: croniter("0 0 30 2 *", base).get_next(datetime.datetime)
    yield "croniter_range", lambda: list(__import__("croniter").croniter_range(base, "x", "* * * * *"))
    yield "croniter_range reversed", lambda: list(__import__("croniter").croniter_range(base, base - datetime.timedelta(1), "* * * * *", exclude_ends=True, _croniter=1))
    yield "croniter expand", lambda: croniter.expand("x y")
    yield "croniter match", lambda: croniter.match("x", base)
    yield "croniter hash id", lambda: croniter("H * * * *", base, hash_id=1)
    yield "croniter day_or", lambda: croniter("* * * * *", base, day_or=1, max_years_between_matches=-1).get_next(datetime.datetime)


def configobj_cases():
    from configobj import ConfigObj, flatten_errors  # noqa: F401
    from validate import Validator, ValidateError  # noqa: F401
    import validate
    for text in ["[a", "a = 1\na = 2", "[a]\n[a]", "[[a]]", "a = '''x", "a", "a = 'x", "a = [", "a = 1, ,2", "[a]\n[[b]]\n[[[[c]]]]", "a = \"x", "a = 1 2 3 'x"]:
        yield f"ConfigObj {text!r}", (lambda t=text: ConfigObj(t.splitlines(), raise_errors=True))
    yield "ConfigObj missing file", lambda: ConfigObj("/nonexistent/x.ini", file_error=True)
    yield "ConfigObj bad infile", lambda: ConfigObj(1)
    yield "ConfigObj bad option", lambda: ConfigObj([], nope=1)
    yield "ConfigObj interpolation", lambda: ConfigObj(["a = $b"], interpolation="template")["a"]
    yield "ConfigObj interpolation loop", lambda: ConfigObj(["a = %(b)s", "b = %(a)s"], interpolation="configparser")["a"]
    yield "ConfigObj interpolation bad", lambda: ConfigObj(["a = 1"], interpolation="nope")["a"]
    yield "ConfigObj configspec", lambda: ConfigObj([], configspec=["a = nope()"]).validate(Validator())
    yield "ConfigObj unrepr", lambda: ConfigObj(["a = x y"], unrepr=True)
    yield "ConfigObj write no file", lambda: ConfigObj([]).write()
    yield "Section rename", lambda: ConfigObj(["a = 1"]).rename("nope", "b")
    yield "Section as_bool", lambda: ConfigObj(["a = maybe"]).as_bool("a")
    yield "Section as_int", lambda: ConfigObj(["a = x"]).as_int("a")
    yield "Section merge", lambda: ConfigObj([]).merge(1)
    yield "Section setitem bad", lambda: ConfigObj([]).__setitem__(1, 1)
    v = Validator()
    for check, value in [("integer", "x"), ("integer(0, 5)", "9"), ("float", "x"), ("boolean", "maybe"), ("ip_addr", "x"), ("string(min=3)", "a"),
                         ("string(max=1)", "ab"), ("option('a')", "b"), ("list(min=2)", ["a"]), ("int_list", ["x"]), ("mixed_list(int)", ["x"]),
                         ("tuple(max=1)", ["a", "b"]), ("nope", "x"), ("integer(", "1"), ("integer(default=x)", None), ("force_list(max=1)", ["a", "b"]), ("float(0, 1)", "5")]:
        yield f"Validator.check {check} {value!r}", (lambda c=check, x=value: v.check(c, x))
    yield "validate.is_integer type", lambda: validate.is_integer(object())
    yield "validate.dottedQuadToNum", lambda: validate.dottedQuadToNum("x")
    yield "validate.numToDottedQuad", lambda: validate.numToDottedQuad(-1)


def rsa_cases():
    import rsa
    (pub, priv) = rsa.PrivateKey(3247, 65537, 833, 191, 17), None  # noqa: F841 - a tiny key, fixed
    small = rsa.PublicKey(3247, 65537)
    yield "encrypt too long", lambda: rsa.encrypt(b"x" * 100, small)
    yield "decrypt bad", lambda: rsa.decrypt(b"\x00" * 2, rsa.PrivateKey(3247, 65537, 833, 191, 17))
    yield "sign unknown hash", lambda: rsa.sign(b"x", rsa.PrivateKey(3247, 65537, 833, 191, 17), "NOPE")
    yield "sign key too small", lambda: rsa.sign(b"x", rsa.PrivateKey(3247, 65537, 833, 191, 17), "SHA-256")
    yield "verify bad", lambda: rsa.verify(b"x", b"\x00" * 2, small)
    yield "find_signature_hash", lambda: rsa.find_signature_hash(b"\x00" * 2, small)
    yield "load_pkcs1 pem", lambda: rsa.PublicKey.load_pkcs1(b"nope")
    yield "load_pkcs1 der", lambda: rsa.PublicKey.load_pkcs1(b"\x30\x00", format="DER")
    yield "load_pkcs1 format", lambda: rsa.PublicKey.load_pkcs1(b"x", format="nope")
    yield "load_pkcs1_openssl_pem", lambda: rsa.PublicKey.load_pkcs1_openssl_pem(b"nope")
    yield "PrivateKey load_pkcs1", lambda: rsa.PrivateKey.load_pkcs1(b"-----BEGIN RSA PRIVATE KEY-----\nAAAA\n-----END RSA PRIVATE KEY-----\n")
    yield "pem load bad marker", lambda: rsa.pem.load_pem(b"-----BEGIN X-----\n", "RSA PRIVATE KEY")
    yield "pem load no end", lambda: rsa.pem.load_pem(b"-----BEGIN RSA PRIVATE KEY-----\nAAAA\n", "RSA PRIVATE KEY")
    yield "core encrypt_int", lambda: rsa.core.encrypt_int(10 ** 10, 65537, 3247)
    yield "core negative", lambda: rsa.core.encrypt_int(-1, 65537, 3247)
    yield "transform bytes2int", lambda: rsa.transform.int2bytes(-1)
    yield "transform overflow", lambda: rsa.transform.int2bytes(10 ** 10, 1)
    yield "common inverse", lambda: rsa.common.inverse(2, 4)
    yield "common crt", lambda: rsa.common.crt([1], [])
    yield "randnum", lambda: rsa.randnum.read_random_bits(-1)
    yield "key bad compare", lambda: small.__getstate__() and rsa.PublicKey(1, 2).__setstate__((1,))


def arrow_cases():
    import arrow
    yield from table("get", ["x", "2020-13-01", "2020-01-32", "2020-01-01T25:00", "2020-02-30", "", "1e10x", "2020-01-01T10:00+25:00"], arrow.get)
    yield from table("get format", [("x", "YYYY"), ("2020", "YYYY-MM"), ("13", "MM"), ("2020-01-01", "YYYY-MM-DD ZZZ"), ("2020", "nope[")], lambda a: arrow.get(*a))
    yield "get tzinfo", lambda: arrow.get("2020-01-01", tzinfo="Mars/Base")
    yield "get too many", lambda: arrow.get(1, 2, 3, 4, 5, 6, 7, 8, 9)
    yield "get type", lambda: arrow.get(object())
    yield "get two types", lambda: arrow.get(object(), object())
    yield "Arrow bad tz", lambda: arrow.Arrow(2020, 1, 1, tzinfo="Mars/Base")
    yield "Arrow bad date", lambda: arrow.Arrow(2020, 13, 1)
    yield "shift bad", lambda: arrow.get("2020-01-01").shift(nope=1)
    yield "replace bad", lambda: arrow.get("2020-01-01").replace(nope=1)
    yield "replace week", lambda: arrow.get("2020-01-01").replace(week=1)
    yield "floor bad", lambda: arrow.get("2020-01-01").floor("nope")
    yield "span bad", lambda: arrow.get("2020-01-01").span("day", count=0, bounds="x")
    yield "range bad", lambda: list(arrow.Arrow.range("nope", arrow.get("2020-01-01"), arrow.get("2020-01-02")))
    yield "humanize bad", lambda: arrow.get("2020-01-01").humanize(other=1)
    yield "humanize granularity", lambda: arrow.get("2020-01-01").humanize(arrow.get("2020-01-02"), granularity="nope")
    yield "humanize locale", lambda: arrow.get("2020-01-01").humanize(arrow.get("2020-01-02"), locale="xx")
    yield "dehumanize", lambda: arrow.get("2020-01-01").dehumanize("x")
    yield "dehumanize locale", lambda: arrow.get("2020-01-01").dehumanize("in 2 days", locale="xx")
    yield "to bad", lambda: arrow.get("2020-01-01").to("Mars/Base")
    yield "is_between bounds", lambda: arrow.get("2020-01-01").is_between(arrow.get("2020-01-01"), arrow.get("2020-01-02"), bounds="x")
    yield "is_between type", lambda: arrow.get("2020-01-01").is_between(1, 2)
    yield "interval bad", lambda: list(arrow.Arrow.interval("day", arrow.get("2020-01-01"), arrow.get("2020-01-02"), interval=0))
    yield "fromtimestamp bad", lambda: arrow.Arrow.fromtimestamp("x")
    yield "fromdate type", lambda: arrow.Arrow.strptime("x", "%Y")
    yield "format bad locale", lambda: arrow.get("2020-01-01").format("YYYY", locale="xx")
    yield "sub type", lambda: arrow.get("2020-01-01") - "x"
    yield "add type", lambda: arrow.get("2020-01-01") + "x"
    yield "compare type", lambda: arrow.get("2020-01-01") < "x"
    yield "ParserError fromisocalendar", lambda: arrow.Arrow.fromordinal(0)
    yield "parser tz", lambda: arrow.parser.TzinfoParser.parse("nope")


def pycparser_cases():
    from pycparser import c_parser, c_ast  # noqa: F401
    p = c_parser.CParser()
    for src in ["int x", "int 1x;", "int f( {", "struct { int a }", "x y z;", "int f() { return }", "typedef int;", "int a[;", "int f() { goto; }", "int f() { case 1: ; }",
                "enum { A, , B };", "int f() { int a = (; }", "#include <stdio.h>\nint x;", "int f() { x = 'ab; }", "int x = 08;", "int f() { for (;;; ) ; }", "void f(int a, ...) ; void g(...);",
                "int f() { break }", "char *s = \"abc;", "int f() { return 1 +; }", "int x; }", "int f(int a[static]);", "_Static_assert(1);", "int long long long x;"]:
        yield f"parse {src!r}", (lambda s=src: p.parse(s, filename="<x>"))
    yield "parse_file missing", lambda: __import__("pycparser").parse_file("/nonexistent/x.c")
    yield "parse_file cpp", lambda: __import__("pycparser").parse_file("/nonexistent/x.c", use_cpp=True, cpp_path="/nonexistent/cpp")
    yield "c_ast NodeVisitor", lambda: c_ast.Constant("int", "1").show(buf=1)
    yield "c_generator bad", lambda: __import__("pycparser.c_generator", fromlist=["x"]).CGenerator().visit(1)


SUITES = {
    "attr": attr_cases, "click": click_cases, "babel": babel_cases, "pygments": pygments_cases, "docutils": docutils_cases,
    "jsonschema": jsonschema_cases, "lxml": lxml_cases, "msgpack": msgpack_cases, "ply": ply_cases, "sqlparse": sqlparse_cases,
    "tabulate": tabulate_cases, "tz": tz_cases, "ruamel.yaml": ruamel_cases, "cryptography": cryptography_cases, "dnspython": dnspython_cases,
    "email-validator": email_validator_cases, "iso8601": iso8601_cases, "parse": parse_cases, "semantic-version": semantic_version_cases,
    "unidiff": unidiff_cases, "netaddr": netaddr_cases, "psutil": psutil_cases, "marshmallow": marshmallow_cases, "voluptuous": voluptuous_cases,
    "isodate": isodate_cases, "rfc3986": rfc3986_cases, "uritemplate": uritemplate_cases, "pyasn1": pyasn1_cases, "defusedxml": defusedxml_cases,
    "cerberus": cerberus_cases, "schema": schema_cases, "croniter": croniter_cases, "configobj": configobj_cases, "rsa": rsa_cases,
    "arrow": arrow_cases, "pycparser": pycparser_cases,
}


# Second batch (2026-12-06): Debian packages none of errdex's corpora or
# tests used, added for issue 27's third Python round (split batch 2 of
# split-js-py.txt).

def jsonpointer_cases():
    import jsonpointer
    doc = {"a": {"b": [1, 2]}, "c": 1}
    for p in ["a", "/a/b/5", "/a/b/x", "/nope", "/c/d", "/a/b/-", "/a/b/01", "/~2"]:
        yield f"resolve {p!r}", (lambda p=p: jsonpointer.resolve_pointer(doc, p))
    yield "set missing", lambda: jsonpointer.set_pointer(doc, "/x/y", 1)
    yield "set root", lambda: jsonpointer.set_pointer(doc, "", 1, inplace=True)
    yield "join type", lambda: jsonpointer.JsonPointer("/a").join(1)
    yield "from_parts", lambda: jsonpointer.JsonPointer.from_parts([object()]).resolve(doc)


def jsonpatch_cases():
    import jsonpatch
    doc = {"a": [1, 2], "b": {"c": 1}}
    patches = [
        [{"op": "nope", "path": "/a"}], [{"path": "/a"}], [{"op": "add"}], [{"op": "add", "path": "/a/9", "value": 1}],
        [{"op": "remove", "path": "/x"}], [{"op": "replace", "path": "/x", "value": 1}], [{"op": "move", "from": "/x", "path": "/y"}],
        [{"op": "move", "from": "/b", "path": "/b/c"}], [{"op": "copy", "from": "/x", "path": "/y"}], [{"op": "test", "path": "/a/0", "value": 5}],
        [{"op": "test", "path": "/x", "value": 5}], [{"op": "add", "path": "/a/x", "value": 1}], [{"op": "replace", "path": "", "value": 1}, {"op": "add", "path": "/a", "value": 1}],
        [{"op": "add", "path": "a", "value": 1}], [{"op": "remove", "path": "/a/7"}], [{"op": "replace", "path": "/a/7", "value": 1}], [{"op": "add", "path": "/a/-1", "value": 1}],
        [{"op": "add", "path": "/b/c/d", "value": 1}], [{"op": "add", "path": "/a"}], [{"op": "move", "path": "/a"}], "x", [1],
    ]
    for p in patches:
        yield f"apply {p!r}", (lambda p=p: jsonpatch.apply_patch(doc, p))
    yield "from_string", lambda: jsonpatch.JsonPatch.from_string("{nope")
    yield "JsonPatch type", lambda: jsonpatch.JsonPatch({"op": "add"})


def bitstring_cases():
    import bitstring
    B = bitstring.BitArray
    for s in ["0xg", "0bx", "0o9", "uint:8=300", "int:4=20", "float:7=1.0", "nope", "0x1, 0b2", "uint:x=1", "se=x", "ue=-1", "bool=2", "bytes:2=ab", "hex=xyz", "bits:3=0b1"]:
        yield f"BitArray {s!r}", (lambda s=s: B(s))
    yield "read past end", lambda: bitstring.ConstBitStream("0x1").read(8)
    yield "read fmt", lambda: bitstring.ConstBitStream("0x1").read("nope:4")
    yield "unpack fmt", lambda: B("0xff").unpack("uint:4, uint:x")
    yield "int of empty", lambda: B().int
    yield "uint length", lambda: B(uint=1, length=-1)
    yield "float length", lambda: B("0xff").float
    yield "pos", lambda: setattr(bitstring.ConstBitStream("0xf"), "pos", 99)
    yield "insert pos", lambda: B("0xf").insert("0b1", 99)
    yield "overwrite pos", lambda: B("0xf").overwrite("0b1", -99)
    yield "set pos", lambda: B("0xf").set(1, 99)
    yield "cut", lambda: list(B("0xf").cut(0))
    yield "split empty", lambda: list(B("0xf").split(""))
    yield "find bytealigned", lambda: B("0xf").find("")
    yield "replace empty", lambda: B("0xf").replace("", "0b1")
    yield "ror", lambda: B().ror(1)
    yield "rol neg", lambda: B("0xf").rol(-1)
    yield "and lengths", lambda: B("0xf") & B("0xff")
    yield "bytes not whole", lambda: B("0b101").bytes
    yield "tobytes type", lambda: B(1.5)
    yield "pack bad", lambda: bitstring.pack("uint:8", 1, 2)
    yield "pack missing", lambda: bitstring.pack("uint:8, uint:8", 1)
    yield "pack keyword", lambda: bitstring.pack("uint:n", 1)
    yield "getitem step", lambda: B("0xf")[99]
    yield "reverse range", lambda: B("0xf").reverse(3, 1)
    yield "append type", lambda: B("0xf").append(1.5)


def construct_cases():
    import construct as c
    s = c.Struct("a" / c.Int8ub, "b" / c.Const(b"XY"), "c" / c.Enum(c.Byte, one=1), "d" / c.PaddedString(4, "utf8"))
    for data in [b"", b"\x01", b"\x01XZ", b"\x01XY\x05ab"]:
        yield f"parse Struct {data!r}", (lambda d=data: s.parse(d))
    yield "build Struct missing", lambda: s.build({"a": 1})
    yield "build Int8ub overflow", lambda: c.Int8ub.build(300)
    yield "build Int8ub type", lambda: c.Int8ub.build("x")
    yield "build Const", lambda: c.Const(b"XY").build(b"ZZ")
    yield "parse Bytes", lambda: c.Bytes(4).parse(b"ab")
    yield "build Bytes", lambda: c.Bytes(4).build(b"ab")
    yield "parse Array", lambda: c.Array(3, c.Byte).parse(b"\x01")
    yield "build Array count", lambda: c.Array(3, c.Byte).build([1])
    yield "parse Terminated", lambda: c.Terminated.parse(b"x")
    yield "parse Check", lambda: c.Struct("a" / c.Byte, c.Check(c.this.a == 1)).parse(b"\x02")
    yield "parse Select", lambda: c.Select(c.Const(b"A"), c.Const(b"B")).parse(b"C")
    yield "build Select", lambda: c.Select(c.Int8ub, c.Int16ub).build(10**9)
    yield "parse OneOf", lambda: c.OneOf(c.Byte, [1, 2]).parse(b"\x05")
    yield "parse NoneOf", lambda: c.NoneOf(c.Byte, [5]).parse(b"\x05")
    yield "parse StopIf", lambda: c.Error.parse(b"")
    yield "parse CString", lambda: c.CString("utf8").parse(b"abc")
    yield "PaddedString encoding", lambda: c.PaddedString(4, "nope").build("x")
    yield "build PaddedString long", lambda: c.PaddedString(2, "utf8").build("abcdef")
    yield "parse Switch", lambda: c.Switch(1, {2: c.Byte}, default=c.Error).parse(b"\x01")
    yield "sizeof VarInt", lambda: c.VarInt.sizeof()
    yield "build VarInt neg", lambda: c.VarInt.build(-1)
    yield "parse Flag", lambda: c.Flag.parse(b"")
    yield "build Enum", lambda: c.Enum(c.Byte, one=1).build("two")
    yield "parse FixedSized", lambda: c.FixedSized(4, c.Byte).parse(b"\x01")
    yield "parse Aligned", lambda: c.Aligned(4, c.Byte).parse(b"\x01")
    yield "parse Pointer", lambda: c.Pointer(8, c.Byte).parse(b"\x01")
    yield "parse Bitwise", lambda: c.Bitwise(c.BitsInteger(12)).parse(b"\x01")
    yield "BitsInteger build neg", lambda: c.BitsInteger(4).build(-1)
    yield "BytesInteger build", lambda: c.BytesInteger(2).build(10**9)
    yield "parse RepeatUntil", lambda: c.RepeatUntil(lambda x, lst, ctx: x == 0, c.Byte).parse(b"\x01")
    yield "parse Checksum", lambda: c.Struct("d" / c.Bytes(1), "s" / c.Checksum(c.Byte, lambda d: 7, c.this.d)).parse(b"\x01\x02")
    yield "parse Prefixed", lambda: c.Prefixed(c.Byte, c.Int32ub).parse(b"\x02\x00\x00")
    yield "parse GreedyRange build", lambda: c.GreedyRange(c.Byte).build([300])
    yield "parse Hex", lambda: c.Hex(c.Int8ub).build("x")
    yield "parse Padding", lambda: c.Padding(4).parse(b"\x00")
    yield "parse Numeric", lambda: c.FormatField("<", "q").parse(b"\x00")
    yield "FormatField bad", lambda: c.FormatField("?", "q")


def elementpath_cases():
    import elementpath
    from xml.etree import ElementTree
    root = ElementTree.XML("<a><b>1</b><c x='2'/></a>")
    for p in ["//", "a[", "1 +", "foo(", "@", "$x", "unknown:b", "1 div 0", "xs:integer('x')", "a/b/(", "fn:nope()", "string(1, 2)", "substring()", "'abc", "a[1][", "count(1)", "sum('a')",
              "1 idiv 0", "xs:date('x')", "number() + ", "(1,2) = 'a' + 1", "concat('a')", "..[", "a | 1", "1 to 'a'"]:
        yield f"select {p!r}", (lambda p=p: elementpath.select(root, p))
    for p in ["xs:integer('x')", "1 idiv 0", "'a' + 1", "fn:error()", "xs:date('2020-13-01')", "matches('a', '[')", "replace('a', '', 'b')", "tokenize('a', '(')", "xs:QName('1a')", "subsequence()", "(1,2) + 1", "xs:duration('P1X')", "codepoints-to-string(-1)", "xs:decimal('INF')", "abs('a')", "let $x := 1 return $y"]:
        yield f"select XPath2 {p!r}", (lambda p=p: elementpath.select(root, p, parser=elementpath.XPath2Parser))
    yield "Selector bad", lambda: elementpath.Selector("//[").select(root)
    yield "select not a tree", lambda: elementpath.select(1, "a")


def tomlkit_cases():
    import tomlkit
    for s in ["a = ", "a = 1\na = 2", "[a]\n[a]", "a = [1,", "a = {b = 1", "a = \"x", "a = 1979-13-27", "a = 1_", "a = 0x", "= 1", "a.b = 1\na = 1", "[[a]]\n[a]", "a = 'x\n'",
              "a = \"\\q\"", "a = tru", "a = 1 2", "[a\nb = 1", "a = 0o9", "a = +nan1", "a = 07", "a = [1, 2,,]", "a = {b = 1,}", "a = 12:61:00", "\x00 = 1", "a = \"\"\"x", "[a.]", "a = 1.", "a = 1e"]:
        yield f"parse {s!r}", (lambda s=s: tomlkit.parse(s))
    doc = tomlkit.parse("a = 1\n[t]\nb = 2\n")
    yield "item type", lambda: tomlkit.item(object())
    yield "key bad", lambda: tomlkit.key([])
    yield "append existing", lambda: doc.append("a", 2)
    yield "getitem missing", lambda: doc["nope"]
    yield "table add existing", lambda: doc["t"].add("b", 3)
    yield "array type", lambda: tomlkit.array("[1,")
    yield "integer", lambda: tomlkit.integer("x")
    yield "float", lambda: tomlkit.float_("x")
    yield "date", lambda: tomlkit.date("x")
    yield "time", lambda: tomlkit.time("x")
    yield "datetime", lambda: tomlkit.datetime("x")
    yield "value", lambda: tomlkit.value("[1,")
    yield "dumps type", lambda: tomlkit.dumps(1)
    yield "remove missing", lambda: doc.remove("nope")
    yield "inline table add comment", lambda: tomlkit.inline_table().add(tomlkit.comment("x"))


def pint_cases():
    import pint
    u = pint.UnitRegistry()
    for s in ["nope", "meter +", "3 furlong/fortnight**", "meter ** meter", "1 m + 1 s", "kg(", "3 3", "meter/", "1 * * m"]:
        yield f"parse_expression {s!r}", (lambda s=s: u.parse_expression(s))
    yield "convert dims", lambda: (1 * u.meter).to(u.second)
    yield "add dims", lambda: 1 * u.meter + 1 * u.second
    yield "offset mult", lambda: u.Quantity(10, u.degC) * u.Quantity(10, u.degC)
    yield "offset add", lambda: u.Quantity(10, u.degC) + u.Quantity(10, u.degC)
    yield "compare dims", lambda: 1 * u.meter < 1 * u.second
    yield "magnitude int dim", lambda: int(1 * u.meter)
    yield "Unit bad", lambda: u.Unit("nope")
    yield "define dup", lambda: u.define("meter = 2 * second")
    yield "define bad", lambda: u.define("= 3")
    yield "define bad prefix", lambda: u.define("foo- = 1e3")
    yield "pow array", lambda: (1 * u.meter) ** (1 * u.meter)
    yield "to_compact", lambda: (1 * u.meter).ito("nope")
    yield "check", lambda: u.check("[length]")(lambda x: x)(1 * u.second)
    yield "wraps", lambda: u.wraps("meter", "meter")(lambda x: x)(1 * u.second)
    yield "format spec", lambda: format(1 * u.meter, "~Z")
    yield "Context missing", lambda: u.enable_contexts("nope")
    yield "system", lambda: setattr(u, "default_system", "nope")
    yield "dimensionality bad", lambda: u.get_dimensionality("nope")
    yield "Measurement", lambda: u.Measurement(1, -1)
    yield "iter", lambda: iter(1 * u.meter)
    yield "len", lambda: len(1 * u.meter)
    yield "float dims", lambda: float(1 * u.meter)
    yield "bool offset", lambda: bool(u.Quantity(0, u.degC))


def intervaltree_cases():
    from intervaltree import Interval, IntervalTree
    t = IntervalTree([Interval(1, 5, "a")])
    yield "add null", lambda: t.add(Interval(3, 3))
    yield "addi reversed", lambda: t.addi(5, 1)
    yield "remove missing", lambda: t.remove(Interval(7, 9))
    yield "removei missing", lambda: t.removei(7, 9)
    yield "from_tuples null", lambda: IntervalTree.from_tuples([(1, 1)])
    yield "constructor null", lambda: IntervalTree([Interval(2, 1)])
    yield "getitem step", lambda: t[1:5:2]
    yield "Interval lt", lambda: Interval(1, 2) < "x"
    yield "Interval distance", lambda: Interval(1, 2).distance_to(1)
    yield "split_overlaps type", lambda: IntervalTree([1]).split_overlaps()
    yield "verify", lambda: IntervalTree(["x"])
    yield "chop", lambda: t.chop(5, 1)
    yield "slice", lambda: t.slice("x")
    yield "envelop", lambda: t.envelop(5, 1)
    yield "merge_overlaps", lambda: IntervalTree([Interval(1, 5, 1), Interval(2, 6, "x")]).merge_overlaps(data_reducer=lambda a, b: a + b)
    yield "union type", lambda: t.union(1)


def bidict_cases():
    import bidict
    b = bidict.bidict({"a": 1})
    yield "put dup key", lambda: b.put("a", 2)
    yield "put dup value", lambda: b.put("b", 1)
    yield "put dup both", lambda: bidict.bidict({"a": 1, "b": 2}).put("a", 2)
    yield "forceput", lambda: b.putall([("c", 3), ("d", 3)], bidict.ON_DUP_RAISE)
    yield "constructor dup", lambda: bidict.bidict([("x", 1), ("y", 1)])
    yield "setitem dup value", lambda: b.__setitem__("z", 1)
    yield "getitem missing", lambda: b["nope"]
    yield "inverse missing", lambda: b.inverse[99]
    yield "frozen setitem", lambda: bidict.frozenbidict({"a": 1}).__setitem__("b", 2)
    yield "update bad", lambda: b.update(1)
    yield "namedbidict bad", lambda: bidict.namedbidict("X", "a", "a")
    yield "namedbidict keyword", lambda: bidict.namedbidict("X", "class", "b")
    yield "OnDup bad", lambda: bidict.OnDup(key="x")
    yield "pop missing", lambda: b.pop("nope")
    yield "orderedbidict popitem empty", lambda: bidict.OrderedBidict().popitem()
    yield "equals_order_sensitive", lambda: bidict.OrderedBidict().equals_order_sensitive(1)


def cssselect_cases():
    import cssselect
    tr = cssselect.GenericTranslator()
    for s in ["a[", "a:nope", "a::before x", "a >", "#", ".", "a:nth-child(x)", "a[x=]", "a:not(", "*|", "a:not(b c)", "a, ,b", "a:contains()", "a[x~=1 2]", "::selection",
              "a:lang(", "a:first-of-type()", "a:nth-of-type(2n+)", "a:has(", "a'", "a:is(", "a::nope(1)", "a:hover", "a[x|=]", "a:nth-child(", "1a", "a~"]:
        yield f"css_to_xpath {s!r}", (lambda s=s: tr.css_to_xpath(s))
    yield "parse bytes", lambda: cssselect.parse(b"a")
    yield "HTMLTranslator pseudo", lambda: cssselect.HTMLTranslator().css_to_xpath("a:visited::x")


def ecdsa_cases():
    import ecdsa
    sk = ecdsa.SigningKey.from_secret_exponent(5, curve=ecdsa.NIST192p)
    vk = sk.get_verifying_key()
    yield "verify bad", lambda: vk.verify(b"\x00" * 48, b"x")
    yield "verify length", lambda: vk.verify(b"\x00" * 3, b"x")
    yield "verify der", lambda: vk.verify(b"\x30\x00", b"x", sigdecode=ecdsa.util.sigdecode_der)
    yield "from_string short", lambda: ecdsa.SigningKey.from_string(b"\x01", curve=ecdsa.NIST192p)
    yield "from_secret_exponent 0", lambda: ecdsa.SigningKey.from_secret_exponent(0, curve=ecdsa.NIST192p)
    yield "VerifyingKey.from_string", lambda: ecdsa.VerifyingKey.from_string(b"\x04" + b"\x00" * 48, curve=ecdsa.NIST192p)
    yield "VerifyingKey.from_string len", lambda: ecdsa.VerifyingKey.from_string(b"\x01\x02", curve=ecdsa.NIST192p)
    yield "from_pem", lambda: ecdsa.SigningKey.from_pem("-----BEGIN EC PRIVATE KEY-----\nAAAA\n-----END EC PRIVATE KEY-----\n")
    yield "from_pem none", lambda: ecdsa.SigningKey.from_pem("nope")
    yield "from_der", lambda: ecdsa.SigningKey.from_der(b"\x30\x03\x02\x01\x05")
    yield "vk from_der", lambda: ecdsa.VerifyingKey.from_der(b"\x30\x03\x02\x01\x05")
    yield "vk from_der junk", lambda: ecdsa.VerifyingKey.from_der(b"\x04\x00")
    yield "curve by name", lambda: ecdsa.curves.curve_by_name("nope")
    yield "sign hash len", lambda: sk.sign_digest(b"\x00" * 99)
    yield "sigdecode_string", lambda: ecdsa.util.sigdecode_string(b"\x00", 5)
    yield "der remove_sequence", lambda: ecdsa.der.remove_sequence(b"\x31\x00")
    yield "der remove_integer", lambda: ecdsa.der.remove_integer(b"\x03\x00")
    yield "der remove_integer neg", lambda: ecdsa.der.remove_integer(b"\x02\x01\x80")
    yield "der remove_octet_string", lambda: ecdsa.der.remove_octet_string(b"\x05")
    yield "der remove_object", lambda: ecdsa.der.remove_object(b"\x07")
    yield "der read_length", lambda: ecdsa.der.read_length(b"\x85")
    yield "der remove_constructed", lambda: ecdsa.der.remove_constructed(b"\x05")
    yield "der remove_bitstring", lambda: ecdsa.der.remove_bitstring(b"\x03\x01\x09", None)
    yield "ecdh no key", lambda: ecdsa.ECDH(curve=ecdsa.NIST192p).generate_sharedsecret_bytes()
    yield "ecdh curve", lambda: ecdsa.ECDH(curve=ecdsa.NIST192p).load_received_public_key(ecdsa.SigningKey.from_secret_exponent(5, curve=ecdsa.NIST256p).get_verifying_key())
    yield "point invalid", lambda: ecdsa.ellipticcurve.PointJacobi.from_bytes(ecdsa.NIST192p.curve, b"\x04" + b"\x01" * 48)
    yield "point encoding", lambda: ecdsa.ellipticcurve.PointJacobi.from_bytes(ecdsa.NIST192p.curve, b"\x09" + b"\x01" * 24)


def cbor2_cases():
    import cbor2
    for data in [b"", b"\x1c", b"\x5f\x01", b"\x7f\x41", b"\xa1", b"\x81", b"\xd8\x1e\x01", b"\xd9\xd9\xf7", b"\x62\xff\xfe", b"\xfc", b"\x18", b"\xc1\x61x", b"\xd8\x25\x01", b"\xdb\xff\xff\xff\xff\xff\xff\xff\xff\x01",
                 b"\xd8\x1c\x01", b"\xd8\x1d\x05", b"\xc0\x01", b"\xd8\x20\x01", b"\xd8\x23\x01", b"\xa1\x80\x01", b"\x9f\x01"]:
        yield f"loads {data!r}", (lambda d=data: cbor2.loads(d))
    yield "dumps object", lambda: cbor2.dumps(object())
    yield "dumps naive datetime", lambda: cbor2.dumps(datetime.datetime(2020, 1, 1))
    yield "dumps cyclic", lambda: (lambda l: (l.append(l), cbor2.dumps(l)))([])
    yield "dumps big tag", lambda: cbor2.dumps(cbor2.CBORTag(-1, 1))
    yield "CBORSimpleValue", lambda: cbor2.CBORSimpleValue(300)
    yield "CBORTag bad", lambda: cbor2.CBORTag("x", 1)


def asn1crypto_cases():
    from asn1crypto import core, x509, keys, pem, algos, util
    yield "Integer load bad", lambda: core.Integer.load(b"\x04\x01\x00").native
    yield "load trailing", lambda: core.Integer.load(b"\x02\x01\x00\x00")
    yield "load short", lambda: core.Integer.load(b"\x02\x05\x00")
    yield "load empty", lambda: core.load(b"")
    yield "Sequence missing", lambda: x509.Certificate.load(b"\x30\x00").native
    yield "Certificate junk", lambda: x509.Certificate.load(b"\x30\x03\x02\x01\x00").native
    yield "Name bad", lambda: x509.Name.build({"nope": "x"})
    yield "Integer set str", lambda: core.Integer("x")
    yield "Boolean set", lambda: core.Boolean("x").dump()
    yield "OctetString set", lambda: core.OctetString(1)
    yield "ObjectIdentifier bad", lambda: core.ObjectIdentifier("x").dump()
    yield "ObjectIdentifier map", lambda: core.ObjectIdentifier.unmap("nope")
    yield "UTCTime bad", lambda: core.UTCTime("x")
    yield "GeneralizedTime load", lambda: core.GeneralizedTime.load(b"\x18\x02xx").native
    yield "BitString bad", lambda: core.BitString("x")
    yield "Enumerated bad", lambda: algos.DigestAlgorithmId("nope").dump()
    yield "Choice bad", lambda: x509.GeneralName(name="nope", value="x")
    yield "Sequence setitem", lambda: x509.Certificate()["nope"]
    yield "Sequence set bad", lambda: keys.RSAPublicKey({"modulus": "x", "public_exponent": 3}).dump()
    yield "SequenceOf bad", lambda: x509.Extensions(["x"])
    yield "pem unarmor", lambda: pem.unarmor(b"nope")
    yield "pem unarmor bad", lambda: pem.unarmor(b"-----BEGIN X-----\n!!!\n-----END Y-----\n")
    yield "pem armor type", lambda: pem.armor(1, b"x")
    yield "keys PrivateKeyInfo wrap", lambda: keys.PrivateKeyInfo.wrap(b"x", "nope")
    yield "util int_to_bytes", lambda: util.int_to_bytes(-1, signed=False)
    yield "util int_from_bytes", lambda: util.int_from_bytes("x")
    yield "IPAddress bad", lambda: x509.IPAddress("nope")
    yield "EmailAddress type", lambda: x509.EmailAddress(1)
    yield "IA5String unicode", lambda: core.IA5String("\u00e9").dump()
    yield "algo bad", lambda: algos.SignedDigestAlgorithm({"algorithm": "nope"}).signature_algo
    yield "public_key algo", lambda: keys.PublicKeyInfo({"algorithm": {"algorithm": "rsa"}, "public_key": b"x"}).bit_size


def prettytable_cases():
    import prettytable
    t = prettytable.PrettyTable(["a", "b"])
    yield "add_row length", lambda: t.add_row([1])
    yield "add_column length", lambda: prettytable.PrettyTable(["a"]).add_column("b", [1, 2]) if t.add_row([1, 2]) is None else None
    yield "field_names dup", lambda: setattr(t, "field_names", ["a", "a"])
    yield "field_names length", lambda: setattr(t, "field_names", ["x"])
    yield "align bad", lambda: setattr(t, "align", "x")
    yield "valign bad", lambda: setattr(t, "valign", "x")
    yield "sortby bad", lambda: setattr(t, "sortby", "nope")
    yield "int_format bad", lambda: setattr(t, "int_format", "x")
    yield "float_format bad", lambda: setattr(t, "float_format", "x")
    yield "padding_width bad", lambda: setattr(t, "padding_width", -1)
    yield "hrules bad", lambda: setattr(t, "hrules", 99)
    yield "vertical_char bad", lambda: setattr(t, "vertical_char", "ab")
    yield "max_width bad", lambda: setattr(t, "max_width", "x")
    yield "start bad", lambda: setattr(t, "start", -1)
    yield "fields bad", lambda: t.get_string(fields=["nope"])
    yield "del_row", lambda: t.del_row(99)
    yield "set_style", lambda: t.set_style(99)
    yield "from_csv", lambda: prettytable.from_csv(io.StringIO(""))
    yield "from_html multiple", lambda: prettytable.from_html_one("<table><tr><th>a</th></tr></table><table><tr><th>b</th></tr></table>")
    yield "from_html none", lambda: prettytable.from_html_one("<p>x</p>")
    yield "from_db_cursor", lambda: prettytable.from_db_cursor(1)
    yield "getitem bad", lambda: t["x"]
    yield "title", lambda: setattr(t, "format", "x")
    yield "attr", lambda: t.nope
    yield "border", lambda: setattr(t, "border", "x")
    yield "get_json_string", lambda: t.get_json_string(fields=["nope"])
    yield "reversesort", lambda: setattr(t, "reversesort", "x")


def docopt_cases():
    import docopt
    doc = "Usage: prog [options] <x>\n       prog ship <name> --speed=<kn>\n\nOptions:\n  -h --help  Show.\n  -v         Verbose.\n  --speed=<kn>  Speed [default: 10].\n"
    # a bad argv raises DocoptExit, a SystemExit, which errors.py's run lets through
    yield "parse_defaults", lambda: docopt.docopt(doc + "\nOptions:\n  --speed=<kn>  Again.\n", argv=["--speed=1", "x"], help=False) and docopt.formal_usage("nope")
    for d in ["nope", "Usage: prog\nUsage: prog", "Usage: prog [", "Usage: prog (a", "Usage: prog a]", "Usage: prog --x\n\nOptions:\n  --x  X.\n  --x  Again."]:
        yield f"docopt doc {d!r}", (lambda d=d: docopt.docopt(d, argv=["q"]))


def typeguard_cases():
    import typing
    import typeguard

    @typeguard.typechecked
    def f(a: int, b: typing.List[str], c: typing.Dict[str, int] = None, d: typing.Union[int, str] = 1, e: typing.Tuple[int, str] = (1, "a"), g: typing.Callable[[int], int] = None, h: typing.Optional[typing.Set[int]] = None) -> int:
        return "x" if a == 99 else 1
    yield "int", lambda: f("x", [])
    yield "List", lambda: f(1, [1])
    yield "List type", lambda: f(1, 1)
    yield "Dict key", lambda: f(1, [], {1: 1})
    yield "Dict value", lambda: f(1, [], {"a": "b"})
    yield "Union", lambda: f(1, [], None, 1.5)
    yield "Tuple length", lambda: f(1, [], None, 1, (1,))
    yield "Tuple element", lambda: f(1, [], None, 1, ("a", "b"))
    yield "Callable", lambda: f(1, [], None, 1, (1, "a"), 1)
    yield "Callable arity", lambda: f(1, [], None, 1, (1, "a"), lambda: 1)
    yield "Set", lambda: f(1, [], None, 1, (1, "a"), None, {"a"})
    yield "return", lambda: f(99, [])
    yield "check_type", lambda: typeguard.check_type("x", 1, str)
    yield "check_argument_types", lambda: typeguard.check_argument_types()

    @typeguard.typechecked
    def gen() -> typing.Generator[int, None, None]:
        yield "a"
    yield "generator", lambda: list(gen())


def polib_cases():
    import polib
    for s in ['msgid "a"\nmsgstr "b', 'msgid "a"\nmsgstr "b"\nmsgid "a"\nmsgstr "c"', 'msgid', 'nope', 'msgid "a"\nmsgid_plural "b"\nmsgstr "c"', 'msgid "a"\n"b', 'msgctxt "a"\nmsgctxt "b"\nmsgid "x"\nmsgstr ""',
              'msgid "a"\nmsgstr[x] "b"', '#| msgid "a\nmsgid "b"\nmsgstr ""']:
        yield f"pofile {s!r}", (lambda s=s: polib.pofile(s))
    yield "pofile missing", lambda: polib.pofile("/nonexistent/x.po")
    yield "mofile bad magic", lambda: polib.mofile(b"\x00\x01\x02\x03" + b"\x00" * 24)
    yield "mofile short", lambda: polib.mofile(b"\xde\x12\x04\x95")
    yield "mofile missing", lambda: polib.mofile("/nonexistent/x.mo")
    yield "save no path", lambda: polib.POFile().save()
    yield "detect_encoding", lambda: polib.detect_encoding("/nonexistent/x.po")
    yield "unescape", lambda: polib.pofile('msgid "\\x"\nmsgstr ""')


def pydantic_cases():
    from typing import List, Optional
    import pydantic

    class M(pydantic.BaseModel):
        a: int
        b: pydantic.conint(gt=0, lt=10) = 1
        c: List[str] = []
        d: pydantic.constr(min_length=2, max_length=3, regex=r"^x") = "xx"
        e: Optional[pydantic.EmailStr] = None if hasattr(pydantic, "EmailStr") else None
        f: pydantic.HttpUrl = "http://x.org"
        g: float = 1.0

        @pydantic.validator("g")
        def g_pos(cls, v):
            if v < 0:
                raise ValueError("g must be positive")
            return v

        class Config:
            extra = "forbid"

    yield "missing", lambda: M()
    yield "int", lambda: M(a="x")
    yield "gt", lambda: M(a=1, b=0)
    yield "lt", lambda: M(a=1, b=99)
    yield "list", lambda: M(a=1, c=1)
    yield "list item", lambda: M(a=1, c=[object()])
    yield "min_length", lambda: M(a=1, d="x")
    yield "max_length", lambda: M(a=1, d="xxxx")
    yield "regex", lambda: M(a=1, d="ab")
    yield "url", lambda: M(a=1, f="nope")
    yield "url scheme", lambda: M(a=1, f="ftp://x")
    yield "validator", lambda: M(a=1, g=-1)
    yield "extra", lambda: M(a=1, z=1)
    yield "float", lambda: M(a=1, g="x")
    yield "parse_raw", lambda: M.parse_raw("{nope")
    yield "parse_obj", lambda: M.parse_obj(1)
    yield "setattr", lambda: setattr(M(a=1), "nope", 1)
    yield "parse_obj_as", lambda: pydantic.parse_obj_as(List[int], ["x"])
    yield "create_model bad", lambda: pydantic.create_model("X", __base__=1)
    yield "field bad default", lambda: pydantic.create_model("X", a=(int, pydantic.Field(1, gt="x")))(a=2)
    yield "validate_arguments", lambda: pydantic.validate_arguments(lambda x: x).__call__()
    yield "datetime", lambda: pydantic.parse_obj_as(datetime.datetime, "nope")
    yield "date", lambda: pydantic.parse_obj_as(datetime.date, "2020-13-01")
    yield "UUID", lambda: pydantic.parse_obj_as(__import__("uuid").UUID, "x")
    yield "Decimal", lambda: pydantic.parse_obj_as(pydantic.condecimal(max_digits=2), "123.4")
    yield "bool", lambda: pydantic.parse_obj_as(bool, "maybe")
    yield "enum", lambda: pydantic.parse_obj_as(__import__("enum").Enum("E", "a b"), 9)
    yield "dict", lambda: pydantic.parse_obj_as(dict, 1)
    yield "Json", lambda: pydantic.parse_obj_as(pydantic.Json, "{")
    yield "IPv4", lambda: pydantic.parse_obj_as(pydantic.IPvAnyAddress, "x")
    yield "color", lambda: pydantic.color.Color("nope")
    yield "SecretStr", lambda: pydantic.parse_obj_as(pydantic.SecretStr, 1)
    yield "conlist", lambda: pydantic.parse_obj_as(pydantic.conlist(int, min_items=2), [1])
    yield "frozen", lambda: setattr(pydantic.create_model("F", a=(int, 1), __config__=type("C", (), {"allow_mutation": False}))(), "a", 2)
    yield "schema bad", lambda: pydantic.schema_of(object)
    yield "ByteSize", lambda: pydantic.parse_obj_as(pydantic.ByteSize, "1 XB")
    yield "PaymentCard", lambda: pydantic.parse_obj_as(pydantic.PaymentCardNumber, "1234")
    yield "StrictInt", lambda: pydantic.parse_obj_as(pydantic.StrictInt, "1")
    yield "root duplicate", lambda: pydantic.create_model("X", __root__=(int, ...), a=(int, 1))


def simpleeval_cases():
    import simpleeval
    for e in ["x", "f(1)", "1/0", "2 ** 99999999", "'a' * 99999999", "__import__('os')", "a.__class__", "lambda: 1", "[x for x in range(10**9)]", "1 +", "import os", "'a'.nope", "{1: 2}[3]", "x = 1", "len(1)",
              "(1).__class__", "str.format", "yield 1", "range(10**9)", "'{}'.format.__globals__", "a if b else c", "1 if 1 else y", "globals()"]:
        yield f"simple_eval {e!r}", (lambda e=e: simpleeval.simple_eval(e))
    yield "EvalWithCompoundTypes", lambda: simpleeval.EvalWithCompoundTypes().eval("[1, 2][x]")
    yield "names dict", lambda: simpleeval.simple_eval("a.b", names={"a": {}})
    yield "names func", lambda: simpleeval.simple_eval("a", names=lambda n: (_ for _ in ()).throw(KeyError(n.id)))
    yield "functions", lambda: simpleeval.simple_eval("g(1)", functions={"f": len})
    yield "attr", lambda: simpleeval.simple_eval("a.b", names={"a": 1})


def strictyaml_cases():
    import strictyaml as sy
    m = sy.Map({"a": sy.Int(), "b": sy.Str(), sy.Optional("c"): sy.Seq(sy.Bool())})
    for s in ["a: x\nb: y", "a: 1", "a: 1\nb: y\nd: 1", "a: 1\nb: y\nc: x", "a: 1\nb: y\nc: [1]", "a: 1\nb: y\nc:\n- maybe", "- 1", "a: 1\na: 2\nb: y", "a: &x 1\nb: *x", "a: !!int 1\nb: y", "a: {b: 1}\nb: y", "a:\nb: y", "x"]:
        yield f"load Map {s!r}", (lambda s=s: sy.load(s, m))
    for schema, s in [(sy.Float(), "x"), (sy.Decimal(), "x"), (sy.Datetime(), "x"), (sy.Email(), "x"), (sy.Url(), "x"), (sy.Enum(["a"]), "b"), (sy.Regex("^a$"), "b"), (sy.CommaSeparated(sy.Int()), "1, x"),
                      (sy.FixedSeq([sy.Int(), sy.Str()]), "- 1"), (sy.UniqueSeq(sy.Int()), "- 1\n- 1"), (sy.MapPattern(sy.Str(), sy.Int()), "a: x"), (sy.Seq(sy.Int()), "a: 1"), (sy.EmptyNone(), "x"),
                      (sy.HexInt(), "x"), (sy.NullNone(), "x"), (sy.Str(), "a: 1"), (sy.Int() | sy.Bool(), "x"), (sy.MapCombined({"a": sy.Int()}, sy.Str(), sy.Str()), "a: x")]:
        yield f"load {type(schema).__name__} {s!r}", (lambda schema=schema, s=s: sy.load(s, schema))
    yield "as_document bad", lambda: sy.as_document({"a": "x"}, m)
    yield "as_document Int", lambda: sy.as_document("x", sy.Int())
    yield "bad schema", lambda: sy.Map({"a": 1})
    yield "revalidate", lambda: sy.load("a: 1\nb: y", m).__setitem__("a", "x")
    yield "dirty load", lambda: sy.load("a: [1]\nb: y", sy.Map({"a": sy.Any(), "b": sy.Str()}))


def roman_cases():
    import roman
    for v in [0, -1, 5000, 1.5, "x"]:
        yield f"toRoman {v!r}", (lambda v=v: roman.toRoman(v))
    for v in ["", "IIII", "IM", "x", "MMMMM", "VV", "IL"]:
        yield f"fromRoman {v!r}", (lambda v=v: roman.fromRoman(v))


def inflect_cases():
    import inflect
    p = inflect.engine()
    yield "number_to_words type", lambda: p.number_to_words("x")
    yield "number_to_words group", lambda: p.number_to_words(12, group=5)
    yield "ordinal type", lambda: p.ordinal(None)
    yield "plural empty", lambda: p.plural("")
    yield "defnoun bad", lambda: p.defnoun("x(", "y")
    yield "defverb bad", lambda: p.defverb("x(", "y", "a", "b", "c", "d")
    yield "defa bad", lambda: p.defa("(")
    yield "classical bad", lambda: p.classical(nope=True)
    yield "num bad", lambda: p.num("x")
    yield "inflect bad", lambda: p.inflect("plural('a')")
    yield "inflect func", lambda: p.inflect("nope(cat)")
    yield "join type", lambda: p.join(1)
    yield "a empty", lambda: p.a("")
    yield "compare", lambda: p.compare("", "x")
    yield "present_participle", lambda: p.present_participle(1)
    yield "singular_noun", lambda: p.singular_noun(1)
    yield "gender", lambda: p.gender("x")
    yield "no", lambda: p.no("")


def webob_cases():
    import webob
    import webob.exc
    from webob import Request, Response
    yield "Response status bad", lambda: Response(status="x")
    yield "Response status int", lambda: Response(status=9999)
    yield "Response body and app_iter", lambda: Response(body=b"x", app_iter=[b"y"])
    yield "Response charset text", lambda: setattr(Response(content_type="application/octet-stream", charset=None), "text", "x")
    yield "Response text type", lambda: setattr(Response(), "text", b"x")
    yield "Response body type", lambda: setattr(Response(), "body", "x")
    yield "Response json_body", lambda: Response(body=b"{").json_body
    yield "Response content_length", lambda: setattr(Response(), "content_length", "x")
    yield "Response set_cookie", lambda: Response().set_cookie("a", "b", max_age="x")
    yield "Response cache_control", lambda: setattr(Response(), "cache_control", 1)
    yield "Response app_iter body", lambda: Response(app_iter=iter([b"x"])).content_length.__class__ and setattr(Response(), "app_iter", 1) or Response(app_iter=[1]).body
    yield "Request blank", lambda: Request.blank("/", POST=1)
    yield "Request json", lambda: Request.blank("/", body=b"{").json
    yield "Request body text no charset", lambda: Request.blank("/", body=b"x", content_type="application/octet-stream").text
    yield "Request range", lambda: setattr(Request.blank("/"), "range", "bytes=x")
    yield "Request accept", lambda: Request.blank("/").accept.best_match(1)
    yield "Request method bad", lambda: Request.blank("/", method="GET", body=b"x").POST["a"]
    yield "Request host", lambda: Request.blank("http://x:y/").host_port
    yield "Request path_info_pop", lambda: Request.blank("/").path_info_pop(1)
    yield "exc status", lambda: webob.exc.status_map[999]
    yield "HTTPFound no location", lambda: webob.exc.HTTPFound(location=None)(Request.blank("/").environ, lambda *a: None)
    yield "exc detail", lambda: webob.exc.HTTPBadRequest(detail="x").__call__(1, 2)
    yield "MultiDict getone", lambda: webob.multidict.MultiDict().getone("x")
    yield "MultiDict getone many", lambda: webob.multidict.MultiDict([("a", 1), ("a", 2)]).getone("a")
    yield "MultiDict args", lambda: webob.multidict.MultiDict(1, 2)
    yield "cookies bad", lambda: webob.cookies.make_cookie("a", "b", max_age="x")
    yield "cookie samesite", lambda: webob.cookies.make_cookie("a", "b", samesite="x")
    yield "etag", lambda: webob.etag.IfRange.parse(1)
    yield "byterange", lambda: webob.byterange.Range(5, 1)
    yield "datetime_utils", lambda: webob.datetime_utils.serialize_date(object())


def soupsieve_cases():
    import soupsieve
    for s in ["a[", "a:nope", "a >", "#", "a:nth-child(x)", "a[x=]", "a:not(", "a, ,b", "a:contains()", "::before", "a:is(", "a:has(> )", "a:lang(", "a:nth-child(", "a\\", "a:dir(x)",
              "a::x", "a:nth-of-type(2n+)", "a|b", "a:has()", "a[x i", "a:--nope"]:
        yield f"compile {s!r}", (lambda s=s: soupsieve.compile(s))
    yield "compile namespaces", lambda: soupsieve.compile("a", namespaces=1)
    yield "compile custom", lambda: soupsieve.compile("a", custom={":--x": "b", ":--X": "c"})
    yield "compile custom bad", lambda: soupsieve.compile("a", custom={"x": "b"})
    yield "compile flags", lambda: soupsieve.compile(soupsieve.compile("a"), flags=1)
    yield "select type", lambda: soupsieve.select("a", 1)
    yield "custom recursive", lambda: soupsieve.compile(":--a", custom={":--a": ":--b", ":--b": ":--a"})


def hyperframe_cases():
    from hyperframe import frame
    for data in [b"", b"\x00\x00\x01\x00", b"\x00\x00\x01\xff\x00\x00\x00\x00\x00", b"\x00\x00\x00\x00\x00\x00\x00\x00\x00", b"\x00\x00\x05\x04\x00\x00\x00\x00\x00", b"\x00\x00\x03\x06\x00\x00\x00\x00\x00",
                 b"\x00\x00\x04\x08\x00\x00\x00\x00\x00", b"\x00\x00\x00\x01\x00\x00\x00\x00\x00", b"\x00\x00\x00\x03\x00\x00\x00\x00\x00", b"\x00\x00\x03\x07\x00\x00\x00\x00\x00", b"\x00\x00\x02\x02\x00\x00\x00\x00\x01"]:
        yield f"parse_frame_header {data!r}", (lambda d=data: (lambda f: f[0].parse_body(memoryview(d[9:])))(frame.Frame.parse_frame_header(memoryview(d[:9]))))
    yield "DataFrame stream 0", lambda: frame.DataFrame(0)
    yield "SettingsFrame stream", lambda: frame.SettingsFrame(1)
    yield "SettingsFrame ack data", lambda: frame.SettingsFrame(0, settings={1: 1}, flags=["ACK"])
    yield "flags bad", lambda: frame.DataFrame(1, flags=["NOPE"])
    yield "DataFrame padded", lambda: frame.DataFrame(1).parse_body(memoryview(b""))
    yield "PingFrame body", lambda: frame.PingFrame(0, opaque_data=b"x" * 9).serialize()
    yield "WindowUpdate", lambda: frame.WindowUpdateFrame(1, window_increment=0).serialize()
    yield "Priority", lambda: frame.PriorityFrame(0)


def nacl_cases():
    import nacl.secret
    import nacl.public
    import nacl.signing
    import nacl.encoding
    import nacl.pwhash
    import nacl.hash
    import nacl.utils
    yield "SecretBox key", lambda: nacl.secret.SecretBox(b"x")
    yield "SecretBox key type", lambda: nacl.secret.SecretBox("x")
    yield "SecretBox nonce", lambda: nacl.secret.SecretBox(b"k" * 32).encrypt(b"m", b"n")
    yield "SecretBox decrypt", lambda: nacl.secret.SecretBox(b"k" * 32).decrypt(b"x" * 40)
    yield "SecretBox decrypt short", lambda: nacl.secret.SecretBox(b"k" * 32).decrypt(b"x")
    yield "PrivateKey size", lambda: nacl.public.PrivateKey(b"x")
    yield "PublicKey size", lambda: nacl.public.PublicKey(b"x")
    yield "PublicKey type", lambda: nacl.public.PublicKey("x")
    yield "Box type", lambda: nacl.public.Box(1, 2)
    yield "SealedBox", lambda: nacl.public.SealedBox(nacl.public.PrivateKey(b"k" * 32)).decrypt(b"x" * 60)
    yield "SigningKey seed", lambda: nacl.signing.SigningKey(b"x")
    yield "VerifyKey size", lambda: nacl.signing.VerifyKey(b"x")
    yield "VerifyKey verify", lambda: nacl.signing.SigningKey(b"s" * 32).verify_key.verify(b"x" * 80)
    yield "VerifyKey verify sig", lambda: nacl.signing.SigningKey(b"s" * 32).verify_key.verify(b"m", b"s")
    yield "HexEncoder", lambda: nacl.signing.VerifyKey(b"zz", encoder=nacl.encoding.HexEncoder)
    yield "Base64Encoder", lambda: nacl.public.PublicKey(b"!!!", encoder=nacl.encoding.Base64Encoder)
    yield "pwhash str", lambda: nacl.pwhash.verify(b"nope", b"pw")
    yield "pwhash opslimit", lambda: nacl.pwhash.argon2id.kdf(32, b"pw", b"s" * 16, opslimit=0)
    yield "pwhash salt", lambda: nacl.pwhash.argon2id.kdf(32, b"pw", b"s")
    yield "hash type", lambda: nacl.hash.sha256("x")
    yield "blake2b key", lambda: nacl.hash.blake2b(b"x", key=b"k" * 99)
    yield "blake2b digest", lambda: nacl.hash.blake2b(b"x", digest_size=999)
    yield "random", lambda: nacl.utils.random(-1)
    yield "EncryptedMessage", lambda: nacl.utils.EncryptedMessage._from_parts(1, 2, 3)
    yield "Aead key", lambda: nacl.secret.Aead(b"x") if hasattr(nacl.secret, "Aead") else nacl.secret.SecretBox(b"y")


SUITES.update({
    "jsonpointer": jsonpointer_cases, "jsonpatch": jsonpatch_cases, "bitstring": bitstring_cases, "construct": construct_cases,
    "elementpath": elementpath_cases, "tomlkit": tomlkit_cases, "pint": pint_cases, "intervaltree": intervaltree_cases,
    "bidict": bidict_cases, "cssselect": cssselect_cases, "ecdsa": ecdsa_cases, "cbor2": cbor2_cases, "asn1crypto": asn1crypto_cases,
    "prettytable": prettytable_cases, "docopt": docopt_cases, "typeguard": typeguard_cases, "polib": polib_cases, "pydantic": pydantic_cases,
    "simpleeval": simpleeval_cases, "strictyaml": strictyaml_cases, "roman": roman_cases, "inflect": inflect_cases, "webob": webob_cases,
    "soupsieve": soupsieve_cases, "hyperframe": hyperframe_cases, "nacl": nacl_cases,
})


# Third batch (2026-12-06): Debian packages none of errdex's corpora or
# tests used, added for issue 27's fifth Python round (split batch 4 of
# split-js-py.txt).

def stdnum_cases():
    from stdnum import iban, isbn, luhn, ean, bic, imei, issn
    from stdnum.us import ssn, ein
    from stdnum.de import vat as devat
    from stdnum.nl import bsn
    from stdnum.fr import siren
    from stdnum.es import nif
    from stdnum.be import vat as bevat
    from stdnum import util
    yield from table("iban", ["", "GB82WEST12345698765431", "XX00", "GB82WEST1234569876543", "GB82-WEST!"], iban.validate)
    yield from table("isbn", ["978-0-306-40615-6", "123", "97803064061X7", "0-306-40615-3"], isbn.validate)
    yield "isbn to_isbn10", lambda: isbn.to_isbn10("979-10-90636-07-1")
    yield from table("luhn", ["1234", "12a4"], luhn.validate)
    yield from table("ean", ["4006381333932", "40063813339", "400638133393x"], ean.validate)
    yield from table("bic", ["DEUTDEFF5", "DEUT1EFF", "DEUTXXFF"], bic.validate)
    yield from table("imei", ["35686800-004141-21", "3568680000414"], imei.validate)
    yield from table("issn", ["0317-8472", "03178471x"], issn.validate)
    yield from table("ssn", ["536-90-4399", "000-12-3456", "12345"], ssn.validate)
    yield from table("ein", ["00-1234567", "04-123456"], ein.validate)
    yield from table("de vat", ["DE136695977", "DE13669597"], devat.validate)
    yield from table("bsn", ["111222334", "1112223"], bsn.validate)
    yield from table("siren", ["552 008 442", "55200844"], siren.validate)
    yield from table("nif", ["B64717839", "X1234567X"], nif.validate)
    yield from table("be vat", ["BE0403019262", "BE040301926"], bevat.validate)
    yield "get_cc_module", lambda: util.get_cc_module("zz", "vat").validate("x")
    yield "luhn alphabet", lambda: luhn.checksum("12", alphabet="0")


def lark_cases():
    import lark
    calc = lark.Lark('''
        start: sum
        sum: NUMBER ("+" NUMBER)*
        %import common.NUMBER
        %ignore " "
    ''')
    lalr = lark.Lark('''
        start: "a" "b" NAME
        NAME: /[a-z]+/
    ''', parser="lalr")
    yield from table("earley", ["1 +", "+", "1 ? 2", "", "1 2"], calc.parse)
    yield from table("lalr", ["a", "ab", "abX", "x", "ab1"], lalr.parse)
    yield from table("grammar", ['start: "a" undefined', 'start: ', 'start: "a"\nstart: "b"', "start: (", "%import nope.X\nstart: X",
                                 "start: A\nA: /(/", "start: x\nx: start", "%ignore Y\nstart: \"a\""], lark.Lark)
    yield "start missing", lambda: lark.Lark('a: "a"')
    yield "parser kind", lambda: lark.Lark('start: "a"', parser="nope")
    yield "lexer kind", lambda: lark.Lark('start: "a"', lexer="nope")
    yield "lalr ambiguity", lambda: lark.Lark('start: a | b\na: "x"\nb: "x"', parser="lalr")
    yield "transformer", lambda: lark.Transformer().transform(calc.parse("1+2")) and lark.visitors.Discard.nope
    yield "tree find", lambda: lark.Tree("a", []).children[0]
    yield "visit error", lambda: type("T", (lark.Transformer,), {"sum": lambda self, c: 1 / 0})().transform(calc.parse("1+2"))
    yield "interactive", lambda: lalr.parse_interactive("a").feed_token(lark.Token("NOPE", "x"))


def humanfriendly_cases():
    import humanfriendly
    from humanfriendly import tables, text, prompts
    yield from table("parse_size", ["", "1 zz", "x", "1.5.5 KB", "KB"], humanfriendly.parse_size)
    yield from table("parse_timespan", ["", "1 fortnight", "x", "5 5"], humanfriendly.parse_timespan)
    yield from table("parse_length", ["", "1 furlong", "x"], humanfriendly.parse_length)
    yield from table("parse_date", ["", "2020-13-01", "x", "2020-01-01 25:00:00"], humanfriendly.parse_date)
    yield from table("coerce_boolean", ["maybe", "", "2"], humanfriendly.coerce_boolean)
    yield from table("coerce_pattern", [1, None], humanfriendly.coerce_pattern)
    yield "coerce_seconds", lambda: humanfriendly.coerce_seconds("x")
    yield "format_size", lambda: humanfriendly.format_size("x")
    yield "tokenize", lambda: text.tokenize(1)
    yield "format_table", lambda: tables.format_smart_table([[1, 2]], ["a"]) + 1
    yield "prepare_friendly_prompts", lambda: prompts.prompt_for_choice([])
    yield "round_number", lambda: humanfriendly.round_number("x")


def icalendar_cases():
    import icalendar
    from icalendar import prop
    yield from table("from_ical", ["", "BEGIN:VCALENDAR", "BEGIN:VCALENDAR\nEND:VEVENT", "nope", "BEGIN:VEVENT\nDTSTART:x\nEND:VEVENT",
                                   "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART;VALUE=DATE:2020\nEND:VEVENT\nEND:VCALENDAR"],
                     lambda s: icalendar.Calendar.from_ical(s)["x"] if s else icalendar.Calendar.from_ical(s))
    yield from table("vDate", ["2020", "20201301", "x"], prop.vDate.from_ical)
    yield from table("vDatetime", ["2020", "20200101T250000", "x"], prop.vDatetime.from_ical)
    yield from table("vDuration", ["P", "PXD", "x"], prop.vDuration.from_ical)
    yield from table("vPeriod", ["x", "20200101T000000Z/x"], prop.vPeriod.from_ical)
    yield from table("vTime", ["25", "x"], prop.vTime.from_ical)
    yield from table("vUTCOffset", ["x", "+99", "+2500"], prop.vUTCOffset.from_ical)
    yield from table("vWeekday", ["XX", "1"], prop.vWeekday.from_ical)
    yield from table("vFrequency", ["NOPE"], prop.vFrequency.from_ical)
    yield from table("vGeo", ["x", "1"], prop.vGeo.from_ical)
    yield from table("vInt", ["x"], prop.vInt.from_ical)
    yield from table("vFloat", ["x"], prop.vFloat.from_ical)
    yield from table("vBoolean", ["MAYBE"], prop.vBoolean.from_ical)
    yield "vDuration type", lambda: prop.vDuration(1)
    yield "vDate type", lambda: prop.vDate(1)
    yield "vDatetime type", lambda: prop.vPeriod((1, 2))
    yield "vRecur", lambda: prop.vRecur.from_ical("FREQ=NOPE;X")
    yield "vDDDTypes", lambda: prop.vDDDTypes("x")
    yield "Contentline", lambda: icalendar.parser.Contentline("x").parts()
    yield "Contentline newline", lambda: icalendar.parser.Contentline("a\nb", strict=True)


def webcolors_cases():
    import webcolors
    yield from table("hex_to_rgb", ["", "#12", "#gggggg", "123456"], webcolors.hex_to_rgb)
    yield from table("name_to_hex", ["nope", ""], webcolors.name_to_hex)
    yield "name_to_hex spec", lambda: webcolors.name_to_hex("red", spec="nope")
    yield from table("hex_to_name", ["#123457", "#12"], webcolors.hex_to_name)
    yield "hex_to_name spec", lambda: webcolors.hex_to_name("#ffffff", spec="css1")
    yield from table("rgb_to_name", [(1, 2, 3)], webcolors.rgb_to_name)
    yield from table("rgb_percent_to_name", [("1%", "2%", "3%")], webcolors.rgb_percent_to_name)
    yield from table("normalize_integer_triplet", [(1, 2)], webcolors.normalize_integer_triplet)
    yield "normalize_percent", lambda: webcolors.normalize_percent_triplet(("x%", "1%", "1%"))
    yield "rgb_percent_to_rgb", lambda: webcolors.rgb_percent_to_rgb(("1", "2", "3"))
    yield "html5_parse_simple", lambda: webcolors.html5_parse_simple_color("red")
    yield "html5_parse_simple length", lambda: webcolors.html5_parse_simple_color("#1234")
    yield "html5_parse_simple chars", lambda: webcolors.html5_parse_simple_color("#12345z")
    yield "html5_parse_legacy empty", lambda: webcolors.html5_parse_legacy_color("")
    yield "html5_parse_legacy transparent", lambda: webcolors.html5_parse_legacy_color("transparent")
    yield "html5_parse_legacy type", lambda: webcolors.html5_parse_legacy_color(1)
    yield "html5_serialize", lambda: webcolors.html5_serialize_simple_color((1, 2))


def dotenv_cases():
    import dotenv
    from dotenv import parser, variables
    yield "load missing", lambda: dotenv.dotenv_values("/nonexistent/.env", verbose=True) and dotenv.main.DotEnv(None, stream=None).dict()
    yield "find_dotenv raise", lambda: dotenv.find_dotenv("nope.env", raise_error_if_not_found=True)
    yield "get_key", lambda: dotenv.get_key("/nonexistent/.env", "A") + 1
    yield "set_key", lambda: dotenv.set_key("/nonexistent/dir/.env", "A", "1")
    yield "unset_key", lambda: dotenv.unset_key("/nonexistent/.env", "A") + 1
    yield "set_key quote", lambda: dotenv.set_key("/tmp/.env-heldout-x", "A", "1", quote_mode="nope")
    yield "parse type", lambda: list(parser.parse_stream(1))
    yield "variables type", lambda: list(variables.parse_variables(1))
    yield "Reader", lambda: parser.Reader(io.StringIO("x")).read_regex(parser.make_regex("y"))
    yield "Reader peek", lambda: parser.Reader(io.StringIO("")).read(1)
    yield "decode_escapes", lambda: parser.decode_escapes(parser.make_regex("x"), 1)
    yield "load_dotenv stream", lambda: dotenv.load_dotenv(stream=1)


def configargparse_cases():
    import configargparse as cap

    def p(*args, **kw):
        pa = cap.ArgParser(prog="x", exit_on_error=False) if "exit_on_error" in cap.ArgParser.__init__.__code__.co_varnames else cap.ArgParser(prog="x")
        return pa
    yield "config file missing", lambda: cap.ArgParser(default_config_files=[]).parse_args(["-c", "/nonexistent"]) if False else _cap_missing(cap)
    yield "yaml parser", lambda: cap.YAMLConfigFileParser().parse(io.StringIO("a: [1"))
    yield "yaml not dict", lambda: cap.YAMLConfigFileParser().parse(io.StringIO("- 1"))
    yield "toml parser", lambda: cap.TomlConfigParser(["x"]).parse(io.StringIO("[x\n")) if hasattr(cap, "TomlConfigParser") else cap.ConfigFileParser().parse(1)
    yield "ini parser", lambda: cap.IniConfigParser(["x"], False).parse(io.StringIO("[x\na")) if hasattr(cap, "IniConfigParser") else cap.ConfigFileParser().parse(1)
    yield "default parser", lambda: cap.DefaultConfigFileParser().parse(io.StringIO("[a\n= b\n!!"))
    yield "base parse", lambda: cap.ConfigFileParser().parse(io.StringIO(""))
    yield "base serialize", lambda: cap.ConfigFileParser().serialize({})
    yield "add_argument env conflict", lambda: cap.ArgParser(prog="x").add_argument("--a", env_var="A", is_config_file=True, is_write_out_config_file_arg=True)
    yield "write config", lambda: _cap_write(cap)
    yield "get_possible_config_keys", lambda: cap.ArgParser(prog="x", args_for_setting_config_path=["-c"], config_file_parser_class=int).parse_args([])
    yield "convert item", lambda: cap.ArgParser(prog="x").convert_item_to_command_line_arg(None, "a", object())
    yield "namespace", lambda: cap.get_argument_parser("x", prog="x") and cap.get_argument_parser("x", prog="y", description=1) and cap.init_argument_parser("x")


def _cap_missing(cap):
    p = cap.ArgParser(prog="x", args_for_setting_config_path=["-c"])
    p.error = lambda msg: (_ for _ in ()).throw(ValueError(msg))
    return p.parse_args(["-c", "/nonexistent/conf"])


def _cap_write(cap):
    p = cap.ArgParser(prog="x", args_for_writing_out_config_file=["-w"])
    p.add_argument("--a")
    p.error = lambda msg: (_ for _ in ()).throw(ValueError(msg))
    return p.parse_args(["-w", "/nonexistent/dir/out.conf"])


def srt_cases():
    import srt
    import datetime as dt
    yield from table("parse", ["1\n00:00:01,000 --> x\nhi\n", "x", "1\n00:00:01,000 --> 00:00:02,000\nhi\n\nnope"], lambda s: list(srt.parse(s)))
    yield from table("srt_timestamp_to_timedelta", ["x", "00:00:01", "1:2:3,4,5"], srt.srt_timestamp_to_timedelta)
    yield "compose negative", lambda: srt.compose([srt.Subtitle(1, dt.timedelta(seconds=-1), dt.timedelta(seconds=1), "a")], reindex=False, strict=True) and srt.timedelta_to_srt_timestamp(dt.timedelta(seconds=-1))
    yield "to_srt empty", lambda: srt.Subtitle(1, dt.timedelta(0), dt.timedelta(1), "").to_srt(strict=True) and srt.Subtitle(1, dt.timedelta(0), dt.timedelta(1), "\n\n").to_srt()
    yield "sort_and_reindex", lambda: list(srt.sort_and_reindex([srt.Subtitle(1, dt.timedelta(seconds=2), dt.timedelta(seconds=1), "a")], skip=False))
    yield "sort_and_reindex start", lambda: list(srt.sort_and_reindex([srt.Subtitle(1, dt.timedelta(seconds=-2), dt.timedelta(seconds=1), "a")], skip=False))
    yield "parse strict", lambda: list(srt.parse("1\n00:00:01,000 --> 00:00:02,000\n\n\n2\n00:00:03,000 --> 00:00:04,000\nb\n", ignore_errors=False))
    yield "make_legal_content", lambda: srt.make_legal_content(1)
    yield "timedelta_to_srt", lambda: srt.timedelta_to_srt_timestamp("x")
    yield "Subtitle compare", lambda: srt.Subtitle(1, dt.timedelta(0), dt.timedelta(1), "a") < 1


def crontab_cases():
    import crontab
    ct = crontab.CronTab(tab="")
    job = ct.new(command="x")
    yield from table("setall", ["x", "* * *", "61 * * * *", "* 25 * * *", "* * 32 * *", "* * * 13 *", "* * * * 8", "*/0 * * * *",
                                "1-x * * * *", "@nope", "5-1 * * * *"], lambda s: job.setall(s))
    yield "minute on", lambda: job.minute.on(99)
    yield "hour every", lambda: job.hour.every(99)
    yield "dow on", lambda: job.dow.on("XYZ")
    yield "month on", lambda: job.month.on("NOP")
    yield "remove", lambda: ct.remove(1)
    yield "CronTab user", lambda: crontab.CronTab(user="nobody-heldout-x", tabfile="/nonexistent/x").read()
    yield "tabfile", lambda: crontab.CronTab(tabfile="/nonexistent/tab")
    yield "slice", lambda: crontab.CronSlice(1)
    yield "CronSlices", lambda: crontab.CronSlices.is_valid("x") or crontab.CronSlices("* * *")
    yield "schedule", lambda: job.schedule(date_from="x")
    yield "frequency", lambda: crontab.CronTab(tab="@reboot x").crons[0].frequency()
    yield "write", lambda: crontab.CronTab(tab="").write("/nonexistent/dir/x")
    yield "set_comment", lambda: job.set_comment(1, pre_comment=1)


def aniso8601_cases():
    import aniso8601
    import aniso8601.timezone
    yield from table("parse_date", ["", "2020-13-01", "2020-02-30", "20", "2020-W60", "2020-400", "x"], aniso8601.parse_date)
    yield from table("parse_time", ["", "25:00", "12:61", "12:00:61", "x", "12:00+25:00"], aniso8601.parse_time)
    yield from table("parse_datetime", ["2020-01-01", "2020-01-01T", "2020-01-01X12:00", "x"], aniso8601.parse_datetime)
    yield from table("parse_duration", ["", "P", "P1X", "PT", "1D", "P1.5Y2M", "PT-1H", "P0003-13-01T00:00:00"], aniso8601.parse_duration)
    yield from table("parse_interval", ["", "2020-01-01", "P1D/P2D", "2020-01-01/x"], aniso8601.parse_interval)
    yield from table("parse_repeating_interval", ["R", "Rx/2020-01-01/P1D", "x"], aniso8601.parse_repeating_interval)
    yield from table("parse_timezone", ["", "+25:00", "x", "+1"], aniso8601.timezone.parse_timezone)
    yield "get_date_resolution", lambda: aniso8601.get_date_resolution("x")
    yield "get_time_resolution", lambda: aniso8601.get_time_resolution("12:00:00:00")
    yield "get_duration_resolution", lambda: aniso8601.get_duration_resolution("X")


def mistune_cases():
    import mistune
    yield "create_markdown renderer", lambda: mistune.create_markdown(renderer=1)("x")
    yield "plugin missing", lambda: mistune.create_markdown(plugins=["nope"])
    yield "html renderer method", lambda: mistune.HTMLRenderer().nope
    yield "markdown type", lambda: mistune.html(1)
    yield "ast renderer", lambda: mistune.create_markdown(renderer="ast")(None)
    yield "directive", lambda: mistune.create_markdown(plugins=[mistune.directives.DirectiveToc()])("x") if hasattr(mistune, "directives") else mistune.import_plugin("x")
    yield "import_plugin", lambda: mistune.plugins.import_plugin("mistune.plugins.nope")
    yield "escape", lambda: mistune.escape(None)
    yield "escape_url", lambda: mistune.escape_url(None)
    yield "renderer unknown token", lambda: mistune.HTMLRenderer()([{"type": "nope"}], mistune.BlockState() if hasattr(mistune, "BlockState") else None)


def tinycss2_cases():
    import tinycss2
    from tinycss2 import color3, nth, ast
    yield from table("parse_one_component_value", ["", "a b", ";"], lambda s: tinycss2.parse_one_component_value(s).type)
    yield from table("parse_one_declaration", ["", "a", "a b", "1: 2"], lambda s: tinycss2.parse_one_declaration(s).name)
    yield from table("parse_one_rule", ["", "a", "a {} b"], lambda s: tinycss2.parse_one_rule(s).at_keyword)
    yield from table("nth", ["x", "2n+", "-n-"], lambda s: nth.parse_nth(s) + 1)
    yield from table("color3", ["rgb(1,2)", "nope", "#12"], lambda s: color3.parse_color(s).red)
    yield "serialize", lambda: tinycss2.serialize([1])
    yield "ast serialize", lambda: ast.Node(1, 2).serialize()
    yield "parse_rule_list type", lambda: tinycss2.parse_rule_list(1)
    yield "parse_stylesheet bytes", lambda: tinycss2.parse_stylesheet_bytes("x")
    yield "unicode_range", lambda: tinycss2.ast.UnicodeRangeToken(1, 1, 2, 1).nope


def jwcrypto_cases():
    from jwcrypto import jwk, jws, jwe, jwt, common
    key = jwk.JWK.generate(kty="oct", size=256)
    yield from table("JWK", [{}, {"kty": "nope"}, {"kty": "oct"}, {"kty": "RSA", "n": "x"}, {"kty": "EC", "crv": "nope"}, {"kty": "oct", "k": "x", "use": "nope"}],
                     lambda d: jwk.JWK(**d))
    yield from table("JWK generate", [{"kty": "nope"}, {"kty": "oct", "size": 7}, {"kty": "EC", "crv": "nope"}, {"kty": "OKP", "crv": "nope"}],
                     lambda d: jwk.JWK.generate(**d))
    yield "from_json", lambda: jwk.JWK.from_json("x")
    yield "from_pem", lambda: jwk.JWK.from_pem(b"x")
    yield "export_private", lambda: key.export_public()
    yield "get_op_key", lambda: key.get_op_key("nope")
    yield "thumbprint", lambda: key.thumbprint("nope")
    yield "JWKSet", lambda: jwk.JWKSet.from_json("{}").add(1)
    yield "JWS deserialize", lambda: jws.JWS().deserialize("x")
    yield "JWS verify", lambda: jws.JWS().verify(key)
    yield "JWS alg", lambda: jws.JWS(b"p").add_signature(key, "nope", {"alg": "nope"})
    yield "JWS header", lambda: jws.JWS(b"p").add_signature(key, None, {"x": 1})
    yield "JWS payload", lambda: jws.JWS().payload
    yield "JWE deserialize", lambda: jwe.JWE().deserialize("x")
    yield "JWE no key", lambda: jwe.JWE(b"p", '{"alg":"dir","enc":"A256GCM"}').serialize()
    yield "JWE alg", lambda: jwe.JWE(b"p", '{"alg":"nope","enc":"A256GCM"}').add_recipient(key)
    yield "JWE decrypt", lambda: jwe.JWE().decrypt(key)
    yield "JWT", lambda: jwt.JWT(jwt="x", key=key)
    yield "JWT claims", lambda: jwt.JWT(header={"alg": "HS256"}, claims="x").claims + 1
    yield "JWT expired", lambda: _jwt_expired(jwt, key)
    yield "JWT check", lambda: _jwt_check(jwt, key)
    yield "base64url_decode", lambda: common.base64url_decode("!!!")
    yield "json_decode", lambda: common.json_decode("x")


def _jwt_expired(jwt, key):
    t = jwt.JWT(header={"alg": "HS256"}, claims={"exp": 1})
    t.make_signed_token(key)
    return jwt.JWT(jwt=t.serialize(), key=key)


def _jwt_check(jwt, key):
    t = jwt.JWT(header={"alg": "HS256"}, claims={"iss": "a"})
    t.make_signed_token(key)
    return jwt.JWT(jwt=t.serialize(), key=key, check_claims={"iss": "b"})


def passlib_cases():
    from passlib import hash as h, context, pwd, totp, utils
    yield from table("bcrypt identify", ["x", "$2b$x"], lambda s: h.bcrypt_sha256.verify("pw", s))
    yield from table("sha256_crypt verify", ["x", "$5$rounds=1$abc$x", "$5$" + "a" * 30 + "$x"], lambda s: h.sha256_crypt.verify("pw", s))
    yield from table("md5_crypt verify", ["$1$x", "$1$abc$!!"], lambda s: h.md5_crypt.verify("pw", s))
    yield "sha256 rounds", lambda: h.sha256_crypt.using(rounds=1, relaxed=False).hash("pw")
    yield "sha256 salt", lambda: h.sha256_crypt.using(salt="!" * 3).hash("pw")
    yield "pbkdf2 salt_size", lambda: h.pbkdf2_sha256.using(salt_size=2000).hash("pw")
    yield "pbkdf2 verify", lambda: h.pbkdf2_sha256.verify("pw", "$pbkdf2-sha256$x$y$z")
    yield "hex_md5", lambda: h.hex_md5.verify("pw", "xyz")
    yield "hash type", lambda: h.sha512_crypt.hash(1)
    yield "CryptContext scheme", lambda: context.CryptContext(schemes=["nope"])
    yield "CryptContext default", lambda: context.CryptContext(schemes=["md5_crypt"], default="sha256_crypt")
    yield "CryptContext identify", lambda: context.CryptContext(schemes=["md5_crypt"]).identify("x", required=True)
    yield "CryptContext option", lambda: context.CryptContext(schemes=["md5_crypt"], md5_crypt__nope=1)
    yield "CryptContext from_string", lambda: context.CryptContext.from_string("[passlib]\nschemes = nope")
    yield "genword", lambda: pwd.genword(length=0, entropy=None) and pwd.genword(charset="nope")
    yield "genphrase", lambda: pwd.genphrase(wordset="nope")
    yield "TOTP key", lambda: totp.TOTP(key="!!!")
    yield "TOTP from_uri", lambda: totp.TOTP.from_uri("x")
    yield "TOTP from_uri scheme", lambda: totp.TOTP.from_uri("otpauth://hotp/x?secret=AAAA")
    yield "TOTP verify", lambda: totp.TOTP.verify("123456", totp.TOTP.new().to_json())
    yield "TOTP token", lambda: totp.TOTP.new().match("abc")
    yield "ab64_decode", lambda: utils.binary.ab64_decode("!")
    yield "h64 decode", lambda: utils.binary.h64.decode_int12("!!")


def geojson_cases():
    import geojson
    yield from table("loads", ["x", '{"type": "Nope"}', '{"type": "Point"}', '{"type": "Point", "coordinates": "x"}'],
                     lambda s: geojson.loads(s).errors() and geojson.loads(s).check_list_errors(1, 2))
    yield "Point coords", lambda: geojson.Point("x", validate=True)
    yield "Point nan", lambda: geojson.dumps(geojson.Point((float("nan"), 1)))
    yield "LineString", lambda: geojson.LineString([(1, 2)], validate=True)
    yield "Polygon", lambda: geojson.Polygon([[(1, 2), (3, 4)]], validate=True)
    yield "Polygon ring", lambda: geojson.Polygon([[(1, 2), (3, 4), (5, 6), (7, 8)]], validate=True)
    yield "MultiPoint", lambda: geojson.MultiPoint([("x",)], validate=True)
    yield "Feature", lambda: geojson.Feature(geometry=1)
    yield "to_instance", lambda: geojson.GeoJSON.to_instance({"type": "Nope"}, strict=True)
    yield "to_instance value", lambda: geojson.GeoJSON.to_instance({"type": "Point", "coordinates": 1, "x": object()}, strict=True)
    yield "coords", lambda: list(geojson.utils.coords(1))
    yield "map_tuples", lambda: geojson.utils.map_tuples(lambda c: c, {"type": "Nope"})
    yield "map_geometries", lambda: geojson.utils.map_geometries(lambda g: g, {"type": "Nope"})
    yield "generate_random", lambda: geojson.utils.generate_random("Nope")
    yield "precision", lambda: geojson.Point((1.0, 2.0), precision="x")
    yield "errors", lambda: geojson.Point((1, 2, 3, 4, 5), validate=True)


def hyperlink_cases():
    import hyperlink
    yield from table("parse", ["http://[::1", "http://a:x/", "http://a b/", "://", "http://[zz]/", "http://a:99999/"],
                     lambda s: hyperlink.parse(s).to_text())
    yield from table("URL.from_text", ["http://%zz", "http://a/\x00"], lambda s: hyperlink.URL.from_text(s).to_iri().host.encode("ascii"))
    yield "URL scheme", lambda: hyperlink.URL(scheme="a b")
    yield "URL host", lambda: hyperlink.URL(host="a/b")
    yield "URL port", lambda: hyperlink.URL(port="x")
    yield "URL path", lambda: hyperlink.URL(path="x")
    yield "URL query", lambda: hyperlink.URL(query=1)
    yield "URL fragment", lambda: hyperlink.URL(fragment=1)
    yield "URL userinfo", lambda: hyperlink.URL(userinfo=1)
    yield "URL rooted", lambda: hyperlink.URL(host="a", rooted=False, path=("x",))
    yield "URL uses_netloc", lambda: hyperlink.URL(scheme="mailto", host="a", uses_netloc=None).to_text() and hyperlink.URL(uses_netloc=1)
    yield "child", lambda: hyperlink.URL().child("a/b")
    yield "child type", lambda: hyperlink.URL().child(1)
    yield "sibling", lambda: hyperlink.URL().sibling("a/b")
    yield "click", lambda: hyperlink.URL.from_text("http://a").click(1)
    yield "click relative", lambda: hyperlink.URL.from_text("a").click("b")
    yield "add", lambda: hyperlink.URL().add(1)
    yield "set", lambda: hyperlink.URL().set("a", 1)
    yield "register_scheme", lambda: hyperlink.register_scheme("x", uses_netloc=1)
    yield "register_scheme port", lambda: hyperlink.register_scheme("x", default_port="x")
    yield "DecodedURL", lambda: hyperlink.DecodedURL.from_text("http://a").replace(path="x")


def validators_cases():
    import validators
    yield "validator decorator", lambda: validators.utils.validator(lambda x: 1 / 0)(1)
    yield "between", lambda: validators.between(1, min=2, max=1)
    yield "between none", lambda: validators.between(1)
    yield "between type", lambda: validators.between(1, min="a")
    yield "length", lambda: validators.length("a", min=-1)
    yield "length max", lambda: validators.length("a", min=2, max=1)
    yield "iban type", lambda: validators.iban(1)
    yield "email type", lambda: validators.email(1)
    yield "url type", lambda: validators.url(1)
    yield "domain type", lambda: validators.domain(1)
    yield "uuid type", lambda: validators.uuid(1.5)
    yield "ipv4 type", lambda: validators.ipv4(1)
    yield "slug type", lambda: validators.slug(1)
    yield "mac type", lambda: validators.mac_address(1)
    yield "card", lambda: validators.card_number(1)
    yield "btc", lambda: validators.btc_address(1)
    yield "md5", lambda: validators.md5(1)
    yield "truthy", lambda: validators.truthy(object()) and str(validators.email("x")) and validators.email("x").nope


def num2words_cases():
    import num2words
    yield from table("num2words lang", ["nope", "xx_YY"], lambda l: num2words.num2words(1, lang=l))
    yield from table("num2words to", ["nope", "year2"], lambda t: num2words.num2words(1, to=t))
    yield from table("num2words value", ["x", "1e999", None, "inf"], lambda v: num2words.num2words(v))
    yield "currency", lambda: num2words.num2words(1, to="currency", currency="XYZ")
    yield "currency fr", lambda: num2words.num2words(1, to="currency", currency="XYZ", lang="fr")
    yield "en big", lambda: num2words.num2words(10 ** 120)
    yield "ordinal float", lambda: num2words.num2words(1.5, to="ordinal")
    yield "ordinal negative", lambda: num2words.num2words(-1, to="ordinal")
    yield "ordinal de float", lambda: num2words.num2words(1.5, to="ordinal", lang="de")
    yield "ordinal es negative", lambda: num2words.num2words(-1, to="ordinal", lang="es")
    yield "ja big", lambda: num2words.num2words(10 ** 80, lang="ja")
    yield "ru currency", lambda: num2words.num2words(1, to="currency", currency="XYZ", lang="ru")
    yield "pl big", lambda: num2words.num2words(10 ** 80, lang="pl")
    yield "lt big", lambda: num2words.num2words(10 ** 80, lang="lt")
    yield "fi case", lambda: num2words.num2words(1, lang="fi", case="nope")
    yield "year negative", lambda: num2words.num2words("x", to="year")
    yield "ordinal_num fr", lambda: num2words.num2words(-2, to="ordinal_num", lang="fr")
    yield "cz big", lambda: num2words.num2words(10 ** 80, lang="cz")
    yield "tr big", lambda: num2words.num2words(10 ** 80, lang="tr")
    yield "he big", lambda: num2words.num2words(10 ** 80, lang="he")


def parsimonious_cases():
    import parsimonious
    from parsimonious import Grammar, NodeVisitor
    g = Grammar('''
        greeting = "hi" ws name
        name = ~"[a-z]+"
        ws = " "+
    ''')
    yield from table("parse", ["", "hi", "hi X", "hi bob!", "yo bob"], g.parse)
    yield from table("match", ["x", "hi"], g.match)
    yield from table("Grammar", ['a = ', 'a = b', 'a = "x" "', 'a = ~"("', 'a = "x"\na = "y"', "a = (b", 'a = "x"+* ', 'a = b\nb = a'],
                     lambda s: Grammar(s).parse("x"))
    yield "default rule", lambda: Grammar("").parse("x")
    yield "visitor", lambda: NodeVisitor().visit(g.parse("hi bob"))
    yield "visitor error", lambda: type("V", (NodeVisitor,), {"visit_greeting": lambda s, n, c: 1 / 0, "generic_visit": lambda s, n, c: c})().visit(g.parse("hi bob"))
    yield "visitor parse no grammar", lambda: NodeVisitor().parse("x")
    yield "rule missing", lambda: g["nope"]
    yield "default", lambda: g.default("nope")
    yield "TokenGrammar", lambda: parsimonious.TokenGrammar('a = "x"').parse("x")
    yield "pos", lambda: g.parse("hi bob", pos=99)


def umsgpack_cases():
    import umsgpack
    yield from table("unpackb", [b"", b"\xc1", b"\x92\x01", b"\xd9\x05ab", b"\xc4", b"\x81\x80\x01", b"\xd4\x01", b"\xa2\xff\xfe",
                                 b"\x93\x01\x02\x03\x04", b"\xc7\x01\xff", b"\xcb\x00"], umsgpack.unpackb)
    yield "unpackb type", lambda: umsgpack.unpackb("x")
    yield "unpackb ext", lambda: umsgpack.unpackb(b"\xd4\x01\x00", ext_handlers={1: lambda e: 1 / 0})
    yield "unpackb allow_invalid", lambda: umsgpack.unpackb(b"\xa2\xff\xfe", allow_invalid_utf8=False)
    yield "unpackb dict key", lambda: umsgpack.unpackb(b"\x81\x90\x01")
    yield "unpackb dup", lambda: umsgpack.unpackb(b"\x82\x01\x01\x01\x02", allow_duplicates=False) if "allow_duplicates" in umsgpack.unpackb.__doc__ else umsgpack.unpackb(b"\x82\x01\x01\x01\x02") and None.x
    yield "packb object", lambda: umsgpack.packb(object())
    yield "packb int", lambda: umsgpack.packb(2 ** 70)
    yield "packb ext", lambda: umsgpack.packb(1j)
    yield "Ext type", lambda: umsgpack.Ext("x", b"")
    yield "Ext data", lambda: umsgpack.Ext(1, "x")
    yield "Ext range", lambda: umsgpack.Ext(200, b"")
    yield "unpack stream", lambda: umsgpack.unpack(io.BytesIO(b"\x92"))
    yield "ext_serializable", lambda: umsgpack.ext_serializable("x")
    yield "ext_serializable dup", lambda: [umsgpack.ext_serializable(7)(type("A", (), {})), umsgpack.ext_serializable(7)(type("B", (), {}))]


def base58_cases():
    import base58
    yield from table("b58decode", ["0", "O", "l", "I", "!", "\u00e9"], base58.b58decode)
    yield from table("b58decode_check", ["", "1", "3mJr7AoUXx2Wqd", "111111"], base58.b58decode_check)
    yield "b58encode type", lambda: base58.b58encode(1)
    yield "b58decode type", lambda: base58.b58decode(1)
    yield "b58decode_int", lambda: base58.b58decode_int("0")
    yield "b58encode_int", lambda: base58.b58encode_int("x")
    yield "alphabet", lambda: base58.b58decode("x", alphabet=b"ab")


def wsproto_cases():
    import wsproto
    from wsproto import events, frame_protocol, handshake, utilities
    from wsproto.connection import ConnectionType, Connection
    yield "send before handshake", lambda: wsproto.WSConnection(ConnectionType.CLIENT).send(events.Message(data="x"))
    yield "send text server", lambda: wsproto.WSConnection(ConnectionType.SERVER).send(events.TextMessage(data="x"))
    yield "send request twice", lambda: _ws_twice(wsproto, events, ConnectionType)
    yield "receive garbage", lambda: _ws_recv(wsproto, ConnectionType, b"GET / HTTP/1.1\r\nHost: a\r\n\r\n")
    yield "receive not http", lambda: _ws_recv(wsproto, ConnectionType, b"\x00\x01garbage\r\n\r\n")
    yield "receive no upgrade", lambda: _ws_recv(wsproto, ConnectionType, b"GET / HTTP/1.1\r\nHost: a\r\nConnection: Upgrade\r\n\r\n")
    yield "receive bad version", lambda: _ws_recv(wsproto, ConnectionType, b"GET / HTTP/1.1\r\nHost: a\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 8\r\nSec-WebSocket-Key: x\r\n\r\n")
    yield "receive no key", lambda: _ws_recv(wsproto, ConnectionType, b"GET / HTTP/1.1\r\nHost: a\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n\r\n")
    yield "client bad response", lambda: _ws_client(wsproto, events, ConnectionType, b"HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n")
    yield "client bad accept", lambda: _ws_client(wsproto, events, ConnectionType, b"HTTP/1.1 101 Switching\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Accept: x\r\n\r\n")
    yield "client no upgrade", lambda: _ws_client(wsproto, events, ConnectionType, b"HTTP/1.1 101 Switching\r\nUpgrade: websocket\r\n\r\n")
    yield "client garbage", lambda: _ws_client(wsproto, events, ConnectionType, b"\x00garbage\r\n\r\n")
    yield "Connection send", lambda: Connection(ConnectionType.CLIENT).send(1)
    yield "Connection closed", lambda: _ws_closed(Connection, ConnectionType, events)
    yield "frame bad opcode", lambda: _ws_frames(frame_protocol, b"\x83\x00")
    yield "frame reserved bits", lambda: _ws_frames(frame_protocol, b"\xf1\x00")
    yield "frame unmasked", lambda: _ws_frames(frame_protocol, b"\x81\x01a", client=False)
    yield "frame control too long", lambda: _ws_frames(frame_protocol, b"\x89\x7e\x00\x80" + b"a" * 128)
    yield "frame fragmented control", lambda: _ws_frames(frame_protocol, b"\x09\x00")
    yield "frame continuation", lambda: _ws_frames(frame_protocol, b"\x80\x00")
    yield "frame bad utf8", lambda: _ws_frames(frame_protocol, b"\x81\x02\xff\xfe")
    yield "frame close code", lambda: _ws_frames(frame_protocol, b"\x88\x02\x00\x01")
    yield "frame close short", lambda: _ws_frames(frame_protocol, b"\x88\x01\x00")
    yield "frame close reason", lambda: _ws_frames(frame_protocol, b"\x88\x04\x03\xe8\xff\xfe")
    yield "frame len", lambda: _ws_frames(frame_protocol, b"\x81\x7f\x80\x00\x00\x00\x00\x00\x00\x00")
    yield "close code send", lambda: frame_protocol.FrameProtocol(client=True, extensions=[]).close(code=1)
    yield "close reason no code", lambda: frame_protocol.FrameProtocol(client=True, extensions=[]).close(reason="x")
    yield "generate_accept_token", lambda: utilities.generate_accept_token(1)
    yield "split_comma_header", lambda: utilities.split_comma_header(1)
    yield "handshake send", lambda: handshake.H11Handshake(ConnectionType.CLIENT).send(events.Message(data=b"x"))
    yield "handshake accept", lambda: handshake.H11Handshake(ConnectionType.SERVER).send(events.AcceptConnection())
    yield "handshake reject", lambda: handshake.H11Handshake(ConnectionType.SERVER).send(events.RejectConnection())
    yield "handshake client request", lambda: handshake.H11Handshake(ConnectionType.SERVER).send(events.Request(host="a", target="/"))
    yield "handshake initiate", lambda: handshake.H11Handshake(ConnectionType.CLIENT).initiate_upgrade_connection([], "/")
    yield "handshake reject data", lambda: handshake.H11Handshake(ConnectionType.SERVER).send(events.RejectData(data=b"x"))


def _ws_twice(wsproto, events, ct):
    c = wsproto.WSConnection(ct.CLIENT)
    c.send(events.Request(host="a", target="/"))
    return c.send(events.Request(host="a", target="/"))


def _ws_recv(wsproto, ct, data):
    c = wsproto.WSConnection(ct.SERVER)
    c.receive_data(data)
    return [e for e in c.events()]


def _ws_client(wsproto, events, ct, data):
    c = wsproto.WSConnection(ct.CLIENT)
    c.send(events.Request(host="a", target="/"))
    c.receive_data(data)
    return [e for e in c.events()]


def _ws_closed(Connection, ct, events):
    c = Connection(ct.CLIENT)
    c.send(events.CloseConnection(code=1000))
    return c.send(events.Message(data="x"))


def _ws_frames(fp, data, client=True):
    p = fp.FrameProtocol(client=client, extensions=[])
    p.receive_bytes(data)
    return list(p.received_frames())


def jsonpath_rw_cases():
    import jsonpath_rw
    from jsonpath_rw import lexer
    yield from table("parse", ["$.", "[", "a..", "a[", "a[x]", "a.b.`nope`", "$$", "a | ", "'", "a[1:2:3:4]", "@", "a where"],
                     lambda s: jsonpath_rw.parse(s))
    yield "lexer", lambda: list(lexer.JsonPathLexer().tokenize("\x00"))
    yield "lexer string", lambda: list(lexer.JsonPathLexer().tokenize('"abc'))
    yield "lexer backquote", lambda: list(lexer.JsonPathLexer().tokenize("`abc"))
    yield "find type", lambda: jsonpath_rw.parse("a.b").find(1)[0].value.x
    yield "update", lambda: jsonpath_rw.parse("a").update(1, 2).x
    yield "Index", lambda: jsonpath_rw.Index("x").find([1])
    yield "Slice", lambda: jsonpath_rw.Slice(start="x").find([1])
    yield "DatumInContext", lambda: jsonpath_rw.DatumInContext.wrap(1).in_context(None, 1).nope


def pendulum_cases():
    import pendulum
    yield from table("parse", ["", "x", "2020-13-01", "2020-02-30", "2020-01-01T25:00", "P1X", "2020-W60", "2020-01-01/x", "R/x"], pendulum.parse)
    yield from table("parse strict", ["2020", "1 Jan 2020"], lambda s: pendulum.parse(s, strict=True))
    yield "from_format", lambda: pendulum.from_format("x", "YYYY")
    yield "from_format token", lambda: pendulum.from_format("2020", "YYYY Q")
    yield "timezone", lambda: pendulum.timezone("Nope/Zone")
    yield "timezone offset", lambda: pendulum.timezone(99999)
    yield "datetime", lambda: pendulum.datetime(2020, 13, 1)
    yield "datetime tz", lambda: pendulum.datetime(2020, 1, 1, tz="Nope/Zone")
    yield "date", lambda: pendulum.date(2020, 2, 30)
    yield "duration", lambda: pendulum.duration(years="x")
    yield "period", lambda: pendulum.period(pendulum.datetime(2020, 1, 1), 1)
    yield "add", lambda: pendulum.datetime(2020, 1, 1).add(years=10 ** 6)
    yield "set", lambda: pendulum.datetime(2020, 1, 1).set(month=13)
    yield "start_of", lambda: pendulum.datetime(2020, 1, 1).start_of("nope")
    yield "end_of", lambda: pendulum.datetime(2020, 1, 1).end_of("nope")
    yield "next", lambda: pendulum.datetime(2020, 1, 1).next(9)
    yield "first_of", lambda: pendulum.datetime(2020, 1, 1).first_of("nope")
    yield "nth_of", lambda: pendulum.datetime(2020, 1, 1).nth_of("nope", 1)
    yield "nth_of n", lambda: pendulum.datetime(2020, 1, 1).nth_of("month", 9, 1)
    yield "format locale", lambda: pendulum.datetime(2020, 1, 1).format("YYYY", locale="nope")
    yield "set_locale", lambda: pendulum.set_locale("nope")
    yield "in_timezone", lambda: pendulum.datetime(2020, 1, 1).in_timezone("Nope/Zone")
    yield "diff_for_humans locale", lambda: pendulum.datetime(2020, 1, 1).diff_for_humans(locale="nope")
    yield "Time", lambda: pendulum.time(25)
    yield "Duration in_words", lambda: pendulum.duration(days=1).in_words(locale="nope")
    yield "instance", lambda: pendulum.instance("x")
    yield "from_timestamp", lambda: pendulum.from_timestamp("x")


SUITES.update({
    "stdnum": stdnum_cases, "lark": lark_cases, "humanfriendly": humanfriendly_cases, "icalendar": icalendar_cases,
    "webcolors": webcolors_cases, "dotenv": dotenv_cases, "configargparse": configargparse_cases, "srt": srt_cases,
    "crontab": crontab_cases, "aniso8601": aniso8601_cases, "mistune": mistune_cases, "tinycss2": tinycss2_cases,
    "jwcrypto": jwcrypto_cases, "passlib": passlib_cases, "geojson": geojson_cases, "hyperlink": hyperlink_cases,
    "validators": validators_cases, "num2words": num2words_cases, "parsimonious": parsimonious_cases, "umsgpack": umsgpack_cases,
    "base58": base58_cases, "wsproto": wsproto_cases, "jsonpath-rw": jsonpath_rw_cases, "pendulum": pendulum_cases,
})


# Fifth batch (2026-12-06 evening, branch h-pyjs8; split-js-py.txt batch 5).

def formencode_cases():
    from formencode import validators, Invalid, Schema, api, national
    yield from table("Int", ["x", "1.5", ""], lambda v: validators.Int(not_empty=True).to_python(v))
    yield "Int min", lambda: validators.Int(min=5).to_python("1")
    yield "Int max", lambda: validators.Int(max=5).to_python("9")
    yield "Number", lambda: validators.Number().to_python("x")
    yield "Email", lambda: validators.Email().to_python("x")
    yield "Email domain", lambda: validators.Email().to_python("a@b")
    yield "URL", lambda: validators.URL().to_python("x")
    yield "OneOf", lambda: validators.OneOf(["a"]).to_python("b")
    yield "MaxLength", lambda: validators.MaxLength(2).to_python("abc")
    yield "MinLength", lambda: validators.MinLength(5).to_python("ab")
    yield "StringBool", lambda: validators.StringBool().to_python("maybe")
    yield "Regex", lambda: validators.Regex(r"^a$").to_python("b")
    yield "PlainText", lambda: validators.PlainText().to_python("a b!")
    yield "DateConverter", lambda: validators.DateConverter().to_python("x")
    yield "DateConverter month", lambda: validators.DateConverter().to_python("13/1/2020")
    yield "TimeConverter", lambda: validators.TimeConverter().to_python("x")
    yield "IPAddress", lambda: validators.IPAddress().to_python("1.2.3")
    yield "CIDR", lambda: validators.CIDR().to_python("1.2.3.4/99")
    yield "MACAddress", lambda: validators.MACAddress().to_python("zz")
    yield "Empty", lambda: validators.Empty().to_python("x")
    yield "NotEmpty", lambda: validators.NotEmpty().to_python("")
    yield "Bool", lambda: validators.DictConverter({"a": 1}).to_python("b")
    yield "Schema", lambda: type("S", (Schema,), {"a": validators.Int()})().to_python({"a": "x", "b": 1})
    yield "FieldsMatch", lambda: validators.FieldsMatch("a", "b").to_python({"a": "1", "b": "2"})
    yield "CreditCardValidator", lambda: validators.CreditCardValidator().to_python({"ccType": "visa", "ccNumber": "411"})
    yield "national PostalCode", lambda: national.USPostalCode().to_python("x")
    yield "national PhoneNumber", lambda: national.USPhoneNumber().to_python("x")


def ipy_cases():
    import IPy
    yield from table("IP", ["x", "1.2.3.4/33", "1.2.3.4/24", "256.1.1.1", "::g", "1.2.3.4-1.2.3.1", "1.2.3", "0x1ffffffffffffffffffffffffffffffff", "1.2.3.4/255.0.255.0"], IPy.IP)
    yield "IP ipversion", lambda: IPy.IP("1.2.3.4", ipversion=5)
    yield "IP int", lambda: IPy.IP(-1)
    yield "IPint prefixlen", lambda: IPy.IP("1.2.3.0/24").strNormal(9)
    yield "IP make_net", lambda: IPy.IP("1.2.3.4").make_net("x")
    yield "IP reverseName", lambda: IPy.IP("1.2.3.0/23").reverseName()
    yield "IP add", lambda: IPy.IP("1.2.3.0/24") + IPy.IP("1.2.5.0/24")
    yield "IP getitem", lambda: IPy.IP("1.2.3.0/30")[9]
    yield "IP v46map", lambda: IPy.IP("1.2.3.4").v46map().v46map()
    yield "IPSet", lambda: IPy.IPSet([1])
    yield "parseAddress", lambda: IPy.parseAddress("1.2.3.4.5")


def uncertainties_cases():
    import uncertainties
    from uncertainties import ufloat, ufloat_fromstr, umath, unumpy
    yield from table("ufloat_fromstr", ["x", "1+/-", "1(2", "1.0+/-x", "(1+/-2)e", "1 +- 2 +- 3"], ufloat_fromstr)
    yield "ufloat negative", lambda: ufloat(1, -1)
    yield "ufloat tag", lambda: ufloat(1, 0.1, tag=1)
    yield "format", lambda: format(ufloat(1, 0.1), "Q")
    yield "format precision", lambda: format(ufloat(1, 0.1), ".2.3f")
    yield "correlated_values", lambda: uncertainties.correlated_values([1], [[1, 2]])
    yield "umath log", lambda: umath.log(ufloat(-1, 0.1))
    yield "umath sqrt", lambda: umath.sqrt(ufloat(-1, 0.1))
    yield "wrap", lambda: uncertainties.wrap(1)(ufloat(1, 0.1))
    yield "std_dev set", lambda: setattr(ufloat(1, 0.1), "std_dev", -1)
    yield "int", lambda: int(ufloat(1, 0.1))
    yield "covariance_matrix", lambda: uncertainties.correlation_matrix([1])
    yield "unumpy uarray", lambda: unumpy.uarray([1, 2], [1])


def toposort_cases():
    import toposort
    yield "toposort cycle", lambda: list(toposort.toposort({1: {2}, 2: {1}}))
    yield "toposort_flatten cycle", lambda: toposort.toposort_flatten({"a": {"b"}, "b": {"c"}, "c": {"a"}})
    yield "toposort type", lambda: list(toposort.toposort({1: 2}))
    yield "toposort None", lambda: list(toposort.toposort(None))


def tomli_w_cases():
    import datetime as dt
    import tomli_w
    yield from table("dumps", [{"a": object()}, {"a": {1}}, {1: 2}, {"a": dt.time(1, tzinfo=dt.timezone.utc)}, {"a": complex(1, 2)}, [1]],
                     tomli_w.dumps)
    yield "dumps indent", lambda: tomli_w.dumps({"a": [1]}, indent=-1)
    yield "dump text", lambda: tomli_w.dump({"a": 1}, io.StringIO())


def humanize_cases():
    import humanize
    yield "naturalsize format", lambda: humanize.naturalsize(1, format="%q")
    yield "naturaldelta", lambda: humanize.naturaldelta("x")
    yield "precisedelta unit", lambda: humanize.precisedelta(1, minimum_unit="nope")
    yield "precisedelta suppress", lambda: humanize.precisedelta(1, suppress=["nope"])
    yield "precisedelta suppress all", lambda: humanize.precisedelta(1, suppress=["seconds", "minutes", "hours", "days", "months", "years", "milliseconds", "microseconds"])
    yield "activate", lambda: humanize.i18n.activate("xx_NOPE")
    yield "intword", lambda: humanize.intword("1e999x")
    yield "scientific", lambda: humanize.scientific(1, precision="x")
    yield "fractional", lambda: humanize.fractional(object())
    yield "naturaldate", lambda: humanize.naturaldate(1)
    yield "metric", lambda: humanize.metric(1, precision=-1)
    yield "clamp", lambda: humanize.clamp(1, format=1)
    yield "ordinal gender", lambda: humanize.ordinal(1, gender="x")
    yield "thousands_separator", lambda: humanize.i18n.thousands_separator()[5]


def rfc3987_cases():
    import rfc3987
    yield from table("parse IRI", ["x", "http://[::g]/", "a b", "http://a/%zz"], lambda s: rfc3987.parse(s, rule="IRI"))
    yield "parse rule", lambda: rfc3987.parse("x", rule="nope")
    yield "parse absolute", lambda: rfc3987.parse("/a", rule="absolute_URI")
    yield "resolve", lambda: rfc3987.resolve("a", "b")
    yield "compose", lambda: rfc3987.compose(scheme=1)
    yield "normalize", lambda: rfc3987.normalize(None)


def uritools_cases():
    import uritools
    yield "uricompose scheme", lambda: uritools.uricompose(scheme="1a")
    yield "uricompose port", lambda: uritools.uricompose(scheme="http", host="a", port="x")
    yield "uricompose port range", lambda: uritools.uricompose(scheme="http", host="a", port=99999)
    yield "uricompose path", lambda: uritools.uricompose(path="//a")
    yield "uricompose path colon", lambda: uritools.uricompose(path="a:b")
    yield "uricompose query", lambda: uritools.uricompose(scheme="a", query=1)
    yield "uricompose host", lambda: uritools.uricompose(scheme="a", host="[x]")
    yield "uricompose userinfo", lambda: uritools.uricompose(scheme="a", userinfo="u")
    yield "urisplit port", lambda: uritools.urisplit("http://a:x/").getport()
    yield "urisplit host", lambda: uritools.urisplit("http://[::g]/").gethost()
    yield "urisplit host v", lambda: uritools.urisplit("http://[v1.x/").gethost()
    yield "uriencode", lambda: uritools.uriencode(1)
    yield "uridecode", lambda: uritools.uridecode("%ff", encoding="ascii")
    yield "urijoin", lambda: uritools.urijoin(1, "a")


def furl_cases():
    import furl
    yield "furl port", lambda: furl.furl("http://a:x/")
    yield "furl port set", lambda: setattr(furl.furl("http://a/"), "port", "x")
    yield "furl port range", lambda: setattr(furl.furl("http://a/"), "port", 99999)
    yield "furl scheme", lambda: setattr(furl.furl("http://a/"), "scheme", "1 a")
    yield "furl host", lambda: setattr(furl.furl("http://a/"), "host", "a b")
    yield "furl netloc", lambda: setattr(furl.furl("http://a/"), "netloc", "a:b:c")
    yield "furl type", lambda: furl.furl(1)
    yield "furl join", lambda: furl.furl("http://a/").join(1)
    yield "Path", lambda: furl.Path(1)
    yield "Query", lambda: furl.Query(1)
    yield "Query params", lambda: furl.Query().set([1])
    yield "furl set", lambda: furl.furl("http://a/").set(port="x")
    yield "furl origin", lambda: setattr(furl.furl("http://a/"), "origin", "x")
    yield "furl remove", lambda: furl.furl("http://a/").remove(args=1)


def xmlschema_cases():
    import xmlschema
    xsd = ('<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="a" type="xs:int"/>'
           '<xs:element name="b"><xs:complexType><xs:sequence><xs:element name="c" type="xs:string"/></xs:sequence>'
           '<xs:attribute name="n" type="xs:positiveInteger" use="required"/></xs:complexType></xs:element></xs:schema>')

    def schema():
        return xmlschema.XMLSchema(xsd)
    yield from table("validate", ["<a>x</a>", "<b/>", '<b n="0"><c/></b>', '<b n="1"><d/></b>', "<z/>", "<a", '<b n="1"><c/><c/></b>'],
                     lambda s: schema().validate(s))
    yield from table("XMLSchema", ["<x/>", '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element/></xs:schema>',
                                   '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="a" type="nope"/></xs:schema>',
                                   '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:simpleType name="t"><xs:restriction base="xs:int"><xs:maxLength value="1"/></xs:restriction></xs:simpleType></xs:schema>',
                                   "<"], xmlschema.XMLSchema)
    yield "to_dict", lambda: schema().to_dict("<a>x</a>")
    yield "encode", lambda: schema().encode({"c": 1}, path="b")
    yield "XMLResource", lambda: xmlschema.XMLResource(1)
    yield "XMLResource missing", lambda: xmlschema.XMLResource("/nonexistent.xml")
    yield "find", lambda: schema().find("//[")
    yield "iter_errors", lambda: next(schema().iter_errors("<a>x</a>")).nope


def wtforms_cases():
    from wtforms import Form, StringField, IntegerField, validators, DateField, SelectField
    from wtforms.validators import ValidationError

    class F(Form):
        a = StringField(validators=[validators.DataRequired()])
        n = IntegerField(validators=[validators.NumberRange(min=1, max=3)])

    yield "Length bad", lambda: validators.Length(min=5, max=1)
    yield "NumberRange call", lambda: validators.NumberRange(min=1)(F(), type("X", (), {"data": 0, "errors": [], "gettext": lambda s, m: m, "ngettext": lambda s, a, b, n: a})())
    yield "Regexp", lambda: validators.Regexp(r"^a$")(F(), type("X", (), {"data": "b", "errors": [], "gettext": lambda s, m: m})())
    yield "Email", lambda: validators.Email()(F(), type("X", (), {"data": "x", "errors": [], "gettext": lambda s, m: m})())
    yield "EqualTo", lambda: validators.EqualTo("nope")(F(), type("X", (), {"data": "x", "errors": [], "gettext": lambda s, m: m})())
    yield "AnyOf", lambda: validators.AnyOf(["a"])(F(), type("X", (), {"data": "x", "errors": [], "gettext": lambda s, m: m})())
    yield "IPAddress", lambda: validators.IPAddress(ipv4=False, ipv6=False)
    yield "UUID", lambda: validators.UUID()(F(), type("X", (), {"data": "x", "errors": [], "gettext": lambda s, m: m})())
    yield "URL", lambda: validators.URL()(F(), type("X", (), {"data": "x", "errors": [], "gettext": lambda s, m: m})())
    yield "MacAddress", lambda: validators.MacAddress()(F(), type("X", (), {"data": "x", "errors": [], "gettext": lambda s, m: m})())
    yield "Field unbound", lambda: StringField().data
    yield "SelectField choices", lambda: (lambda f: f.validate())(type("G", (Form,), {"s": SelectField()})())
    yield "Form process", lambda: F(formdata=1)
    yield "Form getitem", lambda: F()["nope"]
    yield "Form delattr", lambda: F().__delitem__("nope")


def pyotp_cases():
    import pyotp
    yield "TOTP secret", lambda: pyotp.TOTP("1").now()
    yield "TOTP digits", lambda: pyotp.TOTP("JBSWY3DPEHPK3PXP", digits=11)
    yield "HOTP at", lambda: pyotp.HOTP("JBSWY3DPEHPK3PXP").at(-1)
    yield "random_base32", lambda: pyotp.random_base32(length=10)
    yield "random_hex", lambda: pyotp.random_hex(length=10)
    yield "parse_uri", lambda: pyotp.parse_uri("http://x")
    yield "parse_uri type", lambda: pyotp.parse_uri("otpauth://nope/a?secret=JBSWY3DPEHPK3PXP")
    yield "parse_uri secret", lambda: pyotp.parse_uri("otpauth://totp/a")
    yield "parse_uri param", lambda: pyotp.parse_uri("otpauth://totp/a?secret=JBSWY3DPEHPK3PXP&nope=1")
    yield "parse_uri digest", lambda: pyotp.parse_uri("otpauth://totp/a?secret=JBSWY3DPEHPK3PXP&algorithm=nope")
    yield "provisioning_uri", lambda: pyotp.TOTP("JBSWY3DPEHPK3PXP").provisioning_uri(name=None)
    yield "verify", lambda: pyotp.TOTP("JBSWY3DPEHPK3PXP").verify(1, for_time="x")


def json5_cases():
    import json5
    yield from table("loads", ["", "{", "{a:}", "[1,,]", "x", "0x", "1e", "'a", "/*", "{a:1}}", "+a", "nul", "01", '"\\u12"', "[1 2]"], json5.loads)
    yield "loads object_pairs_hook", lambda: json5.loads('{"a":1}', object_pairs_hook=1)
    yield "dumps circular", lambda: (lambda a: (a.append(a), json5.dumps(a)))([])
    yield "dumps type", lambda: json5.dumps(object())
    yield "dumps key", lambda: json5.dumps({(1, 2): 1})
    yield "dumps nan", lambda: json5.dumps(float("nan"), allow_nan=False)
    yield "loads dup", lambda: json5.loads('{"a":1,"a":2}', allow_duplicate_keys=False)


def babelfish_cases():
    import babelfish
    yield from table("Language", ["xx", "", "e"], babelfish.Language)
    yield "Language fromcode", lambda: babelfish.Language.fromcode("xx", "alpha2")
    yield "Language fromcode converter", lambda: babelfish.Language.fromcode("en", "nope")
    yield "Language fromietf", lambda: babelfish.Language.fromietf("en-XX")
    yield "Language fromalpha3b", lambda: babelfish.Language.fromalpha3b("xxx")
    yield "Language country", lambda: babelfish.Language("eng", country="XX")
    yield "Language script", lambda: babelfish.Language("eng", script="Xxxx")
    yield "Country", lambda: babelfish.Country("XX")
    yield "Script", lambda: babelfish.Script("Xxxx")
    yield "Language alpha2", lambda: babelfish.Language("ace").alpha2
    yield "Language opensubtitles", lambda: babelfish.Language("ace").name.nope
    yield "Language attr", lambda: babelfish.Language("eng").nope
    yield "Country name", lambda: babelfish.Country.fromname("Nope")
    yield "Language fromname", lambda: babelfish.Language.fromname("Nope")


def boltons_cases():
    from boltons import iterutils, strutils, timeutils, dictutils, setutils, cacheutils, queueutils, formatutils, ioutils, urlutils
    yield "chunked size", lambda: iterutils.chunked([1], 0)
    yield "windowed", lambda: iterutils.windowed([1], -1)
    yield "backoff", lambda: iterutils.backoff(-1, 1)
    yield "frange", lambda: iterutils.frange(0, 1, 0)
    yield "remap", lambda: iterutils.remap(1, visit=1)
    yield "get_path", lambda: iterutils.get_path({"a": 1}, ("a", "b"))
    yield "research", lambda: iterutils.research(1, query=1)
    yield "first key", lambda: iterutils.first([1], key=1)
    yield "parse_int_list", lambda: strutils.parse_int_list("1-x")
    yield "strip_ansi", lambda: strutils.strip_ansi(1)
    yield "bytes2human", lambda: strutils.bytes2human("x")
    yield "parse_timedelta", lambda: timeutils.parse_timedelta("1 nope")
    yield "isoparse", lambda: timeutils.isoparse("x")
    yield "daterange", lambda: list(timeutils.daterange(datetime.date(2020, 1, 1), datetime.date(2020, 1, 2), step="x"))
    yield "OrderedMultiDict poplast", lambda: dictutils.OMD().poplast()
    yield "OneToOne", lambda: dictutils.OneToOne({1: 2, 3: 2})
    yield "IndexedSet", lambda: setutils.IndexedSet([1]).index(2)
    yield "complement", lambda: list(setutils.complement([1]))
    yield "LRU", lambda: cacheutils.LRU(max_size=-1)
    yield "LRU missing", lambda: cacheutils.LRU()["x"]
    yield "cachedmethod", lambda: cacheutils.cachedmethod(1)(lambda s: 1)
    yield "PriorityQueue pop", lambda: queueutils.PriorityQueue().pop()
    yield "tokenize_format_str", lambda: formatutils.tokenize_format_str("{")
    yield "SpooledBytesIO", lambda: ioutils.SpooledBytesIO().write("x")
    yield "URL port", lambda: urlutils.URL("http://a:x/")
    yield "URL scheme", lambda: urlutils.URL("1a://b")
    yield "parse_host", lambda: urlutils.parse_host("[x")
    yield "QueryParamDict", lambda: urlutils.URL("http://a/").navigate(1)


SUITES.update({
    "formencode": formencode_cases, "ipy": ipy_cases, "uncertainties": uncertainties_cases, "toposort": toposort_cases,
    "tomli-w": tomli_w_cases, "humanize": humanize_cases, "rfc3987": rfc3987_cases, "uritools": uritools_cases,
    "furl": furl_cases, "xmlschema": xmlschema_cases, "wtforms": wtforms_cases, "pyotp": pyotp_cases,
    "json5": json5_cases, "babelfish": babelfish_cases, "boltons": boltons_cases,
})


# Sixth batch (2026-12-06 evening, branch h-pyjs9; split-js-py.txt batch 6).

def openpyxl_cases():
    import openpyxl
    from openpyxl.utils import cell, column_index_from_string, get_column_letter
    from openpyxl.styles import Font, PatternFill, Alignment
    yield from table("column_index_from_string", ["", "1", "AAAA", "a-b"], column_index_from_string)
    yield from table("get_column_letter", [0, 20000, "x"], get_column_letter)
    yield from table("coordinate_from_string", ["", "A", "1A", "A0x"], cell.coordinate_from_string)
    yield from table("range_boundaries", ["", "A1:", "1:A", "A1:B2:C3"], cell.range_boundaries)
    yield "cell value", lambda: setattr(openpyxl.Workbook().active["A1"], "value", object())
    yield "sheet title", lambda: setattr(openpyxl.Workbook().active, "title", "a/b")
    yield "sheet title long", lambda: openpyxl.Workbook().create_sheet("x" * 40)
    yield "Font size", lambda: Font(sz="x")
    yield "Font underline", lambda: Font(u="nope")
    yield "PatternFill", lambda: PatternFill(patternType="nope")
    yield "Alignment", lambda: Alignment(horizontal="nope")
    yield "load_workbook", lambda: openpyxl.load_workbook(io.BytesIO(b"x"))
    yield "merge_cells", lambda: openpyxl.Workbook().active.merge_cells("A1")
    yield "cell row", lambda: openpyxl.Workbook().active.cell(row=0, column=1)
    yield "remove sheet", lambda: openpyxl.Workbook().remove(1)
    yield "defined name", lambda: openpyxl.workbook.defined_name.DefinedName("1a", attr_text="x")
    yield "freeze_panes", lambda: setattr(openpyxl.Workbook().active, "freeze_panes", "1A")
    yield "number_format", lambda: openpyxl.styles.numbers.NumberFormat(numFmtId="x")


def arpeggio_cases():
    from arpeggio import ParserPython, ZeroOrMore, EOF, RegExMatch
    from arpeggio.cleanpeg import ParserPEG

    def number():
        return RegExMatch(r"\d+")

    def expr():
        return number, ZeroOrMore("+", number), EOF
    yield from table("parse", ["", "1+", "x", "1+2+", "1 1"], lambda s: ParserPython(expr).parse(s))
    yield from table("ParserPEG", ["start <- ;", "start <- nope;", "start <- 'a' 'b' | ;", "start 'a';", "start <- [;"], lambda g: ParserPEG(g, "start"))
    yield "ParserPEG root", lambda: ParserPEG("start <- 'a';", "nope")
    yield "ParserPEG parse", lambda: ParserPEG("start <- 'a' EOF;", "start").parse("b")
    yield "ParserPython bad", lambda: ParserPython(lambda: 1).parse("x")
    yield "visit_parse_tree", lambda: __import__("arpeggio").visit_parse_tree(None, None)


def intelhex_cases():
    import intelhex
    yield from table("loadhex", [":0", ":zz", ":0100000001FF", ":00000002FE", ":02000004FFFFFC\n:00000001FF", ":0100000000FF\n:0100000000FF\n", "x"], lambda s: intelhex.IntelHex(io.StringIO(s)))
    yield "tobinstr empty", lambda: intelhex.IntelHex().tobinstr()
    yield "addresses", lambda: intelhex.IntelHex()[-1]
    yield "setitem", lambda: intelhex.IntelHex().__setitem__(0, 300)
    yield "merge", lambda: _ih_merge(intelhex)
    yield "start addr", lambda: intelhex.IntelHex().write_hex_file(io.StringIO(), write_start_addr=True) or setattr(intelhex, "x", 1) or _ih_start(intelhex)
    yield "puts", lambda: intelhex.IntelHex().puts(0, 1)
    yield "gets", lambda: intelhex.IntelHex().gets(0, 4)
    yield "getsz", lambda: intelhex.IntelHex().getsz(0)
    yield "segments", lambda: intelhex.IntelHex().tobinarray(start=5, end=1)
    yield "bin2hex", lambda: intelhex.IntelHex16bit().__getitem__(-1)
    yield "diff", lambda: intelhex.IntelHex().dump(tofile=None, width=0)
    yield "fromdict", lambda: intelhex.IntelHex().fromdict({"start_addr": 1})


def _ih_merge(intelhex):
    a, b = intelhex.IntelHex(), intelhex.IntelHex()
    a[0], b[0] = 1, 2
    a.merge(b, overlap="error")


def _ih_start(intelhex):
    h = intelhex.IntelHex()
    h[0] = 1
    h.start_addr = {"X": 1}
    h.write_hex_file(io.StringIO())


def schedule_cases():
    import schedule
    yield "every at unit", lambda: schedule.every().seconds.at("10:00")
    yield "every at format", lambda: schedule.every().day.at("x")
    yield "every at hourly", lambda: schedule.every().hour.at("1:00")
    yield "every at minute", lambda: schedule.every().minute.at("x")
    yield "second plural", lambda: schedule.every(2).second
    yield "monday plural", lambda: schedule.every(2).monday
    yield "to", lambda: schedule.every(5).to(1).seconds.do(lambda: 1)
    yield "until past", lambda: schedule.every().second.until(datetime.datetime(2000, 1, 1)).do(lambda: 1)
    yield "until type", lambda: schedule.every().second.until(1)
    yield "until string", lambda: schedule.every().second.until("x")
    yield "do unit", lambda: schedule.every().do(lambda: 1)
    yield "tag", lambda: schedule.every().second.tag([1])
    yield "at timezone", lambda: schedule.every().day.at("10:00", "Nope/Zone")


def asteval_cases():
    import asteval

    def run(src):
        a = asteval.Interpreter(writer=io.StringIO(), err_writer=io.StringIO())
        a(src, raise_errors=True)
    yield from table("eval", ["1/0", "x", "import os", "[].nope", "1+", "def f(:", "int('x')", "f = lambda: 1; f(2)", "assert False, 'no'",
                              "raise ValueError('v')", "a = [1]; a[5]", "{}['k']", "'a' + 1", "while True: break\nnope()", "__import__('os')", "(1).__class__"], run)


def mutagen_cases():
    import mutagen
    from mutagen import mp3, flac, oggvorbis, id3, mp4, wave
    yield "File", lambda: mutagen.File(io.BytesIO(b"x"))
    yield "MP3", lambda: mp3.MP3(io.BytesIO(b"x" * 100))
    yield "FLAC", lambda: flac.FLAC(io.BytesIO(b"fLaC" + b"\x00" * 10))
    yield "FLAC header", lambda: flac.FLAC(io.BytesIO(b"x" * 10))
    yield "OggVorbis", lambda: oggvorbis.OggVorbis(io.BytesIO(b"x" * 10))
    yield "OggVorbis page", lambda: oggvorbis.OggVorbis(io.BytesIO(b"OggS" + b"\x00" * 40))
    yield "ID3", lambda: id3.ID3(io.BytesIO(b"x" * 10))
    yield "ID3 version", lambda: id3.ID3(io.BytesIO(b"ID3\x09\x00\x00\x00\x00\x00\x10" + b"\x00" * 16))
    yield "MP4", lambda: mp4.MP4(io.BytesIO(b"\x00\x00\x00\x08nope"))
    yield "WAVE", lambda: wave.WAVE(io.BytesIO(b"RIFF\x00\x00\x00\x00WAVE"))
    yield "TextFrame", lambda: id3.TIT2(encoding=9, text="x")._writeData()
    yield "ID3 save", lambda: id3.ID3().save(io.BytesIO(b""), v2_version=9)
    yield "APIC", lambda: id3.ID3().add(1)
    yield "EasyID3 key", lambda: __import__("mutagen.easyid3", fromlist=["x"]).EasyID3()["nope"]
    yield "EasyID3 set", lambda: __import__("mutagen.easyid3", fromlist=["x"]).EasyID3().__setitem__("nope", "x")


def texttable_cases():
    import texttable

    def t():
        return texttable.Texttable()
    yield "add_row width", lambda: _tt(t(), [[1, 2], [1]])
    yield "set_cols_align", lambda: _tt(t(), [[1, 2]], align=["x", "y"])
    yield "set_cols_valign", lambda: t().set_cols_valign(["x"])
    yield "set_cols_dtype", lambda: t().set_cols_dtype(["x"]).add_rows([[1]]).draw()
    yield "set_cols_width", lambda: t().set_cols_width([0])
    yield "set_chars", lambda: t().set_chars(["a"])
    yield "set_precision", lambda: t().set_precision(-1)
    yield "set_max_width", lambda: t().set_max_width(-1)
    yield "header width", lambda: _tt(t(), [[1, 2]], header=["a"])
    yield "dtype float", lambda: t().set_cols_dtype(["f"]).add_rows([["x"]], header=False).draw()
    yield "deco", lambda: t().set_deco("x")


def _tt(t, rows, align=None, header=None):
    if align:
        t.set_cols_align(align)
    if header:
        t.header(header)
    t.add_rows(rows, header=False)
    return t.draw()


def cssutils_cases():
    import logging
    import cssutils
    cssutils.log.setLevel(logging.CRITICAL)
    p = cssutils.CSSParser(raiseExceptions=True)
    yield from table("parseString", ["a {", "a { color: }", "@media { }", "@import ;", "a { b: c; } }", "@charset 1;", "@page :nope { }", "a[ { }", "@namespace 1;", "a { color: red !nope }"], p.parseString)
    yield from table("parseStyle", ["color", ": red", "color: red;;{"], p.parseStyle)
    yield "CSSStyleRule selectorText", lambda: setattr(cssutils.css.CSSStyleRule(), "selectorText", "a[")
    yield "CSSStyleDeclaration cssText", lambda: setattr(cssutils.css.CSSStyleDeclaration(), "cssText", "a: {")
    yield "Property", lambda: cssutils.css.Property("1", "x")
    yield "MediaList", lambda: cssutils.stylesheets.MediaList("@x")
    yield "Selector", lambda: cssutils.css.Selector("a >")
    yield "CSSImportRule", lambda: cssutils.css.CSSImportRule(1)
    yield "CSSStyleSheet insertRule", lambda: cssutils.css.CSSStyleSheet().insertRule("a {", 5)
    yield "CSSStyleSheet deleteRule", lambda: cssutils.css.CSSStyleSheet().deleteRule(3)
    yield "PropertyValue", lambda: setattr(cssutils.css.PropertyValue(), "cssText", ")")


def ldap3_cases():
    import ldap3
    from ldap3.utils import dn, conv
    yield from table("parse_dn", ["x", "cn=", "=a", "cn=a,", "cn=a+", "cn=#zz", "cn=a\\", "cn=a,,dc=b"], dn.parse_dn)
    yield from table("Server", ["", "ldap://[::g]", "nope://x", "ldap://x:port"], ldap3.Server)
    yield "Server port", lambda: ldap3.Server("x", port=99999)
    yield "Connection auth", lambda: ldap3.Connection(ldap3.Server("x"), authentication="nope")
    yield "Connection strategy", lambda: ldap3.Connection(ldap3.Server("x"), client_strategy="nope")
    yield "Connection sasl", lambda: ldap3.Connection(ldap3.Server("x"), authentication=ldap3.SASL)
    yield "Connection search", lambda: ldap3.Connection(ldap3.Server("x"), client_strategy=ldap3.MOCK_SYNC).search("dc=x", "nope")
    yield "Connection search scope", lambda: ldap3.Connection(ldap3.Server("x"), client_strategy=ldap3.MOCK_SYNC).search("dc=x", "(cn=a)", search_scope="NOPE")
    yield "Connection bind closed", lambda: ldap3.Connection(ldap3.Server("x"), client_strategy=ldap3.MOCK_SYNC, user="cn=a", password="b", raise_exceptions=True).search("dc=x", "(cn=a")
    yield "escape_filter_chars", lambda: conv.escape_filter_chars(1)
    yield "Tls", lambda: ldap3.Tls(validate=99)
    yield "ServerPool", lambda: ldap3.ServerPool([1])


def cattrs_cases():
    import attr
    import cattrs
    from cattrs.preconf.json import make_converter

    @attr.define
    class Point:
        x: int
        y: int

    c = cattrs.Converter()
    yield from table("structure Point", [1, {"x": 1}, {"x": "a", "y": 1}, None], lambda v: c.structure(v, Point))
    yield "structure int", lambda: c.structure("x", int)
    yield "structure list", lambda: c.structure(1, list[int])
    yield "structure dict", lambda: c.structure([1], dict[str, int])
    yield "structure unknown", lambda: c.structure(1, type("Opaque", (), {}))
    yield "structure literal", lambda: __import__("cattrs").Converter().structure("c", __import__("typing").Literal["a", "b"])
    yield "structure union", lambda: c.structure(1, __import__("typing").Union[Point, list])
    yield "unstructure strategy", lambda: cattrs.Converter(unstruct_strat="nope")
    yield "json dumps", lambda: make_converter().dumps(object())
    yield "forbid extra", lambda: cattrs.Converter(forbid_extra_keys=True).structure({"x": 1, "y": 1, "z": 1}, Point)
    yield "Detailed off", lambda: cattrs.Converter(detailed_validation=False).structure({"x": "a", "y": 1}, Point)
    yield "structure tuple", lambda: c.structure([1, 2, 3], tuple[int, int])
    yield "structure enum", lambda: c.structure("x", __import__("enum").Enum("E", "A B"))


def pathspec_cases():
    import pathspec
    yield from table("GitWildMatchPattern", ["a/**b", "\\", "a[", "***"], lambda s: pathspec.PathSpec.from_lines("gitwildmatch", [s]))
    yield "from_lines factory", lambda: pathspec.PathSpec.from_lines("nope", ["a"])
    yield "from_lines str", lambda: pathspec.PathSpec.from_lines("gitwildmatch", "a")
    yield "register", lambda: pathspec.util.register_pattern("gitwildmatch", pathspec.patterns.GitWildMatchPattern)
    yield "match_files", lambda: pathspec.PathSpec.from_lines("gitwildmatch", ["a"]).match_files(1)
    yield "RegexPattern", lambda: pathspec.patterns.RegexPattern(1)
    yield "normalize", lambda: pathspec.util.normalize_file(1)
    yield "GitIgnoreSpec", lambda: pathspec.GitIgnoreSpec.from_lines(1)
    yield "Pattern", lambda: pathspec.Pattern(1).match_file("x")


def pystache_cases():
    import pystache
    r = pystache.Renderer(missing_tags="strict")
    yield from table("render", ["{{#a}}", "{{/a}}", "{{#a}}{{/b}}", "{{=a=}}", "{{a", "{{>nope}}", "{{nope}}", "{{#a}}{{/a}}{{/a}}", "{{{a}}"], lambda s: r.render(s, {}))
    yield "Renderer escape", lambda: pystache.Renderer(string_encoding="nope").render("{{a}}", {"a": b"\xff"})
    yield "render_path", lambda: r.render_path("/nonexistent.mustache")
    yield "render_name", lambda: r.render_name("nope")
    yield "parse", lambda: pystache.parse(1)
    yield "delimiters", lambda: pystache.parse("{{= | | =}}")


def sshpubkeys_cases():
    import sshpubkeys
    ok = "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQC"
    yield from table("SSHKey parse", ["", "x", "ssh-rsa", "ssh-rsa !!!", "ssh-rsa AAAA", "ssh-nope AAAAB3NzaC1yc2E=", ok, "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIA==",
                                       "ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAAAB", "ssh-dss AAAAB3NzaC1kc3M=", 'command="x ssh-rsa AAAA'],
                     lambda s: sshpubkeys.SSHKey(s, strict=True).parse())
    yield "AuthorizedKeysFile", lambda: sshpubkeys.AuthorizedKeysFile(io.StringIO("x\n"), strict=True)
    yield "options", lambda: sshpubkeys.SSHKey('nope="x" ssh-rsa AAAAB3NzaC1yc2E=').parse()
    yield "skip_option_parsing", lambda: sshpubkeys.SSHKey("ssh-rsa x y z", skip_option_parsing=True).parse()


def pycountry_cases():
    import pycountry
    yield from table("countries lookup", ["", "Nope", "XX", "999"], pycountry.countries.lookup)
    yield "countries get", lambda: pycountry.countries.get(nope="x")
    yield "countries get two", lambda: pycountry.countries.get(alpha_2="DE", alpha_3="DEU")
    yield "subdivisions lookup", lambda: pycountry.subdivisions.lookup("nope")
    yield "languages lookup", lambda: pycountry.languages.lookup("nope")
    yield "currencies lookup", lambda: pycountry.currencies.lookup("nope")
    yield "search_fuzzy", lambda: pycountry.countries.search_fuzzy("zzzzzz")
    yield "historic", lambda: pycountry.historic_countries.lookup("nope")
    yield "attr", lambda: pycountry.countries.get(alpha_2="DE").nope


def kaitaistruct_cases():
    import kaitaistruct as ks

    def s(b):
        return ks.KaitaiStream(io.BytesIO(b))
    yield "read_bytes", lambda: s(b"ab").read_bytes(5)
    yield "read_u4le", lambda: s(b"a").read_u4le()
    yield "read_bytes_term", lambda: s(b"abc").read_bytes_term(0, False, True, True)
    yield "ensure_fixed_contents", lambda: s(b"ab").ensure_fixed_contents(b"xy")
    yield "read_bits_int", lambda: s(b"").read_bits_int_be(9)
    yield "process_rotate", lambda: ks.KaitaiStream.process_rotate_left(b"a", 1, 2)
    yield "bytes_terminate", lambda: ks.KaitaiStream.bytes_terminate(b"ab", 0, False)
    yield "ValidationNotEqualError", lambda: (_ for _ in ()).throw(ks.ValidationNotEqualError(1, 2, None, "/seq/0"))
    yield "seek", lambda: s(b"").seek(-1)
    yield "resolve_enum", lambda: ks.KaitaiStream.resolve_enum(__import__("enum").Enum("E", "A"), 9).x


def pyelftools_cases():
    from elftools.elf.elffile import ELFFile
    from elftools.dwarf import die
    yield "ELFFile magic", lambda: ELFFile(io.BytesIO(b"x" * 64))
    yield "ELFFile class", lambda: ELFFile(io.BytesIO(b"\x7fELF\x09" + b"\x00" * 59))
    yield "ELFFile data", lambda: ELFFile(io.BytesIO(b"\x7fELF\x02\x09" + b"\x00" * 58))
    yield "ELFFile short", lambda: ELFFile(io.BytesIO(b"\x7fELF\x02\x01"))
    yield "ELFFile header", lambda: ELFFile(io.BytesIO(b"\x7fELF\x02\x01\x01" + b"\x00" * 20))
    yield "ELFFile sections", lambda: _elf_sections(ELFFile)
    yield "describe", lambda: __import__("elftools.elf.descriptions", fromlist=["x"]).describe_e_type(None)


def _elf_sections(ELFFile):
    hdr = bytearray(b"\x7fELF\x02\x01\x01" + b"\x00" * 57)
    hdr[0x28:0x30] = (1000).to_bytes(8, "little")  # e_shoff past the end
    hdr[0x3a:0x3c] = (64).to_bytes(2, "little")
    hdr[0x3c:0x3e] = (2).to_bytes(2, "little")
    f = ELFFile(io.BytesIO(bytes(hdr)))
    return list(f.iter_sections())


def qrcode_cases():
    import qrcode
    yield "version", lambda: qrcode.QRCode(version=41)
    yield "error_correction", lambda: qrcode.QRCode(error_correction=9).make()
    yield "box_size", lambda: qrcode.QRCode(box_size=0)
    yield "border", lambda: qrcode.QRCode(border=-1)
    yield "data overflow", lambda: _qr_overflow(qrcode)
    yield "mask_pattern", lambda: qrcode.QRCode(mask_pattern=9)
    yield "QRData mode", lambda: qrcode.util.QRData("x", mode=9)
    yield "QRData numeric", lambda: qrcode.util.QRData("x", mode=qrcode.util.MODE_NUMBER)
    yield "image_factory", lambda: qrcode.QRCode(image_factory=int).make_image()
    yield "BitBuffer", lambda: qrcode.util.BCH_type_info(None)
    yield "rs_blocks", lambda: qrcode.base.rs_blocks(99, 0)
    yield "print_ascii tty", lambda: qrcode.QRCode().print_ascii(out=io.StringIO(), tty=True)


def _qr_overflow(qrcode):
    q = qrcode.QRCode(version=1)
    q.add_data("x" * 500)
    q.make(fit=False)


SUITES.update({
    "openpyxl": openpyxl_cases, "arpeggio": arpeggio_cases, "intelhex": intelhex_cases, "schedule": schedule_cases,
    "asteval": asteval_cases, "mutagen": mutagen_cases, "texttable": texttable_cases, "cssutils": cssutils_cases,
    "ldap3": ldap3_cases, "cattrs": cattrs_cases, "pathspec": pathspec_cases, "pystache": pystache_cases,
    "sshpubkeys": sshpubkeys_cases, "pycountry": pycountry_cases, "kaitaistruct": kaitaistruct_cases,
    "pyelftools": pyelftools_cases, "qrcode": qrcode_cases,
})


# Seventh batch (split-js-py.txt batch 7)
def phonenumbers_cases():
    import phonenumbers
    yield from table("parse", ["x", "+1", "+999 123", "1", "+1 " + "9" * 30, "", "++1 555"], lambda s: phonenumbers.parse(s, None))
    yield "parse region", lambda: phonenumbers.parse("12345", "ZZ")
    yield "parse too short nsn", lambda: phonenumbers.parse("+49 1", None)
    yield "format_number", lambda: phonenumbers.format_number(1, phonenumbers.PhoneNumberFormat.E164)
    yield "example_number", lambda: phonenumbers.example_number("ZZ").national_number
    yield "AsYouTypeFormatter", lambda: phonenumbers.AsYouTypeFormatter(1).input_digit(1)
    yield "PhoneNumber immutable", lambda: setattr(phonenumbers.parse("+12133734253", None).__class__, "x", 1) or phonenumbers.PhoneMetadata.metadata_for_region("ZZ").x
    yield "country_code", lambda: phonenumbers.region_code_for_country_code("x")


def networkx_cases():
    import networkx as nx
    g = nx.path_graph(4)
    d = nx.DiGraph([(0, 1), (1, 0)])
    yield "shortest_path no node", lambda: nx.shortest_path(g, 0, 9)
    yield "shortest_path no path", lambda: nx.shortest_path(nx.Graph([(0, 1), (2, 3)]), 0, 3)
    yield "topological_sort cycle", lambda: list(nx.topological_sort(d))
    yield "find_cycle", lambda: nx.find_cycle(nx.DiGraph([(0, 1)]))
    yield "dijkstra negative", lambda: nx.dijkstra_path(nx.Graph([(0, 1, {"weight": -1})]), 0, 1)
    yield "bellman_ford cycle", lambda: nx.bellman_ford_path(nx.DiGraph([(0, 1, {"weight": -1}), (1, 0, {"weight": -1})]), 0, 1)
    yield "remove_node", lambda: g.copy().remove_node(9)
    yield "remove_edge", lambda: g.copy().remove_edge(0, 3)
    yield "neighbors", lambda: list(g.neighbors(9))
    yield "not_implemented_for directed", lambda: nx.bridges(d)
    yield "not_implemented_for undirected", lambda: nx.is_aperiodic(g)
    yield "diameter disconnected", lambda: nx.diameter(nx.Graph([(0, 1), (2, 3)]))
    yield "eulerian", lambda: list(nx.eulerian_circuit(g))
    yield "is_connected empty", lambda: nx.is_connected(nx.Graph())
    yield "bipartite", lambda: nx.bipartite.sets(nx.complete_graph(3))
    yield "relabel", lambda: nx.relabel_nodes(g, {0: 1, 1: 0}, copy=False).x
    yield "from_dict_of_lists", lambda: nx.from_numpy_array(1)
    yield "add_edges_from", lambda: nx.Graph().add_edges_from([(1,)])
    yield "complete_graph", lambda: nx.complete_graph(-1).x
    yield "read_edgelist", lambda: nx.parse_edgelist(["1 2 x"], nodetype=int, data=(("w", float),))
    yield "parse_gml", lambda: nx.parse_gml("graph [ node [ id 1 ] node [ id 1 ] ]")
    yield "parse_gml syntax", lambda: nx.parse_gml("graph [")
    yield "adjacency_matrix weight", lambda: nx.barbell_graph(1, 1)
    yield "minimum_spanning_tree algorithm", lambda: nx.minimum_spanning_tree(g, algorithm="nope")
    yield "topological_generations", lambda: list(nx.topological_generations(g))
    yield "ancestors", lambda: nx.ancestors(d, 9)
    yield "is_directed_acyclic_graph", lambda: nx.dag_longest_path(d)


def regex_cases():
    import regex
    yield from table("compile", ["(", "a{2,1}", "[b-a]", "(?P<1>a)", "\\", "(?<", "a**", "(?P=n)", "\\p{Nope}", "[[:nope:]]", "(?i", "\\N{NOPE}", "x{3}{", "(?(1)a|b|c)"], regex.compile)
    yield "sub template", lambda: regex.sub("a", "\\9", "a")
    yield "sub group name", lambda: regex.sub("(?P<x>a)", "\\g<y>", "a")
    yield "flags", lambda: regex.compile("a", flags=regex.ASCII | regex.UNICODE)
    yield "fuzzy", lambda: regex.compile("(?:a){e<=x}")
    yield "timeout", lambda: regex.match("a", "a", timeout="x")
    yield "expandf", lambda: regex.match("(a)", "a").expandf("{9}")
    yield "group", lambda: regex.match("(a)", "a").group(5)


def yarl_cases():
    from yarl import URL
    yield "URL type", lambda: URL(1)
    yield "URL port", lambda: URL("http://a:99999/").port
    yield "with_port", lambda: URL("http://a/").with_port("x")
    yield "with_port relative", lambda: URL("a").with_port(1)
    yield "with_scheme", lambda: URL("http://a/").with_scheme(1)
    yield "with_host relative", lambda: URL("a").with_host("b")
    yield "with_host empty", lambda: URL("http://a/").with_host("")
    yield "with_user", lambda: URL("a").with_user("b")
    yield "with_name", lambda: URL("http://a/").with_name("a/b")
    yield "with_query", lambda: URL("http://a/").with_query(1)
    yield "with_query value", lambda: URL("http://a/").with_query({"a": object()})
    yield "with_fragment", lambda: URL("http://a/").with_fragment(1)
    yield "join", lambda: URL("http://a/").join("x")
    yield "truediv", lambda: URL("http://a/") / 1
    yield "build", lambda: URL.build(scheme="http", authority="a", host="b")
    yield "build path", lambda: URL.build(path="a", host="b")
    yield "encoded", lambda: URL("http://a/%zz", encoded=1).with_suffix("x")
    yield "with_suffix", lambda: URL("http://a/b").with_suffix("x")
    yield "origin", lambda: URL("a").origin()
    yield "subclass", lambda: type("U", (URL,), {})


def jose_cases():
    from jose import jwt, jws, jwk, jwe
    yield from table("jwt.decode", ["x", "a.b.c", "eyJhbGciOiJIUzI1NiJ9.e30.x", "eyJhbGciOiJIUzI1NiJ9.x.y"], lambda s: jwt.decode(s, "k", algorithms=["HS256"]))
    yield "jwt.encode alg", lambda: jwt.encode({}, "k", algorithm="nope")
    yield "jwt.encode claims", lambda: jwt.encode(1, "k")
    yield "jwt.decode exp", lambda: jwt.decode(jwt.encode({"exp": 1}, "k"), "k", algorithms=["HS256"])
    yield "jwt.decode aud", lambda: jwt.decode(jwt.encode({"aud": "a"}, "k"), "k", algorithms=["HS256"], audience="b")
    yield "jwt.decode iss", lambda: jwt.decode(jwt.encode({"iss": "a"}, "k"), "k", algorithms=["HS256"], issuer="b")
    yield "jwt.decode sub", lambda: jwt.decode(jwt.encode({"sub": 1}, "k"), "k", algorithms=["HS256"])
    yield "jwt.decode nbf", lambda: jwt.decode(jwt.encode({"nbf": "x"}, "k"), "k", algorithms=["HS256"])
    yield "jwt.decode key", lambda: jwt.decode(jwt.encode({}, "k"), "other", algorithms=["HS256"])
    yield "jwt.decode alg", lambda: jwt.decode(jwt.encode({}, "k"), "k", algorithms=["RS256"])
    yield "jwt.get_unverified_header", lambda: jwt.get_unverified_header("x")
    yield "jws.verify", lambda: jws.verify("a.b", "k", "HS256")
    yield "jws.sign payload", lambda: jws.sign(1, "k")
    yield "jwk.construct", lambda: jwk.construct("k", "nope")
    yield "jwk.construct dict", lambda: jwk.construct({"kty": "nope"})
    yield "jwk RSA", lambda: jwk.construct("not a pem", "RS256")
    yield "jwe.decrypt", lambda: jwe.decrypt("x", "k")
    yield "jwe.encrypt", lambda: jwe.encrypt("x", "k", algorithm="nope")
    yield "jwe.encrypt enc", lambda: jwe.encrypt("x", "k" * 16, algorithm="dir", encryption="nope")


def zope_interface_cases():
    from zope.interface import Interface, Attribute, implementer, Invalid, invariant
    from zope.interface.verify import verifyObject, verifyClass
    from zope.interface.interface import InterfaceClass

    class IThing(Interface):
        name = Attribute("the name")

        def run(a, b):
            "run it"

    class IChecked(Interface):
        @invariant
        def positive(obj):
            if obj.n < 0:
                raise Invalid("n must not be negative")

    @implementer(IThing)
    class Missing:
        pass

    @implementer(IThing)
    class WrongArgs:
        name = "x"

        def run(self):
            pass

    class NotDeclared:
        name = "x"

        def run(self, a, b):
            pass

    @implementer(IThing)
    class NotMethod:
        name = "x"
        run = 1

    yield "verifyObject missing", lambda: verifyObject(IThing, Missing())
    yield "verifyObject args", lambda: verifyObject(IThing, WrongArgs())
    yield "verifyObject not declared", lambda: verifyObject(IThing, NotDeclared())
    yield "verifyObject not method", lambda: verifyObject(IThing, NotMethod())
    yield "verifyClass", lambda: verifyClass(IThing, WrongArgs)
    yield "validateInvariants", lambda: IChecked.validateInvariants(type("O", (), {"n": -1})())
    yield "implementer on instance", lambda: implementer(IThing)(1)
    yield "Interface bad base", lambda: InterfaceClass("I", bases=(1,))
    yield "Interface call", lambda: IThing(1)
    yield "Attribute in class", lambda: InterfaceClass("I", attrs={"__init__": 1})
    yield "implementer class", lambda: implementer(1)(type("X", (), {}))
    yield "getTaggedValue", lambda: IThing.getTaggedValue("nope")
    yield "getDescriptionFor", lambda: IThing.getDescriptionFor("nope")
    yield "classImplements", lambda: __import__("zope.interface", fromlist=["x"]).classImplements(1, IThing)
    yield "moduleProvides", lambda: __import__("zope.interface", fromlist=["x"]).moduleProvides(IThing)


def chameleon_cases():
    from chameleon import PageTemplate
    yield from table("PageTemplate", ["<div tal:content='", "<div tal:nope='x'/>", "<div tal:repeat='x'/>", "<div tal:define='a b c'/>", "<div>${</div>",
                                      "<div metal:use-macro='nope'/>", "<a><b></a>", "<div tal:attributes='1'/>", "<div tal:condition='1 +'/>", "<div i18n:nope='x'/>",
                                      "<div tal:content='structure'/>", "<div tal:switch='x'><p tal:case='1'/><p tal:case='default' tal:case='2'/></div>", "<tal:x tal:on-error='x' tal:omit-tag=''/>"],
                     lambda s: PageTemplate(s).cook_check())
    yield "render name", lambda: PageTemplate("<div>${nope}</div>")()
    yield "render attr", lambda: PageTemplate("<div>${a.b}</div>")(a=1)
    yield "render macro", lambda: PageTemplate("<div metal:use-macro='m'/>")(m=1)
    yield "render repeat", lambda: PageTemplate("<div tal:repeat='x 1'/>")()
    yield "render division", lambda: PageTemplate("<div>${1/0}</div>")()


def vobject_cases():
    import vobject
    yield from table("readOne", ["x", "BEGIN:VCARD\nFN:x", "BEGIN:VCARD\nEND:VCALENDAR", "BEGIN:VCALENDAR\nDTSTART:nope\nEND:VCALENDAR", "BEGIN:VCARD\n;;;\nEND:VCARD",
                                 "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:2020\nEND:VEVENT\nEND:VCALENDAR", "END:VCARD", "BEGIN:VCARD\nVERSION:3.0\nN:a\nEND:VCARD\nx"],
                     lambda s: vobject.readOne(s).serialize())
    yield "readComponents", lambda: list(vobject.readComponents("BEGIN:X\n:\nEND:X"))
    yield "newFromBehavior", lambda: vobject.newFromBehavior("nope")
    yield "serialize vcard", lambda: vobject.vCard().serialize()
    yield "add value", lambda: vobject.iCalendar().add("vevent").add("dtstart").serialize()
    yield "stringToDateTime", lambda: vobject.icalendar.stringToDateTime("x")
    yield "stringToDurations", lambda: vobject.icalendar.stringToDurations("x")
    yield "stringToTextValues", lambda: vobject.icalendar.stringToPeriod("x")
    yield "getattr", lambda: vobject.vCard().nope


def pefile_cases():
    import pefile
    yield from table("PE", [b"", b"MZ", b"MZ" + b"\x00" * 62, b"x" * 64, b"MZ" + b"\x00" * 58 + b"\x40\x00\x00\x00" + b"PE\x00\x00", b"MZ" + b"\x00" * 58 + b"\xff\xff\x00\x00"],
                     lambda b: pefile.PE(data=b))
    yield "PE file", lambda: pefile.PE("/nonexistent")
    yield "PE no args", lambda: pefile.PE()
    yield "get_offset_from_rva", lambda: _pe_minimal(pefile).get_offset_from_rva(10 ** 9)
    yield "get_data", lambda: _pe_minimal(pefile).get_memory_mapped_image(ImageBase=1).x


def _pe_minimal(pefile):
    return pefile.PE(data=b"MZ" + b"\x00" * 58 + b"\x40\x00\x00\x00" + b"PE\x00\x00" + b"\x00" * 300, fast_load=True)


def protobuf_cases():
    from google.protobuf import text_format, json_format, struct_pb2, timestamp_pb2, duration_pb2, descriptor_pb2
    yield from table("text_format.Parse", ["x", "fields {", "fields { key: 1 }", "nope: 1", "fields { key: \"a\" value { number_value: x } }", "fields { key: \"a\" } fields", "fields { key: \"\\z\" }"],
                     lambda s: text_format.Parse(s, struct_pb2.Struct()))
    yield from table("json_format.Parse", ["x", "[]", "{\"a\": }"], lambda s: json_format.Parse(s, struct_pb2.Struct()))
    yield "json_format Timestamp", lambda: json_format.Parse("\"nope\"", timestamp_pb2.Timestamp())
    yield "json_format Duration", lambda: json_format.Parse("\"nope\"", duration_pb2.Duration())
    yield "json_format unknown field", lambda: json_format.Parse("{\"nope\": 1}", descriptor_pb2.FileDescriptorProto())
    yield "json_format type", lambda: json_format.Parse("{\"name\": 1}", descriptor_pb2.FileDescriptorProto())
    yield "json_format enum", lambda: json_format.Parse("{\"label\": \"NOPE\"}", descriptor_pb2.FieldDescriptorProto())
    yield "json_format int", lambda: json_format.Parse("{\"number\": \"x\"}", descriptor_pb2.FieldDescriptorProto())
    yield "Timestamp FromJsonString", lambda: timestamp_pb2.Timestamp().FromJsonString("x")
    yield "Duration FromJsonString", lambda: duration_pb2.Duration().FromJsonString("x")
    yield "ParseFromString", lambda: descriptor_pb2.FileDescriptorProto().ParseFromString(b"\xff\xff")
    yield "MergeFrom", lambda: descriptor_pb2.FileDescriptorProto().MergeFrom(1)
    yield "setattr", lambda: setattr(descriptor_pb2.FileDescriptorProto(), "name", 1)
    yield "MessageToJson", lambda: json_format.MessageToJson(1)


def confuse_cases():
    import confuse
    c = confuse.RootView([confuse.ConfigSource({"a": "x", "n": "x", "l": 1, "c": "nope", "p": 1, "d": {"x": 1}}, "test")])
    yield "missing", lambda: c["nope"].get()
    yield "int", lambda: c["n"].get(int)
    yield "as_number", lambda: c["a"].as_number()
    yield "as_str", lambda: c["l"].as_str()
    yield "as_choice", lambda: c["c"].as_choice(["a", "b"])
    yield "as_filename", lambda: c["p"].as_filename()
    yield "as_str_seq", lambda: c["d"].as_str_seq()
    yield "as_pairs", lambda: c["l"].as_pairs()
    yield "template dict", lambda: c.get({"d": {"x": str}})
    yield "template OneOf", lambda: c["a"].get(confuse.OneOf([int, float]))
    yield "template StrSeq", lambda: c["l"].get(confuse.StrSeq())
    yield "template Choice map", lambda: c["c"].get(confuse.Choice({"a": 1}))
    yield "template Sequence", lambda: c["a"].get(confuse.Sequence(int))
    yield "template TypeTemplate", lambda: c["a"].get(confuse.TypeTemplate(list))
    yield "keys", lambda: c["a"].keys()
    yield "items", lambda: list(c["a"].all_contents())
    yield "load_yaml", lambda: confuse.yaml_util.load_yaml("/nonexistent.yaml")
    yield "parse_yaml", lambda: confuse.yaml_util.load_yaml_string("a: [", "s")
    yield "view index", lambda: c[1.5]


def pybtex_cases():
    from pybtex.database import parse_string
    from pybtex.richtext import Text
    yield from table("parse_string bibtex", ["@article{", "@article{a, title = }", "@article{a, title = {x}, title = {y}}", "@nope", "@article{a b}", "@string{x = }", "@article{a, author = x}"],
                     lambda s: parse_string(s, "bibtex"))
    yield "parse_string format", lambda: parse_string("x", "nope")
    yield "Person", lambda: __import__("pybtex.database", fromlist=["x"]).Person("a, b, c, d")
    yield "Text", lambda: Text(1) + 1
    yield "format_from_string", lambda: __import__("pybtex.textutils", fromlist=["x"]).abbreviate(1)
    yield "bst parse", lambda: __import__("pybtex.bibtex.bst", fromlist=["x"]).parse_string("FUNCTION {")
    yield "template", lambda: __import__("pybtex.style.template", fromlist=["x"]).join["a"].format_data({})
    yield "plugin", lambda: __import__("pybtex.plugin", fromlist=["x"]).find_plugin("pybtex.style.formatting", "nope")
    yield "latex codec", lambda: __import__("pybtex.markup", fromlist=["x"]).LaTeXParser("{a").parse()


def hamcrest_cases():
    from hamcrest import assert_that, equal_to, has_length, contains_string, has_entries, instance_of, close_to, all_of, any_of, is_not, has_item, greater_than, calling, raises, starts_with, has_property, empty, matches_regexp, contains_exactly
    yield "equal_to", lambda: assert_that(1, equal_to(2))
    yield "reason", lambda: assert_that(False, "the flag was set")
    yield "has_length", lambda: assert_that([1], has_length(2))
    yield "contains_string", lambda: assert_that("abc", contains_string("x"))
    yield "has_entries", lambda: assert_that({"a": 1}, has_entries({"a": 2, "b": 3}))
    yield "instance_of", lambda: assert_that(1, instance_of(str))
    yield "close_to", lambda: assert_that(1.0, close_to(2.0, 0.1))
    yield "all_of", lambda: assert_that(5, all_of(greater_than(1), greater_than(9)))
    yield "any_of", lambda: assert_that(5, any_of(equal_to(1), equal_to(2)))
    yield "is_not", lambda: assert_that(1, is_not(1))
    yield "has_item", lambda: assert_that([1], has_item(2))
    yield "calling raises", lambda: assert_that(calling(int).with_args("1"), raises(ValueError))
    yield "starts_with", lambda: assert_that("abc", starts_with("x"))
    yield "has_property", lambda: assert_that(1, has_property("nope"))
    yield "empty", lambda: assert_that([1], empty())
    yield "matches_regexp", lambda: assert_that("abc", matches_regexp("^x"))
    yield "contains_exactly", lambda: assert_that([1, 2], contains_exactly(2, 1))
    yield "instance_of type", lambda: instance_of(1)
    yield "close_to type", lambda: assert_that("x", close_to(1, 1))
    yield "has_length type", lambda: has_length("x").matches(1) or assert_that(1, has_length("x"))
    yield "raises not callable", lambda: assert_that(1, raises(ValueError))


def sqlglot_cases():
    import sqlglot
    yield from table("parse_one", ["SELECT (", "SELECT * FROM", "SELECT 1 +", "INSERT INTO", "SELECT * FROM a WHERE", "CREATE TABLE (", "SELECT CAST(1 AS)", "SELECT 'a", "WITH x AS SELECT 1",
                                   "SELECT * FROM a JOIN", "SELECT 1 FROM a GROUP", "SELECT a FROM b ORDER", "UPDATE SET", "SELECT * FROM a LIMIT", "SELECT )", "SELECT CASE WHEN END"],
                     lambda s: sqlglot.parse_one(s))
    yield "transpile dialect", lambda: sqlglot.transpile("SELECT 1", read="nope")
    yield "transpile unsupported", lambda: sqlglot.transpile("SELECT APPROX_DISTINCT(a) FROM b", write="hive", unsupported_level=sqlglot.ErrorLevel.RAISE)
    yield "parse_one into", lambda: sqlglot.parse_one("SELECT 1", into=int)
    yield "exp.column", lambda: sqlglot.exp.to_identifier(1)
    yield "exp.select where", lambda: sqlglot.select("a").where(1)
    yield "exp.to_table", lambda: sqlglot.exp.to_table(1)
    yield "optimizer qualify", lambda: __import__("sqlglot.optimizer", fromlist=["x"]).optimize(sqlglot.parse_one("SELECT a FROM b JOIN c"), schema={"b": {"a": "INT"}, "c": {"a": "INT"}})
    yield "schema", lambda: __import__("sqlglot.schema", fromlist=["x"]).MappingSchema({"a": 1})
    yield "parse_one empty", lambda: sqlglot.parse_one("")


def pathvalidate_cases():
    import pathvalidate as pv
    yield from table("validate_filename", ["", "a/b", "a" * 300, "CON", "a\x00b", " a ", "a:b", ".."], lambda s: pv.validate_filename(s, platform="windows"))
    yield from table("validate_filepath", ["", "a\x00b", "/" + "a/" * 3000, "C:a:b"], lambda s: pv.validate_filepath(s, platform="windows"))
    yield "validate_filename type", lambda: pv.validate_filename(1)
    yield "validate_filename platform", lambda: pv.validate_filename("a", platform="nope")
    yield "validate_filename max_len", lambda: pv.validate_filename("a", max_len=0)
    yield "validate_symbol", lambda: pv.validate_symbol("a b")
    yield "validate_ltsv_label", lambda: pv.validate_ltsv_label("a b")
    yield "sanitize_filename type", lambda: pv.sanitize_filename(1)
    yield "validate_filepath posix", lambda: pv.validate_filepath("a\x00", platform="linux")
    yield "validate_filepath universal", lambda: pv.validate_filepath("a|b", platform="universal")


def isbnlib_cases():
    import isbnlib
    yield "to_isbn10", lambda: isbnlib.to_isbn10("x")
    yield "to_isbn13", lambda: isbnlib.to_isbn13("x")
    yield "mask", lambda: isbnlib.mask("x")
    yield "meta", lambda: isbnlib.meta("x")
    yield "meta service", lambda: isbnlib.meta("9780262033848", service="nope")
    yield "ean13", lambda: isbnlib.ean13("x").x
    yield "editions", lambda: isbnlib.editions("x")
    yield "desc", lambda: isbnlib.desc("x")
    yield "cover", lambda: isbnlib.cover("x")
    yield "registry", lambda: isbnlib.registry.setdefaultservice("nope")
    yield "info", lambda: isbnlib.info("x").x
    yield "doi", lambda: isbnlib.doi("x")
    yield "goom", lambda: isbnlib.goom(1)


def ijson_cases():
    import ijson
    yield from table("items", [b"[1, ", b"[1 2]", b"{\"a\": }", b"", b"nul", b"[1]]", b"\"abc", b"{\"a\" 1}", b"[tru]", b"[1e]"],
                     lambda b: list(ijson.items(io.BytesIO(b), "item")))
    yield from table("items python backend", [b"[1, ", b"[1 2]", b"{\"a\": }", b"", b"nul", b"[1]]", b"\"abc", b"{\"a\" 1}", b"[tru]", b"[1e]"],
                     lambda b: list(__import__("ijson.backends.python", fromlist=["x"]).items(io.BytesIO(b), "item")))
    yield "parse str", lambda: list(ijson.parse(1))
    yield "items text", lambda: list(ijson.items(io.StringIO("[1,"), "item"))
    yield "backend", lambda: ijson.get_backend("nope")
    yield "kvitems", lambda: list(ijson.kvitems(io.BytesIO(b"{\"a\": {\"b\": }}"), "a"))


SUITES.update({
    "phonenumbers": phonenumbers_cases, "networkx": networkx_cases, "regex": regex_cases, "yarl": yarl_cases, "jose": jose_cases,
    "zope.interface": zope_interface_cases, "chameleon": chameleon_cases, "vobject": vobject_cases, "pefile": pefile_cases,
    "protobuf": protobuf_cases, "confuse": confuse_cases, "pybtex": pybtex_cases, "hamcrest": hamcrest_cases, "sqlglot": sqlglot_cases,
    "pathvalidate": pathvalidate_cases, "isbnlib": isbnlib_cases, "ijson": ijson_cases,
})


# Ninth batch (split-js-py.txt batch 9)
def jsonpickle_cases():
    import jsonpickle
    yield from table("decode", ["", "{", "[1,", "nope", "{\"py/object\": 1}", "{\"py/reduce\": 1}", "{\"py/type\": \"nope.Nope\"}", "{\"py/id\": \"x\"}",
                                "{\"py/tuple\": 1}", "{\"py/set\": 1}", "{\"py/repr\": \"os/1\"}", "{\"py/b64\": 1}", "{\"py/function\": 1}", "{\"py/newargs\": 1, \"py/object\": \"builtins.int\"}"],
                     lambda s: jsonpickle.decode(s, safe=False))
    yield "encode backend", lambda: jsonpickle.set_preferred_backend("nope")
    yield "load_backend", lambda: jsonpickle.load_backend("nope_module_x")
    yield "set_encoder_options", lambda: jsonpickle.set_encoder_options("nope", sort_keys=True)
    yield "decode keys", lambda: jsonpickle.decode("{\"json://1\": 1, \"json://{\": 2}", keys=True)
    yield "encode max_depth", lambda: jsonpickle.encode(object(), max_depth="a")
    yield "decode bytes", lambda: jsonpickle.decode(1)
    yield "decode on_missing", lambda: jsonpickle.decode("{\"py/object\": \"nope_mod.Nope\"}", on_missing="error")
    yield "decode newargs_ex", lambda: jsonpickle.decode("{\"py/object\": \"builtins.object\", \"py/newargsex\": [[], {\"a\": 1}]}", safe=False)
    yield "handlers register", lambda: jsonpickle.handlers.register(1, jsonpickle.handlers.BaseHandler)
    yield "handler flatten", lambda: jsonpickle.handlers.BaseHandler(None).flatten(1, {})
    yield "handler restore", lambda: jsonpickle.handlers.BaseHandler(None).restore({})
    yield "encode textio", lambda: jsonpickle.decode(jsonpickle.encode(io.StringIO("x")), safe=False)
    yield "backend encode", lambda: jsonpickle.JSONBackend().backend_encode("nope", 1)


def dateparser_cases():
    import dateparser
    from dateparser.search import search_dates
    yield "parse languages", lambda: dateparser.parse("1 jan 2020", languages=["nope"])
    yield "parse locales", lambda: dateparser.parse("1 jan 2020", locales=["nope-XX"])
    yield "parse settings key", lambda: dateparser.parse("1 jan 2020", settings={"NOPE": 1})
    yield "parse settings value", lambda: dateparser.parse("1 jan 2020", settings={"PREFER_DATES_FROM": "nope"})
    yield "parse settings type", lambda: dateparser.parse("1 jan 2020", settings={"STRICT_PARSING": "yes"})
    yield "parse DATE_ORDER", lambda: dateparser.parse("1 jan 2020", settings={"DATE_ORDER": "XYZ"})
    yield "parse TIMEZONE", lambda: dateparser.parse("1 jan 2020", settings={"TIMEZONE": "Nope/Nope", "RETURN_AS_TIMEZONE_AWARE": True})
    yield "parse PARSERS", lambda: dateparser.parse("1 jan 2020", settings={"PARSERS": ["nope"]})
    yield "parse REQUIRE_PARTS", lambda: dateparser.parse("1 jan 2020", settings={"REQUIRE_PARTS": ["nope"]})
    yield "parse date_formats", lambda: dateparser.parse("1 jan 2020", date_formats="%d")
    yield "parse non-str", lambda: dateparser.parse(1)
    yield "parse region", lambda: dateparser.parse("1 jan 2020", region="nope")
    yield "search languages", lambda: search_dates("on 1 jan 2020", languages=["nope"])
    yield "search non-str", lambda: search_dates(1)
    yield "DateDataParser", lambda: dateparser.DateDataParser(languages="en")
    yield "DateDataParser try_previous", lambda: dateparser.DateDataParser(try_previous_locales=1, languages=["en"], locales=["nope"])
    yield "DateDataParser get_date_data", lambda: dateparser.DateDataParser().get_date_data(1)
    yield "DateDataParser settings", lambda: dateparser.DateDataParser(settings={"RELATIVE_BASE": "x"}).get_date_data("1 day ago")


def genshi_cases():
    from genshi.template import MarkupTemplate, NewTextTemplate, OldTextTemplate
    from genshi.input import XML, HTML
    from genshi.core import Stream
    ns = ' xmlns:py="http://genshi.edgewall.org/"'
    yield from table("MarkupTemplate", ["<a>", "<a></b>", "<a" + ns + " py:if=''/>", "<a" + ns + " py:for='x'/>", "<a" + ns + " py:nope='1'/>",
                                        "<a" + ns + "><py:choose><py:when/></py:choose></a>", "<a" + ns + "><py:when test='1'/></a>", "<a" + ns + "><py:otherwise/></a>",
                                        "<a" + ns + " py:def=''/>", "<a" + ns + " py:with='x'/>", "<a" + ns + " py:attrs='('/>", "<a>${</a>", "<a>${1 +}</a>",
                                        "<a" + ns + "><py:match/></a>", "<a" + ns + "><xi:include xmlns:xi='http://www.w3.org/2001/XInclude'/></a>"],
                     lambda s: MarkupTemplate(s).generate().render("xml"))
    yield from table("render", ["<a>${x.y}</a>", "<a>${1/0}</a>", "<a>${undefined_name()}</a>"], lambda s: MarkupTemplate(s).generate(x=1).render("xml"))
    yield "NewTextTemplate", lambda: NewTextTemplate("{% if %}x{% end %}").generate().render()
    yield "NewTextTemplate end", lambda: NewTextTemplate("{% end %}").generate().render()
    yield "NewTextTemplate nope", lambda: NewTextTemplate("{% nope %}").generate().render()
    yield "OldTextTemplate", lambda: OldTextTemplate("#if\nx\n#end").generate().render()
    yield "XML", lambda: XML("<a>")
    yield "HTML", lambda: list(HTML("<a x='1' x='2'>", encoding="nope"))
    yield "render method", lambda: MarkupTemplate("<a/>").generate().render("nope")
    yield "Stream select", lambda: list(XML("<a/>").select("a[")) 
    yield "Stream select axis", lambda: list(XML("<a/>").select("nope::a"))


def whatthepatch_cases():
    import whatthepatch
    from whatthepatch import apply_diff
    yield from table("parse_patch", ["--- a\n+++ b\n@@ -1,2 +1,2 @@\n x\n", "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n+c\n",
                                     "--- a\n+++ b\n@@ -1,1 +1,1 @@\n-a\n", "*** a\n--- b\n***************\n*** 1,2 ****\n--- 1 ----\n",
                                     "1,2c1\n< a\n---\n", "--- a\n+++ b\n@@ -x +1 @@\n"],
                     lambda s: [d for d in whatthepatch.parse_patch(s)])
    good = next(whatthepatch.parse_patch("--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n"))
    yield "apply_diff mismatch", lambda: apply_diff(good, ["a", "x"])
    yield "apply_diff short", lambda: apply_diff(good, ["a"])
    yield "apply_diff str", lambda: apply_diff(good, 1)
    yield "apply_diff not diff", lambda: apply_diff(1, ["a"])
    yield "apply_diff use_patch", lambda: apply_diff(good, ["a", "x"], use_patch=True)
    removal = next(whatthepatch.parse_patch("--- a\n+++ b\n@@ -1,2 +1,1 @@\n a\n-b\n"))
    yield "apply_diff removal", lambda: apply_diff(removal, ["a", "c"])
    yield "apply_diff removal short", lambda: apply_diff(removal, ["a"])
    yield "parse_context_diff new", lambda: whatthepatch.patch.parse_context_diff("***************\n*** 1 ****\n--- 1,3 ----\n  a\n")
    yield "parse_context_diff old", lambda: whatthepatch.patch.parse_context_diff("***************\n*** 1,3 ****\n- a\n--- 1 ----\n")
    yield "parse_patch type", lambda: list(whatthepatch.parse_patch(1))
    yield "parse_unified_diff", lambda: whatthepatch.patch.parse_unified_diff("@@ -1,2 +1 @@\n x\n")
    yield "parse_context_diff", lambda: whatthepatch.patch.parse_context_diff("***************\n*** 1,3 ****\n  a\n--- 1 ----\n")
    yield "parse_default_diff", lambda: whatthepatch.patch.parse_default_diff("1,2c1,2\n< a\n---\n> b\n> c\n> d\n")
    yield "parse_ed_diff", lambda: whatthepatch.patch.parse_ed_diff("1c\na\n")
    yield "parse_rcs_ed_diff", lambda: whatthepatch.patch.parse_rcs_ed_diff("a1 2\nx\n")


def textfsm_cases():
    import textfsm
    from textfsm import clitable, texttable
    hdr = "Value A (\\d+)\n\nStart\n"
    yield from table("TextFSM", ["", "Value\n\nStart\n", "Value A\n\nStart\n", "Value Nope A (x)\n\nStart\n", "Value A (x\n\nStart\n", "Value A x\n\nStart\n",
                                 "Value A (x)\nValue A (y)\n\nStart\n", "Value A (x)\n\nNope\n", "Value A (x)\n\nStart\n  ^a -> Nope\n", "Value A (x)\n\nStart\n  a\n",
                                 "Value A (x)\n\nStart\n  ^a -> Next.Nope\n", "Value A (x)\n\nStart\n  ^( -> Record\n", "Value A (x)\n\nStart\n  ^a -> Continue.Record State2\n",
                                 "Value A (x)\n\nStart\n\nEOF\n  ^a\n", "Value A (x)\n\nStart\n  ^a -> Error\n", "Value " + "A" * 60 + " (x)\n\nStart\n",
                                 hdr + "  ^${B}\n", "Value Filldown,Filldown A (x)\n\nStart\n", "Value List A (x)\nValue Key,Key B (y)\n\nStart\n", "Value A (x)\n\nstart\n"],
                     lambda s: textfsm.TextFSM(io.StringIO(s)))
    yield "ParseText Error", lambda: textfsm.TextFSM(io.StringIO("Value A (x)\n\nStart\n  ^x -> Error \"bad\"\n")).ParseText("x\n")
    yield "texttable Row", lambda: texttable.TextTable().Append([1])
    yield "texttable index", lambda: texttable.TextTable()[5]
    yield "texttable Sort", lambda: texttable.TextTable().Map(1)
    yield "clitable", lambda: clitable.CliTable("nope_index", "/nonexistent")
    yield "IndexTable", lambda: clitable.IndexTable(file_path="/nonexistent/index")


def xlrd_cases():
    import xlrd
    yield from table("open_workbook", [b"", b"nope", b"PK\x03\x04" + b"\x00" * 40, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 504,
                                       b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 22 + b"\x09\x00" + b"\x00" * 480, b"\x09\x08\x10\x00\x00\x06\x05\x00" + b"\x00" * 20,
                                       b"<?xml version='1.0'?><x/>", b"\x09\x00\x04\x00\x07\x00\x10\x00", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 20 + b"\x3e\x00\x03\x00\xfe\xff\x09\x00" + b"\x00" * 484],
                     lambda b: xlrd.open_workbook(file_contents=b))
    yield "open_workbook path", lambda: xlrd.open_workbook("/nonexistent.xls")
    yield "xldate_as_tuple negative", lambda: xlrd.xldate_as_tuple(-1, 0)
    yield "xldate_as_tuple datemode", lambda: xlrd.xldate_as_tuple(1, 2)
    yield "xldate_as_tuple ambiguous", lambda: xlrd.xldate_as_tuple(1, 0)
    yield "xldate_as_tuple big", lambda: xlrd.xldate.xldate_as_tuple(3e6, 0)
    yield "xldate_from_date_tuple", lambda: xlrd.xldate.xldate_from_date_tuple((1800, 1, 1), 0)
    yield "xldate_from_date_tuple month", lambda: xlrd.xldate.xldate_from_date_tuple((2000, 13, 1), 0)
    yield "xldate_from_time_tuple", lambda: xlrd.xldate.xldate_from_time_tuple((25, 0, 0))
    yield "xldate_as_datetime", lambda: xlrd.xldate.xldate_as_datetime("x", 0)
    yield "cellname", lambda: xlrd.formula.cellname("x", 1)
    yield "colname", lambda: xlrd.formula.colname(-1)


def pyld_cases():
    from pyld import jsonld
    yield from table("expand", [{"@context": 1}, {"@context": {"@vocab": 1}}, {"@context": {"a": {"@id": 1}}}, {"@context": {"@language": 1}},
                                {"@context": {"a": {"@type": 1}}}, {"@context": {"a": {"@container": "nope"}}}, {"@id": 1}, {"@type": 1},
                                {"@context": {"@version": 2}}, {"@context": {"a": {"@reverse": 1}}}, {"@value": 1, "@type": 1}, {"@list": 1, "@set": 1},
                                {"@context": {"@base": 1}}, {"@context": {"a": "a:b", "a:b": "a"}}, {"@value": {}}, {"@context": {"@id": "x"}},
                                {"@context": "http://nope.invalid/ctx"}, {"@context": {"a": {"@id": "@type"}}}],
                     lambda d: jsonld.expand(d, {"documentLoader": lambda url, options=None: (_ for _ in ()).throw(ValueError("offline " + url))}))
    yield "compact ctx", lambda: jsonld.compact({}, 1)
    yield "frame", lambda: jsonld.frame({}, 1)
    yield "normalize algorithm", lambda: jsonld.normalize({}, {"algorithm": "nope"})
    yield "normalize format", lambda: jsonld.normalize({}, {"algorithm": "URDNA2015", "format": "nope"})
    yield "from_rdf format", lambda: jsonld.from_rdf("x", {"format": "nope"})
    yield "from_rdf parse", lambda: jsonld.from_rdf("nope nope", {"format": "application/n-quads"})
    yield "to_rdf format", lambda: jsonld.to_rdf({}, {"format": "nope"})
    yield "flatten ctx", lambda: jsonld.flatten({}, 1)
    yield "set_document_loader", lambda: jsonld.load_document("nope:x", {"documentLoader": lambda u, o=None: 1})


def deepdiff_cases():
    from deepdiff import DeepDiff, DeepSearch, DeepHash, Delta, grep, extract
    yield "DeepDiff view", lambda: DeepDiff(1, 2, view="nope")
    yield "DeepDiff kwargs", lambda: DeepDiff(1, 2, nope=1)
    yield "DeepDiff significant_digits", lambda: DeepDiff(1.0, 2.0, significant_digits=-1)
    yield "DeepDiff number_format_notation", lambda: DeepDiff(1.0, 2.0, number_format_notation="x")
    yield "DeepDiff cache_size", lambda: DeepDiff([1], [2], cache_purge_level=5)
    yield "DeepDiff exclude_regex", lambda: DeepDiff(1, 2, exclude_regex_paths="(")
    yield "DeepDiff ignore_order_func", lambda: DeepDiff([1], [2], ignore_order=True, cutoff_intersection_for_pairs=2)
    yield "DeepDiff max_passes", lambda: DeepDiff([1], [2], ignore_order=True, max_passes="x")
    yield "DeepSearch", lambda: DeepSearch({}, "a", nope=1)
    yield "DeepHash", lambda: DeepHash(1, nope=1)
    yield "DeepHash getitem", lambda: DeepHash(1)["nope"]
    yield "Delta", lambda: Delta(1)
    yield "Delta bad diff", lambda: Delta({"values_changed": {"root[0]": {"new_value": 1}}}) + [ ]
    yield "Delta apply", lambda: [] + Delta(DeepDiff([1], [2]))
    yield "Delta bytes", lambda: Delta(b"nope")
    yield "Delta both", lambda: Delta(DeepDiff(1, 2), delta_path="x", delta_file=1)
    yield "grep", lambda: [1] | grep(1, nope=1)
    yield "extract", lambda: extract({}, "root['a']")
    yield "extract missing", lambda: extract({"a": 1}, "root['b']")
    yield "extract index", lambda: extract([1], "root[5]")
    yield "to_json_pickle", lambda: DeepDiff(1, 2).to_dict(view_override="nope")


def mimeparse_cases():
    import mimeparse
    yield from table("parse_mime_type", ["", "text", "text/", "/x", "*/x", "a/b/c;q"], mimeparse.parse_mime_type)
    yield from table("best_match", [["text"], [""], ["*/x"]], lambda s: mimeparse.best_match(s, "text/html"))
    yield "quality", lambda: mimeparse.quality("x", "text/html")
    yield "fitness_and_quality_parsed", lambda: mimeparse.fitness_and_quality_parsed("text", [("text", "html", {})])
    yield "parse_media_range q", lambda: mimeparse.parse_media_range("text/html;q=x")
    yield "best_match header", lambda: mimeparse.best_match(["text/html"], "text")
    yield "best_match type", lambda: mimeparse.best_match(1, "text/html")
    yield "quality_parsed", lambda: mimeparse.quality_parsed("text/html", 1)
    yield "parse_media_range type", lambda: mimeparse.parse_media_range(1)


def quantities_cases():
    import quantities as pq
    yield "add units", lambda: pq.m + pq.s
    yield "sub units", lambda: 1 * pq.m - 1 * pq.kg
    yield "rescale", lambda: (1 * pq.m).rescale(pq.s)
    yield "rescale str", lambda: (1 * pq.m).rescale("nope")
    yield "Quantity units", lambda: pq.Quantity(1, "nope")
    yield "Quantity units type", lambda: pq.Quantity(1, 1.5)
    yield "compare", lambda: (1 * pq.m) < (1 * pq.s)
    yield "pow array", lambda: (1 * pq.m) ** [1, 2]
    yield "sqrt units", lambda: pq.Quantity([1, 2], "m") ** pq.Quantity(2, "m")
    yield "UncertainQuantity", lambda: pq.UncertainQuantity([1, 2], pq.m, [1])
    yield "UnitQuantity", lambda: pq.UnitQuantity("m")
    yield "unit_registry", lambda: pq.unit_registry["nope_unit"]
    yield "unit_registry expr", lambda: pq.unit_registry["m**("]
    yield "exp units", lambda: __import__("numpy").exp(1 * pq.m)
    yield "sin units", lambda: __import__("numpy").sin(1 * pq.m)
    yield "set units", lambda: setattr(1 * pq.m, "units", pq.s)
    yield "setitem", lambda: (pq.Quantity([1, 2], "m")).__setitem__(0, 1 * pq.s)
    yield "dimensionality", lambda: pq.Quantity(1, "m").simplified.dimensionality.__add__(pq.s.dimensionality)
    yield "iadd", lambda: pq.Quantity([1.0], "m").__iadd__(pq.Quantity([1.0], "s"))


def moneyed_cases():
    from moneyed import Money, Currency, get_currency, USD, EUR
    yield "Money currency", lambda: Money(1, "NOPE")
    yield "Money amount", lambda: Money("x", "USD")
    yield "add currencies", lambda: Money(1, USD) + Money(1, EUR)
    yield "sub currencies", lambda: Money(1, USD) - Money(1, EUR)
    yield "add number", lambda: Money(1, USD) + 1
    yield "mul money", lambda: Money(1, USD) * Money(1, USD)
    yield "div money", lambda: Money(1, USD) / Money(1, EUR)
    yield "compare", lambda: Money(1, USD) < Money(1, EUR)
    yield "compare number", lambda: Money(1, USD) < 1
    yield "get_currency", lambda: get_currency("NOPE")
    yield "get_currency iso", lambda: get_currency(iso="999")
    yield "Currency", lambda: Currency(None)
    yield "rmod", lambda: 1 % Money(1, USD)
    yield "pow", lambda: Money(1, USD) ** 2
    yield "format", lambda: __import__("moneyed.l10n", fromlist=["x"]).format_money(Money(1, USD), locale="nope_NOPE")
    yield "Currency name locale", lambda: USD.get_name("nope_NOPE")
    yield "round", lambda: round(Money(1, USD), "x")


def bitstruct_cases():
    import bitstruct
    import bitstruct.c as bc
    for name, m in (("py", bitstruct), ("c", bc)):
        yield f"{name} compile", (lambda m=m: m.compile("x8"))
        yield f"{name} compile size", (lambda m=m: m.compile("u0"))
        yield f"{name} compile float", (lambda m=m: m.compile("f7"))
        yield f"{name} pack count", (lambda m=m: m.pack("u8u8", 1))
        yield f"{name} pack range", (lambda m=m: m.pack("u4", 100))
        yield f"{name} pack signed", (lambda m=m: m.pack("s4", 100))
        yield f"{name} pack text", (lambda m=m: m.pack("t8", "\u00e9\u00e9"))
        yield f"{name} pack raw", (lambda m=m: m.pack("r16", b"a"))
        yield f"{name} unpack short", (lambda m=m: m.unpack("u16", b"a"))
        yield f"{name} pack type", (lambda m=m: m.pack("u8", "x"))
        yield f"{name} pack_dict", (lambda m=m: m.pack_dict("u8", ["a"], {}))
        yield f"{name} unpack_from offset", (lambda m=m: m.unpack_from("u8", b"a", 100))
        yield f"{name} pack_into", (lambda m=m: m.pack_into("u16", bytearray(1), 0, 1))
        yield f"{name} byteswap", (lambda m=m: m.byteswap("3", b"ab"))
    yield "py compile bool", lambda: bitstruct.compile("b2b1").pack(1)
    yield "py unpack text", lambda: bitstruct.unpack("t16", b"\xff\xff")


def pyhcl_cases():
    import hcl
    yield from table("loads", ["a = ", "a = {", "a = [1,", "a = \"x", "{", "a b c", "a = 1\na = {b = 1}", "a = <<EOF\nx", "a = 1.2.3", "= 1",
                               "a = \"${\"", "a = -", "a = [1 2]", "a = {b = 1 c = 2", "a = 0x", "a = 1e", "/* x", "a = true false", "a { b = 1 }\na = 1",
                               "a = \"\\u\""], hcl.loads)
    yield "loads type", lambda: hcl.loads(1)
    yield "load", lambda: hcl.load(io.StringIO("a ="))


def iniparse_cases():
    from iniparse import INIConfig, ConfigParser, RawConfigParser, SafeConfigParser
    from iniparse.config import BasicConfig
    yield "INIConfig parse", lambda: INIConfig(io.StringIO("[a\nb = 1\n"))
    yield "INIConfig no section", lambda: INIConfig(io.StringIO("b = 1\n"))
    yield "INIConfig continuation", lambda: INIConfig(io.StringIO("  x\n"))
    yield "INIConfig bad line", lambda: INIConfig(io.StringIO("[a]\n!!!\n"))
    yield "INIConfig section", lambda: INIConfig()["nope"]["x"]
    yield "INIConfig setattr", lambda: setattr(INIConfig(), "_x", 1)
    yield "INIConfig del", lambda: INIConfig().__delitem__("nope")
    yield "ConfigParser get", lambda: ConfigParser().get("nope", "x")
    yield "ConfigParser option", lambda: (lambda c: (c.add_section("a"), c.get("a", "x")))(ConfigParser())
    yield "ConfigParser add_section", lambda: (lambda c: (c.add_section("a"), c.add_section("a")))(ConfigParser())
    yield "ConfigParser default", lambda: ConfigParser().add_section("DEFAULT")
    yield "ConfigParser set", lambda: ConfigParser().set("nope", "x", "1")
    yield "ConfigParser readfp", lambda: ConfigParser().readfp(io.StringIO("[a\n"))
    yield "ConfigParser interpolation", lambda: (lambda c: (c.readfp(io.StringIO("[a]\nx = %(nope)s\n")), c.get("a", "x")))(SafeConfigParser())
    yield "ConfigParser getint", lambda: (lambda c: (c.readfp(io.StringIO("[a]\nx = y\n")), c.getint("a", "x")))(ConfigParser())
    yield "ConfigParser getboolean", lambda: (lambda c: (c.readfp(io.StringIO("[a]\nx = y\n")), c.getboolean("a", "x")))(RawConfigParser())
    yield "ConfigParser remove_option", lambda: ConfigParser().remove_option("nope", "x")
    yield "BasicConfig", lambda: BasicConfig()._readfp(io.StringIO("x\n"))
    yield "BasicConfig nested", lambda: BasicConfig().__getitem__("nope")


def license_expression_cases():
    from license_expression import Licensing, get_spdx_licensing, LicenseSymbol, build_licensing
    lic = Licensing(["MIT", "GPL-2.0", LicenseSymbol("Apache-2.0", aliases=["apache"])])
    spdx = get_spdx_licensing()
    yield from table("parse", ["MIT AND", "(MIT", "MIT)", "MIT OR OR GPL-2.0", "AND", "MIT WITH", "MIT WITH GPL-2.0 WITH x", "nope", "MIT nope GPL-2.0", "()",
                               "MIT AND (", "WITH MIT"], lambda s: lic.parse(s, validate=True, strict=True))
    yield "parse spdx unknown", lambda: spdx.parse("NOPE-1.0 AND MIT", validate=True)
    yield "parse type", lambda: lic.parse(1)
    yield "validate", lambda: lic.validate("MIT AND").errors[0] and lic.parse("MIT AND", validate=True)
    yield "Licensing dupes", lambda: Licensing(["MIT", "MIT"])
    yield "Licensing alias dupes", lambda: Licensing([LicenseSymbol("a", aliases=["x"]), LicenseSymbol("b", aliases=["x"])])
    yield "LicenseSymbol", lambda: LicenseSymbol("")
    yield "LicenseSymbol key type", lambda: LicenseSymbol(1)
    yield "LicenseSymbol key with", lambda: LicenseSymbol("a with b")
    yield "build_licensing", lambda: build_licensing([{"key": 1}])
    yield "primary_license_symbol", lambda: lic.primary_license_symbol(1)
    yield "dedup", lambda: lic.dedup(1)
    yield "license_keys", lambda: lic.license_keys("(((")


def cfgv_cases():
    import cfgv
    schema = cfgv.Map("Thing", "id",
                      cfgv.Required("id", cfgv.check_string),
                      cfgv.Optional("n", cfgv.check_int, 0),
                      cfgv.Optional("b", cfgv.check_bool, False),
                      cfgv.Optional("l", cfgv.check_array(cfgv.check_string), []),
                      cfgv.Optional("t", cfgv.check_type(float), 0.0),
                      cfgv.Optional("o", cfgv.check_one_of(("x", "y")), "x"),
                      cfgv.Optional("r", cfgv.check_regex, ""),
                      cfgv.Conditional("c", cfgv.check_string, condition_key="o", condition_value="y", ensure_absent=True),
                      cfgv.NoAdditionalKeys(("id", "n", "b", "l", "t", "o", "r", "c")))
    yield from table("validate", [1, {}, {"id": 1}, {"id": "a", "n": "x"}, {"id": "a", "b": 1}, {"id": "a", "l": "x"}, {"id": "a", "l": [1]},
                                  {"id": "a", "t": 1}, {"id": "a", "o": "z"}, {"id": "a", "r": "("}, {"id": "a", "c": "q"}, {"id": "a", "nope": 1}],
                     lambda v: cfgv.validate(v, schema))
    yield "Array", lambda: cfgv.validate([1], cfgv.Array(schema))
    yield "Array empty", lambda: cfgv.validate([], cfgv.Array(schema, allow_empty=False))
    yield "load_from_filename", lambda: cfgv.load_from_filename("/nonexistent.yaml", schema, lambda s: {}, exc_tp=ValueError)
    yield "load_from_filename dir", lambda: cfgv.load_from_filename("/", schema, lambda s: {}, exc_tp=ValueError)
    yield "check_and", lambda: cfgv.check_and(cfgv.check_string, cfgv.check_regex)(1)
    yield "In", lambda: cfgv.validate({"id": "a", "n": 5}, cfgv.Map("T", "id", cfgv.Required("id", cfgv.check_string),
                                                                      cfgv.Optional("n", cfgv.In(1, 2), 1)))
    yield "NotIn", lambda: cfgv.validate({"id": "a", "n": 1}, cfgv.Map("T", "id", cfgv.Required("id", cfgv.check_string),
                                                                         cfgv.Optional("n", cfgv.NotIn(1, 2), 3)))
    yield "RequiredRecurse", lambda: cfgv.validate({"id": "a"}, cfgv.Map("T", "id", cfgv.RequiredRecurse("sub", schema)))
    yield "WarnAdditionalKeys", lambda: cfgv.validate({"id": "a", "z": 1}, cfgv.Map("T", "id", cfgv.Required("id", cfgv.check_string),
                                                                                    cfgv.WarnAdditionalKeys(("id",), lambda *a: 1 / 0)))


def parse_type_cases():
    import parse_type
    from parse_type import TypeBuilder
    from parse_type.cfparse import Parser as CFParser
    import parse
    yield "make_enum", lambda: TypeBuilder.make_enum(1)
    yield "make_choice", lambda: TypeBuilder.make_choice(1)
    yield "make_variant", lambda: TypeBuilder.make_variant([])
    yield "with_many pattern", lambda: TypeBuilder.with_many(lambda s: s)
    yield "with_cardinality", lambda: TypeBuilder.with_cardinality(parse_type.Cardinality.one, lambda s: s)("x", 1)
    yield "enum missing", lambda: TypeBuilder.make_enum({"a": 1})("b")
    yield "choice missing", lambda: TypeBuilder.make_choice(["a"])("b")
    yield "Cardinality", lambda: parse_type.Cardinality.from_char("x")
    yield "make_type", lambda: parse_type.cardinality.Cardinality.many.make_pattern(1)
    yield "cfparse unknown type", lambda: CFParser("{a:Nope+}", {})
    yield "cfparse parse", lambda: CFParser("{a:Int*}", {}).parse("x")
    yield "parse with cardinality", lambda: parse.parse("{a:Nope?}", "x", {"Nope": parse_type.TypeBuilder.make_enum({"x": 1})}).named["a"].x
    yield "build_type_dict", lambda: parse_type.build_type_dict([1])
    yield "TypeBuilder.make_list", lambda: TypeBuilder.with_many0(1)
    yield "parse_type_builder", lambda: __import__("parse_type.builder", fromlist=["x"]).parse_anything("x")


def pypeg2_cases():
    import pypeg2
    from pypeg2 import parse, compose, Symbol, Keyword, List, word, maybe_some, some, attr, csl, optional

    class Num(str):
        grammar = pypeg2.re.compile(r"\d+")

    class Nums(List):
        grammar = csl(Num)

    class Assign(str):
        grammar = attr("name", Symbol), "=", attr("value", Num)

    class Kw(str):
        grammar = Keyword("if"), word

    yield from table("parse Num", ["", "x", "12x"], lambda s: parse(s, Num))
    yield from table("parse Nums", ["1,", ",", "1 2"], lambda s: parse(s, Nums))
    yield from table("parse Assign", ["a 1", "=1", "a=", "if=1"], lambda s: parse(s, Assign))
    yield "parse Kw", lambda: parse("iff x", Kw)
    yield "parse some", lambda: parse("", some(Num))
    yield "parse grammar type", lambda: parse("x", 1)
    yield "parse grammar None", lambda: parse("x", None)
    yield "compose", lambda: compose(1, Num)
    yield "compose type", lambda: compose(Num("1"), 1)
    yield "compose attr", lambda: compose(Assign("x"), Assign)
    yield "Symbol regex", lambda: Symbol("1x")
    yield "Keyword", lambda: Keyword("")
    yield "attr name", lambda: attr(1, Num)
    yield "Symbol check", lambda: parse("if", Symbol)
    yield "Keyword table", lambda: Keyword.table["nope"]
    yield "optional", lambda: parse("x", optional(Num), whitespace=1)


def crcmod_cases():
    import crcmod
    import crcmod.predefined
    yield "mkCrcFun even", lambda: crcmod.mkCrcFun(0x100)
    yield "mkCrcFun small", lambda: crcmod.mkCrcFun(0x1)
    yield "mkCrcFun large", lambda: crcmod.mkCrcFun(1 << 70)
    yield "mkCrcFun initCrc", lambda: crcmod.mkCrcFun(0x107, initCrc=1 << 20)
    yield "mkCrcFun xorOut", lambda: crcmod.mkCrcFun(0x107, xorOut=1 << 20)
    yield "mkCrcFun type", lambda: crcmod.mkCrcFun("x")
    yield "Crc", lambda: crcmod.Crc(0x100)
    yield "Crc update", lambda: crcmod.Crc(0x107).update(1)
    yield "crc fun str", lambda: crcmod.mkCrcFun(0x107)(1)
    yield "crc fun crc", lambda: crcmod.mkCrcFun(0x107)(b"a", "x")
    yield "predefined", lambda: crcmod.predefined.mkPredefinedCrcFun("nope")
    yield "PredefinedCrc", lambda: crcmod.predefined.PredefinedCrc("nope")
    yield "generateCode", lambda: crcmod.Crc(0x107).generateCode("f", io.StringIO(), dataType="nope")
    yield "generateCode crcType", lambda: crcmod.Crc(0x107).generateCode("f", io.StringIO(), crcType="nope")
    yield "copy", lambda: crcmod.Crc(0x107).copy(1)
    import crcmod._crcfunpy as py
    yield "py _crc8 str", lambda: py._crc8("x", 0, [0] * 256)
    yield "py _crc16 view", lambda: py._crc16(memoryview(b"abcd").cast("B", (2, 2)), 0, [0] * 256)
    yield "predefined getitem", lambda: crcmod.predefined._get_definition_by_name("nope")


def iso3166_cases():
    import iso3166
    yield from table("countries.get", ["", "nope", "ZZ", "ZZZ", "999", 999, None, 1.5, b"US"], iso3166.countries.get)
    yield from table("countries_by_alpha2", ["ZZ", 1], lambda k: iso3166.countries_by_alpha2[k])
    yield "countries.get default", lambda: iso3166.countries.get("ZZ", 1).x
    yield "countries getitem", lambda: iso3166.countries["nope"]
    yield "countries_by_name", lambda: iso3166.countries_by_name["NOPE"]
    yield "Country", lambda: iso3166.Country("a")


SUITES.update({
    "jsonpickle": jsonpickle_cases, "dateparser": dateparser_cases, "genshi": genshi_cases, "whatthepatch": whatthepatch_cases,
    "textfsm": textfsm_cases, "xlrd": xlrd_cases, "pyld": pyld_cases, "deepdiff": deepdiff_cases, "mimeparse": mimeparse_cases,
    "quantities": quantities_cases, "moneyed": moneyed_cases, "bitstruct": bitstruct_cases, "pyhcl": pyhcl_cases,
    "iniparse": iniparse_cases, "license-expression": license_expression_cases, "cfgv": cfgv_cases, "parse-type": parse_type_cases,
    "pypeg2": pypeg2_cases, "crcmod": crcmod_cases, "iso3166": iso3166_cases,
})


# Tenth batch (split-js-py.txt batch 10, Python)
def dkim_cases():
    import dkim
    import dkim.util
    import dkim.crypto
    msg = b"From: a@example.com\r\nTo: b@example.com\r\nSubject: x\r\n\r\nbody\r\n"
    yield from table("parse_tag_value", [b"abc", b"a=1; a=2", b"=1", b"a b=1", b"1a=x"], dkim.util.parse_tag_value)
    yield from table("parse_pem_private_key", [b"", b"-----BEGIN RSA PRIVATE KEY-----\nAAAA\n-----END RSA PRIVATE KEY-----\n", b"nope"], dkim.crypto.parse_pem_private_key)
    yield from table("parse_public_key", [b"", b"\x30\x03\x02\x01\x01", b"nope"], dkim.crypto.parse_public_key)
    yield from table("parse_private_key", [b"", b"\x30\x03\x02\x01\x01"], dkim.crypto.parse_private_key)
    yield "sign bad key", lambda: dkim.sign(msg, b"sel", b"example.com", b"not a key")
    yield "sign canonicalize", lambda: dkim.sign(msg, b"sel", b"example.com", b"k", canonicalize=(b"nope", b"simple"))
    yield "sign no from", lambda: dkim.sign(msg, b"sel", b"example.com", b"k", include_headers=[b"to"])
    yield "sign linesep", lambda: dkim.sign(msg, b"sel", b"example.com", b"k", linesep=b"x")
    yield "DKIM verify bad sig", lambda: dkim.DKIM(b"DKIM-Signature: v=2; a=rsa-sha256\r\n" + msg).verify(dnsfunc=lambda *a, **k: b"")
    yield "arc_sign no auth", lambda: dkim.arc_sign(msg, b"sel", b"example.com", b"k", b"srv")
    yield "InvalidCanonicalizationPolicy", lambda: dkim.canonicalization.CanonicalizationPolicy.from_c_value(b"a/b/c")
    yield "canonicalization unknown", lambda: dkim.canonicalization.CanonicalizationPolicy.from_c_value(b"nope")
    yield "hash_headers", lambda: dkim.crypto.get_default_signature_algorithm() if False else dkim.crypto.HASH_ALGORITHMS[b"nope"]


def pykwalify_cases():
    from pykwalify.core import Core
    def v(data, schema):
        return Core(source_data=data, schema_data=schema).validate(raise_exception=True)
    yield "no source", lambda: Core(schema_data={"type": "str"})
    yield "no schema", lambda: Core(source_data=1)
    yield "source file missing", lambda: Core(source_file="/nonexistent.yaml", schema_data={"type": "str"})
    yield "source file ext", lambda: Core(source_file="/etc/hostname", schema_data={"type": "str"})
    yield "schema_files type", lambda: Core(source_data=1, schema_files="x")
    yield "schema file missing", lambda: Core(source_data=1, schema_files=["/nonexistent.yaml"])
    yield "extensions type", lambda: Core(source_data=1, schema_data={"type": "str"}, extensions="x")
    yield "type str", lambda: v(1, {"type": "str"})
    yield "type int", lambda: v("a", {"type": "int"})
    yield "required", lambda: v({}, {"type": "map", "mapping": {"a": {"type": "str", "required": True}}})
    yield "enum", lambda: v("c", {"type": "str", "enum": ["a", "b"]})
    yield "pattern", lambda: v("c", {"type": "str", "pattern": "^a$"})
    yield "range", lambda: v(10, {"type": "int", "range": {"max": 5}})
    yield "length", lambda: v("abc", {"type": "str", "length": {"max": 1}})
    yield "seq", lambda: v([1, "a"], {"type": "seq", "sequence": [{"type": "int"}]})
    yield "seq unique", lambda: v([1, 1], {"type": "seq", "sequence": [{"type": "int", "unique": True}]})
    yield "map undefined key", lambda: v({"x": 1}, {"type": "map", "mapping": {"a": {"type": "int"}}})
    yield "bad schema type", lambda: v(1, {"type": "nope"})
    yield "bad schema key", lambda: v(1, {"type": "int", "nope": 1})
    yield "seq empty schema", lambda: v([1], {"type": "seq", "sequence": []})
    yield "func missing", lambda: v(1, {"type": "int", "func": "nope"})
    yield "include missing", lambda: v(1, {"include": "nope"})
    yield "timestamp", lambda: v("x", {"type": "timestamp"})
    yield "date format", lambda: v("x", {"type": "date", "format": "%Y"})
    yield "bool", lambda: v("x", {"type": "bool"})


def traitlets_cases():
    import traitlets as t

    class A(t.HasTraits):
        i = t.Int()
        f = t.Float(min=0.0, max=1.0)
        s = t.Unicode()
        b = t.Bool()
        lst = t.List(t.Int(), maxlen=2, minlen=1)
        d = t.Dict(value_trait=t.Int())
        e = t.Enum(["a", "b"])
        ce = t.CaselessStrEnum(["a"])
        inst = t.Instance(int)
        ty = t.Type(klass=int)
        tu = t.Tuple(t.Int(), t.Unicode())
        cb = t.Callable()
        ip = t.Int(min=0, max=5)
        u = t.Union([t.Int(), t.Bool()])
        ob = t.ObjectName()
        dn = t.DottedObjectName()
        ci = t.CInt()
        cf = t.CFloat()
        st = t.Set(t.Int())
        cr = t.CRegExp()
        by = t.Bytes()
        ui = t.UseEnum(__import__("enum").Enum("E", "x y"))
        tcp = t.TCPAddress()
        cplx = t.Complex()
        fe = t.FuzzyEnum(["alpha", "beta"])

    class Lazy(t.HasTraits):
        lazy = t.Instance("nope.Nope")
    for name, val in [("i", "x"), ("f", 2.0), ("f", -1.0), ("s", 1), ("b", "x"), ("lst", []), ("lst", [1, 2, 3]), ("lst", ["a"]),
                      ("d", {"a": "x"}), ("d", 1), ("e", "c"), ("ce", "z"), ("inst", "x"), ("ty", str), ("ty", "nope.Nope"),
                      ("tu", (1,)), ("tu", ("a", "b")), ("cb", 1), ("ip", 9), ("ip", -1), ("u", "x"), ("ob", "1a"), ("dn", "a..b"),
                      ("ci", "x"), ("cf", "x"), ("st", {"a"}), ("cr", "("), ("by", "x"), ("ui", "z"), ("tcp", ("h", "p")),
                      ("cplx", "x"), ("fe", "gamma")]:
        yield f"set {name} {val!r}", (lambda name=name, val=val: setattr(A(), name, val))
    yield "Instance by name", lambda: Lazy()
    yield "set_trait unknown", lambda: A().set_trait("nope", 1)
    yield "trait_metadata unknown", lambda: A().trait_metadata("nope", "x")
    yield "observe no names", lambda: t.observe()
    yield "link unknown", lambda: t.link((A(), "i"), (A(), "nope"))
    yield "directional_link unknown", lambda: t.directional_link((A(), "nope"), (A(), "i"))
    yield "validate default", lambda: A.class_traits()["i"].validate(None, "x")
    yield "import_item", lambda: t.import_item("nope.nope")
    yield "Enum values", lambda: A(e=1)
    yield "Union bad", lambda: t.Union(1)
    yield "parse_notifier_name", lambda: t.HasTraits().observe(lambda c: None, names=[1])
    yield "from_string int", lambda: t.Int().from_string("x")
    yield "from_string bool", lambda: t.Bool().from_string("nope")
    yield "from_string list", lambda: t.List(t.Int()).from_string_list(["x"])
    yield "from_string dict", lambda: t.Dict().from_string("x")


def rdflib_cases():
    import rdflib

    def parse(fmt):
        return lambda data: rdflib.Graph().parse(data=data, format=fmt)
    yield from table("turtle", ["<a> <b> .", "@prefix x <y> .", "x:y x:z x:w .", '<a> <b> "unterminated', "<a> <b> <c>",
                                "<a> <b> <c> ; ; .", "@base 1 .", "<a> <b> ( <c> .", "<a> <b> [ <c> <d> .", "<a> <b> 1.2.3 .",
                                "<a> <b> \"x\"^^ .", "<a> <b> \"x\"@ .", "<a> <b> <c> } ."], parse("turtle"))
    yield from table("n3", ["{ <a> <b> <c> ", "<a> => .", "@keywords a b .", "@forAll 1 .", "<a> <b> ?x ?y ."], parse("n3"))
    yield from table("nt", ["<a> <b> .", "junk", "<a> <b> <c> . junk", "<a> <b> \"x\"^^<c .", "_: <b> <c> ."], parse("nt"))
    yield from table("nquads", ["<a> <b> <c> <d> <e> .", "<a> <b> <c> \"d\" ."], parse("nquads"))
    yield from table("trig", ["{", "<g> { <a> <b> }"], parse("trig"))
    rdf = "xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#'"
    yield from table("xml", [f"<rdf:RDF {rdf}><rdf:Description rdf:about='a' rdf:ID='b'/></rdf:RDF>",
                             f"<rdf:RDF {rdf}><rdf:Description rdf:about='a'><rdf:li rdf:parseType='Nope'/></rdf:Description></rdf:RDF>",
                             f"<rdf:RDF {rdf}><rdf:Description rdf:about='a'><rdf:type rdf:resource='x' rdf:nodeID='y'/></rdf:Description></rdf:RDF>",
                             f"<rdf:RDF {rdf}><rdf:Description rdf:ID='1x'/></rdf:RDF>",
                             "<x", f"<rdf:RDF {rdf}><rdf:Description rdf:aboutEach='a'/></rdf:RDF>"], parse("xml"))
    trix = "<TriX xmlns='http://www.w3.org/2004/03/trix/trix-1/'>"
    yield from table("trix", [f"{trix}<graph><triple><uri>a</uri></triple></graph></TriX>", f"{trix}<nope/></TriX>",
                              f"{trix}<graph><triple><uri>a</uri><uri>b</uri><foo/></triple></graph></TriX>", "<nope/>"], parse("trix"))
    yield "format unknown", lambda: rdflib.Graph().parse(data="x", format="nope")
    yield "serialize unknown", lambda: rdflib.Graph().serialize(format="nope")
    yield "Literal lang", lambda: rdflib.Literal("x", lang="bad lang!")
    yield "Literal lang and datatype", lambda: rdflib.Literal("x", lang="en", datatype=rdflib.XSD.string)
    yield "from_n3", lambda: rdflib.util.from_n3("<a")
    yield "from_n3 prefix", lambda: rdflib.util.from_n3("x:y")
    yield "Namespace term", lambda: rdflib.namespace.ClosedNamespace("http://a/", ["b"])["c"]
    yield "BNode", lambda: rdflib.Graph().add((1, 2, 3))
    yield "Variable", lambda: rdflib.Graph().triples((rdflib.Literal(1), None, None, None))
    yield "compute_qname", lambda: rdflib.Graph().namespace_manager.compute_qname("nope")
    yield "bind", lambda: rdflib.Graph().namespace_manager.expand_curie("nope:x")
    yield "Literal add", lambda: rdflib.Literal(1) + rdflib.Literal("a", lang="en")
    yield "paths", lambda: rdflib.paths.evalPath(rdflib.Graph(), (None, 1, None)).__next__()


def calmjs_parse_cases():
    from calmjs.parse import es5
    yield from table("es5", ["var", "var x = ;", "function (", "if (", "x = {a:", "}", "var 1x;", "return )", "'unterminated",
                             "/* unterminated", "x = /[/;", "for (;;", "a ? b", "x.;", "new;", "var x = 0x;", "break 1;",
                             "throw\nx;", "x = `a`;", "a => b", "let x = 1;", "x = {get a(){}, get a}", "@"], es5)
    from calmjs.parse.lexers.es5 import Lexer
    def lex(s):
        lx = Lexer()
        lx.input(s)
        return list(lx)
    yield from table("lex", ["'abc", "\"a\\", "#", "x = 1e;"], lex)
    from calmjs.parse import asttypes
    yield "Node children", lambda: asttypes.Node(1).children()
    from calmjs.parse.unparsers.es5 import pretty_print
    yield "pretty_print", lambda: pretty_print(1)


def sexpdata_cases():
    import sexpdata
    yield from table("loads", ["(", ")", "(a", "\"x", "(a . )", "(a . b c)", "#", "", "(1 2))", "'"], sexpdata.loads)
    yield from table("dumps", [object(), {1}, b"x"], sexpdata.dumps)
    yield "dumps str_as", lambda: sexpdata.dumps("a", str_as="nope")
    yield "dumps tuple_as", lambda: sexpdata.dumps((1,), tuple_as="nope")
    yield "car", lambda: sexpdata.car(1)
    yield "cdr", lambda: sexpdata.cdr(1)
    yield "Symbol tosexp", lambda: sexpdata.SExpBase(1).tosexp()
    yield "loads nil", lambda: sexpdata.loads("(a)", nil=1, true=1)
    yield "Parser", lambda: sexpdata.Parser("(a", nil=None).parse()


def pypdf_cases():
    import pypdf
    from pypdf import generic, filters
    def rd(b):
        return pypdf.PdfReader(io.BytesIO(b))
    yield from table("PdfReader", [b"", b"not a pdf", b"%PDF-1.4\n%%EOF", b"%PDF-1.4\nstartxref\n999\n%%EOF",
                                   b"%PDF-1.4\n1 0 obj\n<<>>\nendobj\nxref\n0 1\n0000000000 65535 f \ntrailer\n<<>>\nstartxref\n35\n%%EOF",
                                   b"%PDF-1.4\ntrailer\n<< /Root 9 0 R >>\nstartxref\nx\n%%EOF"], rd)
    yield from table("PageRange", ["a:b:c:d", "x", "1:2:0", 1.5, ""], pypdf.PageRange)
    yield from table("read_object", [b")", b">>", b"<< /A", b"(unterminated", b"<zz>", b"/", b"1 0 Q"], lambda b: generic.read_object(generic.StreamObject and io.BytesIO(b), None))
    yield "NumberObject", lambda: generic.NumberObject("x")
    yield "FloatObject", lambda: generic.FloatObject("x")
    yield "NameObject read", lambda: generic.NameObject.read_from_stream(io.BytesIO(b"x"), None)
    yield "DictionaryObject read", lambda: generic.DictionaryObject.read_from_stream(io.BytesIO(b"<< /A"), None)
    yield "ArrayObject read", lambda: generic.ArrayObject.read_from_stream(io.BytesIO(b"x"), None)
    yield "IndirectObject read", lambda: generic.IndirectObject.read_from_stream(io.BytesIO(b"x y R"), None)
    yield "BooleanObject read", lambda: generic.BooleanObject.read_from_stream(io.BytesIO(b"nope"))
    yield "RectangleObject", lambda: generic.RectangleObject([1])
    yield "ASCIIHexDecode", lambda: filters.ASCIIHexDecode.decode(b"zz")
    yield "ASCII85Decode", lambda: filters.ASCII85Decode.decode(b"\x00\x01~>")
    yield "FlateDecode", lambda: filters.FlateDecode.decode(b"nope")
    yield "FlateDecode predictor", lambda: filters.FlateDecode.decode(__import__("zlib").compress(b"ab"), {"/Predictor": 99})
    yield "LZWDecode", lambda: filters.LZWDecode.decode(b"\xff\xff\xff")
    yield "PdfWriter get_page", lambda: pypdf.PdfWriter().pages[3]
    yield "PdfWriter add_page", lambda: pypdf.PdfWriter().add_page(1)
    yield "PdfWriter encrypt algorithm", lambda: pypdf.PdfWriter().encrypt("a", algorithm="nope")
    yield "Transformation", lambda: pypdf.Transformation((1, 2))
    yield "PaperSize", lambda: pypdf.PdfWriter().add_blank_page()
    yield "create_string_object", lambda: generic.create_string_object(1)
    yield "decode_pdfdocencoding", lambda: generic.decode_pdfdocencoding(b"\x7f")
    yield "encode_pdfdocencoding", lambda: generic.encode_pdfdocencoding("\u4e00")


def apscheduler_cases():
    from apscheduler.triggers.cron import CronTrigger
    from apscheduler.triggers.interval import IntervalTrigger
    from apscheduler.triggers.date import DateTrigger
    from apscheduler.schedulers.background import BackgroundScheduler
    from apscheduler.util import convert_to_datetime, ref_to_obj, obj_to_ref, astimezone, asint, asbool
    yield from table("CronTrigger.from_crontab", ["* * *", "61 * * * *", "* * * * mon-", "x * * * *", "*/0 * * * *", "* * 32 * *",
                                                  "5-1 * * * *", "* * * 13 *", "* * * * 8"], lambda s: CronTrigger.from_crontab(s, timezone="UTC"))
    yield from table("CronTrigger field", [{"hour": "25"}, {"day": "last x"}, {"day_of_week": "nope"}, {"week": "0"}, {"year": "abc"},
                                           {"month": "dec-jan"}, {"nope": 1}, {"day": "1st fri"}], lambda kw: CronTrigger(timezone="UTC", **kw))
    yield "IntervalTrigger", lambda: IntervalTrigger(seconds=1, timezone="nope/nope")
    yield "IntervalTrigger jitter", lambda: IntervalTrigger(seconds="x")
    yield "DateTrigger", lambda: DateTrigger("nope", timezone="UTC")
    yield from table("convert_to_datetime", ["nope", 1, "2020-13-01"], lambda v: convert_to_datetime(v, __import__("datetime").timezone.utc, "x"))
    yield "convert_to_datetime naive", lambda: convert_to_datetime("2020-01-01", None, "x")
    yield from table("ref_to_obj", [1, "nope", "nope:x", "os:nope", "os.path"], ref_to_obj)
    yield "obj_to_ref", lambda: obj_to_ref(lambda: 1)
    yield "astimezone", lambda: astimezone(1)
    yield "astimezone name", lambda: astimezone("nope/nope")
    yield "asint", lambda: asint("x")
    yield "asbool", lambda: asbool("nope")
    s = BackgroundScheduler(timezone="UTC")
    yield "add_job trigger", lambda: s.add_job(print, "nope")
    yield "add_job func", lambda: s.add_job(1, "interval", seconds=1)
    yield "remove_job", lambda: s.remove_job("nope")
    yield "get jobstore", lambda: s._lookup_jobstore("nope")
    yield "add_jobstore", lambda: s.add_jobstore(1)
    yield "add_executor", lambda: s.add_executor(1)
    yield "configure", lambda: BackgroundScheduler(gconfig={"apscheduler.timezone": "nope/nope"})
    yield "shutdown", lambda: BackgroundScheduler(timezone="UTC").shutdown()


def redis_cases():
    import redis
    from redis.connection import Encoder, parse_url, ConnectionPool
    enc = Encoder("utf-8", "strict", False)
    yield from table("encode", [None, object(), [1], {"a": 1}, True], enc.encode)
    yield from table("parse_error", ["ERR unknown command", "WRONGTYPE Operation", "NOSCRIPT No matching script", "READONLY x",
                                     "EXECABORT x", "LOADING x", "NOPERM x", "ERR max number of clients reached",
                                     "ERR Client sent AUTH, but no password is set", "NOAUTH x", "BUSY x"],
                     lambda r: _redis_reply(redis, b"-" + r.encode() + b"\r\n"))
    yield from table("reply", [b"?x\r\n", b"$x\r\n", b"*x\r\n", b""], lambda b: _redis_reply(redis, b))
    yield from table("from_url", ["nope://x", "redis://x:abc", "redis://x/abc", "unix://", "redis://?db=x"], redis.Redis.from_url)
    yield from table("parse_url", ["redis://h?socket_timeout=x", "redis://h?health_check_interval=x", "redis://h?retry_on_timeout=x"], parse_url)
    yield "ConnectionPool max", lambda: ConnectionPool(max_connections=-1)
    yield "Redis set ex", lambda: redis.Redis().set("a", 1, ex="x")
    yield "Redis set ex px", lambda: redis.Redis().set("a", 1, ex=1, px=1)
    yield "zadd nx xx", lambda: redis.Redis().zadd("a", {"b": 1}, nx=True, xx=True)
    yield "zadd incr", lambda: redis.Redis().zadd("a", {"b": 1, "c": 2}, incr=True)
    yield "zadd empty", lambda: redis.Redis().zadd("a", {})
    yield "sort get", lambda: redis.Redis().sort("a", start=1)
    yield "xadd maxlen", lambda: redis.Redis().xadd("a", {"b": 1}, maxlen=1, minid=1)
    yield "xread", lambda: redis.Redis().xread("x")
    yield "xread count", lambda: redis.Redis().xread({"a": 0}, count=-1)
    yield "xclaim", lambda: redis.Redis().xclaim("a", "g", "c", 1, "x")
    yield "lpos", lambda: redis.Redis().set("a", 1, keepttl=True, exat=1)
    yield "geoadd", lambda: redis.Redis().geoadd("a", [1, 2])
    yield "georadius", lambda: redis.Redis().georadius("a", 1, 2, 3, unit="nope")
    yield "bitfield", lambda: redis.Redis().bitpos("a", 1, end=1)
    yield "lock timeout", lambda: redis.Redis().lock("a", blocking_timeout=1, sleep=2, timeout=1)
    yield "lock release", lambda: redis.Redis().lock("a").release()
    yield "Retry", lambda: redis.Redis().memory_usage("a", samples="x")
    yield "client_kill_filter", lambda: redis.Redis().client_kill_filter()
    yield "client_kill_filter type", lambda: redis.Redis().client_kill_filter(_type="nope")
    yield "acl_setuser", lambda: redis.Redis().acl_setuser("u", passwords=["x"])
    yield "pipeline multi twice", lambda: (lambda p: (p.multi(), p.multi()))(redis.Redis().pipeline())


def _redis_reply(redis, data):
    """A reply read from a local socket pair (no network): the parser's
    parse_error returns the exception and Connection.read_response raises it."""
    import socket
    a, b = socket.socketpair()
    b.sendall(data)
    b.close()
    conn = redis.Connection(socket_timeout=5)
    conn._sock = a
    conn._parser.on_connect(conn)
    try:
        return conn.read_response()
    finally:
        a.close()


def pyproject_metadata_cases():
    from pyproject_metadata import StandardMetadata
    def m(project, extra=None):
        d = {"project": project} if project is not None else {}
        d.update(extra or {})
        return StandardMetadata.from_pyproject(d)
    yield "no project", lambda: m(None)
    yield "dynamic name", lambda: m({"name": "a", "dynamic": ["name"]})
    yield "name missing", lambda: m({"version": "1"})
    yield "name type", lambda: m({"name": 1, "version": "1"})
    yield "version missing", lambda: m({"name": "a"})
    yield "version type", lambda: m({"name": "a", "version": 1})
    yield "version invalid", lambda: m({"name": "a", "version": "x y"})
    yield "description type", lambda: m({"name": "a", "version": "1", "description": 1})
    yield "requires-python", lambda: m({"name": "a", "version": "1", "requires-python": 1})
    yield "requires-python invalid", lambda: m({"name": "a", "version": "1", "requires-python": "nope"})
    yield "license type", lambda: m({"name": "a", "version": "1", "license": 1})
    yield "license both", lambda: m({"name": "a", "version": "1", "license": {"file": "a", "text": "b"}})
    yield "license none", lambda: m({"name": "a", "version": "1", "license": {}})
    yield "license file missing", lambda: m({"name": "a", "version": "1", "license": {"file": "/nonexistent"}})
    yield "readme type", lambda: m({"name": "a", "version": "1", "readme": 1})
    yield "readme ext", lambda: m({"name": "a", "version": "1", "readme": "README.nope"})
    yield "readme content-type", lambda: m({"name": "a", "version": "1", "readme": {"text": "x"}})
    yield "readme both", lambda: m({"name": "a", "version": "1", "readme": {"text": "x", "file": "y", "content-type": "text/plain"}})
    yield "readme file missing", lambda: m({"name": "a", "version": "1", "readme": "/nonexistent.md"})
    yield "dependencies type", lambda: m({"name": "a", "version": "1", "dependencies": "x"})
    yield "dependencies item", lambda: m({"name": "a", "version": "1", "dependencies": [1]})
    yield "dependencies invalid", lambda: m({"name": "a", "version": "1", "dependencies": ["a b c"]})
    yield "optional-dependencies type", lambda: m({"name": "a", "version": "1", "optional-dependencies": []})
    yield "optional-dependencies item", lambda: m({"name": "a", "version": "1", "optional-dependencies": {"x": "y"}})
    yield "optional-dependencies invalid", lambda: m({"name": "a", "version": "1", "optional-dependencies": {"x": ["a b c"]}})
    yield "entry-points type", lambda: m({"name": "a", "version": "1", "entry-points": []})
    yield "entry-points scripts", lambda: m({"name": "a", "version": "1", "entry-points": {"console_scripts": {}}})
    yield "scripts type", lambda: m({"name": "a", "version": "1", "scripts": {"a": 1}})
    yield "authors type", lambda: m({"name": "a", "version": "1", "authors": [1]})
    yield "authors key", lambda: m({"name": "a", "version": "1", "authors": [{"nope": "x"}]})
    yield "keywords", lambda: m({"name": "a", "version": "1", "keywords": "x"})
    yield "classifiers", lambda: m({"name": "a", "version": "1", "classifiers": [1]})
    yield "urls", lambda: m({"name": "a", "version": "1", "urls": {"a": 1}})
    yield "dynamic type", lambda: m({"name": "a", "version": "1", "dynamic": "x"})
    yield "dynamic field", lambda: m({"name": "a", "dynamic": ["nope"]})


def pyscss_cases():
    from scss.compiler import compile_string
    yield from table("compile_string", ["a {", "a { b: }", "@include nope;", "a { color: $nope; }", "@import 'nope';",
                                        "a { b: 1px + 1em; }", "@if { }", "@each $x in { }", "a { b: nope(1); }", "@mixin { }",
                                        "a { @extend .nope; }", "a { b: 1 / 0; }", "@function f() { } a { b: f(); }", "$x: (1 2;",
                                        "a { b: rgba(1); }", "a { b: unit(x); }", "@for $i from x through 3 { }", "a { b: #zzz + 1; }",
                                        "@while $x { }", "a { b: map-get(1, 2); }", "a { b: nth((1 2), 5); }", "@return 1;"], compile_string)
    from scss.types import Number, Color, String, List
    yield "Number unit", lambda: Number(1, "px") + Number(1, "em")
    yield "Number div", lambda: Number(1) / String("a")
    yield "Color from_hex", lambda: Color.from_hex("#zz")
    yield "Color from_rgb", lambda: Color.from_rgb(1, 2)
    yield "Number type", lambda: Number("x")
    yield "List index", lambda: List([]).to_dict()


def debian_cases():
    from debian import changelog, debian_support, deb822, copyright, watch
    from debian.changelog import Changelog
    yield from table("Version", ["", "a:1", "1:", "1.0-", "-1", "1_0", "1.0 b", ":1"], debian_support.Version)
    yield from table("changelog strict", ["nope", "pkg (1.0) unstable; urgency=low\n\n  * x\n\n -- nope\n",
                                          "pkg (1.0) unstable; urgency=low\n\n  * x\n",
                                          "pkg (1.0) unstable\n\n  * x\n\n -- A <a@b>  Mon, 01 Jan 2000 00:00:00 +0000\n",
                                          "pkg (1.0) unstable; urgency=low\n\n  * x\n\n -- A <a@b>  Mon, 01 Jan 2000 00:00:00 +0000\n\njunk here\n",
                                          "  * x\n", "pkg (1.0 unstable; urgency=low\n"], lambda s: Changelog(s, strict=True))
    yield "Changelog version", lambda: setattr(Changelog(), "version", "a:b:c")
    yield "ChangeBlock", lambda: str(changelog.ChangeBlock())
    yield "Changelog bad file", lambda: Changelog(1, strict=True)
    yield from table("copyright", ["Format: nope\n", "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n\nFiles: *\n",
                                   "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n\nLicense: x\n\nFiles: *\nCopyright: x\n",
                                   "", "Upstream-Name: x\n"], lambda s: copyright.Copyright(io.StringIO(s), strict=True))
    yield "copyright License", lambda: copyright.License.from_str("")
    yield "copyright globs", lambda: copyright.globs_to_re(["["])
    yield "FilesParagraph", lambda: copyright.FilesParagraph.create([], "x", copyright.License("GPL"))
    yield from table("watch", ["version=3\n", "version=x\nx\n", "nope\n", "", "version=4\nopts=\"a=b http://x/ .*\n"], lambda s: watch.WatchFile.from_lines(io.StringIO(s).readlines()))
    yield "deb822 setitem", lambda: deb822.Deb822().__setitem__("a", 1)
    yield "deb822 bad key", lambda: deb822.Deb822()["x y"]
    yield "Dsc files", lambda: deb822.Dsc("Files:\n x\n")["Files"]
    yield "PkgRelation", lambda: deb822.PkgRelation.parse_relations(1)
    yield "Release", lambda: deb822.Release("SHA256:\n x y\n")["SHA256"]
    yield "PatchesFile", lambda: debian_support.PackageFile("x", io.StringIO(" cont\n")).__iter__().__next__()
    yield "PackageFile", lambda: list(debian_support.PackageFile("x", io.StringIO("a b\n")))
    yield "patches_from_ed_script", lambda: list(debian_support.patches_from_ed_script(["x\n"]))
    yield "read_lines_sha1", lambda: debian_support.read_lines_sha1(1)
    yield "list_releases", lambda: debian_support.Release("nope")
    yield "version_compare", lambda: debian_support.version_compare("1", "a:b")


def tornado_cases():
    from tornado import template, escape, httputil, options, web, routing, util
    yield from table("Template", ["{% if x %}", "{% end %}", "{{ x", "{% nope %}", "{% for %}{% end %}", "{# x", "{% block %}",
                                  "{% extends %}", "{% else %}", "{% while x %}", "{% try %}{% except %}", "{% set %}", "{% import %}",
                                  "{% apply %}{% end %}", "{% module %}", "{{ }}", "{% if x %}{% elif %}{% end %}", "{% raw %}",
                                  "{% include %}", "{% autoescape %}", "{{! x"], lambda s: template.Template(s))
    yield "generate undefined", lambda: template.Template("{{ nope }}").generate()
    yield "Loader missing", lambda: template.DictLoader({}).load("nope")
    yield "Loader extends", lambda: template.DictLoader({"a": "{% extends 'b' %}"}).load("a").generate()
    yield from table("json_decode", ["{", "x", ""], escape.json_decode)
    yield from table("url_unescape", [b"%zz"], lambda s: escape.url_unescape(s, encoding=None))
    yield from table("parse_request_start_line", ["GET", "GET / HTTP/x", ""], httputil.parse_request_start_line)
    yield from table("parse_response_start_line", ["HTTP/1.1", "nope 200 OK", ""], httputil.parse_response_start_line)
    yield from table("HTTPHeaders.parse", ["a", " cont\r\n", "a: b\r\n c\r\nd"], httputil.HTTPHeaders.parse)
    yield "split_host_and_port", lambda: httputil.split_host_and_port("a:b")
    yield "parse_body_arguments", lambda: httputil.parse_body_arguments("multipart/form-data", b"x", {}, {})
    yield "parse_multipart_form_data", lambda: httputil.parse_multipart_form_data(b"b", b"--b\r\nnope\r\n\r\n--b--", {}, {})
    yield "_parse_request_range", lambda: httputil._parse_request_range("bytes=a-b")
    def opt(args, **kw):
        op = options.OptionParser()
        op.define("n", type=int, **kw)
        op.define("m", type=int, multiple=True)
        op.define("d", type=__import__("datetime").timedelta)
        op.define("t", type=__import__("datetime").datetime)
        op.define("b", type=bool)
        return op.parse_command_line(["prog"] + args)
    yield from table("options", [["--nope"], ["--n"], ["--n=x"], ["--m=1:x"], ["--d=x"], ["--t=x"], ["--b=x"], ["--m=3:1,x"]], opt)
    yield "options define twice", lambda: (lambda op: (op.define("a"), op.define("a")))(options.OptionParser())
    yield "options getattr", lambda: options.OptionParser().nope
    yield "options setattr", lambda: setattr(options.OptionParser(), "nope", 1)
    yield "options config", lambda: options.OptionParser().parse_config_file("/nonexistent")
    yield "routing", lambda: routing.PathMatches("(a)(?P<b>c)").reverse()
    yield "routing reverse", lambda: routing.PathMatches("/(a|b)").reverse(1, 2)
    yield "url reverse", lambda: web.Application([web.url("/a/(\\d+)", web.RequestHandler, name="a")]).reverse_url("nope")
    yield "import_object", lambda: util.import_object("tornado.nope")
    yield "ArgReplacer", lambda: util.ArgReplacer(lambda a: None, "b")
    yield "Configurable", lambda: util.Configurable()
    yield "create_signed_value", lambda: web.create_signed_value("s", "n", "v", version=9)
    yield "decode_signed_value", lambda: web.decode_signed_value({}, "n", "2|1:0|10:1|1:n|1:v|x", min_version=2, key_version=1)
    yield "HTTPError", lambda: (_ for _ in ()).throw(web.HTTPError(999))
    yield "websocket", lambda: __import__("tornado.websocket").websocket.WebSocketProtocol13(None, None, __import__("tornado.websocket").websocket._WebSocketParams()).write_message(1)


def fonttools_cases():
    from fontTools.feaLib.parser import Parser
    from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
    def fea(s):
        return Parser(io.StringIO(s)).parse()
    yield from table("feaLib", ["feature", "feature liga { sub a by b }", "languagesystem DFLT;", "@x = [a b;", "nope;",
                                "feature liga { sub a by b; } lig;", "lookup x { } x", "table nope { } nope;", "feature aalt { pos a 1 }",
                                "markClass a <anchor 1 2> @M; markClass a <anchor 3 4> @M;", "feature liga { sub @nope by a; } liga;",
                                "include(", "valueRecordDef 1 x", "anchorDef 1 2 x", "feature liga { script; } liga;",
                                "feature liga { language DFLT exclude_dflt; } liga;", "table GDEF { GlyphClassDef a; } GDEF;",
                                "feature size { parameters 1 2 3; } size;", "feature liga { lookupflag nope; } liga;",
                                "table OS/2 { nope 1; } OS/2;", "table name { nameid 1 \"x; } name;", "feature liga { sub a' lookup nope by b; } liga;",
                                "\\", "@a = [a-];", "feature liga { sub a by b c d; sub e f by g h; } liga;", "cvParameters"], fea)
    from fontTools.ttLib import TTFont
    yield "TTFont empty", lambda: TTFont(io.BytesIO(b""))
    yield "TTFont junk", lambda: TTFont(io.BytesIO(b"nope" * 10))
    yield "TTFont getitem", lambda: TTFont()["nope"]
    yield "build", lambda: addOpenTypeFeaturesFromString(TTFont(), "feature liga { sub a by b; } liga;")
    from fontTools.misc import textTools, fixedTools, arrayTools
    yield "deHexStr", lambda: textTools.deHexStr("zz")
    yield "floatToFixed", lambda: fixedTools.floatToFixed("x", 14)
    yield "strToFixed", lambda: fixedTools.strToFixedToFloat("x", 14)
    yield "sectRect", lambda: arrayTools.sectRect(1, 2)
    from fontTools.agl import toUnicode
    yield "toUnicode", lambda: toUnicode(1)
    from fontTools import unicodedata
    yield "script_name", lambda: unicodedata.script_name("Zzzx")
    yield "script_code", lambda: unicodedata.script_code("Nope Script")
    from fontTools.misc.xmlReader import XMLReader
    yield "XMLReader", lambda: XMLReader(io.BytesIO(b"<ttFont><nope/></ttFont>"), TTFont()).read()
    from fontTools.misc import sstruct
    yield "sstruct", lambda: sstruct.calcsize("x: nope")
    yield "sstruct unpack", lambda: sstruct.unpack(">\n a: H", b"")
    from fontTools.varLib.models import VariationModel, normalizeValue
    yield "normalizeValue", lambda: normalizeValue(1, (2, 1, 0))
    yield "VariationModel", lambda: VariationModel([{"a": 1}, {"a": 1}])
    from fontTools.pens.basePen import BasePen
    yield "Pen", lambda: BasePen().closePath() or BasePen().curveTo()
    yield "qCurveTo", lambda: BasePen().qCurveTo()
    from fontTools.cffLib import CFFFontSet
    yield "CFF", lambda: CFFFontSet().decompile(io.BytesIO(b"\x01\x00\x04"), None)


def dnslib_cases():
    from dnslib import DNSRecord, DNSLabel, RR, QTYPE, CLASS, A, AAAA, MX, DNSQuestion, DNSHeader, EDNS0
    yield from table("DNSRecord.parse", [b"", b"\x00" * 5, b"\x00" * 12 + b"\x05ab", b"\x00\x01\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\xc0\x0c\x00\x01\x00\x01",
                                         b"\x00\x01\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x01\x00\x01\x00\x00\x00\x00\x00\x04\x01"], DNSRecord.parse)
    yield from table("RR.fromZone", ["a IN A x", "a IN NOPE 1", "a 60 IN MX x y", "a IN AAAA ::g", "a IN SOA x", "$ORIGIN", "a IN TXT \"x",
                                     "a IN CNAME", "a IN SRV 1 2 x y", "a IN NOPE", "a IN A 1.2.3.4 5"], RR.fromZone)
    yield from table("DNSLabel", [1, "a" * 64 + ".com", "a..b"], lambda v: DNSLabel(v).pack() if False else DNSLabel(v))
    yield from table("QTYPE", ["NOPE", 99999, -1], lambda v: QTYPE[v])
    yield from table("CLASS", ["NOPE", 99999], lambda v: CLASS[v])
    yield "A", lambda: A("x")
    yield "A pack", lambda: A("1.2.3.4.5")
    yield "AAAA", lambda: AAAA("::g")
    yield "MX", lambda: MX(1, "x")
    yield "DNSHeader", lambda: DNSHeader(id=-1).pack()
    yield "DNSHeader qr", lambda: setattr(DNSHeader(), "opcode", 99)
    yield "DNSQuestion", lambda: DNSQuestion("a", qtype="NOPE")
    yield "EDNS0", lambda: EDNS0(flags="nope")
    yield "question", lambda: DNSRecord.question("a", "NOPE")
    yield "reply", lambda: DNSRecord.question("a").replyZone("a 60 IN A x")
    yield "parse label loop", lambda: DNSRecord.parse(b"\x00\x01\x01\x00\x00\x01\x00\x00\x00\x00\x00\x00\xc0\x0c\x00\x01\x00\x01")
    from dnslib.buffer import Buffer
    yield "Buffer get", lambda: Buffer(b"").get(1)
    yield "Buffer unpack", lambda: Buffer(b"").unpack("!H")
    yield "Buffer pack", lambda: Buffer().pack("!H", -1)
    from dnslib.bit import get_bits, set_bits
    yield "set_bits", lambda: set_bits(0, 99, 0, 1)
    from dnslib.ranges import I, H, B
    class X:
        x = I("x")
        y = H("y")
        z = B("z")
    yield "range I", lambda: setattr(X(), "x", -1)
    yield "range H", lambda: setattr(X(), "y", 1 << 17)
    yield "range B", lambda: setattr(X(), "z", "a")
    from dnslib.lex import WordLexer
    yield "lex", lambda: list(WordLexer("\"x"))


def cheetah_cases():
    from Cheetah.Template import Template
    def ct(s):
        return str(Template(s, searchList=[{}]))
    yield from table("Template", ["#if", "#for x in", "#end if", "$nope", "#set", "#def", "#block", "#extends", "#implements",
                                  "${x", "#import", "#from x", "#raise", "#nope x", "#echo", "#silent", "#filter Nope\nx",
                                  "#if 1\n#else if\n#end if", "#while\n#end while", "#try\n#except\n", "#call", "$x(", "#slurp x",
                                  "#compiler-settings\nnope\n#end compiler-settings", "#cache nope", "#attr x", "#errorCatcher Nope\n",
                                  "#encoding nope", "#return 1 2", "#unless", "#stop x", "#pass x", "$[", "#def f(\n"], ct)
    from Cheetah import NameMapper
    yield "valueForName", lambda: NameMapper.valueForName({}, "a.b")
    yield "valueFromSearchList", lambda: NameMapper.valueFromSearchList([{}], "a")
    yield "Template file", lambda: Template(file="/nonexistent.tmpl")
    yield "Template both", lambda: Template("x", file="y")
    yield "Template source type", lambda: Template(1)
    yield "compile", lambda: Template.compile(source=1)
    yield "searchList type", lambda: Template("x", searchList=1)


def django_cases():
    import django
    from django.conf import settings
    if not settings.configured:
        settings.configure(TEMPLATES=[{"BACKEND": "django.template.backends.django.DjangoTemplates"}], USE_TZ=True, INSTALLED_APPS=[])
        django.setup()
    from django.template import Engine, Context
    eng = Engine()
    yield from table("Template", ["{% if %}", "{% endif %}", "{{ }}", "{% nope %}", "{% for %}{% endfor %}", "{% for x y %}{% endfor %}",
                                  "{% block %}", "{% extends %}", "{% if x %}", "{{ x|nope }}", "{% load nope %}", "{% with %}{% endwith %}",
                                  "{% cycle %}", "{% url %}", "{% include %}", "{% firstof %}", "{% if x == %}{% endif %}",
                                  "{% if x y %}{% endif %}", "{% ifchanged %}", "{% regroup x %}", "{% widthratio %}", "{% now %}",
                                  "{% templatetag nope %}", "{% spaceless %}", "{% autoescape nope %}{% endautoescape %}", "{% filter %}",
                                  "{{ x|date:'a':'b' }}", "{% block a %}{% endblock %}{% block a %}{% endblock %}", "{% extends 'a' %}{% extends 'b' %}",
                                  "{{ 'x }}", "{% comment %}", "{% with x %}{% endwith %}", "{% lorem x y z w %}", "{{ x|add }}",
                                  "{% for x in y reversed z %}{% endfor %}", "{% verbatim %}"], eng.from_string)
    yield "render include missing", lambda: eng.from_string("{% include 'nope.html' %}").render(Context({}))
    yield "get_template", lambda: eng.get_template("nope.html")
    yield "render url", lambda: eng.from_string("{% url 'nope' %}").render(Context({}))
    yield "render widthratio", lambda: eng.from_string("{% widthratio a b c %}").render(Context({"a": 1, "b": 2, "c": "x"}))
    from django.core import validators, signing
    from django.core.exceptions import ValidationError
    yield from table("validators", [(validators.validate_email, "x"), (validators.URLValidator(), "nope"), (validators.validate_slug, "a b"),
                                    (validators.validate_ipv4_address, "x"), (validators.validate_ipv46_address, "x"),
                                    (validators.MaxValueValidator(1), 2), (validators.MinLengthValidator(3), "a"),
                                    (validators.validate_integer, "x"), (validators.DecimalValidator(2, 1), __import__("decimal").Decimal("123.45")),
                                    (validators.FileExtensionValidator(["a"]), type("F", (), {"name": "x.b"})())], lambda p: p[0](p[1]))
    yield "signing", lambda: signing.loads("x", key="k")
    yield "signing bad", lambda: signing.Signer(key="k").unsign("a:b")
    yield "signing sep", lambda: signing.Signer(key="k", sep="a")
    from django import forms
    class F(forms.Form):
        a = forms.IntegerField()
    yield "form cleaned", lambda: F({"a": "x"}).cleaned_data
    yield "IntegerField", lambda: forms.IntegerField().clean("x")
    yield "EmailField", lambda: forms.EmailField().clean("x")
    yield "ChoiceField", lambda: forms.ChoiceField(choices=[("a", "a")]).clean("b")
    yield "DateField", lambda: forms.DateField().clean("x")
    yield "DecimalField", lambda: forms.DecimalField(max_digits=2).clean("123")
    from django.utils import dateparse, text, module_loading, http, encoding
    yield "parse_date", lambda: dateparse.parse_date("2020-13-45")
    yield "parse_datetime", lambda: dateparse.parse_datetime("2020-01-01T25:00")
    yield "import_string", lambda: module_loading.import_string("nope")
    yield "import_string attr", lambda: module_loading.import_string("os.nope")
    yield "base36_to_int", lambda: http.base36_to_int("x" * 20)
    yield "urlsafe_base64_decode", lambda: http.urlsafe_base64_decode("!")
    yield "force_str", lambda: encoding.force_str(b"\xff")
    yield "settings missing", lambda: settings.NOPE
    from django.urls import path, reverse
    yield "path", lambda: path("<nope:x>", lambda r: None)
    yield "path view", lambda: path("a", 1)
    yield "reverse", lambda: reverse("nope")


def lesscpy_cases():
    from lesscpy import compile as lc
    def c(s):
        return lc(io.StringIO(s), minify=True)
    yield from table("compile", ["a {", "a { b: }", ".m(); ", "a { .nope; }", "@x: ; a { b: @y; }", "a { b: 1px + 1em; }",
                                 "@import 'nope.less';", "a { b: nope(1); }", "a { color: darken(#fff); }", "a { b: ~; }",
                                 "a { b: e(1); }", "a { b: %(\"%s\"); }", "a { b: 1 / 0; }", "@media { }", "a { b: unit(x); }",
                                 "a { b: lighten(x, 10%); }", "a { b: round(x); }", "a { b: rgb(1); }", "a { b: hsl(1, 2); }",
                                 ".m(@a) when (nope) { } a { .m(1); }", "a { &:extend(); }", "}"], c)
    from lesscpy.lessc import color, utility
    yield "Color process", lambda: color.Color().process(["x"])
    yield "Color rgb", lambda: color.Color().rgb(1)
    yield "Color hsl", lambda: color.Color().hsl("x", 1, 1)
    yield "Color fmt", lambda: color.Color().fmt("x")
    yield "analyze_number", lambda: utility.analyze_number("x")
    yield "analyze_number int", lambda: utility.analyze_number(object())
    yield "convergent_round", lambda: utility.convergent_round("x")
    yield "with_unit", lambda: utility.with_unit("x", 1)


def xdg_cases():
    from xdg import IniFile, DesktopEntry, Menu, IconTheme, BaseDirectory, Mime, Locale
    import tempfile
    import os
    d = os.path.join(tempfile.gettempdir(), "heldout-xdg")
    os.makedirs(d, exist_ok=True)
    def f(name, text):
        p = os.path.join(d, name)
        with open(p, "w") as fh:
            fh.write(text)
        return p
    for name, text in [("a.desktop", "nope\n"), ("b.desktop", "[Nope]\nx=1\n"), ("c.desktop", "x=1\n"), ("e.desktop", "[Desktop Entry]\nx\n")]:
        yield f"DesktopEntry {name} {text!r}", (lambda name=name, text=text: DesktopEntry.DesktopEntry(f(name, text)))
    def validate(text):
        return DesktopEntry.DesktopEntry(f("v.desktop", text)).validate()
    yield from table("validate", ["[Desktop Entry]\n", "[Desktop Entry]\nType=Nope\nName=a\n", "[Desktop Entry]\nType=Application\nName=a\n",
                                  "[Desktop Entry]\nType=Link\nName=a\n", "[Desktop Entry]\nType=Application\nName=a\nExec=a\nNoDisplay=x\n",
                                  "[Desktop Entry]\nType=Application\nName=a\nExec=a\n[X-A]\n[Nope]\n"], validate)
    yield "IniFile get group", lambda: IniFile.IniFile().get("a", group="nope")
    yield "IniFile get", lambda: DesktopEntry.DesktopEntry(f("g.desktop", "[Desktop Entry]\n")).get("Nope", group="Nope")
    yield "IniFile set", lambda: IniFile.IniFile().set("a", "b", group="nope")
    yield "IniFile addGroup", lambda: (lambda i: (i.addGroup("a"), i.addGroup("a")))(IniFile.IniFile())
    yield "IniFile removeGroup", lambda: IniFile.IniFile().removeGroup("nope")
    yield "IniFile removeKey", lambda: IniFile.IniFile().removeKey("a", group="nope")
    yield "IniFile write", lambda: IniFile.IniFile().write()
    yield "IniFile checkValue", lambda: IniFile.IniFile().checkValue("a", "x", type="boolean")
    yield "new", lambda: DesktopEntry.DesktopEntry().new("x.nope")
    yield "Menu parse", lambda: Menu.parse(f("m.menu", "<Nope/>"))
    yield "Menu parse junk", lambda: Menu.parse(f("n.menu", "<Menu"))
    yield "Menu parse missing", lambda: Menu.parse("/nonexistent.menu")
    yield "Menu parse ext", lambda: Menu.parse(f("o.nope", "<Menu/>"))
    yield "IconTheme", lambda: IconTheme.IconTheme().parse(f("index.theme", "nope\n"))
    yield "BaseDirectory save", lambda: BaseDirectory.save_config_path("/abs")
    yield "Mime get_type", lambda: Mime.MIMEtype("nope")
    yield "Mime lookup", lambda: Mime.lookup("nope")
    yield "Mime magic", lambda: Mime.MagicDB().merge_file(f("magic", "nope"))
    yield "Mime globs", lambda: Mime.GlobDB().merge_file(f("globs2", "x:y:z:w:v\n"))
    yield "Locale", lambda: Locale.expand_languages(1)


def gpxpy_cases():
    import gpxpy
    from gpxpy import gpx as g, geo, gpxfield
    yield from table("parse", ["", "<nope/>", "<gpx", "<gpx version='1.1'><trk><trkseg><trkpt lat='x' lon='1'/></trkseg></trk></gpx>",
                               "<gpx version='1.1'><wpt lat='1'/></gpx>", "<gpx version='1.1'><wpt lat='1' lon='2'><time>nope</time></wpt></gpx>",
                               "<gpx version='1.1'><wpt lat='1' lon='2'><ele>x</ele></wpt></gpx>", "<gpx version='9'></gpx>",
                               "<gpx version='1.1'><metadata><bounds minlat='x'/></metadata></gpx>", "not xml",
                               "<gpx version='1.1'><trk><number>x</number></trk></gpx>"], gpxpy.parse)
    yield "parse version", lambda: gpxpy.parse("<gpx/>", version="9")
    yield "GPXTrackPoint", lambda: g.GPXTrackPoint(latitude="x", longitude=1).distance_2d(g.GPXTrackPoint(1, 1))
    yield "Location", lambda: geo.Location(1, 2).distance_2d(1)
    yield "parse_time", lambda: gpxfield.parse_time("nope")
    yield "to_xml version", lambda: g.GPX().to_xml(version="9")
    yield "simplify", lambda: g.GPX().simplify(max_distance="x")
    yield "add_elevation", lambda: g.GPX().add_elevation("x")
    yield "reduce_points", lambda: g.GPX().reduce_points(min_distance="x")
    yield "get_nearest_location", lambda: g.GPX().get_nearest_location(1)
    yield "split", lambda: g.GPXTrack().split(5, 5)
    yield "join", lambda: g.GPXTrack().join(5)
    yield "GPXField", lambda: gpxfield.GPXField("x", type=gpxfield.INT_TYPE).from_xml(__import__("xml.dom.minidom").dom.minidom.parseString("<a><x>y</x></a>").documentElement, "1.1")
    yield "SimpleTZ", lambda: gpxfield.SimpleTZ("nope")
    yield "interpolate", lambda: geo.haversine_distance("x", 1, 1, 1)


SUITES.update({
    "apscheduler": apscheduler_cases, "calmjs.parse": calmjs_parse_cases, "cheetah": cheetah_cases, "debian": debian_cases,
    "django": django_cases, "dkim": dkim_cases, "dnslib": dnslib_cases, "fonttools": fonttools_cases,
    "gpxpy": gpxpy_cases, "lesscpy": lesscpy_cases, "pykwalify": pykwalify_cases, "pypdf": pypdf_cases,
    "pyproject-metadata": pyproject_metadata_cases, "pyscss": pyscss_cases, "rdflib": rdflib_cases, "redis": redis_cases,
    "sexpdata": sexpdata_cases, "tornado": tornado_cases, "traitlets": traitlets_cases, "xdg": xdg_cases,
})


# Eleventh batch (split-js-py.txt batch 11, Python): chosen by select_batch.py
def astroid_cases():
    import astroid
    from astroid import nodes
    yield from table("parse", ["x = ", "def f(:", "class", "1 +", "lambda: (yield)", "import", "f(**)"], astroid.parse)
    yield from table("extract_node", ["1 +", "a = (", "for x in"], astroid.extract_node)
    yield "extract_node none", lambda: astroid.extract_node("")
    mod = astroid.parse("import os\nclass A:\n    x = 1\nclass B(A, A): pass\nclass C(A): pass\nclass D(A, C): pass\n"
                        "def f(a): return a\nd = {'a': 1}\nt = (1, 2)\ns = 'ab'\n")
    yield "module getattr", lambda: mod.getattr("nope")
    yield "class getattr", lambda: mod["A"].getattr("nope")
    yield "class local_attr", lambda: mod["A"].local_attr("nope")
    yield "class instance_attr", lambda: mod["A"].instance_attr("nope")
    yield "duplicate bases mro", lambda: mod["B"].mro()
    yield "inconsistent mro", lambda: mod["D"].mro()
    yield "func getattr", lambda: mod["f"].getattr("nope")
    yield "import_module", lambda: mod.import_module("nope_module_xyz")
    yield "ast_from_module_name", lambda: astroid.MANAGER.ast_from_module_name("nope_module_xyz")
    yield "ast_from_file", lambda: astroid.MANAGER.ast_from_file("/nonexistent/x.py")
    yield "module lookup infer", lambda: next(astroid.extract_node("undefined_name_xyz").infer())
    yield "attribute infer", lambda: next(astroid.extract_node("import os\nos.nope_attr").infer())
    yield "const getitem", lambda: nodes.Const(1).getitem(nodes.Const(0))
    yield "str getitem", lambda: nodes.Const("ab").getitem(nodes.Const(5))
    yield "tuple getitem", lambda: mod.body[8].value.getitem(nodes.Const(9))
    yield "statement module", lambda: mod.statement(future=True)
    yield "parent frame", lambda: nodes.Const(1).frame(future=True)
    yield "scope lookup", lambda: mod["A"].scope().getattr("zz")
    yield "igetattr", lambda: next(mod["A"].igetattr("nope"))
    yield "inferred subscript", lambda: astroid.extract_node("[1][5]").inferred()
    yield "import from", lambda: next(astroid.extract_node("from nope_module_xyz import a\na").infer())
    yield "do_import_module", lambda: astroid.extract_node("import nope_xyz").do_import_module("nope_xyz")
    yield "real_name", lambda: astroid.extract_node("import os as o").real_name("zz")
    yield "block_range", lambda: astroid.extract_node("x = 1").block_range("x")
    yield "child_sequence", lambda: mod.child_sequence(nodes.Const(1))
    yield "locate_child", lambda: mod.locate_child(nodes.Const(1))
    yield "builder file", lambda: astroid.builder.AstroidBuilder().file_build("/nonexistent/x.py")
    yield "arguments default", lambda: mod["f"].args.default_value("a")
    yield "arguments default missing", lambda: mod["f"].args.default_value("zz")


def fs_cases():
    import fs
    import fs.path
    import fs.copy
    import fs.errors
    m = fs.open_fs("mem://")
    m.makedir("/d")
    m.makedir("/full")
    m.writetext("/full/f", "x")
    m.writetext("/f", "x")
    yield from table("open_fs", ["nope://x", "osfs:///nonexistent/xyz", "zip:///nonexistent.zip", "tar:///nonexistent.tar", "temp://", "::::"], fs.open_fs)
    yield "open missing", lambda: m.open("/nope")
    yield "readtext missing", lambda: m.readtext("/nope")
    yield "readbytes dir", lambda: m.readbytes("/d")
    yield "makedir exists", lambda: m.makedir("/d")
    yield "makedir missing parent", lambda: m.makedir("/a/b/c")
    yield "remove dir", lambda: m.remove("/d")
    yield "remove missing", lambda: m.remove("/nope")
    yield "removedir file", lambda: m.removedir("/f")
    yield "removedir root", lambda: m.removedir("/")
    yield "removedir not empty", lambda: m.removedir("/full")
    yield "listdir missing", lambda: m.listdir("/nope")
    yield "listdir file", lambda: m.listdir("/f")
    yield "writetext missing dir", lambda: m.writetext("/nope/x", "1")
    yield "getinfo missing", lambda: m.getinfo("/nope")
    yield "opendir missing", lambda: m.opendir("/nope")
    yield "opendir file", lambda: m.opendir("/f")
    yield "copy missing", lambda: m.copy("/nope", "/b")
    yield "copy exists", lambda: m.copy("/f", "/full/f")
    yield "move missing", lambda: m.move("/nope", "/b")
    yield "movedir missing", lambda: m.movedir("/nope", "/b")
    yield "settimes missing", lambda: m.settimes("/nope")
    yield "open mode", lambda: m.open("/f", "q")
    yield "openbin mode", lambda: m.openbin("/f", "rt")
    yield "open exclusive", lambda: m.open("/f", "x")
    yield "validatepath", lambda: m.validatepath("a\0b")
    yield "normpath backref", lambda: fs.path.normpath("/../..")
    yield "relativefrom", lambda: fs.path.relativefrom("/a", "b")
    yield "geturl", lambda: m.geturl("/f")
    yield "getsyspath", lambda: m.getsyspath("/f")
    yield "hash", lambda: m.hash("/f", "nope")
    yield "copy_file", lambda: fs.copy.copy_file(m, "/nope", m, "/b")
    yield "copy_dir", lambda: fs.copy.copy_dir(m, "/nope", m, "/b")
    yield "upload missing dir", lambda: m.upload("/nope/x", io.BytesIO(b"x"))
    yield "download missing", lambda: m.download("/nope", io.BytesIO())
    yield "setinfo missing", lambda: m.setinfo("/nope", {})
    yield "getsize missing", lambda: m.getsize("/nope")
    yield "create exists dir", lambda: m.create("/d")
    yield "subfs", lambda: m.opendir("/d").readtext("/nope")
    yield "osfs missing", lambda: fs.open_fs("/nonexistent/xyz")
    yield "osfs open", lambda: fs.open_fs("/tmp").open("/nonexistent-xyz/a")
    yield "osfs removedir", lambda: fs.open_fs("/tmp").removedir("/nonexistent-xyz")
    yield "osfs getinfo", lambda: fs.open_fs("/tmp").getinfo("/nonexistent-xyz")
    yield "wrap readonly", lambda: __import__("fs.wrap").wrap.read_only(m).writetext("/g", "x")
    yield "walk missing", lambda: list(m.walk.files("/nope"))
    yield "appendtext dir", lambda: m.appendtext("/d", "x")
    yield "touch missing dir", lambda: m.touch("/nope/x")
    yield "lock closed", lambda: (m.close(), m.listdir("/"))


def authlib_cases():
    from authlib.jose import jwt, JsonWebSignature, JsonWebEncryption, JsonWebKey
    from authlib.oauth2.rfc6749 import parameters
    from authlib.oidc.core import CodeIDToken, ImplicitIDToken
    yield from table("jwt decode", ["bad", "a.b", "a.b.c", "eyJhbGciOiJub25lIn0.e30.", "e30.e30.e30"], lambda t: jwt.decode(t, "k"))
    yield "jwt encode alg", lambda: jwt.encode({"alg": "nope"}, {}, "k")
    tok = jwt.encode({"alg": "HS256"}, {"exp": 1, "iss": "a", "nbf": 9999999999, "iat": "x"}, "k")
    yield "validate expired", lambda: jwt.decode(tok, "k").validate(now=2)
    yield "validate nbf", lambda: jwt.decode(tok, "k").validate_nbf(1, 0)
    yield "validate iat", lambda: jwt.decode(tok, "k").validate_iat(1, 0)
    yield "claims essential", lambda: jwt.decode(tok, "k", claims_options={"sub": {"essential": True}}).validate(now=0)
    yield "claims value", lambda: jwt.decode(tok, "k", claims_options={"iss": {"value": "b"}}).validate(now=0)
    yield "bad signature", lambda: jwt.decode(tok, "other")
    yield "jws compact", lambda: JsonWebSignature().deserialize_compact("a.b.c", "k")
    yield "jws json", lambda: JsonWebSignature().deserialize_json("{}", "k")
    yield "jws serialize alg", lambda: JsonWebSignature().serialize_compact({"alg": "nope"}, b"x", "k")
    yield "jws serialize crit", lambda: JsonWebSignature().serialize_compact({"alg": "HS256", "crit": ["x"]}, b"x", "k")
    yield "jwe compact", lambda: JsonWebEncryption().deserialize_compact("a.b", "k")
    yield "jwe serialize", lambda: JsonWebEncryption().serialize_compact({"alg": "nope", "enc": "A128GCM"}, b"x", "k")
    yield "jwe enc", lambda: JsonWebEncryption().serialize_compact({"alg": "dir", "enc": "nope"}, b"x", b"k" * 16)
    yield "jwk import", lambda: JsonWebKey.import_key({"kty": "nope"})
    yield "jwk import str", lambda: JsonWebKey.import_key("not a key")
    yield "jwk import rsa", lambda: JsonWebKey.import_key({"kty": "RSA", "n": "x"})
    yield "key set", lambda: JsonWebKey.import_key_set("nope")
    yield "code response missing", lambda: parameters.parse_authorization_code_response("http://x/?foo=1")
    yield "code response state", lambda: parameters.parse_authorization_code_response("http://x/?code=1&state=a", state="b")
    yield "implicit missing token", lambda: parameters.parse_implicit_response("http://x/#a=1")
    yield "implicit missing type", lambda: parameters.parse_implicit_response("http://x/#access_token=1")
    yield "implicit state", lambda: parameters.parse_implicit_response("http://x/#access_token=1&token_type=b&state=a", state="b")
    yield "grant uri", lambda: parameters.prepare_grant_uri("http://x", "c", "nope", scope=1)
    yield "token request", lambda: parameters.prepare_token_request("nope", body="", code=1)
    yield "id token", lambda: CodeIDToken({}, {}).validate()
    yield "id token aud", lambda: CodeIDToken({"iss": "a", "sub": "b", "aud": "c", "exp": 9999999999, "iat": 1}, {}, {"aud": {"values": ["d"]}}).validate()
    yield "implicit id token", lambda: ImplicitIDToken({"iss": "a", "sub": "b", "aud": "c", "exp": 9999999999, "iat": 1}, {}, {"nonce": {"value": "n"}}).validate()
    yield "oauth2 client", lambda: __import__("authlib.integrations.requests_client", fromlist=["x"]).OAuth2Session("c", token_endpoint_auth_method="nope").fetch_token("http://127.0.0.1:1/token", code="x")
    yield "oauth2 session token", lambda: __import__("authlib.integrations.requests_client", fromlist=["x"]).OAuth2Session("c").get("http://127.0.0.1:1/", withhold_token=False)
    yield "oauth1 session", lambda: __import__("authlib.integrations.requests_client", fromlist=["x"]).OAuth1Session("c", signature_method="nope").get("http://127.0.0.1:1/")
    yield "oauth1 parse", lambda: __import__("authlib.integrations.requests_client", fromlist=["x"]).OAuth1Session("c").parse_authorization_response("http://x/?a=1")


def can_cases():
    import can
    import can.util
    yield from table("Bus interface", ["nope", "pcan", "kvaser", "ixxat", "vector", "nican", "iscan", "neovi", "systec",
                                       "usb2can", "cantact", "gs_usb", "nixnet", "canalystii", "etas", "slcan", "robotell",
                                       "seeedstudio", "serial", "socketcan", "neousys"], lambda i: can.Bus(interface=i, channel="0"))
    yield "Bus no interface", lambda: can.Bus(channel="0", interface=None, config_context="nope-xyz")
    yield "virtual closed", lambda: (lambda b: (b.shutdown(), b.send(can.Message())))(can.Bus(interface="virtual", channel="y"))
    yield from table("Message check", [dict(arbitration_id=0x800, is_extended_id=False), dict(arbitration_id=-1), dict(data=b"x" * 9),
                                       dict(is_remote_frame=True, is_error_frame=True), dict(dlc=20), dict(is_fd=False, bitrate_switch=True),
                                       dict(is_remote_frame=True, data=b"x"), dict(channel=1, is_fd=True, data=b"x" * 65)],
                     lambda kw: can.Message(check=True, **kw))
    yield "BitTiming", lambda: can.BitTiming(f_clock=8000000, brp=0, tseg1=1, tseg2=1, sjw=1)
    yield "BitTiming sjw", lambda: can.BitTiming(f_clock=8000000, brp=1, tseg1=5, tseg2=2, sjw=9)
    yield "LogReader", lambda: can.LogReader("x.nope")
    yield "Logger", lambda: can.Logger("/tmp/x.nope")
    yield "BLFReader", lambda: list(can.BLFReader(io.BytesIO(b"LOGG" + b"\x00" * 200)))
    yield "BLFReader short", lambda: list(can.BLFReader(io.BytesIO(b"bad")))
    yield "ASCReader", lambda: list(can.ASCReader(io.StringIO("date Sam Sep 30 15:06:13.191 2017\nbase hex timestamps absolute\n 0.1 1 nope Rx d 8 x\n")))
    yield "TRCReader", lambda: list(can.TRCReader(io.StringIO(";$FILEVERSION=9.9\n")))
    yield "CSVReader", lambda: list(can.CSVReader(io.StringIO("timestamp,arbitration_id,extended,remote,error,dlc,data\nx,1,1,0,0,1,AA\n")))
    yield "CanutilsLogReader", lambda: list(can.CanutilsLogReader(io.StringIO("(x) vcan0 nope\n")))
    yield "load_config", lambda: can.util.load_config(config={"interface": "nope"})
    yield "load_config bitrate", lambda: can.util.load_config(config={"interface": "virtual", "bitrate": "x"})
    yield "dlc2len", lambda: can.util.dlc2len("x")
    yield "ThreadSafeBus", lambda: can.ThreadSafeBus(interface="nope")


def botocore_cases():
    import botocore.session
    import botocore.config
    import botocore.stub
    import botocore.utils
    s = botocore.session.get_session()
    kw = dict(region_name="us-east-1", aws_access_key_id="a", aws_secret_access_key="b")
    s3 = s.create_client("s3", **kw)
    ddb = s.create_client("dynamodb", **kw)
    sqs = s.create_client("sqs", **kw)
    yield "unknown service", lambda: s.create_client("nope", **kw)
    yield "region", lambda: s.create_client("s3", region_name="bad region!", aws_access_key_id="a", aws_secret_access_key="b")
    yield "endpoint", lambda: s.create_client("s3", endpoint_url="nope", **kw)
    yield "profile", lambda: botocore.session.Session(profile="nope-xyz").get_scoped_config()
    yield "addressing style", lambda: s.create_client("s3", config=botocore.config.Config(s3={"addressing_style": "nope"}), **kw)
    yield "retries", lambda: botocore.config.Config(retries={"nope": 1})
    yield "retry mode", lambda: s.create_client("s3", config=botocore.config.Config(retries={"mode": "nope"}), **kw)
    yield "config args", lambda: botocore.config.Config(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20)
    yield "config kwarg", lambda: botocore.config.Config(nope=1)
    yield "put_object type", lambda: s3.put_object(Bucket=1, Key="k")
    yield "put_object missing", lambda: s3.put_object(Key="k")
    yield "put_object unknown", lambda: s3.put_object(Bucket="b", Key="k", Nope=1)
    yield "bucket name", lambda: s3.get_object(Bucket="bad/name", Key="k")
    yield "bucket arn", lambda: s3.get_object(Bucket="arn:aws:s3:us-east-1:1:accesspoint", Key="k")
    yield "sse", lambda: s3.put_object(Bucket="b", Key="k", SSECustomerKey=1)
    yield "paginator", lambda: s3.get_paginator("nope")
    yield "waiter", lambda: s3.get_waiter("nope")
    yield "presign", lambda: s3.generate_presigned_url("nope")
    yield "presign post", lambda: s3.generate_presigned_post("b", "k", Conditions=1)
    yield "ddb item", lambda: ddb.put_item(TableName="t", Item={"a": {"S": 1}})
    yield "ddb length", lambda: ddb.get_item(TableName="", Key={})
    yield "sqs", lambda: sqs.send_message(QueueUrl=1, MessageBody="x")
    yield "sqs range", lambda: sqs.receive_message(QueueUrl="u", MaxNumberOfMessages="x")

    def stubbed(f):
        with botocore.stub.Stubber(s3) as st:
            f(st)
    yield "unstubbed", lambda: stubbed(lambda st: s3.list_buckets())
    yield "stub client error", lambda: stubbed(lambda st: (st.add_client_error("list_buckets", "NoSuchThing", "It is not there"), s3.list_buckets()))
    yield "stub client error 500", lambda: stubbed(lambda st: (st.add_client_error("list_buckets", http_status_code=500), s3.list_buckets()))
    yield "stub operation", lambda: stubbed(lambda st: st.add_response("nope", {}))
    yield "stub response", lambda: stubbed(lambda st: st.add_response("list_buckets", {"Nope": 1}))
    yield "stub params", lambda: stubbed(lambda st: (st.add_response("get_object", {}, {"Bucket": "a", "Key": "b"}), s3.get_object(Bucket="a", Key="c")))
    yield "stub order", lambda: stubbed(lambda st: (st.add_response("list_buckets", {}), s3.list_objects(Bucket="b")))
    yield "stub assert", lambda: stubbed(lambda st: (st.add_response("list_buckets", {}), st.assert_no_pending_responses()))
    yield "parse_timestamp", lambda: botocore.utils.parse_timestamp("nope")
    yield "jmespath", lambda: botocore.utils.validate_jmespath_for_set("")
    yield "set_value", lambda: botocore.utils.set_value_from_jmespath({}, "a.b", 1, is_first=False) or botocore.utils.set_value_from_jmespath({}, "", 1)
    yield "arn", lambda: botocore.utils.ArnParser().parse_arn("nope")
    yield "s3 region", lambda: botocore.utils.validate_region_name("bad region!")
    yield "percent_encode", lambda: botocore.utils.percent_encode_sequence(1)
    yield "credentials file", lambda: botocore.session.Session(session_vars=None).get_credentials() and None or s.get_service_model("nope")
    yield "operation model", lambda: s.get_service_model("s3").operation_model("Nope")
    yield "shape", lambda: s.get_service_model("s3").shape_for("Nope")
    yield "data", lambda: s.get_service_data("nope")
    yield "partition", lambda: s.get_available_regions("s3", partition_name="nope")


def kafka_cases():
    from kafka.consumer.subscription_state import SubscriptionState
    from kafka.structs import TopicPartition
    import kafka.record
    import kafka.metrics
    import kafka.protocol.types as types
    tp = TopicPartition("t", 0)

    def sub(f):
        s = SubscriptionState()
        return f(s)
    yield "subscribe both", lambda: sub(lambda s: s.subscribe(topics=["a"], pattern="b"))
    yield "subscribe neither", lambda: sub(lambda s: s.subscribe())
    yield "subscribe str", lambda: sub(lambda s: s.subscribe(topics="a"))
    yield "subscribe listener", lambda: sub(lambda s: s.subscribe(topics=["a"], listener=1))
    yield "assign after subscribe", lambda: sub(lambda s: (s.subscribe(topics=["a"]), s.assign_from_user([tp])))
    yield "subscribe after assign", lambda: sub(lambda s: (s.assign_from_user([tp]), s.subscribe(topics=["a"])))
    yield "change_subscription", lambda: sub(lambda s: s.change_subscription(["a"]))
    yield "topic name", lambda: sub(lambda s: s.subscribe(topics=["bad topic!"]))
    yield "topic long", lambda: sub(lambda s: s.subscribe(topics=["x" * 300]))
    yield "topic dot", lambda: sub(lambda s: s.subscribe(topics=[".."]))
    yield "assign_from_subscribed", lambda: sub(lambda s: (s.subscribe(topics=["a"]), s.assign_from_subscribed([TopicPartition("b", 0)])))
    yield "seek", lambda: sub(lambda s: s.seek(tp, 1))
    yield "pause", lambda: sub(lambda s: s.pause(tp))
    yield "offset_reset", lambda: SubscriptionState(offset_reset_strategy="nope")
    yield "need_offset_reset", lambda: sub(lambda s: (s.assign_from_user([tp]), s.need_offset_reset(tp, "nope")))
    yield "group_subscribe", lambda: sub(lambda s: (s.assign_from_user([tp]), s.group_subscribe(["a"])))
    yield "MemoryRecords", lambda: list(kafka.record.MemoryRecords(b"\x00" * 12 + b"\x00\x00\x00\x20" + b"\x00" * 20).next_batch())
    yield "MemoryRecords short", lambda: kafka.record.MemoryRecords(b"\x00" * 70).next_batch()
    yield "MemoryRecords magic", lambda: kafka.record.MemoryRecords(b"\x00" * 8 + b"\x00\x00\x00\x40" + b"\x00" * 4 + b"\x09" + b"\x00" * 60).next_batch()
    yield "Int32 decode", lambda: types.Int32.decode(io.BytesIO(b""))
    yield "String decode", lambda: types.String().decode(io.BytesIO(b"\x00\x05ab"))
    yield "Array encode", lambda: types.Array(types.Int32).encode(1)
    yield "Schema encode", lambda: types.Schema(("a", types.Int32)).encode((1, 2))
    yield "Int8 encode", lambda: types.Int8.encode(1000)
    m = kafka.metrics.Metrics()
    yield "sensor quota", lambda: (lambda se: (se.add(m.metric_name("r", "g"), kafka.metrics.stats.Rate(), kafka.metrics.MetricConfig(quota=kafka.metrics.Quota.upper_bound(0.0))), se.record(100)))(m.sensor("s"))
    yield "metric dup", lambda: (m.add_metric(m.metric_name("a", "g"), kafka.metrics.stats.Count()), m.add_metric(m.metric_name("a", "g"), kafka.metrics.stats.Count()))
    yield "sensor parent", lambda: m.sensor("s2", parents=[m.sensor("s2")])
    yield "metric_name", lambda: m.metric_name(None, "g")
    yield "KafkaConsumer config", lambda: kafka.KafkaConsumer(nope=1, api_version=(2, 0))
    yield "KafkaProducer config", lambda: kafka.KafkaProducer(nope=1, api_version=(2, 0))
    yield "KafkaProducer compression", lambda: kafka.KafkaProducer(compression_type="nope", api_version=(2, 0), bootstrap_servers="127.0.0.1:1")
    yield "KafkaAdminClient", lambda: kafka.KafkaAdminClient(nope=1)
    yield "codec snappy", lambda: __import__("kafka.codec").codec.snappy_decode(b"x")
    yield "codec zstd", lambda: __import__("kafka.codec").codec.zstd_decode(b"x")
    yield "Future", lambda: __import__("kafka.future").future.Future().success(1).failure(ValueError("x"))
    yield "Future twice", lambda: __import__("kafka.future").future.Future().success(1).success(2)
    yield "partitioner", lambda: __import__("kafka.partitioner").partitioner.DefaultPartitioner()(b"k", [], [])


def dulwich_cases():
    from dulwich import objects, pack, protocol, config, object_store, walk, porcelain
    from dulwich.repo import Repo, MemoryRepo
    d = tempfile.mkdtemp(prefix="dulwich-")
    r = Repo.init(d)
    blob = objects.Blob.from_string(b"x")
    r.object_store.add_object(blob)
    yield from table("Repo", ["/nonexistent/xyz", "/tmp"], Repo)
    yield "Repo.init exists", lambda: Repo.init(d)
    yield from table("Commit.from_string", [b"bad", b"tree x\n", b"tree " + b"a" * 40 + b"\nparent zz\n\nm", b""], objects.Commit.from_string)
    yield from table("Tree.from_string", [b"100644 a", b"nope a\x00" + b"x" * 20], lambda s: objects.Tree.from_string(s).check())
    yield "Commit check", lambda: objects.Commit().check()
    yield "Tag check", lambda: objects.Tag().check()
    yield "Tag from_string", lambda: objects.Tag.from_string(b"object zz\ntype nope\n").check()
    yield "hex_to_sha", lambda: objects.hex_to_sha(b"zz")
    yield "sha_to_hex", lambda: objects.ShaFile.from_raw_string(99, b"")
    yield "Blob from_path", lambda: objects.Blob.from_path("/nonexistent/xyz")
    yield "Blob from_path bad", lambda: objects.Blob.from_path("/etc/hostname")
    yield "parse_timezone", lambda: objects.parse_timezone(b"nope")
    yield "check_identity", lambda: objects.check_identity(b"nope", "bad identity")
    yield "repo missing", lambda: r[b"a" * 40]
    yield "repo bad sha", lambda: r[b"zz"]
    yield "get_object missing", lambda: r.get_object(b"b" * 40)
    yield "head missing", lambda: r.head()
    yield "parents not commit", lambda: r.get_parents(blob.id)
    yield "walker missing", lambda: list(walk.Walker(r.object_store, [b"c" * 40]))
    yield "walker not commit", lambda: list(walk.Walker(r.object_store, [blob.id]))
    yield "tree_lookup_path", lambda: object_store.tree_lookup_path(r.object_store.__getitem__, blob.id, b"a")
    yield "peel_sha", lambda: object_store.peel_sha(r.object_store, b"d" * 40)
    yield "PackData", lambda: pack.PackData.from_file(io.BytesIO(b"PACK" + b"\x00" * 30), 34).check()
    yield "PackData header", lambda: pack.PackData.from_file(io.BytesIO(b"NOPE" + b"\x00" * 30), 34)
    yield "PackIndex", lambda: pack.load_pack_index_file("x.idx", io.BytesIO(b"\xfftOc\x00\x00\x00\x09" + b"\x00" * 1100))
    yield "read_pkt_line", lambda: protocol.Protocol(io.BytesIO(b"zzzz").read, None).read_pkt_line()
    yield "read_pkt_line hangup", lambda: protocol.Protocol(io.BytesIO(b"").read, None).read_pkt_line()
    yield "read_pkt_line short", lambda: protocol.Protocol(io.BytesIO(b"0010ab").read, None).read_pkt_line()
    yield "unexpected command", lambda: protocol.Protocol(io.BytesIO(b"0009done\n").read, None).read_cmd() and protocol.ReceivableProtocol
    yield "config key", lambda: config.ConfigFile.from_file(io.BytesIO(b"[a]\n1x = y\n"))
    yield "config get", lambda: config.ConfigFile().get(b"nope", b"x")
    yield "config bool", lambda: (lambda c: (c.set(b"a", b"b", b"maybe"), c.get_boolean(b"a", b"b")))(config.ConfigFile())
    yield "porcelain reset", lambda: porcelain.reset(d, "hard", "nope")
    yield "porcelain branch_delete", lambda: porcelain.branch_delete(d, "nope")
    yield "porcelain tag_delete", lambda: porcelain.tag_delete(d, "nope")
    yield "porcelain remote_add", lambda: (porcelain.remote_add(d, "o", "http://x"), porcelain.remote_add(d, "o", "http://x"))
    yield "porcelain rm", lambda: porcelain.rm(d, [os.path.join(d, "nope")])
    yield "porcelain show", lambda: porcelain.show(d, objects=["nope"], outstream=io.StringIO())
    yield "porcelain log", lambda: porcelain.log(d, outstream=io.StringIO())
    yield "porcelain commit", lambda: porcelain.commit(d, b"m", author=b"bad author")
    yield "get_transport", lambda: __import__("dulwich.client", fromlist=["x"]).get_transport_and_path_from_url("nope://x")
    yield "MemoryRepo", lambda: MemoryRepo()[b"HEAD"]
    yield "refs", lambda: r.refs.set_symbolic_ref(b"HEAD", b"bad ref..")
    yield "refs check", lambda: r.refs.add_if_new(b"refs/heads/a..b", blob.id)


def pymongo_cases():
    import pymongo
    from pymongo import uri_parser, common, operations
    from pymongo.write_concern import WriteConcern
    from pymongo.read_preferences import Secondary
    c = pymongo.MongoClient("mongodb://127.0.0.1:1/", connect=False, serverSelectionTimeoutMS=1)
    coll = c["db"]["c"]
    yield from table("parse_uri", ["nope", "mongodb://", "mongodb://h:x/", "mongodb://h/?w=x&wtimeoutMS=-1", "mongodb://u@h/?authMechanism=NOPE",
                                   "mongodb+srv://h1,h2/", "mongodb://h/db?replicaSet=", "mongodb://h/a.b/c", "mongodb://h/?tls=true&ssl=false",
                                   "mongodb://h/?directConnection=true&replicaSet=x", "mongodb://h:70000/", "mongodb://[::1/"],
                     lambda u: uri_parser.parse_uri(u, warn=False))
    yield from table("MongoClient option", [dict(connectTimeoutMS=-1), dict(maxPoolSize="x"), dict(w="", j=1), dict(readPreference="nope"),
                                            dict(tlsCAFile=1), dict(appname=1), dict(compressors="nope"), dict(zlibCompressionLevel=99),
                                            dict(uuidRepresentation="nope"), dict(authMechanism="NOPE")],
                     lambda kw: pymongo.MongoClient("127.0.0.1", 1, connect=False, **kw))
    yield "MongoClient port", lambda: pymongo.MongoClient("127.0.0.1", port="x", connect=False)
    yield "database name", lambda: c["a b"]
    yield "database name type", lambda: pymongo.database.Database(c, 1)
    yield "collection $", lambda: c["db"]["$x"]
    yield "collection empty", lambda: c["db"][""]
    yield "collection dots", lambda: c["db"]["a..b"]
    yield "find filter", lambda: coll.find(filter=1)
    yield "find projection", lambda: coll.find(projection=1)
    yield "find limit", lambda: coll.find().limit("x")
    yield "find skip", lambda: coll.find().skip(-1)
    yield "find batch_size", lambda: coll.find().batch_size(-1)
    yield "find sort", lambda: coll.find().sort(1)
    yield "find sort direction", lambda: coll.find().sort("a", 5)
    yield "find max_time", lambda: coll.find().max_time_ms("x")
    yield "find hint", lambda: coll.find().hint(1)
    yield "update_one", lambda: coll.update_one({}, {"x": 1})
    yield "replace_one", lambda: coll.replace_one({}, {"$set": {"a": 1}})
    yield "insert_one", lambda: coll.insert_one(1)
    yield "insert_many", lambda: coll.insert_many(1)
    yield "insert_many empty", lambda: coll.insert_many([])
    yield "bulk_write", lambda: coll.bulk_write([1])
    yield "bulk_write empty", lambda: coll.bulk_write([])
    yield "aggregate", lambda: coll.aggregate(1)
    yield "create_index", lambda: coll.create_index(1)
    yield "create_index empty", lambda: coll.create_index([])
    yield "IndexModel", lambda: operations.IndexModel([])
    yield "drop_index", lambda: coll.drop_index("*")
    yield "rename", lambda: coll.rename(1)
    yield "rename $", lambda: coll.rename("$x")
    yield "distinct", lambda: coll.distinct(1)
    yield "find_one_and_update", lambda: coll.find_one_and_update({}, {"x": 1})
    yield "find_one_and_update return", lambda: coll.find_one_and_update({}, {"$set": {"a": 1}}, return_document="x")
    yield "WriteConcern", lambda: WriteConcern(w=0, j=True)
    yield "WriteConcern w", lambda: WriteConcern(w=1.5)
    yield "WriteConcern wtimeout", lambda: WriteConcern(wtimeout="x")
    yield "Secondary", lambda: Secondary(max_staleness="x")
    yield "Secondary tags", lambda: Secondary(tag_sets=1)
    yield "validate", lambda: common.validate("w", "x") and common.validate("maxPoolSize", -1)
    yield "validate_boolean", lambda: common.validate_boolean("x", 1)
    yield "with_options", lambda: coll.with_options(codec_options=1)
    yield "watch", lambda: coll.watch(pipeline=1)
    yield "map_reduce", lambda: coll.map_reduce(1, 2, 3)


def pytest_cases():
    import pytest
    from _pytest.config.argparsing import Parser
    from _pytest.monkeypatch import MonkeyPatch
    from _pytest.recwarn import WarningsRecorder
    from _pytest.config import parse_warning_filter
    from _pytest.mark.expression import Expression

    def did_not_raise():
        with pytest.raises(ValueError):
            pass

    def did_not_warn():
        with pytest.warns(UserWarning):
            pass

    def no_deprecation():
        with pytest.deprecated_call():
            pass
    yield "raises not type", lambda: pytest.raises(1)
    yield "raises not callable", lambda: pytest.raises(ValueError, 1)
    yield "raises did not raise", did_not_raise
    yield "raises func", lambda: pytest.raises(ValueError, lambda: None)
    yield "warns", did_not_warn
    yield "deprecated_call", no_deprecation
    yield from table("approx", ["x", None, {"a": "x"}, [1, "x"], {1, 2}], lambda v: pytest.approx(v))
    yield "approx rel", lambda: pytest.approx(1, rel=-1) == 1
    yield "approx abs", lambda: pytest.approx(1, abs=-1) == 1
    yield "approx nested", lambda: pytest.approx([[1]])
    yield "approx mapping", lambda: pytest.approx({"a": 1}) == {"b": 1}
    yield "approx seq len", lambda: pytest.approx([1, 2]) == [1]
    yield "importorskip", lambda: pytest.importorskip("nope_module_xyz")
    yield "importorskip version", lambda: pytest.importorskip("os", minversion="99")
    yield "param id", lambda: pytest.param(1, id=1)
    yield "param marks", lambda: pytest.param(1, marks=1)
    yield "Parser addoption", lambda: Parser().addoption("bad")
    yield "Parser addoption short", lambda: Parser().addoption("-xy")
    yield "Parser type", lambda: Parser().addoption("--x-y", type="nope")
    yield "Parser addini", lambda: Parser().addini("a", "h", type="nope")
    yield "monkeypatch setattr", lambda: MonkeyPatch().setattr("os.nope_attr_xyz", 1)
    yield "monkeypatch setattr obj", lambda: MonkeyPatch().setattr(os, "nope_attr_xyz", 1)
    yield "monkeypatch setattr str", lambda: MonkeyPatch().setattr("nope_mod_xyz.a", 1)
    yield "monkeypatch setattr target", lambda: MonkeyPatch().setattr("noDots", 1)
    yield "monkeypatch delattr", lambda: MonkeyPatch().delattr(os, "nope_attr_xyz")
    yield "monkeypatch delattr str", lambda: MonkeyPatch().delattr("os.nope_attr_xyz")
    yield "monkeypatch delenv", lambda: MonkeyPatch().delenv("NOPE_VAR_XYZ")
    yield "monkeypatch delitem", lambda: MonkeyPatch().delitem({}, "x")
    yield "recwarn pop", lambda: WarningsRecorder().pop(UserWarning)
    yield from table("parse_warning_filter", ["a:b:c:d:e:f", "nope", "error::NopeWarning", "error::UserWarning:m:x", "error::os.nope", "error::int", "error:::m:-1"],
                     lambda s: parse_warning_filter(s, escape=False))
    yield from table("Expression", ["and", "(a", "a b", "not", ")", "a or"], Expression.compile)
    yield "fail", lambda: pytest.fail("x", pytrace=1) and None
    yield "mark", lambda: pytest.mark._nope_xyz
    yield "fixture scope", lambda: pytest.fixture(scope=1)(lambda: 0)
    yield "exit", lambda: pytest.exit("x", returncode="y")
    yield "skip msg", lambda: pytest.skip(msg="x", reason="y")
    yield "getfixturevalue", lambda: pytest.FixtureRequest.getfixturevalue(None, "x")
    yield "Cache", lambda: __import__("_pytest.cacheprovider").cacheprovider.Cache.for_config(None, _ispytest=True)
    yield "approx bool", lambda: pytest.approx(True) == 1 and bool(pytest.approx([1]))


XSD = b"""<?xml version="1.0"?>
<schema xmlns="http://www.w3.org/2001/XMLSchema" xmlns:t="http://x" targetNamespace="http://x" elementFormDefault="qualified">
  <element name="item">
    <complexType><sequence>
      <element name="id" type="int"/>
      <element name="name" type="string"/>
      <element name="when" type="dateTime" minOccurs="0"/>
      <element name="tags" type="string" maxOccurs="3" minOccurs="0"/>
    </sequence><attribute name="kind" type="string" use="required"/></complexType>
  </element>
  <simpleType name="color"><restriction base="string"><enumeration value="red"/></restriction></simpleType>
  <element name="c" type="t:color"/>
</schema>"""


def zeep_cases():
    import lxml.etree
    import zeep
    import zeep.xsd
    import zeep.loader
    import zeep.settings
    from zeep.xsd.types import builtins as b
    schema = zeep.xsd.Schema(lxml.etree.fromstring(XSD))
    item = schema.get_element("{http://x}item")

    def render(v):
        node = lxml.etree.Element("r")
        item.render(node, v)
    yield "get_element missing", lambda: schema.get_element("{http://x}nope")
    yield "get_element ns", lambda: schema.get_element("{http://nope}item")
    yield "get_type missing", lambda: schema.get_type("{http://x}nope")
    yield "get_element prefix", lambda: schema.get_element("nope:item")
    yield "item kwarg", lambda: item(nope=1)
    yield "item args", lambda: item(1, "a", None, None, 5, 6)
    yield "render missing", lambda: render(item(name="a"))
    yield "render missing attr", lambda: render(item(id=1, name="a"))
    yield "render tags", lambda: render(item(id=1, name="a", kind="k", tags=["a", "b", "c", "d"]))
    yield "render type", lambda: render(item(id="x", name="a", kind="k"))
    yield "parse", lambda: item.parse(lxml.etree.fromstring(b"<item xmlns='http://x'><id>x</id></item>"), schema)
    yield "parse unexpected", lambda: item.parse(lxml.etree.fromstring(b"<item xmlns='http://x' kind='k'><id>1</id><name>a</name><nope/></item>"), schema)
    yield "parse missing", lambda: item.parse(lxml.etree.fromstring(b"<item xmlns='http://x' kind='k'><name>a</name></item>"), schema)
    yield from table("Integer", ["x", "1.5"], b.Integer().pythonvalue)
    yield from table("Boolean", ["x"], b.Boolean().pythonvalue)
    yield from table("DateTime", ["x", "2020-13-01T00:00:00"], b.DateTime().pythonvalue)
    yield from table("Date", ["x"], b.Date().pythonvalue)
    yield from table("Time", ["x"], b.Time().pythonvalue)
    yield from table("Duration", ["x"], b.Duration().pythonvalue)
    yield from table("Decimal", ["x"], b.Decimal().pythonvalue)
    yield from table("gYear", ["x"], b.gYear().pythonvalue)
    yield from table("gYearMonth", ["x"], b.gYearMonth().pythonvalue)
    yield from table("gMonthDay", ["x"], b.gMonthDay().pythonvalue)
    yield from table("gDay", ["x"], b.gDay().pythonvalue)
    yield from table("gMonth", ["x"], b.gMonth().pythonvalue)
    yield from table("QName", [1], b.QName().xmlvalue)
    yield "String xmlvalue", lambda: b.String().xmlvalue(object())
    yield "DateTime xmlvalue", lambda: b.DateTime().xmlvalue("x")
    yield "AnyObject", lambda: zeep.xsd.AnyObject(1, 2)
    yield "AnyObject type", lambda: zeep.xsd.AnyObject(b.Integer(), "x").xsd_elm
    yield "parse_xml", lambda: zeep.loader.parse_xml(b"<a", None)
    yield "parse_xml dtd", lambda: zeep.loader.parse_xml(b"<!DOCTYPE a [<!ENTITY e 'x'>]><a>&e;</a>", None, settings=zeep.settings.Settings(forbid_dtd=True))
    yield "parse_xml entities", lambda: zeep.loader.parse_xml(b"<!DOCTYPE a [<!ENTITY e 'x'>]><a>&e;</a>", None, settings=zeep.settings.Settings(forbid_entities=True))
    yield "schema bad", lambda: zeep.xsd.Schema(lxml.etree.fromstring(b"<schema xmlns='http://www.w3.org/2001/XMLSchema'><element name='a' type='nope:x'/></schema>")).get_element("a")
    yield "schema ref", lambda: zeep.xsd.Schema(lxml.etree.fromstring(b"<schema xmlns='http://www.w3.org/2001/XMLSchema' targetNamespace='http://y'><element ref='a'/></schema>"))
    yield "schema type missing", lambda: zeep.xsd.Schema(lxml.etree.fromstring(b"<schema xmlns='http://www.w3.org/2001/XMLSchema' xmlns:y='http://y' targetNamespace='http://y'><element name='a' type='y:nope'/></schema>")).get_element("{http://y}a").type
    yield "Client wsdl", lambda: zeep.Client(os.path.join(tempfile.mkdtemp(), "nope.wsdl"))
    yield "Client wsdl bad", lambda: zeep.Client(_write(b"<definitions xmlns='http://schemas.xmlsoap.org/wsdl/'><nope/></definitions>", ".wsdl"))
    yield "Client wsdl notxml", lambda: zeep.Client(_write(b"not xml", ".wsdl"))
    yield "Client wsdl root", lambda: zeep.Client(_write(b"<a/>", ".wsdl"))
    yield "Client service", lambda: zeep.Client(_write(WSDL, ".wsdl")).bind("Nope", "Nope")
    yield "Client operation", lambda: zeep.Client(_write(WSDL, ".wsdl")).service.nope()
    yield "Client port", lambda: zeep.Client(_write(WSDL, ".wsdl"), port_name="nope")
    yield "Client type_factory", lambda: zeep.Client(_write(WSDL, ".wsdl")).type_factory("nope")
    yield "Client get_type", lambda: zeep.Client(_write(WSDL, ".wsdl")).get_type("ns0:nope")
    yield "Client get_element", lambda: zeep.Client(_write(WSDL, ".wsdl")).get_element("nope")
    yield "Client create_message", lambda: zeep.Client(_write(WSDL, ".wsdl")).create_message(None, "nope")


WSDL = b"""<?xml version="1.0"?>
<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"
  xmlns:tns="http://x" xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="http://x">
  <types><xsd:schema targetNamespace="http://x"><xsd:element name="Ping" type="xsd:string"/></xsd:schema></types>
  <message name="PingIn"><part name="p" element="tns:Ping"/></message>
  <portType name="PT"><operation name="Ping"><input message="tns:PingIn"/><output message="tns:PingIn"/></operation></portType>
  <binding name="B" type="tns:PT"><soap:binding transport="http://schemas.xmlsoap.org/soap/http"/>
    <operation name="Ping"><soap:operation soapAction="p"/><input><soap:body use="literal"/></input><output><soap:body use="literal"/></output></operation></binding>
  <service name="S"><port name="P" binding="tns:B"><soap:address location="http://127.0.0.1:1/"/></port></service>
</definitions>"""


def _write(data, suffix):
    fd, p = tempfile.mkstemp(suffix=suffix)
    os.write(fd, data)
    os.close(fd)
    return p


def websockets_cases():
    from websockets import headers, uri, frames, datastructures
    from websockets.http11 import Request, Response
    from websockets.streams import StreamReader
    from websockets.server import ServerConnection as ServerProtocol
    from websockets.client import ClientConnection as ClientProtocol
    from websockets.extensions import permessage_deflate as pmd

    def parse(cls, data):
        r = StreamReader()
        r.feed_data(data)
        r.feed_eof()
        g = cls.parse(r.read_line) if cls is Request else cls.parse(r.read_line, r.read_exact, r.read_to_eof)
        try:
            next(g)
        except StopIteration as e:
            return e.value
    yield from table("parse_uri", ["http://x", "ws://", "ws://u:p@h/", "ws://h:x/", "nope"], uri.parse_uri)
    yield from table("parse_connection", ["bad,", ",", "a b", ""], headers.parse_connection)
    yield from table("parse_upgrade", ["", "a/", "a b"], headers.parse_upgrade)
    yield from table("parse_extension", ["", ";x", "a;b=", "a;b=\"c"], headers.parse_extension)
    yield from table("parse_subprotocol", ["", "a b"], headers.parse_subprotocol)
    yield from table("parse_authorization_basic", ["Basic", "Bearer x", "Basic !!!", "Basic eA=="], headers.parse_authorization_basic)
    yield "build_authorization_basic", lambda: headers.build_authorization_basic("a:b", "c")
    yield from table("Close.parse", [b"\x03", b"\x00\x00", b"\x03\xe8\xff"], frames.Close.parse)
    yield "Frame check", lambda: frames.Frame(frames.Opcode.CLOSE, b"x" * 200).check()
    yield "Frame check rsv", lambda: frames.Frame(frames.Opcode.TEXT, b"x", rsv1=True).check()
    yield "Frame check fin", lambda: frames.Frame(frames.Opcode.PING, b"x", fin=False).check()
    yield from table("Request.parse", [b"GET / HTTP/1.0\r\n\r\n", b"POST / HTTP/1.1\r\n\r\n", b"GET\r\n\r\n", b"GET / HTTP/1.1\r\nbad header\r\n\r\n",
                                       b"GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", b"GET / HTTP/1.1\r\nContent-Length: 3\r\n\r\n", b"GET / HTTP/1.1\r\n"],
                     lambda d: parse(Request, d))
    yield from table("Response.parse", [b"HTTP/1.0 101 x\r\n\r\n", b"HTTP/1.1 abc x\r\n\r\n", b"HTTP/1.1 999 x\r\n\r\n", b"nope\r\n\r\n",
                                        b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"],
                     lambda d: parse(Response, d))
    base = "GET / HTTP/1.1\r\nHost: h\r\n"

    def server(extra):
        req = parse(Request, (base + extra + "\r\n").encode())
        return ServerProtocol().process_request(req)
    yield from table("process_request", ["", "Connection: Upgrade\r\n", "Connection: Upgrade\r\nUpgrade: nope\r\n",
                                         "Connection: Upgrade\r\nUpgrade: websocket\r\n",
                                         "Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Key: bad\r\n",
                                         "Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n",
                                         "Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 7\r\n",
                                         "Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Key: a\r\nSec-WebSocket-Key: b\r\n"], server)
    yield "process_origin", lambda: ServerProtocol(origins=["http://a"]).process_origin(datastructures.Headers([("Origin", "http://b")]))
    yield "process_subprotocol", lambda: ServerProtocol().process_subprotocol(datastructures.Headers([("Sec-WebSocket-Protocol", "a b")]))

    def client(status, extra):
        c = ClientProtocol(uri.parse_uri("ws://h/"))
        resp = parse(Response, (f"HTTP/1.1 {status} X\r\n" + extra + "\r\n").encode())
        return c.process_response(resp)
    yield "client status", lambda: client(200, "")
    yield "client connection", lambda: client(101, "")
    yield "client upgrade", lambda: client(101, "Connection: Upgrade\r\n")
    yield "client accept", lambda: client(101, "Connection: Upgrade\r\nUpgrade: websocket\r\n")
    yield "client accept bad", lambda: client(101, "Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Accept: x\r\n")
    yield "headers multiple", lambda: datastructures.Headers([("a", "1"), ("a", "2")])["a"]
    yield "headers missing", lambda: datastructures.Headers()["nope"]
    yield "pmd factory", lambda: pmd.ClientPerMessageDeflateFactory(client_max_window_bits=99)
    yield "pmd factory server", lambda: pmd.ServerPerMessageDeflateFactory(server_max_window_bits=1)
    yield "pmd response", lambda: pmd.ClientPerMessageDeflateFactory().process_response_params([("nope", None)], [])
    yield "pmd response dup", lambda: pmd.ClientPerMessageDeflateFactory().process_response_params([("server_no_context_takeover", None)] * 2, [])
    yield "pmd response value", lambda: pmd.ClientPerMessageDeflateFactory().process_response_params([("server_max_window_bits", "x")], [])
    yield "pmd request", lambda: pmd.ServerPerMessageDeflateFactory().process_request_params([("client_max_window_bits", "99")], [])
    yield "pmd request name", lambda: pmd.ServerPerMessageDeflateFactory().process_request_params([("nope", None)], [])
    yield "pmd decode", lambda: pmd.PerMessageDeflate(False, False, 15, 15).decode(frames.Frame(frames.Opcode.TEXT, b"bad", rsv1=True))


def pkg_resources_cases():
    import pkg_resources as pr
    yield from table("Requirement.parse", ["bad req!!", "x>=", "x[", "x; python_version >", "x @ ", ""], pr.Requirement.parse)
    yield from table("parse_version", ["nope", "1..2", "1.0-x"], pr.parse_version)
    yield from table("EntryPoint.parse", ["bad", "a = ", "a = b:c [", "a = b:c:d", "= b"], pr.EntryPoint.parse)
    yield "EntryPoint resolve", lambda: pr.EntryPoint.parse("x = os:nope_attr_xyz").resolve()
    yield "EntryPoint resolve module", lambda: pr.EntryPoint.parse("x = nope_module_xyz:a").resolve()
    yield "EntryPoint require", lambda: pr.EntryPoint.parse("x = os [nope]", dist=pr.get_distribution("setuptools")).require()
    yield "parse_group", lambda: pr.EntryPoint.parse_group("g", ["a = b", "a = c"])
    yield "parse_map", lambda: pr.EntryPoint.parse_map("[g]\na = b\n[g]\nb = c\n")
    yield "parse_map no section", lambda: pr.EntryPoint.parse_map("a = b\n")
    yield "require missing", lambda: pr.require("nope-dist-xyz")
    yield "require conflict", lambda: pr.require("setuptools<1")
    yield "get_distribution", lambda: pr.get_distribution("nope-dist-xyz")
    yield "get_distribution type", lambda: pr.get_distribution(1)
    yield "requires extra", lambda: pr.get_distribution("setuptools").requires(extras=["nope"])
    yield "load_entry_point", lambda: pr.load_entry_point("setuptools", "nope", "x")
    yield "Distribution version", lambda: pr.Distribution(project_name="x").version
    yield "Distribution from_filename", lambda: pr.Distribution.from_filename("x.egg").version
    yield "resolve", lambda: pr.WorkingSet([]).resolve([pr.Requirement.parse("nope-dist-xyz")])
    yield "resolve conflict", lambda: pr.working_set.resolve([pr.Requirement.parse("setuptools<1")])
    yield "resource_string", lambda: pr.resource_string("os", "nope")
    yield "resource_filename", lambda: pr.resource_filename("nope_module_xyz", "x")
    yield "resource abs", lambda: pr.resource_string("pkg_resources", "/etc/passwd")
    yield "resource parent", lambda: pr.resource_string("pkg_resources", "../x")
    yield "evaluate_marker", lambda: pr.evaluate_marker("nope")
    yield "evaluate_marker op", lambda: pr.evaluate_marker("python_version >>> '3'")
    yield "invalid_marker", lambda: pr.Requirement.parse("x; nope == '1'").marker.evaluate()
    yield "SpecifierSet", lambda: pr.Requirement.parse("x~=1")
    yield "split_sections", lambda: list(pr.split_sections("[a\nb"))
    yield "safe_version", lambda: pr.Environment(search_path=1)
    yield "fixup_namespace", lambda: pr.declare_namespace("nope_ns_xyz")
    yield "Environment best_match", lambda: pr.Environment([]).best_match(pr.Requirement.parse("setuptools<1"), pr.working_set)
    yield "get_provider", lambda: pr.get_provider(1)
    yield "yield_lines", lambda: list(pr.yield_lines(1))
    yield "ResourceManager", lambda: pr.ResourceManager().extraction_error()


def dpkt_cases():
    import dpkt
    from dpkt import ethernet, ip, ip6, tcp, udp, dns, http, pcap, pcapng, ssl, sip, bgp, dhcp, ntp, radius, asn1, icmp, arp, rtp, tftp, smb, netflow, stp, sctp
    short = [b"", b"\x00", b"\x45\x00"]
    yield from table("Ethernet", short, ethernet.Ethernet)
    yield from table("IP", short + [b"\x45" + b"\x00" * 19 + b"x"], ip.IP)
    yield from table("IP6", short, ip6.IP6)
    yield from table("TCP", short + [b"\x00" * 12 + b"\xf0" + b"\x00" * 7], tcp.TCP)
    yield from table("UDP", short, udp.UDP)
    yield from table("DNS", [b"\x00" * 5, b"\x00" * 4 + b"\x00\x01" + b"\x00" * 6 + b"\x05ab"], dns.DNS)
    yield from table("http.Request", [b"GET", b"NOPE / HTTP/1.1\r\n\r\n", b"GET / NOPE\r\n\r\n", b"GET / HTTP/1.1\r\nbad\r\n\r\n",
                                      b"GET / HTTP/1.1\r\nContent-Length: 9\r\n\r\nab", b"GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n"], http.Request)
    yield from table("http.Response", [b"HTTP/1.1", b"NOPE 200 OK\r\n\r\n", b"HTTP/1.1 x OK\r\n\r\n", b"HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\nab"], http.Response)
    yield from table("pcap.Reader", [b"bad", b"\xd4\xc3\xb2\xa1" + b"\x00" * 4, b"\x00" * 24], lambda d: pcap.Reader(io.BytesIO(d)))
    yield from table("pcapng.Reader", [b"bad", b"\x0a\x0d\x0d\x0a" + b"\x00" * 8, b"\x0a\x0d\x0d\x0a\x1c\x00\x00\x00\x4d\x3c\x2b\x1a" + b"\x00" * 16], lambda d: pcapng.Reader(io.BytesIO(d)))
    yield from table("tls_multi_factory", [b"\x16\x03\x01\x00\xff", b"\x99\x03\x01\x00\x01x", b"\x16\x09\x09\x00\x01x"], ssl.tls_multi_factory)
    yield from table("TLSRecord", [b"\x16"], ssl.TLSRecord)
    yield from table("TLSHandshake", [b"\x01\x00\x00\x09ab", b"\x77\x00\x00\x01a"], ssl.TLSHandshake)
    yield from table("sip.Request", [b"x", b"NOPE sip:a SIP/2.0\r\n\r\n", b"INVITE sip:a NOPE\r\n\r\n"], sip.Request)
    yield from table("sip.Response", [b"SIP/2.0", b"NOPE 200 OK\r\n\r\n"], sip.Response)
    yield from table("BGP", [b"\x00", b"\xff" * 16 + b"\x00\x13\x09"], bgp.BGP)
    yield from table("DHCP", [b"\x00" * 10, b"\x00" * 236 + b"\x63\x82\x53\x63\x35\x05"], dhcp.DHCP)
    yield from table("NTP", [b"\x00"], ntp.NTP)
    yield from table("RADIUS", [b"\x00", b"\x01\x00\x00\x20" + b"\x00" * 16 + b"\x01\x09a"], radius.RADIUS)
    yield from table("asn1.decode", [b"\x30\x81", b"\x02\x05\x01", b"\x30\x84\xff\xff\xff\xff", b"\x17\x05abcde"], asn1.decode)
    yield from table("ICMP", [b"\x00"], icmp.ICMP)
    yield from table("ARP", [b"\x00"], arp.ARP)
    yield from table("RTP", [b"\x00"], rtp.RTP)
    yield from table("TFTP", [b"\x00", b"\x00\x09x"], tftp.TFTP)
    yield from table("SMB", [b"\x00"], smb.SMB)
    yield from table("Netflow5", [b"\x00\x05\x00\x09"], netflow.Netflow5)
    yield from table("STP", [b"\x00"], stp.STP)
    yield from table("SCTP", [b"\x00"], sctp.SCTP)
    yield "Packet kwarg", lambda: ip.IP(nope=1)
    yield "Packet args", lambda: ip.IP(b"x", 1)
    yield "Packet bytes", lambda: bytes(ip.IP(src=1))
    yield "inet_to_str", lambda: dpkt.utils.inet_to_str(b"x")
    yield "mac_to_str", lambda: dpkt.utils.mac_to_str(1)
    yield "pcap Writer", lambda: pcap.Writer(io.BytesIO(), linktype=1).writepkt(1)
    yield "pcapng Writer", lambda: pcapng.Writer(io.BytesIO(), shb=1)


def keystoneauth1_cases():
    import requests
    from keystoneauth1 import loading, session, discover, access, adapter, exceptions, token_endpoint
    from keystoneauth1.identity import v3, v2, generic

    class Fixed(requests.adapters.BaseAdapter):
        def __init__(self, code, body=b"{}"):
            super().__init__()
            self.code, self.body = code, body

        def send(self, req, **kw):
            r = requests.Response()
            r.status_code, r._content, r.url, r.request = self.code, self.body, req.url, req
            r.headers["Content-Type"] = "application/json"
            return r

        def close(self):
            pass

    def fixed(code, body=b"{}"):
        rs = requests.Session()
        rs.mount("http://", Fixed(code, body))
        return session.Session(session=rs)
    yield from table("http status", [300, 400, 401, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 413, 415, 416, 417, 422, 500, 501, 502, 503, 504, 505, 418, 599],
                     lambda c: fixed(c).get("http://svc/x"))
    yield "http error body", lambda: fixed(400, b'{"error": {"message": "bad thing", "details": "d"}}').get("http://svc/x")
    yield "connect refused", lambda: session.Session().get("http://127.0.0.1:1/", connect_retries=0)
    yield "invalid url", lambda: session.Session().get("nope://x")
    yield "no auth", lambda: session.Session().get("/relative")
    yield "no auth endpoint", lambda: session.Session().get_endpoint(service_type="compute")
    yield "no auth token", lambda: session.Session().get_token()
    yield "no auth project", lambda: session.Session().get_project_id()
    yield "adapter", lambda: adapter.Adapter(session.Session(), service_type="compute").get("/a")
    yield "plugin loader", lambda: loading.get_plugin_loader("nope")
    yield "plugin options", lambda: loading.get_plugin_options("nope")
    yield "load_from_options", lambda: loading.get_plugin_loader("password").load_from_options()
    yield "load_from_options token", lambda: loading.get_plugin_loader("v3token").load_from_options(auth_url="http://a")
    yield "load_from_options_getter", lambda: loading.get_plugin_loader("password").load_from_options_getter(lambda o: None)
    yield "load session", lambda: loading.load_session_from_argparse_arguments(1)
    yield "normalize_version", lambda: discover.normalize_version_number("nope")
    yield "normalize_version obj", lambda: discover.normalize_version_number(object())
    yield "version_to_string", lambda: discover.version_to_string(1)
    yield "get_version_data", lambda: discover.get_version_data(fixed(200, b'{"nope": 1}'), "http://svc/")
    yield "get_version_data 404", lambda: discover.get_version_data(fixed(404), "http://svc/")
    yield "access create", lambda: access.create(body={})
    yield "access create resp", lambda: access.create(resp=1)
    yield "v3 password", lambda: v3.Password(auth_url="http://svc/v3", username="u", password="p").get_auth_ref(fixed(401))
    yield "v3 password no user", lambda: v3.Password(auth_url="http://svc/v3", password="p").get_auth_ref(fixed(201, b"{}"))
    yield "v3 token bad body", lambda: v3.Token(auth_url="http://svc/v3", token="t").get_auth_ref(fixed(201, b"{}"))
    yield "v3 token not json", lambda: v3.Token(auth_url="http://svc/v3", token="t").get_auth_ref(fixed(201, b"nope"))
    yield "v3 multi methods", lambda: v3.Auth("http://svc/v3", []).get_auth_ref(fixed(201))
    yield "v3 scope", lambda: v3.Password(auth_url="http://svc/v3", username="u", password="p", project_id="a", domain_id="b").get_auth_ref(fixed(201))
    yield "v2 password", lambda: v2.Password(auth_url="http://svc/v2.0", username="u", password="p").get_auth_ref(fixed(200, b"{}"))
    yield "v2 not json", lambda: v2.Password(auth_url="http://svc/v2.0", username="u", password="p").get_auth_ref(fixed(200, b"nope"))
    yield "generic discovery", lambda: generic.Password(auth_url="http://svc/", username="u", password="p").get_auth_ref(fixed(200, b'{"versions": {"values": []}}'))
    yield "generic discovery 404", lambda: generic.Password(auth_url="http://svc/", username="u", password="p").get_auth_ref(fixed(404))
    yield "token_endpoint", lambda: token_endpoint.Token("http://e", "t").get_endpoint(session.Session(), interface="nope")
    yield "exceptions from_response", lambda: session.Session(auth=token_endpoint.Token("http://e", "t")).get("/x", endpoint_filter={"service_type": "nope"}, connect_retries=0)
    yield "Session cert", lambda: session.Session(cert=("/nonexistent-a", "/nonexistent-b")).get("https://127.0.0.1:1/")


def avro_cases():
    import avro.schema
    import avro.io
    import avro.datafile
    import avro.protocol
    import avro.name
    parse = avro.schema.parse
    yield from table("parse", ["nope", "{", '{"type": "nope"}', '{"type": "record", "fields": []}', '{"type": "record", "name": "R"}',
                               '{"type": "record", "name": "R", "fields": [{"type": "int"}]}', '{"type": "record", "name": "R", "fields": [{"name": "a"}]}',
                               '{"type": "enum", "name": "E", "symbols": ["a", "a"]}', '{"type": "enum", "name": "E", "symbols": "a"}',
                               '{"type": "fixed", "name": "F"}', '{"type": "fixed", "name": "F", "size": "x"}', '{"type": "array"}', '{"type": "map"}',
                               '["int", "int"]', '["int", ["string"]]', '{"type": "record", "name": "1R", "fields": []}',
                               '{"type": "bytes", "logicalType": "decimal", "precision": 0}', '{"type": "record", "name": "R", "fields": [{"name": "a", "type": "int"}, {"name": "a", "type": "int"}]}',
                               '{"type": "int", "logicalType": "date", "default": "x"}', '{"type": "record", "name": "R", "fields": [{"name": "a", "type": "nope.Nope"}]}',
                               '{"type": "record", "name": "R", "fields": [{"name": "a", "type": "int", "order": "nope"}]}', "[]", "1"], parse)
    rec = parse('{"type": "record", "name": "R", "fields": [{"name": "a", "type": "int"}, {"name": "b", "type": {"type": "array", "items": "string"}},'
                ' {"name": "c", "type": ["null", "long"], "default": null}, {"name": "d", "type": {"type": "enum", "name": "E", "symbols": ["x"]}, "default": "x"},'
                ' {"name": "f", "type": {"type": "fixed", "name": "F", "size": 2}, "default": "ab"}]}')

    def write(schema, datum):
        avro.io.DatumWriter(schema).write(datum, avro.io.BinaryEncoder(io.BytesIO()))
    good = {"a": 1, "b": [], "d": "x", "f": b"ab"}
    yield from table("write", [1, {}, dict(good, a="x"), dict(good, b=[1]), dict(good, c="x"), dict(good, d="y"), dict(good, f=b"abc"), dict(good, a=2 ** 40)],
                     lambda d: write(rec, d))
    yield "write int", lambda: write(parse('"int"'), "x")
    yield "write map", lambda: write(parse('{"type": "map", "values": "int"}'), {1: 1})
    yield "write decimal", lambda: write(parse('{"type": "bytes", "logicalType": "decimal", "precision": 2, "scale": 1}'), __import__("decimal").Decimal("123.45"))
    yield "write date", lambda: write(parse('{"type": "int", "logicalType": "date"}'), "x")
    yield "write uuid", lambda: write(parse('{"type": "string", "logicalType": "uuid"}'), "x")

    def read(writer, reader, data):
        return avro.io.DatumReader(parse(writer), parse(reader)).read(avro.io.BinaryDecoder(io.BytesIO(data)))
    yield "resolve types", lambda: read('"int"', '"string"', b"\x02")
    yield "resolve record", lambda: read('{"type": "record", "name": "R", "fields": []}', '{"type": "record", "name": "R", "fields": [{"name": "a", "type": "int"}]}', b"")
    yield "resolve enum", lambda: read('{"type": "enum", "name": "E", "symbols": ["a", "b"]}', '{"type": "enum", "name": "E", "symbols": ["a"]}', b"\x02")
    yield "resolve fixed", lambda: read('{"type": "fixed", "name": "F", "size": 2}', '{"type": "fixed", "name": "F", "size": 3}', b"ab")
    yield "resolve union", lambda: read('["null", "int"]', '"string"', b"\x02\x02")
    yield "read union index", lambda: read('["null", "int"]', '["null", "int"]', b"\x0a")
    yield "read short", lambda: read('"string"', '"string"', b"\x0a")
    yield "read boolean", lambda: read('"boolean"', '"boolean"', b"")
    yield "DataFileReader", lambda: avro.datafile.DataFileReader(io.BytesIO(b"bad data here"), avro.io.DatumReader())
    yield "DataFileReader magic", lambda: avro.datafile.DataFileReader(io.BytesIO(b"Obj\x01\x00" + b"\x00" * 20), avro.io.DatumReader())
    yield "DataFileWriter codec", lambda: avro.datafile.DataFileWriter(io.BytesIO(), avro.io.DatumWriter(), rec, codec="nope")
    yield "DataFileWriter schema", lambda: avro.datafile.DataFileWriter(io.BytesIO(), avro.io.DatumWriter())
    yield from table("protocol", ["{}", '{"protocol": "P", "types": 1}', '{"protocol": "P", "messages": {"m": {"request": [], "response": "nope"}}}',
                                  '{"protocol": "P", "messages": 1}', "nope"], avro.protocol.parse)
    yield "Name", lambda: avro.name.Name("a..b", None, None)
    yield "Names add", lambda: (lambda n: (n.add_name("A", None, parse('"int"')), n.add_name("A", None, parse('"int"'))))(avro.name.Names())
    yield "validate", lambda: avro.io.validate(rec, 1, raise_on_error=True)


def git_cases():
    import git
    from git.objects import util as ou
    d = tempfile.mkdtemp(prefix="gitpy-")
    env = {"GIT_AUTHOR_NAME": "a", "GIT_AUTHOR_EMAIL": "a@b", "GIT_COMMITTER_NAME": "a", "GIT_COMMITTER_EMAIL": "a@b"}
    os.environ.update(env)
    r = git.Repo.init(d)
    e = git.Repo.init(tempfile.mkdtemp(prefix="gitpy-empty-"))
    with open(os.path.join(d, "f"), "w") as fh:
        fh.write("x")
    r.index.add(["f"])
    r.index.commit("m")
    yield from table("Repo", ["/nonexistent/xyz", "/proc"], git.Repo)
    yield "git nope", lambda: r.git.nope_cmd()
    yield "git log bad", lambda: r.git.log("--nope")
    yield "git execute", lambda: r.git.execute(["nonexistent-binary-xyz"])
    yield "git execute git", lambda: r.git.execute(["git", "show", "nope"])
    yield "head empty", lambda: e.head.commit
    yield "active_branch detached", lambda: (r.git.checkout(r.head.commit.hexsha), r.active_branch)
    yield "create_head", lambda: r.create_head("bad..name")
    yield "create_tag exists", lambda: (r.create_tag("t1"), r.create_tag("t1"))
    yield "delete_head", lambda: r.delete_head("nope")
    yield "remote", lambda: r.remote("nope")
    yield "create_remote", lambda: (r.create_remote("o", "http://x"), r.create_remote("o", "http://x"))
    yield "remote fetch", lambda: r.create_remote("p", "/nonexistent/xyz").fetch()
    yield "is_ancestor", lambda: r.is_ancestor("nope", "HEAD")
    yield "rev_parse", lambda: r.rev_parse("nope~~")
    yield "rev_parse bad", lambda: r.rev_parse("HEAD@{nope}")
    yield "rev_parse ^", lambda: r.rev_parse("HEAD^{nope}")
    yield "commit", lambda: r.commit("nope")
    yield "tree", lambda: r.tree("nope")
    yield "index add", lambda: r.index.add(["/nonexistent/xyz"])
    yield "index remove", lambda: r.index.remove(["nope"])
    yield "index move", lambda: r.index.move(["nope", "x"])
    yield "reference", lambda: git.Reference(r, "nope")
    yield "head reference", lambda: git.Head(r, "refs/tags/x")
    yield "tag reference", lambda: git.TagReference(r, "refs/heads/x")
    yield "symbolic ref", lambda: git.SymbolicReference(r, "nope").commit
    yield "symbolic set", lambda: setattr(r.head, "reference", 1)
    yield "config writer", lambda: r.config_writer(config_level="nope")
    yield "parse_date", lambda: ou.parse_date("nope")
    yield "parse_date tz", lambda: ou.parse_date("2020-01-01T00:00:00 +99")
    yield "utctz", lambda: ou.utctz_to_altz("nope")
    yield "parse_actor_and_date", lambda: ou.parse_actor_and_date("nope")
    yield "archive", lambda: r.archive(io.BytesIO(), format="nope")
    yield "blame", lambda: r.blame("HEAD", "nope")
    yield "iter_commits", lambda: list(r.iter_commits("nope"))
    yield "submodule", lambda: r.submodule("nope")
    yield "clone", lambda: git.Repo.clone_from("/nonexistent/xyz", tempfile.mkdtemp() + "/c")
    yield "Git cwd", lambda: git.Git("/nonexistent/xyz").status()
    yield "refresh", lambda: git.refresh("/nonexistent/git-xyz")
    yield "diff", lambda: r.head.commit.diff("nope")
    yield "tree path", lambda: r.head.commit.tree / "nope"
    yield "blob", lambda: r.head.commit.tree["nope"]
    yield "checkout", lambda: r.git.checkout("nope")
    yield "merge_base", lambda: r.merge_base()


def josepy_cases():
    import josepy
    from josepy import json_util, jwa, jws
    yield from table("JWK.from_json", [{}, {"kty": "nope"}, {"kty": "RSA"}, {"kty": "RSA", "n": "!!", "e": "AQAB"}, {"kty": "oct"}, {"kty": "EC", "crv": "nope"}, 1],
                     josepy.JWK.from_json)
    yield from table("JWS.from_compact", [b"bad", b"a.b.c", b"e30.e30.e30"], josepy.JWS.from_compact)
    yield from table("JWS.json_loads", ["{}", "nope", '{"payload": "e30", "signature": "x"}', '{"payload": "e30", "signatures": []}'], josepy.JWS.json_loads)
    yield from table("decode_b64jose", ["!!", 1], json_util.decode_b64jose)
    yield "decode_b64jose size", lambda: json_util.decode_b64jose("YWJj", size=5)
    yield "decode_b64jose minimum", lambda: json_util.decode_b64jose("YWJj", size=5, minimum=True)
    yield from table("decode_hex16", ["zz", "abc"], json_util.decode_hex16)
    yield "decode_hex16 size", lambda: json_util.decode_hex16("ab", size=5)
    yield from table("decode_cert", ["!!", "YWJj"], json_util.decode_cert)
    yield from table("decode_csr", ["!!", "YWJj"], json_util.decode_csr)
    yield from table("JWASignature.from_json", ["nope", 1], jwa.JWASignature.from_json)
    yield "Header", lambda: jws.Header.from_json({"alg": "nope"})
    yield "Header unknown", lambda: jws.Header.from_json({"nope": 1})
    yield "Header jwk", lambda: jws.Header.from_json({"jwk": {"kty": "nope"}})
    yield "Header x5c", lambda: jws.Header.from_json({"x5c": ["!!"]})
    yield "Header add", lambda: jws.Header(alg=jwa.HS256) + jws.Header(alg=jwa.HS256)
    yield "Signature", lambda: jws.Signature.from_json({"signature": "e30", "protected": "!!"})
    yield "Signature header", lambda: jws.Signature.from_json({"signature": "e30", "protected": "e30", "header": {"alg": "HS256"}})
    yield "JWS sign", lambda: josepy.JWS.sign(b"x", key=josepy.JWKOct(key=b"k"), alg=jwa.RS256)
    yield "JWS verify", lambda: josepy.JWS.from_compact(b"eyJhbGciOiJIUzI1NiJ9.e30.e30").verify(josepy.JWKOct(key=b"k"))
    yield "JWS verify key", lambda: josepy.JWS.from_compact(b"eyJhbGciOiJSUzI1NiJ9.e30.e30").verify(josepy.JWKOct(key=b"k"))
    yield "JWKOct load", lambda: josepy.JWKOct.load(b"x")
    yield "JWK load", lambda: josepy.JWK.load(b"not a key")
    yield "JWKRSA load", lambda: josepy.JWKRSA.load(b"-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----\n")
    yield "JWKRSA fields", lambda: josepy.JWKRSA.fields_from_json({"n": "AQAB"})
    yield "JWKEC fields", lambda: josepy.JWKEC.fields_from_json({"crv": "P-256", "x": "AQAB"})
    yield "ImmutableMap", lambda: josepy.ImmutableMap.__new__(type("M", (josepy.ImmutableMap,), {"__slots__": ("a",)}))
    yield "Field decode", lambda: josepy.Field("x", decoder=int).decode("y")
    yield "JSONObjectWithFields", lambda: jws.Header(nope=1)
    yield "b64decode", lambda: josepy.b64decode(1)
    yield "b64encode", lambda: josepy.b64encode("x")
    yield "ComparableX509", lambda: josepy.ComparableX509(1)
    yield "TypedJSONObject", lambda: josepy.JWK.from_json({"kty": 1})
    yield "json_loads", lambda: josepy.JWK.json_loads("nope")


SUITES.update({
    "astroid": astroid_cases, "authlib": authlib_cases, "avro": avro_cases, "botocore": botocore_cases,
    "can": can_cases, "dpkt": dpkt_cases, "dulwich": dulwich_cases, "fs": fs_cases, "git": git_cases,
    "josepy": josepy_cases, "kafka": kafka_cases, "keystoneauth1": keystoneauth1_cases,
    "pkg-resources": pkg_resources_cases, "pymongo": pymongo_cases, "pytest": pytest_cases,
    "websockets": websockets_cases, "zeep": zeep_cases,
})


# Twelfth batch (split-js-py.txt batch 12 of Python): chosen by select_batch.py
def poetry_core_cases():
    # poetry.core puts its _vendor folder first on sys.path and so loads its own copies of
    # tomlkit, lark, jsonschema, ... under their top-level names; later suites (tomlkit's)
    # would raise from those copies. Its modules keep the copies they loaded; the names and
    # the path are given back to the installed packages after the imports.
    import sys
    before = set(sys.modules)
    import poetry.core
    from poetry.core.constraints.version import parse_constraint
    from poetry.core.factory import Factory
    from poetry.core.packages.dependency import Dependency
    from poetry.core.packages.package import Package
    from poetry.core.version.markers import parse_marker
    from poetry.core.version.pep440 import PEP440Version
    from poetry.core.version.requirements import Requirement
    from poetry.core.packages.utils.link import Link
    from poetry.core.packages.utils import utils
    from poetry.core.semver.helpers import parse_constraint as semver_constraint
    from poetry.core.spdx.helpers import license_by_id
    for name in [n for n in sys.modules if n not in before]:
        if "/poetry/core/_vendor/" in (getattr(sys.modules[name], "__file__", None) or ""):
            del sys.modules[name]
    while poetry.core.__vendor_site__ in sys.path:
        sys.path.remove(poetry.core.__vendor_site__)

    yield from table("parse_constraint", ["~=", ">= x", "^1.2.3.4.5x", "==1.*.2", "<<1", "1.0 || ! 2"], parse_constraint)
    yield from table("PEP440Version.parse", ["1.0.0-nope", "x", "1..2", "1.0+", ""], PEP440Version.parse)
    yield from table("parse_marker", ['python_version >> "3"', "os_name == ", 'nope == "x"', 'python_version == "3" and', "(extra"], parse_marker)
    yield from table("Requirement", ["foo >=", "foo[bar", "foo @ ", "1foo ==", "foo; python_version =="], Requirement)
    yield from table("Dependency.create_from_pep_508", ["foo (>=1", "foo @ file://", "foo==1.0 ; nope"], Dependency.create_from_pep_508)
    yield "Dependency constraint", lambda: Dependency("foo", ">=x")
    yield "Package version", lambda: Package("foo", "nope")
    yield "Package python_versions", lambda: setattr(Package("foo", "1.0"), "python_versions", "~=")
    yield "semver parse_constraint", lambda: semver_constraint(">>1")
    yield "Link", lambda: Link("nope:://x").filename
    yield "url_to_path", lambda: utils.url_to_path("http://example.invalid/x")
    yield "path_to_url", lambda: utils.path_to_url("relative/x")

    def create(toml_text):
        d = tempfile.mkdtemp()
        with open(os.path.join(d, "pyproject.toml"), "w") as f:
            f.write(toml_text)
        return Factory().create_poetry(d)
    yield "create_poetry no section", lambda: create("[project]\nname = 'x'\n")
    yield "create_poetry invalid", lambda: create("[tool.poetry]\nname = 'x'\n")
    yield "create_poetry bad toml", lambda: create("[tool.poetry\nname = 'x'\n")
    yield "create_poetry bad version", lambda: create("[tool.poetry]\nname = 'x'\nversion = 'nope'\ndescription = ''\nauthors = []\n")
    yield "create_poetry license", lambda: create("[tool.poetry]\nname = 'x'\nversion = '1.0'\ndescription = ''\nauthors = []\nlicense = 'Nope-1.0'\n")
    yield "create_poetry readme", lambda: create("[tool.poetry]\nname = 'x'\nversion = '1.0'\ndescription = ''\nauthors = []\nreadme = 'missing.md'\n")
    yield "create_poetry dependency", lambda: create("[tool.poetry]\nname = 'x'\nversion = '1.0'\ndescription = ''\nauthors = []\n[tool.poetry.dependencies]\npython = '>>3'\n")
    yield "create_poetry no dir", lambda: Factory().create_poetry("/nonexistent/dir")
    yield "validate", lambda: Factory.validate({"tool": {"poetry": {"name": 1}}}, strict=True)
    yield from table("license_by_id", ["", "Nope-9"], license_by_id)


def pysnmp_cases():
    from pysnmp.smi import builder, view, rfc1902 as smi_rfc1902
    from pysnmp.proto import rfc1902
    from pysnmp.entity import engine, config
    from pysnmp.hlapi import ObjectIdentity, ObjectType, UdpTransportTarget, CommunityData, UsmUserData
    from pysnmp.carrier.asyncore.dgram import udp
    from pysnmp.proto.api import v2c
    from pysnmp.proto import mpmod
    from pysnmp.proto.secmod.rfc3414 import localkey

    mb = builder.MibBuilder()
    mvc = view.MibViewController(mb)
    yield "loadModules", lambda: mb.loadModules("NOPE-MIB")
    yield "importSymbols", lambda: mb.importSymbols("SNMPv2-MIB", "nopeSymbol")
    yield "importSymbols module", lambda: mb.importSymbols("NOPE-MIB", "x")
    yield "exportSymbols twice", lambda: mb.exportSymbols("SNMPv2-MIB", sysDescr=1)
    yield "ObjectIdentity resolve", lambda: ObjectIdentity("SNMPv2-MIB", "nope", 0).resolveWithMib(mvc)
    yield "ObjectIdentity unresolved", lambda: ObjectIdentity("SNMPv2-MIB", "sysDescr", 0).getOid()
    yield "ObjectIdentity label", lambda: ObjectIdentity("SNMPv2-MIB", "sysDescr", 0).getLabel()
    yield "ObjectIdentity bad", lambda: ObjectIdentity(1, 2, 3).resolveWithMib(mvc)
    yield "ObjectIdentity oid", lambda: ObjectIdentity("1.3.6.x").resolveWithMib(mvc)
    yield "ObjectType value", lambda: ObjectType(ObjectIdentity("SNMPv2-MIB", "sysDescr", 0), 1).resolveWithMib(mvc)
    yield "ObjectType unresolved", lambda: ObjectType(ObjectIdentity("SNMPv2-MIB", "sysDescr", 0))[0].getMibNode()
    yield "ObjectType index", lambda: ObjectType(ObjectIdentity("SNMPv2-MIB", "sysDescr", 0))[5]
    yield "smi ObjectIdentity prettyOut", lambda: smi_rfc1902.ObjectIdentity("SNMPv2-MIB", "sysDescr").getMibSymbol()
    yield "getNodeName", lambda: mvc.getNodeName((9, 9, 9, 9))
    yield "getNodeNameByOid", lambda: mvc.getNodeNameByOid((9, 9, 9, 9))
    yield "getNextNodeName", lambda: mvc.getNextNodeName((1, 3, 6, 1, 6, 3, 999999))
    yield "getFirstModuleName", lambda: mvc.getNextModuleName("NOPE-MIB")
    yield "getTypeName", lambda: mvc.getTypeName("NopeType")
    yield "Integer32 range", lambda: rfc1902.Integer32(2 ** 40)
    yield "IpAddress", lambda: rfc1902.IpAddress("1.2.3")
    yield "UdpTransportTarget", lambda: UdpTransportTarget(("", 161), timeout="x")
    yield "UdpTransportTarget addr", lambda: UdpTransportTarget(("256.256.256.256.256", 161))
    snmp = engine.SnmpEngine()
    yield "addV3User auth", lambda: config.addV3User(snmp, "u", authProtocol=(1, 2, 3), authKey="12345678")
    yield "addV3User priv", lambda: config.addV3User(snmp, "u2", authProtocol=config.usmHMACMD5AuthProtocol, authKey="12345678", privProtocol=(1, 2, 3), privKey="12345678")
    yield "addTargetAddr", lambda: config.addTargetAddr(snmp, "t", (9, 9, 9), ("127.0.0.1", 1), "p")
    yield "delV3User", lambda: config.delV3User(snmp, "nobody")
    yield "getTransport", lambda: config.addTransport(snmp, (9, 9), udp.UdpTransport())
    yield "UsmUserData", lambda: UsmUserData("u", authKey="short")
    yield "CommunityData", lambda: CommunityData("c", mpModel=7)
    yield "v2c decode", lambda: v2c.apiMessage.getPDU(v2c.Message())
    yield "mpmod", lambda: mpmod.rfc2576.SnmpV1MessageProcessingModel().prepareDataElements(snmp, None, None, b"\x30\x00")
    yield "localkey", lambda: localkey.hashPassphraseMD5("")
    yield "msgAndPduDsp", lambda: snmp.msgAndPduDsp.getTransportInfo(123)
    yield "getMibSymbol", lambda: snmp.getMibBuilder().importSymbols("__SNMP-FRAMEWORK-MIB", "nope")


def libcloud_cases():
    from libcloud.compute.providers import get_driver
    from libcloud.storage.providers import get_driver as storage_driver
    from libcloud.storage.types import Provider as SP
    from libcloud.compute.types import Provider as CP
    from libcloud.dns.providers import get_driver as dns_driver
    from libcloud.common.base import Connection, JsonResponse, XmlResponse
    from libcloud.utils import iso8601, misc, publickey, networking
    from libcloud.compute.base import NodeSize, NodeImage, NodeDriver, Node, NodeAuthPassword

    yield "compute get_driver", lambda: get_driver("nope")
    yield "storage get_driver", lambda: storage_driver("nope")
    yield "dns get_driver", lambda: dns_driver("nope")
    d = tempfile.mkdtemp()
    local = storage_driver(SP.LOCAL)(d)
    c = local.create_container("c")
    src = os.path.join(d, "f.txt")
    with open(src, "w") as f:
        f.write("x")
    yield "local get_container", lambda: local.get_container("nope")
    yield "local create_container twice", lambda: local.create_container("c")
    yield "local create_container slash", lambda: local.create_container("a/b")
    yield "local get_object", lambda: local.get_object("c", "nope")
    yield "local get_object container", lambda: local.get_object("nope", "x")
    yield "local delete_container", lambda: local.delete_container(local.get_container("nope"))
    yield "local upload_object", lambda: local.upload_object("/nonexistent/file", c, "o")
    yield "local download_object", lambda: local.download_object(local.upload_object(src, c, "o"), d, overwrite_existing=False)
    yield "local iterator", lambda: local.upload_object_via_stream(iter([1]), c, "o2")
    yield "local get_object_cdn_url", lambda: local.get_container_cdn_url(c)
    dummy = get_driver(CP.DUMMY)(0)
    yield "dummy reboot", lambda: dummy.reboot_node(None)
    yield "dummy create_node", lambda: dummy.create_node(name="x", size=None, image=None)
    yield "dummy list_nodes", lambda: get_driver(CP.DUMMY)("x").list_nodes()
    yield "NodeDriver create_node", lambda: NodeDriver("k").create_node(name="n", size=None, image=None)
    yield "NodeDriver deploy_node", lambda: NodeDriver("k").deploy_node(name="n", deploy=None)
    yield "NodeDriver list_sizes", lambda: NodeDriver("k").list_sizes()
    yield "NodeDriver wait_until_running", lambda: NodeDriver("k").wait_until_running([], wait_period=0, timeout=0)
    yield "NodeDriver _get_and_check_auth", lambda: NodeDriver("k")._get_and_check_auth(NodeAuthPassword("p"))
    yield "Node reboot", lambda: Node("i", "n", 0, [], [], NodeDriver("k")).reboot()
    yield "ec2 region", lambda: get_driver(CP.EC2)("k", "s", region="nope-1")
    yield "openstack version", lambda: get_driver(CP.OPENSTACK)("u", "p", ex_force_auth_url="http://127.0.0.1:1", ex_force_auth_version="9.9").list_nodes()
    yield "openstack auth", lambda: get_driver(CP.OPENSTACK)("u", "p", ex_force_auth_url="http://127.0.0.1:1", ex_force_auth_version="3.x_password", ex_tenant_name="t").list_nodes()
    yield "digitalocean", lambda: get_driver(CP.DIGITAL_OCEAN)("k", api_version="v9")
    yield "s3 region", lambda: storage_driver(SP.S3)("k", "s", region="nope-1")
    yield "azure key", lambda: storage_driver(SP.AZURE_BLOBS)("k", "!!not base64")
    yield "iso8601", lambda: iso8601.parse_date("nope")
    yield "iso8601 type", lambda: iso8601.parse_date(1)
    yield "publickey", lambda: publickey.get_pubkey_openssh_fingerprint("nope")
    yield "publickey ssh2", lambda: publickey.get_pubkey_ssh2_fingerprint("nope")
    yield "misc get_secure_random_string", lambda: misc.get_secure_random_string(-1)
    yield "misc str2dicts", lambda: misc.str2dicts("a b\nc")
    yield "misc ReprMixin", lambda: misc.dict2str(None)
    yield "networking", lambda: networking.is_valid_ip_address("x", family=99)
    yield "JsonResponse", lambda: JsonResponse.parse_body(type("R", (JsonResponse,), {"__init__": lambda s: None, "body": "{x", "status": 200, "connection": None})())
    yield "XmlResponse", lambda: XmlResponse.parse_body(type("R", (XmlResponse,), {"__init__": lambda s: None, "body": "<x", "status": 200, "connection": None})())
    yield "Connection connect", lambda: Connection(host="127.0.0.1", port=1, secure=False).request("/")
    yield "Connection url", lambda: Connection(url="nope://x")

    # Drivers answered by a requests adapter with fixed statuses and bodies (no network).
    import requests
    from libcloud.dns.providers import get_driver as dns_get_driver
    from libcloud.dns.types import Provider as DP

    class Fixed(requests.adapters.BaseAdapter):
        def __init__(self, code, body, ctype):
            super().__init__()
            self.code, self.body, self.ctype = code, body, ctype

        def send(self, req, **kw):
            r = requests.Response()
            r.status_code, r._content, r.url, r.request = self.code, self.body, req.url, req
            r.headers["Content-Type"] = self.ctype
            return r

        def close(self):
            pass

    def answered(make, call, code, body, ctype):
        drv = make()
        drv.connection.connect()
        for scheme in ("http://", "https://"):
            drv.connection.connection.session.mount(scheme, Fixed(code, body, ctype))
        return call(drv)
    answers = [(401, b'{"message": "Unable to authenticate you", "id": "unauthorized"}', "application/json"),
               (404, b'{"message": "not found"}', "application/json"), (500, b"<h3>oops</h3>", "text/html"),
               (200, b"nope{", "application/json"),
               (403, b'<?xml version="1.0"?><Response><Errors><Error><Code>AuthFailure</Code><Message>AWS was not able to validate</Message></Error></Errors></Response>', "text/xml")]
    for name, make, call in [
            ("digitalocean", lambda: get_driver(CP.DIGITAL_OCEAN)("k"), lambda d: d.list_nodes()),
            ("linode", lambda: get_driver(CP.LINODE)("k"), lambda d: d.list_nodes()),
            ("vultr", lambda: get_driver(CP.VULTR)("k"), lambda d: d.list_nodes()),
            ("ec2", lambda: get_driver(CP.EC2)("k", "s"), lambda d: d.list_nodes()),
            ("s3", lambda: storage_driver(SP.S3)("k", "s"), lambda d: d.get_container("c")),
            ("azure", lambda: storage_driver(SP.AZURE_BLOBS)("k", "a2V5"), lambda d: d.get_container("c")),
            ("route53", lambda: dns_get_driver(DP.ROUTE53)("k", "s"), lambda d: d.list_zones()),
            ("gandi", lambda: get_driver(CP.GANDI)("k"), lambda d: d.list_nodes())]:
        for code, body, ctype in answers:
            yield f"{name} answered {code}", (lambda make=make, call=call, code=code, body=body, ctype=ctype: answered(make, call, code, body, ctype))


def hypothesis_cases():
    from hypothesis import strategies as st, given, settings, find, assume, note, event, HealthCheck
    from hypothesis.errors import InvalidArgument

    def ex(s):
        return s.validate()
    yield "integers", lambda: ex(st.integers(5, 1))
    yield "integers type", lambda: ex(st.integers("a"))
    yield "floats", lambda: ex(st.floats(2.0, 1.0))
    yield "floats nan", lambda: ex(st.floats(min_value=float("nan")))
    yield "floats width", lambda: ex(st.floats(width=7))
    yield "floats exclude", lambda: ex(st.floats(exclude_min=True))
    yield "lists", lambda: ex(st.lists(st.integers(), min_size=3, max_size=1))
    yield "lists unique", lambda: ex(st.lists(st.integers(), unique_by=1))
    yield "lists elements", lambda: ex(st.lists(1))
    yield "text", lambda: ex(st.text(min_size=-1))
    yield "text alphabet", lambda: ex(st.text(alphabet=1))
    yield "sampled_from", lambda: ex(st.sampled_from([]))
    yield "sampled_from set", lambda: ex(st.sampled_from(1))
    yield "one_of", lambda: ex(st.one_of(1))
    yield "just map", lambda: ex(st.just(1).map(1))
    yield "characters", lambda: ex(st.characters(min_codepoint=5, max_codepoint=1))
    yield "characters categories", lambda: ex(st.characters(whitelist_categories=["Xx"]))
    yield "from_regex", lambda: ex(st.from_regex(1))
    yield "dates", lambda: ex(st.dates(datetime.date(2020, 1, 2), datetime.date(2020, 1, 1)))
    yield "datetimes tz", lambda: ex(st.datetimes(timezones=1))
    yield "timedeltas", lambda: ex(st.timedeltas(datetime.timedelta(2), datetime.timedelta(1)))
    yield "decimals", lambda: ex(st.decimals(places=-1))
    yield "fractions", lambda: ex(st.fractions(max_denominator=0))
    yield "dictionaries", lambda: ex(st.dictionaries(1, st.integers()))
    yield "fixed_dictionaries", lambda: ex(st.fixed_dictionaries(1))
    yield "from_type", lambda: ex(st.from_type(1))
    yield "recursive", lambda: ex(st.recursive(st.none(), lambda s: st.lists(s), max_leaves=0))
    yield "binary", lambda: ex(st.binary(min_size=3, max_size=1))
    yield "tuples", lambda: ex(st.tuples(1))
    yield "ip_addresses", lambda: ex(st.ip_addresses(v=5))
    yield "uuids", lambda: ex(st.uuids(version=9))
    yield "complex_numbers", lambda: ex(st.complex_numbers(min_magnitude=2, max_magnitude=1))
    yield "slices", lambda: ex(st.slices(-1))
    yield "permutations", lambda: ex(st.permutations(1))
    yield "shared", lambda: ex(st.shared(1))
    yield "register_type_strategy", lambda: st.register_type_strategy(int, 1)
    yield "settings max_examples", lambda: settings(max_examples=-1)
    yield "settings deadline", lambda: settings(deadline="x")
    yield "settings suppress", lambda: settings(suppress_health_check=[1])
    yield "settings register", lambda: settings.load_profile("nope")
    yield "given no args", lambda: given()(lambda: None)()
    yield "given mixed", lambda: given(st.integers(), x=st.integers())(lambda x: None)()
    yield "given extra", lambda: given(st.integers(), st.integers())(lambda x: None)()
    yield "given not strategy", lambda: given(1)(lambda x: None)()
    yield "find", lambda: find(st.integers(), lambda x: False, settings=settings(max_examples=5, database=None))
    yield "assume outside", lambda: assume(False)
    yield "note outside", lambda: note("x")
    yield "event outside", lambda: event("x")
    yield "data outside", lambda: ex(st.data().map(lambda d: d.draw(1)))


def impacket_cases():
    from impacket import structure, uuid, ImpactDecoder, ntlm, nmb, smb, smb3structs
    from impacket.dcerpc.v5 import transport, ndr, rpcrt, epm
    from impacket.krb5 import types as ktypes, constants
    from impacket.dcerpc.v5.dtypes import NULL
    from impacket import LOG

    class S(structure.Structure):
        structure = (("a", "<L"), ("b", ":"), ("c", "z"))

    yield "Structure short", lambda: S(b"\x01")
    yield "Structure getitem", lambda: S()["nope"]
    yield "Structure pack", lambda: S().getData()
    yield "Structure bad format", lambda: type("B", (structure.Structure,), {"structure": (("a", "<Q!"),)})(b"12345678")
    yield "uuid string_to_bin", lambda: uuid.string_to_bin("nope")
    yield "uuid uuidtup_to_bin", lambda: uuid.uuidtup_to_bin(("nope", "1.0"))
    yield "uuid bin_to_uuidtup", lambda: uuid.bin_to_uuidtup(b"12")
    yield "transport factory", lambda: transport.DCERPCTransportFactory("nope:x")
    yield "transport factory host", lambda: transport.DCERPCTransportFactory("ncacn_ip_tcp:127.0.0.1[1]").connect()
    yield "transport smb", lambda: transport.DCERPCTransportFactory("ncacn_np:127.0.0.1[\\pipe\\x]").connect()
    yield "transport http", lambda: transport.DCERPCTransportFactory("ncacn_http:127.0.0.1[1]").connect()
    yield "ImpactDecoder eth", lambda: ImpactDecoder.EthDecoder().decode(b"\x00")
    yield "ImpactDecoder ip", lambda: ImpactDecoder.IPDecoder().decode(b"\x45")
    yield "ImpactDecoder tcp", lambda: ImpactDecoder.TCPDecoder().decode(b"\x00\x01")
    yield "ImpactDecoder udp", lambda: ImpactDecoder.UDPDecoder().decode(b"\x00")
    yield "ImpactDecoder arp", lambda: ImpactDecoder.ARPDecoder().decode(b"\x00")
    yield "ImpactDecoder ip6", lambda: ImpactDecoder.IP6Decoder().decode(b"\x60")
    yield "ntlm getNTLMSSPType1", lambda: ntlm.NTLMAuthChallenge(b"\x00")
    yield "ntlm compute", lambda: ntlm.compute_lmhash(1)
    yield "ntlm challenge response", lambda: ntlm.getNTLMSSPType3(ntlm.getNTLMSSPType1(), b"\x00" * 10, "u", "p", "d")
    yield "nmb session", lambda: nmb.NetBIOSSession("me", "*SMBSERVER", "127.0.0.1", sess_port=1, timeout=1)
    yield "nmb decode_name", lambda: nmb.decode_name(b"\x05x")
    yield "nmb NetBIOSPacket", lambda: nmb.NetBIOSSessionPacket(b"\x00")
    yield "smb SMBConnection", lambda: smb.SMB("*SMBSERVER", "127.0.0.1", sess_port=1, timeout=1)
    yield "smb3 SMB2Packet", lambda: smb3structs.SMB2Packet(b"\x00" * 10)
    yield "smb NewSMBPacket", lambda: smb.NewSMBPacket(data=b"\xffSMB")
    yield "rpcrt MSRPCHeader", lambda: rpcrt.MSRPCHeader(b"\x05")
    yield "rpcrt DCERPCException", lambda: rpcrt.DCERPC_v5(transport.DCERPCTransportFactory("ncacn_ip_tcp:127.0.0.1[1]")).bind(uuid.uuidtup_to_bin(("12345678-1234-ABCD-EF00-0123456789AB", "1.0")))
    yield "epm hept_map", lambda: epm.hept_map("127.0.0.1", uuid.uuidtup_to_bin(("12345678-1234-ABCD-EF00-0123456789AB", "1.0")), protocol="nope")
    yield "ndr NDRULONG", lambda: ndr.NDRULONG(b"\x01")
    yield "ndr NDRSTRUCT getitem", lambda: ndr.NDRULONG()["nope"]
    yield "ndr NDRUniConformantArray", lambda: ndr.NDRUniConformantArray(b"\xff\xff\xff\x7f")
    yield "krb5 Principal", lambda: ktypes.Principal("a", type="nope")
    yield "krb5 KerberosTime", lambda: ktypes.KerberosTime.from_asn1("nope")
    yield "krb5 Ticket", lambda: ktypes.Ticket().from_asn1(b"\x00")


def amqp_cases():
    import amqp
    from amqp import serialization, exceptions, transport, sasl, spec
    from amqp.basic_message import Message

    yield "Connection refused", lambda: amqp.Connection(host="127.0.0.1:1", connect_timeout=1).connect()
    yield "Connection bad port", lambda: amqp.Connection(host="127.0.0.1:x").connect()
    yield "Connection ssl", lambda: amqp.Connection(host="127.0.0.1:1", ssl={"nope": 1}, connect_timeout=1).connect()
    yield "Connection channel", lambda: amqp.Connection(host="127.0.0.1:1").channel(1)
    yield "Connection not connected", lambda: amqp.Connection(host="127.0.0.1:1").drain_events(timeout=0)
    yield "Connection login", lambda: amqp.Connection(host="127.0.0.1:1", login_method="NOPE").connect()
    yield "Connection authentication", lambda: amqp.Connection(host="127.0.0.1:1", authentication=[1]).connect()
    yield "Connection collect send", lambda: amqp.Connection(host="127.0.0.1:1").send_heartbeat()
    yield "Connection blocking_read", lambda: amqp.Connection(host="127.0.0.1:1").blocking_read(timeout=0)
    yield "transport host", lambda: transport.Transport("[::1", connect_timeout=1)
    yield "transport port", lambda: transport.Transport("localhost:nope", connect_timeout=1)
    yield "transport write", lambda: transport.TCPTransport("127.0.0.1:1").write(b"x")
    yield "transport read", lambda: transport.TCPTransport("127.0.0.1:1").read_frame()
    yield "serialization dumps", lambda: serialization.dumps("Z", [1])
    yield "serialization dumps table", lambda: serialization.dumps("F", [{"a": object()}])
    yield "serialization dumps octet", lambda: serialization.dumps("o", ["x"])
    yield "serialization dumps long", lambda: serialization.dumps("L", ["x"])
    yield "serialization loads", lambda: serialization.loads("F", b"\x00\x00\x00\x05\x01aZxx", 0)
    yield "serialization loads short", lambda: serialization.loads("l", b"\x00", 0)
    yield "serialization loads array", lambda: serialization.loads("A", b"\x00\x00\x00\x02Zx", 0)
    yield "serialization _read_item", lambda: serialization._read_item(b"Z", 0)
    yield "serialization str", lambda: serialization.dumps("s", ["x" * 300])
    yield "sasl GSSAPI", lambda: sasl.GSSAPI().start(None)
    yield "sasl AMQPLAIN", lambda: sasl.AMQPLAIN("u", "p").start(None) + sasl.RAW("x", 1).start(None)
    yield "Message serialize", lambda: Message(application_headers=1)._serialize_properties()


def celery_cases():
    from celery import Celery, signature, chain, group, chord
    from celery.schedules import crontab, schedule, solar
    from celery.utils.imports import symbol_by_name, instantiate
    from celery.utils import time as ctime, text
    from celery.result import AsyncResult, GroupResult
    from celery.app.utils import Settings
    from celery.exceptions import Retry

    app = Celery("heldout", broker="memory://", backend="cache+memory://", set_as_current=False)

    @app.task(bind=True, max_retries=0)
    def t(self, x):
        raise self.retry(exc=ValueError("x"), countdown=0)

    @app.task
    def add(x, y):
        return x + y
    yield from table("crontab minute", ["61", "*/0", "a-b", "5-", "1,,2"], lambda v: crontab(minute=v))
    yield from table("crontab hour", ["25", "x"], lambda v: crontab(hour=v))
    yield from table("crontab day_of_week", ["nope", "8"], lambda v: crontab(day_of_week=v))
    yield from table("crontab month_of_year", ["13", "0"], lambda v: crontab(month_of_year=v))
    yield "solar event", lambda: solar("nope", 0, 0)
    yield "solar lat", lambda: solar("sunrise", 100, 0)
    yield "solar lon", lambda: solar("sunrise", 0, 200)
    yield "symbol_by_name", lambda: symbol_by_name("nope.module:x")
    yield "symbol_by_name attr", lambda: symbol_by_name("os:nope")
    yield "instantiate", lambda: instantiate("os:nope")
    yield "weekday", lambda: ctime.weekday("nope")
    yield "timezone", lambda: ctime.timezone.get_timezone("Nope/Zone")
    yield "remaining", lambda: ctime.remaining(1, 2)
    yield "rate", lambda: ctime.rate("1/y")
    yield "maybe_make_aware", lambda: ctime.make_aware(datetime.datetime(2020, 1, 1), "x")
    yield "signature", lambda: signature(1)
    yield "signature apply", lambda: signature("nope.task", app=app).apply()
    yield "chain empty", lambda: chain().apply_async()
    yield "chord no body", lambda: chord([add.s(1, 2)])()
    yield "group apply", lambda: group(1)
    yield "task retry", lambda: t.apply(args=(1,), throw=True).get()
    yield "task bad args", lambda: add.apply(args=(1,), throw=True)
    yield "task delay args", lambda: add.delay(1)
    yield "task apply_async", lambda: add.apply_async((1, 2), countdown="x")
    yield "task apply_async link", lambda: add.apply_async((1, 2), link=1)
    yield "AsyncResult get", lambda: AsyncResult("x", app=app).get(timeout=0.01, interval=0.005)
    yield "AsyncResult maybe_throw", lambda: AsyncResult("x", app=app).maybe_throw()
    yield "GroupResult restore", lambda: GroupResult.restore("nope", app=app).join(timeout=0.01)
    yield "app conf", lambda: Celery("x", config_source="nope.module", set_as_current=False).conf.broker_url
    yield "app config_from_object", lambda: Celery("x", set_as_current=False).config_from_object("nope.module").conf.broker_url
    yield "app config_from_envvar", lambda: Celery("x", set_as_current=False).config_from_envvar("HELDOUT_NOPE")
    yield "app config mixed", lambda: Celery("x", set_as_current=False).config_from_object({"CELERY_RESULT_BACKEND": "x", "result_backend": "y"}).conf.result_backend
    yield "app loader", lambda: Celery("x", loader="nope", set_as_current=False).loader
    yield "app backend", lambda: Celery("x", backend="nope://", set_as_current=False).backend
    yield "app broker", lambda: Celery("x", broker="nope://", set_as_current=False).connection_for_write().connect()
    yield "app tasks", lambda: app.tasks["nope"]
    yield "app send_task", lambda: Celery("x", broker="amqp://127.0.0.1:1//", set_as_current=False, broker_connection_retry=False, broker_connection_max_retries=0).send_task("x", retry=False)
    yield "text truncate", lambda: text.truncate(1, 2)
    yield "Settings", lambda: Settings({}).find_option("nope")
    yield "schedule", lambda: schedule(run_every="x").remaining_estimate(datetime.datetime.now())


def reportlab_cases():
    from reportlab.lib import colors, units, pagesizes, utils as rlutils
    from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet
    from reportlab.platypus import Paragraph, Table, SimpleDocTemplate, Image, Spacer, TableStyle
    from reportlab.pdfgen import canvas
    from reportlab.graphics.barcode import createBarcodeDrawing
    from reportlab.graphics.shapes import Drawing, Rect, String
    from reportlab.graphics import renderPDF
    from reportlab.pdfbase import pdfmetrics, ttfonts
    from reportlab.lib.rl_accel import fp_str

    yield from table("toColor", ["nope", "#12", "rgb(1,2)", "cmyk(x)"], colors.toColor)
    yield "HexColor", lambda: colors.HexColor("#zz0000")
    yield "toLength", lambda: units.toLength("12 parsecs")
    yield "getFont", lambda: pdfmetrics.getFont("NopeFont")
    yield "getTypeFace", lambda: pdfmetrics.getTypeFace("NopeFace")
    yield "getEncoding", lambda: pdfmetrics.getEncoding("NopeEncoding")
    yield "TTFont", lambda: ttfonts.TTFont("X", "/nonexistent/font.ttf")
    yield "TTFont bad", lambda: ttfonts.TTFontFile(io.BytesIO(b"\x00\x01\x00\x00" + b"\x00" * 8))
    yield "stringWidth", lambda: pdfmetrics.stringWidth("x", "NopeFont", 10)
    yield "Paragraph markup", lambda: Paragraph("<b>unclosed <i>x</b>", getSampleStyleSheet()["Normal"])
    yield "Paragraph tag", lambda: Paragraph("<nope>x</nope>", getSampleStyleSheet()["Normal"])
    yield "Paragraph font", lambda: Paragraph('<font name="NopeFont">x</font>', getSampleStyleSheet()["Normal"]).wrap(100, 100)
    yield "ParagraphStyle", lambda: ParagraphStyle("x", nope=1)
    yield "StyleSheet", lambda: getSampleStyleSheet()["Nope"]
    yield "StyleSheet add", lambda: getSampleStyleSheet().add(ParagraphStyle("Normal"))
    yield "Table rows", lambda: Table([[1, 2], [3]], colWidths=[10, 10, 10]).wrap(100, 100)
    yield "Table style", lambda: Table([[1]], style=[("NOPE", (0, 0), (-1, -1), 1)]).wrap(100, 100)
    yield "TableStyle", lambda: Table([[1]], style=TableStyle([("GRID", (0, 0), (-1, -1))])).wrap(100, 100)
    yield "Table empty", lambda: Table([]).wrap(100, 100)
    yield "Image", lambda: Image("/nonexistent/image.png").wrap(100, 100)
    yield "ImageReader", lambda: rlutils.ImageReader(io.BytesIO(b"nope")).getSize()
    yield "doc build", lambda: SimpleDocTemplate(io.BytesIO()).build([Spacer(1, 1e6)])
    yield "doc build flowable", lambda: SimpleDocTemplate(io.BytesIO()).build([1])
    yield "canvas setFont", lambda: canvas.Canvas(io.BytesIO()).setFont("NopeFont", 10)
    yield "canvas setFillColor", lambda: canvas.Canvas(io.BytesIO()).setFillColor("nope")
    yield "canvas drawImage", lambda: canvas.Canvas(io.BytesIO()).drawImage("/nonexistent/image.png", 0, 0)
    yield "canvas bookmark", lambda: canvas.Canvas(io.BytesIO()).addOutlineEntry("t", "k", level=3)
    yield "canvas linkURL", lambda: canvas.Canvas(io.BytesIO()).linkURL("x", (0, 0))
    yield "canvas save twice", lambda: [c.save() for c in [canvas.Canvas(io.BytesIO())] for _ in range(2)] and None
    yield "canvas pagesize", lambda: canvas.Canvas(io.BytesIO(), pagesize="A4").showPage()
    yield "barcode", lambda: createBarcodeDrawing("Nope", value="1")
    yield "barcode value", lambda: createBarcodeDrawing("EAN13", value="abc").getBounds()
    yield "barcode qr", lambda: createBarcodeDrawing("QR", value="x", barLevel="Z").getBounds()
    yield "Drawing add", lambda: Drawing(10, 10).add(1)
    yield "Rect attr", lambda: setattr(Rect(0, 0, 1, 1), "nope", 1)
    yield "Rect value", lambda: setattr(Rect(0, 0, 1, 1), "strokeWidth", "x")
    yield "String render", lambda: renderPDF.drawToString(Drawing(10, 10, String(0, 0, "x", fontName="NopeFont")))
    yield "fp_str", lambda: fp_str("x")
    yield "pagesizes", lambda: pagesizes.landscape(1)
    yield "open_for_read", lambda: rlutils.open_for_read("/nonexistent/x")
    yield "asNative", lambda: rlutils.asNative(1)


def prompt_toolkit_cases():
    from prompt_toolkit.document import Document
    from prompt_toolkit.buffer import Buffer
    from prompt_toolkit.key_binding import KeyBindings
    from prompt_toolkit.keys import Keys
    from prompt_toolkit.styles import Style, style_from_pygments_dict
    from prompt_toolkit.styles.style import parse_color
    from prompt_toolkit.formatted_text import HTML, ANSI, to_formatted_text, FormattedText
    from prompt_toolkit.layout import Layout, HSplit, Window
    from prompt_toolkit.layout.containers import to_container
    from prompt_toolkit.layout.dimension import Dimension, to_dimension
    from prompt_toolkit.validation import Validator
    from prompt_toolkit.completion import WordCompleter
    from prompt_toolkit.filters import to_filter, Condition
    from prompt_toolkit.application import Application, get_app
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput
    from prompt_toolkit.shortcuts import PromptSession
    from prompt_toolkit.key_binding.key_bindings import _parse_key
    from prompt_toolkit.clipboard import ClipboardData
    from prompt_toolkit.history import FileHistory

    yield "Document cursor", lambda: Document("abc", cursor_position=10)
    yield "Document selection", lambda: Document("abc").cut_selection()[0].text[5]
    yield "Buffer read only", lambda: setattr(Buffer(read_only=True), "text", "x")
    yield "Buffer cursor", lambda: Buffer().set_document(Document("a", 5))
    yield "Buffer validate", lambda: Buffer(validator=Validator.from_callable(lambda t: False, error_message="heldout invalid")).validate_and_handle()
    yield "Buffer history", lambda: Buffer().go_to_history(5)
    yield "Buffer open_in_editor", lambda: Buffer(read_only=True).open_in_editor()
    yield from table("_parse_key", ["c-nope", "nope-x", "", "s-"], _parse_key)
    yield "KeyBindings add", lambda: KeyBindings().add("c-nope")(lambda e: None)
    yield "KeyBindings remove", lambda: KeyBindings().remove("c-a")
    yield "KeyBindings remove handler", lambda: KeyBindings().remove(lambda e: None)
    yield "KeyBindings filter", lambda: KeyBindings().add("c-a", filter=1)(lambda e: None)
    yield from table("parse_color", ["nope", "#12", "ansinope", "#gggggg"], parse_color)
    yield "Style", lambda: Style([("x", "bg:nope")])
    yield "Style from_dict", lambda: Style.from_dict({"x": "fg:#zz"})
    yield "Style attr", lambda: Style([("x", "nopeattribute")])
    yield "HTML", lambda: HTML("<b>x")
    yield "HTML format", lambda: HTML("<b>{}</b>").format(1).__pt_formatted_text__()[5]
    yield "to_formatted_text", lambda: to_formatted_text(1)
    yield "to_formatted_text style", lambda: to_formatted_text("x", style=1)
    yield "FormattedText", lambda: to_formatted_text(FormattedText([("", "a", 1, 2)]))
    yield "to_container", lambda: to_container(1)
    yield "Layout", lambda: Layout(1)
    yield "Layout focus", lambda: Layout(HSplit([Window()])).focus(Window())
    yield "Layout focus_last", lambda: Layout(HSplit([])).current_window
    yield "Dimension", lambda: Dimension(min=5, max=1)
    yield "Dimension preferred", lambda: Dimension(min=5, preferred=1, max=10, weight=-1)
    yield "to_dimension", lambda: to_dimension("x")
    yield "to_filter", lambda: to_filter(1)
    yield "Condition", lambda: Condition(1)() and None
    yield "WordCompleter", lambda: list(WordCompleter(1).get_completions(Document("a"), None))
    yield "get_app exit", lambda: get_app().exit()
    yield "Application run in loop", lambda: Application(output=DummyOutput()).exit(result=1)
    yield "ClipboardData", lambda: ClipboardData(1, type="nope")
    yield "FileHistory", lambda: list(FileHistory("/nonexistent/dir/history").load_history_strings())



def scapy_cases():
    import logging
    logging.getLogger("scapy.runtime").setLevel(logging.ERROR)
    from scapy.layers.inet import IP, TCP, UDP, ICMP
    from scapy.layers.l2 import Ether, ARP
    from scapy.layers.dns import DNS, DNSQR
    from scapy.packet import Raw, Packet, bind_layers
    from scapy.fields import ByteField, IntField, StrFixedLenField, BitField
    from scapy.volatile import RandNum, RandString
    from scapy.utils import rdpcap, wrpcap, hexstr, PcapReader, mac2str, str2mac
    from scapy.config import conf
    from scapy import pton_ntop, arch

    yield "IP field", lambda: IP(nope=1)
    yield "IP dst", lambda: bytes(IP(dst="1.2.3.999"))
    yield "IP ttl", lambda: bytes(IP(ttl=1000))
    yield "IP getlayer", lambda: IP()[TCP]
    yield "IP getlayer name", lambda: IP()["Nope"]
    yield "IP div", lambda: IP() / 1
    yield "TCP flags", lambda: TCP(flags="Z")
    yield "TCP options", lambda: bytes(TCP(options=[("Nope", 1)]))
    yield "UDP sport", lambda: bytes(UDP(sport="x"))
    yield "Ether dst", lambda: bytes(Ether(dst="zz:zz"))
    yield "ARP pdst", lambda: bytes(ARP(pdst="nope.invalid.x"))
    yield "DNS qd", lambda: bytes(DNS(qd=1))
    yield "DNS decode", lambda: DNS(b"\x00\x01\x01\x00\x00\x01\x00\x00\x00\x00\x00\x00\xc0\x0c").qd.qname
    yield "Raw", lambda: Raw(load=1).build()
    yield "Packet setfieldval", lambda: setattr(IP(), "nope", 1)
    yield "Packet getfieldval", lambda: IP().nope
    yield "Packet sprintf", lambda: IP().sprintf("%IP.nope%")
    yield "Packet sprintf layer", lambda: IP().sprintf("%Nope.x%")
    yield "Packet command", lambda: IP(b"\x45\x00").show2(dump=True) and IP(b"\x00")[5]
    yield "ByteField", lambda: bytes(type("P", (Packet,), {"name": "P", "fields_desc": [ByteField("a", 0)]})(a=300))
    yield "BitField", lambda: bytes(type("Q", (Packet,), {"name": "Q", "fields_desc": [BitField("a", 0, 3)]})(a="x"))
    yield "StrFixedLenField", lambda: bytes(type("R", (Packet,), {"name": "R", "fields_desc": [StrFixedLenField("a", b"", 2), IntField("b", "x")]})())
    yield "RandNum", lambda: RandNum(5, 1)._fix()
    yield "RandString", lambda: RandString(-1)._fix()
    yield "rdpcap", lambda: rdpcap("/nonexistent/file.pcap")
    bad = tempfile.NamedTemporaryFile(suffix=".pcap", delete=False)
    bad.write(b"nope pcap data here")
    bad.close()
    yield "rdpcap bad", lambda: rdpcap(bad.name)
    yield "PcapReader", lambda: PcapReader(io.BytesIO(b"\xd4\xc3\xb2\xa1\x02"))
    yield "wrpcap", lambda: wrpcap("/nonexistent/dir/x.pcap", [IP()])
    yield "hexstr", lambda: hexstr(1)
    yield "mac2str", lambda: mac2str("zz")
    yield "str2mac", lambda: str2mac(1)
    yield "inet_pton", lambda: pton_ntop.inet_pton(99, "x")
    yield "inet_ntop", lambda: pton_ntop.inet_ntop(10, b"\x00")
    yield "conf iface", lambda: setattr(conf, "iface", "nope0")
    yield "conf color_theme", lambda: setattr(conf, "color_theme", 1)
    yield "conf layers filter", lambda: conf.layers.filter([1])
    yield "bind_layers", lambda: bind_layers(IP, TCP, nope=1)
    yield "get_if_addr", lambda: arch.get_if_hwaddr("nope0")
    yield "ICMP", lambda: bytes(ICMP(type="nope"))
    yield "DNSQR", lambda: bytes(DNSQR(qtype="NOPE"))


def twisted_cases():
    from twisted.internet import defer, task, error, address
    from twisted.python import usage, filepath, reflect, failure, versions, deprecate, components
    from twisted.web import http_headers, http, client, static
    from twisted.protocols import basic, amp
    from twisted.cred import checkers, credentials, portal
    from twisted.names import dns
    from twisted.internet.endpoints import clientFromString, serverFromString
    from twisted.trial import unittest as tu
    from twisted.logger import formatEvent
    from twisted.plugin import getPlugins

    class Opts(usage.Options):
        optParameters = [["port", "p", 0, "port", int]]
        optFlags = [["verbose", "v", "verbose"]]

        def postOptions(self):
            if self["port"] < 0:
                raise usage.UsageError("negative port")
    yield "Options unknown", lambda: Opts().parseOptions(["--nope"])
    yield "Options coerce", lambda: Opts().parseOptions(["--port", "x"])
    yield "Options extra", lambda: Opts().parseOptions(["x"])
    yield "Options flag value", lambda: Opts().parseOptions(["--verbose=1"])
    yield "Options missing", lambda: Opts().parseOptions(["--port"])
    yield "FilePath child", lambda: filepath.FilePath("/tmp").child("../x")
    yield "FilePath open", lambda: filepath.FilePath("/nonexistent/x").open()
    yield "FilePath preauthChild", lambda: filepath.FilePath("/tmp").preauthChild("../etc")
    yield "FilePath descendant", lambda: filepath.FilePath("/tmp").descendant(["a/b"])
    yield "FilePath copyTo", lambda: filepath.FilePath("/nonexistent/x").copyTo(filepath.FilePath("/tmp/heldout-y"))
    yield "namedAny", lambda: reflect.namedAny("nope.module.x")
    yield "namedAny attr", lambda: reflect.namedAny("os.nope")
    yield "namedAny empty", lambda: reflect.namedAny("")
    yield "namedModule", lambda: reflect.namedModule("os.nope")
    yield "requireModule", lambda: reflect.namedClass("os.path.nope")
    yield "Deferred already called", lambda: [d.callback(1) for d in [defer.Deferred()] for _ in range(2)]
    yield "Deferred result", lambda: defer.fail(ValueError("heldout failure")).result.raiseException()
    yield "Deferred callback deferred", lambda: defer.Deferred().callback(defer.Deferred())
    yield "ensureDeferred", lambda: defer.ensureDeferred(1)
    yield "Failure no exception", lambda: failure.Failure()
    yield "Failure trap", lambda: failure.Failure(ValueError("x")).trap(KeyError)
    yield "LoopingCall", lambda: task.LoopingCall(lambda: None).start(-1)
    yield "LoopingCall stop", lambda: task.LoopingCall(lambda: None).stop()
    yield "Clock callLater", lambda: task.Clock().callLater(-1, lambda: None)
    yield "Cooperator", lambda: task.Cooperator().coiterate(iter([])).addCallback(lambda _: 1 / 0) and None
    yield "clientFromString", lambda: clientFromString(None, "nope:x")
    yield "clientFromString tcp", lambda: clientFromString(None, "tcp:host=x:port=y")
    yield "serverFromString", lambda: serverFromString(None, "nope:80")
    yield "serverFromString ssl", lambda: serverFromString(None, "ssl:443:privateKey=/nonexistent/key.pem")
    yield "IPv4Address", lambda: address.IPv4Address("NOPE", "1.2.3.4", 1)
    yield "Headers", lambda: http_headers.Headers({1: [b"x"]})
    yield "Headers value", lambda: http_headers.Headers().setRawHeaders(b"x", b"y")
    yield "http datetimeToString", lambda: http.stringToDatetime(b"nope")
    yield "http parse_qs", lambda: http.parse_qs(b"a=b", strict_parsing=1) and http.parse_qs(b"=", strict_parsing=1)
    yield "client URI", lambda: client.URI.fromBytes(b"nope")
    yield "client Agent", lambda: client.Agent(None).request(b"GET", b"nope://x")
    yield "static File", lambda: static.File("/nonexistent").getChild(b"x", None).render(None)
    yield "LineReceiver", lambda: basic.LineReceiver().lineReceived(b"x")
    yield "NetstringReceiver", lambda: basic.NetstringReceiver().stringReceived(b"x")
    yield "amp Command", lambda: amp.Command.makeArguments({"nope": 1}, None)
    yield "amp String", lambda: amp.Unicode().toString(1)
    yield "checkers", lambda: checkers.InMemoryUsernamePasswordDatabaseDontUse(u=b"p").requestAvatarId(credentials.UsernamePassword(b"u", b"x")).result.raiseException()
    yield "checkers file", lambda: checkers.FilePasswordDB("/nonexistent/passwd").requestAvatarId(credentials.UsernamePassword(b"u", b"x")).result.raiseException()
    yield "portal", lambda: portal.Portal(None).login(credentials.Anonymous(), None).result.raiseException()
    yield "dns Name", lambda: dns.Name(1)
    yield "dns Message", lambda: dns.Message().fromStr(b"\x00\x01")
    yield "dns Query", lambda: dns.Query(b"x", type=99999).encode(io.BytesIO())
    yield "dns str2time", lambda: dns.str2time("1X")
    yield "Version", lambda: versions.Version("x", 1, 2, 3) < versions.Version("y", 1, 2, 3)
    yield "deprecate", lambda: deprecate.getDeprecationWarningString(lambda: None, 1)
    yield "components", lambda: components.registerAdapter(lambda x: x, int, int) and components.registerAdapter(lambda x: x, int, int)
    yield "formatEvent", lambda: formatEvent({"log_format": "{x!z}"}) and None
    yield "trial", lambda: tu.SynchronousTestCase().fail("heldout trial failure")
    yield "trial assertEqual", lambda: tu.SynchronousTestCase().assertEqual(1, 2)
    yield "trial assertIn", lambda: tu.SynchronousTestCase().assertIn(1, [2])
    yield "trial assertRaises", lambda: tu.SynchronousTestCase().assertRaises(ValueError, lambda: None)


def yaql_cases():
    import yaql
    from yaql.language import factory, exceptions, specs, utils as yutils

    engine = yaql.factory.YaqlFactory().create()
    ctx = yaql.create_context()

    def ev(expr, data=None):
        return engine(expr).evaluate(data=data, context=ctx)
    for e in ["$.", "1 +", "foo(", "[1, 2", "$x.y.", "1 ?? 2", "'unterminated", "#", "1 = ", "let(", "{1"]:
        yield f"parse {e!r}", (lambda e=e: engine(e))
    for e, d in [("nope()", None), ("len(1)", None), ("$.a", 1), ("1 + 'a'", None), ("$[5]", [1]), ("1 / 0", None),
                 ("int('x')", None), ("dict(1)", None), ("$.select($.x)", [1]), ("range(1, 'x')", None),
                 ("assert(false)", None), ("regex('(')", None), ("max([])", None), ("first([])", None),
                 ("single([1,2])", None), ("$.get(1)", [1]), ("list(1).a", None), ("call(nope, [], {})", None),
                 ("str(1).nope()", None), ("1.nope()", None), ("format('{0}', )", None), ("now(1)", None),
                 ("$.len(1)", [1]), ("toUpper(1)", None), ("sequence(1, 'x')", None), ("dict(a => 1).x.y", None)]:
        yield f"evaluate {e!r}", (lambda e=e, d=d: ev(e, d))
    yield "factory operator", lambda: factory.YaqlFactory().insert_operator("x", True, "nope", factory.OperatorType.BINARY_LEFT_ASSOCIATIVE, False)
    yield "specs parameter", lambda: specs.parameter("nope")(lambda x: x)
    yield "specs name", lambda: specs.name(1)(lambda: 1)
    yield "context register", lambda: ctx.register_function(1)
    yield "limit_memory", lambda: yutils.limit_memory_usage(1, (1, "x" * 1000))
    yield "convert", lambda: yutils.convert_input_data(object(), rec=lambda x: x)


def xarray_cases():
    import numpy as np
    import xarray as xr

    da = xr.DataArray(np.arange(6).reshape(2, 3), dims=("x", "y"), coords={"x": [10, 20]}, name="v")
    ds = da.to_dataset()
    yield "DataArray dims", lambda: xr.DataArray(np.arange(3), dims=("a", "b"))
    yield "DataArray coords", lambda: xr.DataArray(np.arange(3), dims="a", coords={"a": [1, 2]})
    yield "DataArray coords dims", lambda: xr.DataArray(np.arange(3), coords=[[1, 2, 3], [1]])
    yield "sel missing", lambda: da.sel(x=99)
    yield "sel dim", lambda: da.sel(z=1)
    yield "isel dim", lambda: da.isel(z=1)
    yield "isel index", lambda: da.isel(x=5)
    yield "sel method", lambda: da.sel(x=11, method="nope")
    yield "rename", lambda: da.rename({"z": "w"})
    yield "transpose", lambda: da.transpose("x", "z")
    yield "squeeze", lambda: da.squeeze("x")
    yield "expand_dims", lambda: da.expand_dims("x")
    yield "reduce dim", lambda: da.sum("z")
    yield "mean axis", lambda: da.mean(dim="x", axis=0)
    yield "concat dim", lambda: xr.concat([da, da.rename("w").rename({"y": "q"})], dim="x")
    yield "concat empty", lambda: xr.concat([], dim="x")
    yield "merge conflict", lambda: xr.merge([da, da + 1])
    yield "align exact", lambda: xr.align(da, da.assign_coords(x=[1, 2]), join="exact")
    yield "align join", lambda: xr.align(da, da, join="nope")
    yield "Dataset data_vars", lambda: xr.Dataset({"a": (("x",), [1, 2]), "b": (("x",), [1, 2, 3])})
    yield "Dataset getitem", lambda: ds["nope"]
    yield "Dataset drop_vars", lambda: ds.drop_vars("nope")
    yield "Dataset set_coords", lambda: ds.set_coords("nope")
    yield "Dataset swap_dims", lambda: ds.swap_dims({"x": "nope"})
    yield "Dataset to_array", lambda: xr.Dataset().to_array().sum("nope")
    yield "Variable dims", lambda: xr.Variable(("a", "a"), np.zeros((2, 2)))
    yield "Variable shape", lambda: xr.Variable(("a",), np.zeros((2, 2)))
    yield "Variable setitem", lambda: xr.Variable(("a",), np.zeros(2)).__setitem__({"b": 0}, 1)
    yield "interp", lambda: da.interp(x=15, method="nope")
    yield "resample", lambda: da.resample(x="1D")
    yield "rolling", lambda: da.rolling(x=0)
    yield "rolling dim", lambda: da.rolling(z=2)
    yield "coarsen", lambda: da.coarsen(y=2).mean()
    yield "groupby", lambda: da.groupby("nope")
    yield "where", lambda: da.where(da > 1, other=1, drop=True)
    yield "open_dataset", lambda: xr.open_dataset("/nonexistent/file.nc")
    yield "open_dataset engine", lambda: xr.open_dataset("/nonexistent/file.nc", engine="nope")
    yield "to_netcdf", lambda: ds.to_netcdf(engine="nope")
    yield "apply_ufunc", lambda: xr.apply_ufunc(lambda a: a, da, input_core_dims=[["z"]])
    yield "apply_ufunc dask", lambda: xr.apply_ufunc(lambda a: a, da, dask="nope")
    yield "dot", lambda: xr.dot(da, 1)
    yield "full_like", lambda: xr.full_like(1, 0)
    yield "set_options", lambda: xr.set_options(nope=1)
    yield "set_options value", lambda: xr.set_options(display_width=-1)
    yield "cftime_range", lambda: xr.cftime_range("2000", periods=2, freq="nope")
    yield "decode_cf", lambda: xr.decode_cf(xr.Dataset({"t": ("t", [1], {"units": "nope since x"})}))
    yield "broadcast", lambda: xr.broadcast(da, xr.DataArray([1, 2, 3], dims="x"))
    yield "pad", lambda: da.pad(x=(1, 1), mode="nope")
    yield "polyfit", lambda: da.polyfit("z", 1)
    yield "stack", lambda: da.stack(s=("x", "z"))
    yield "unstack", lambda: da.unstack("x")
    yield "attrs combine", lambda: xr.merge([da.assign_attrs(a=1), da.assign_attrs(a=2)], combine_attrs="no_conflicts")


def sphinx_cases():
    from sphinx.application import Sphinx
    from sphinx.util import docutils as sdocutils, i18n, osutil, typing as stypes, nodes as snodes, matching, inspect as sinspect
    from sphinx.util.docstrings import prepare_docstring
    from sphinx.config import Config
    from sphinx.errors import ConfigError, ExtensionError
    from sphinx.util.fileutil import copy_asset_file
    from sphinx.ext.napoleon.docstring import GoogleDocstring
    from sphinx.ext.autodoc import Options
    from sphinx.registry import SphinxComponentRegistry
    from sphinx.domains.python import _parse_annotation
    from sphinx.util.nodes import split_explicit_title
    from sphinx.pycode import ModuleAnalyzer
    from sphinx.util.template import SphinxRenderer

    def app(conf, extra=None, build=False, builder="html"):
        src = tempfile.mkdtemp()
        with open(os.path.join(src, "conf.py"), "w") as f:
            f.write(conf)
        with open(os.path.join(src, "index.rst"), "w") as f:
            f.write(extra or "Title\n=====\n\ntext\n")
        out = tempfile.mkdtemp()
        a = Sphinx(src, src, out, os.path.join(out, ".doctrees"), builder, status=None, warning=None, freshenv=True, warningiserror=True)
        if build:
            a.build()
        return a
    yield "conf syntax", lambda: app("x = (\n")
    yield "conf raises", lambda: app("raise ValueError('heldout conf')\n")
    yield "conf exit", lambda: app("import sys; sys.exit(1)\n")
    yield "extension missing", lambda: app("extensions = ['nope.ext']\n")
    yield "extension no setup", lambda: app("extensions = ['os']\n")
    yield "builder", lambda: app("", builder="nope")
    yield "needs_sphinx", lambda: app("needs_sphinx = '99.0'\n")
    yield "needs_extensions", lambda: app("needs_extensions = {'sphinx.ext.nope': '1.0'}\n")
    yield "config type", lambda: app("master_doc = 1\n")
    yield "source_suffix", lambda: app("source_suffix = 1\n")
    yield "root_doc missing", lambda: app("root_doc = 'nope'\n", build=True)
    yield "warning unknown role", lambda: app("", "x :nope:`y`\n", build=True)
    yield "warning toctree", lambda: app("", ".. toctree::\n\n   nope\n", build=True)
    yield "warning directive", lambda: app("", ".. nope::\n", build=True)
    yield "warning include", lambda: app("", ".. literalinclude:: /nonexistent\n", build=True)
    yield "warning autodoc", lambda: app("extensions = ['sphinx.ext.autodoc']\n", ".. automodule:: nope.module\n", build=True)
    yield "Config init_values", lambda: Config({"nope": 1}).init_values() or Config({}).nope
    yield "Config read", lambda: Config.read("/nonexistent")
    yield "registry add_builder", lambda: SphinxComponentRegistry().add_builder(object)
    yield "registry create_builder", lambda: SphinxComponentRegistry().create_builder(None, "nope")
    yield "registry add_domain twice", lambda: [r.add_domain(type("D", (), {"name": "d"})) for r in [SphinxComponentRegistry()] for _ in range(2)]
    yield "registry add_role_to_domain", lambda: SphinxComponentRegistry().add_role_to_domain("nope", "r", None)
    yield "registry source parser", lambda: SphinxComponentRegistry().get_source_parser("nope")
    yield "registry translator", lambda: SphinxComponentRegistry().load_extension(None, "nope.ext")
    yield "i18n format_date", lambda: i18n.format_date("%Y", date=1)
    yield "i18n search_image", lambda: i18n.get_image_filename_for_language(1, None)
    yield "osutil", lambda: osutil.relpath(1)
    yield "copy_asset_file", lambda: copy_asset_file("/nonexistent/x", tempfile.mkdtemp())
    yield "stringify", lambda: stypes.restify(1)
    yield "split_explicit_title", lambda: split_explicit_title(1)
    yield "matching", lambda: matching.Matcher([1])
    yield "inspect signature", lambda: sinspect.signature_from_str("(a, b")
    yield "inspect getdoc", lambda: sinspect.getall(type("M", (), {"__all__": 1})())
    yield "prepare_docstring", lambda: prepare_docstring(1)
    yield "napoleon", lambda: str(GoogleDocstring(1))
    yield "autodoc Options", lambda: Options().nope
    yield "parse_annotation", lambda: _parse_annotation("int[", None)
    yield "ModuleAnalyzer", lambda: ModuleAnalyzer.for_module("nope.module")
    yield "ModuleAnalyzer file", lambda: ModuleAnalyzer.for_file("/nonexistent/x.py", "x").analyze()
    yield "ModuleAnalyzer string", lambda: ModuleAnalyzer.for_string("def (", "x").analyze()
    yield "SphinxRenderer", lambda: SphinxRenderer().render("nope.html", {})
    yield "docutils", lambda: sdocutils.new_document(1)
    yield "nodes", lambda: snodes.get_node_line(None)


SUITES.update({
    "amqp": amqp_cases, "celery": celery_cases, "hypothesis": hypothesis_cases, "impacket": impacket_cases,
    "libcloud": libcloud_cases, "poetry-core": poetry_core_cases, "prompt-toolkit": prompt_toolkit_cases,
    "pysnmp": pysnmp_cases, "reportlab": reportlab_cases, "scapy": scapy_cases, "sphinx": sphinx_cases,
    "twisted": twisted_cases, "xarray": xarray_cases, "yaql": yaql_cases,
})
