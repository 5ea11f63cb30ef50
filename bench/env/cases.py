"""Calls that raise from Debian's installed python3-* packages beyond those
of bench/deployed/python/cases.py: (suite, label, thunk) triples, a few a
package. errors.py runs them and finds each exception's true site."""
import datetime
import importlib.util
import io
import os
import sys

_spec = importlib.util.spec_from_file_location(
    "deployed_cases", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "deployed", "python", "cases.py"))
deployed = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(deployed)


def cases():
    """Every case of the packages this interpreter has: a case function
    whose package does not import (another interpreter's environment) is
    left out, and said so on stderr."""
    for f in deployed.groups() + [attrs_cases, babel_cases, bs4_cases, cachetools_cases, click_cases, croniter_cases,
              cryptography_cases, decorator_cases, docutils_cases, flask_cases, h11_cases, h2_cases,
              html5lib_cases, httplib2_cases, itsdangerous_cases, jmespath_cases, jsonschema_cases,
              mako_cases, marshmallow_cases, more_itertools_cases, natsort_cases, netaddr_cases,
              oauthlib_cases, paramiko_cases, parso_cases, psutil_cases, pyasn1_cases, pygments_cases,
              pyrsistent_cases, pytz_cases, rsa_cases, schema_cases, semver_cases, serial_cases,
              sortedcontainers_cases, sqlalchemy_cases, sqlparse_cases, tabulate_cases, voluptuous_cases,
              werkzeug_cases, iso8601_cases, isodate_cases, arrow_cases, configobj_cases, cerberus_cases,
              unidiff_cases, webencodings_cases, email_validator_cases, semantic_version_cases, dns_cases,
              httpx_cases, anyio_cases, hpack_cases, pluggy_cases, wcwidth_cases, chardet_cases, zipp_cases,
              charset_normalizer_cases, rich_cases, markdown_it_cases, pycparser_cases, ply_cases]:
        try:
            yield from f()
        except ImportError as e:
            print(f"cases.py: {f.__name__}: {e}: its cases left out", file=sys.stderr)


def attrs_cases():
    import attr

    @attr.s
    class C:
        x = attr.ib(validator=attr.validators.instance_of(int))
    yield "attrs", "validator", lambda: C("a")
    yield "attrs", "evolve", lambda: attr.evolve(C(1), y=2)
    yield "attrs", "fields", lambda: attr.fields(int)
    yield "attrs", "in_", lambda: attr.validators.in_([1])(None, attr.fields(C).x, 2)


def babel_cases():
    import babel
    import babel.dates
    import babel.numbers
    yield "babel", "locale", lambda: babel.Locale.parse("xx_YY_ZZ_WW")
    yield "babel", "parse_decimal", lambda: babel.numbers.parse_decimal("1,2,3.x", locale="en")
    yield "babel", "parse_number", lambda: babel.numbers.parse_number("abc", locale="en")
    yield "babel", "format skeleton", lambda: babel.dates.format_skeleton("QQQQQQQ", datetime.datetime(2020, 1, 1))
    yield "babel", "parse_date", lambda: babel.dates.parse_date("", locale="en")


def bs4_cases():
    import bs4
    yield "bs4", "feature", lambda: bs4.BeautifulSoup("<a>", "nonexistent-parser")
    yield "bs4", "select", lambda: bs4.BeautifulSoup("<a>", "html.parser").select_one(":::")
    yield "bs4", "insert self", lambda: (lambda t: t.a.insert(0, t.a))(bs4.BeautifulSoup("<a></a>", "html.parser"))
    yield "bs4", "replace_with parent", lambda: (lambda t: t.a.b.replace_with(t.a))(bs4.BeautifulSoup("<a><b></b></a>", "html.parser"))


def cachetools_cases():
    import cachetools
    yield "cachetools", "too large", lambda: cachetools.LRUCache(maxsize=1, getsizeof=len).__setitem__("k", "long")
    yield "cachetools", "missing", lambda: cachetools.TTLCache(maxsize=1, ttl=1)["nope"]
    yield "cachetools", "popitem empty", lambda: cachetools.LFUCache(maxsize=1).popitem()


def click_cases():
    import click
    from click.testing import CliRunner
    yield "click", "bad choice", lambda: click.Choice(["a"]).convert("b", None, None)
    yield "click", "int range", lambda: click.IntRange(0, 1).convert(5, None, None)
    yield "click", "option name", lambda: click.Option(["nodash"])
    yield "click", "path", lambda: click.Path(exists=True).convert("/nonexistent/x", None, None)
    yield "click", "bool", lambda: click.BOOL.convert("maybe", None, None)


def croniter_cases():
    import croniter
    yield "croniter", "bad expr", lambda: croniter.croniter("* * *")
    yield "croniter", "bad range", lambda: croniter.croniter("99 * * * *")
    yield "croniter", "bad text", lambda: croniter.croniter("a b c d e")


def cryptography_cases():
    from cryptography.fernet import Fernet
    from cryptography.hazmat.primitives.ciphers import algorithms
    from cryptography import x509
    yield "cryptography", "fernet key", lambda: Fernet(b"short")
    yield "cryptography", "aes key", lambda: algorithms.AES(b"short")
    yield "cryptography", "x509 load", lambda: x509.load_pem_x509_certificate(b"not a cert")
    yield "cryptography", "fernet decrypt", lambda: Fernet(Fernet.generate_key()).decrypt(b"garbage")


def decorator_cases():
    import decorator
    yield "decorator", "not callable", lambda: decorator.decorator(1)(1)
    yield "decorator", "create bad", lambda: decorator.FunctionMaker.create("f(", "return 1", {})


def docutils_cases():
    from docutils.core import publish_string
    from docutils.utils import Reporter
    from docutils.parsers.rst import roles
    yield "docutils", "writer", lambda: publish_string("x", writer_name="nope")
    yield "docutils", "halt", lambda: publish_string("`x", settings_overrides={"halt_level": 2, "report_level": 5})
    yield "docutils", "severe", lambda: publish_string(".. include:: /nonexistent/x", settings_overrides={"halt_level": 4, "report_level": 5})


def flask_cases():
    import flask
    app = flask.Flask("t")
    yield "flask", "url_for outside", lambda: flask.url_for("x")
    yield "flask", "request outside", lambda: flask.request.args
    yield "flask", "duplicate endpoint", lambda: [app.add_url_rule("/a", "e", lambda: 1), app.add_url_rule("/b", "e", lambda: 2)]
    yield "flask", "abort", lambda: flask.abort(404)
    yield "flask", "config file", lambda: app.config.from_pyfile("/nonexistent.cfg")


def h11_cases():
    import h11
    yield "h11", "bad request", lambda: h11.Request(method="GET", target="/", headers=[])
    yield "h11", "bad data", lambda: (lambda c: (c.receive_data(b"garbage\r\n\r\n"), c.next_event()))(h11.Connection(h11.SERVER))
    yield "h11", "bad header", lambda: h11.Request(method="GET", target="/", headers=[("Host", "a\x00")])
    yield "h11", "send wrong", lambda: h11.Connection(h11.CLIENT).send(h11.Response(status_code=200, headers=[]))


def h2_cases():
    import h2.connection
    import h2.config
    yield "h2", "send before", lambda: h2.connection.H2Connection().send_headers(1, [(":method", "GET")])
    yield "h2", "bad settings", lambda: h2.connection.H2Connection(config=h2.config.H2Configuration(client_side=True)).update_settings({4: 2**32})


def html5lib_cases():
    import html5lib
    yield "html5lib", "strict", lambda: html5lib.HTMLParser(strict=True).parse("<a><<")
    yield "html5lib", "treebuilder", lambda: html5lib.getTreeBuilder("nope")
    yield "html5lib", "walker", lambda: html5lib.getTreeWalker("nope")


def httplib2_cases():
    import httplib2
    yield "httplib2", "relative", lambda: httplib2.Http().request("nohost")
    yield "httplib2", "scheme", lambda: httplib2.Http().request("ftp://x/")


def itsdangerous_cases():
    import itsdangerous
    yield "itsdangerous", "bad signature", lambda: itsdangerous.Signer("k").unsign(b"a.b")
    yield "itsdangerous", "no sep", lambda: itsdangerous.Signer("k").unsign(b"ab")
    yield "itsdangerous", "timed", lambda: itsdangerous.TimestampSigner("k").unsign(itsdangerous.Signer("k").sign(b"x"))
    yield "itsdangerous", "serializer", lambda: itsdangerous.URLSafeSerializer("k").loads("garbage")


def jmespath_cases():
    import jmespath
    yield "jmespath", "parse", lambda: jmespath.compile("a[")
    yield "jmespath", "function", lambda: jmespath.search("nope(a)", {})
    yield "jmespath", "arity", lambda: jmespath.search("length(a, b)", {})
    yield "jmespath", "type", lambda: jmespath.search("abs(a)", {"a": "x"})


def jsonschema_cases():
    import jsonschema
    yield "jsonschema", "validate", lambda: jsonschema.validate(1, {"type": "string"})
    yield "jsonschema", "bad schema", lambda: jsonschema.validate(1, {"type": 5})
    yield "jsonschema", "unresolvable", lambda: jsonschema.validate(1, {"$ref": "#/nope"})


def mako_cases():
    from mako.template import Template
    from mako.lookup import TemplateLookup
    yield "mako", "syntax", lambda: Template("${")
    yield "mako", "tag", lambda: Template("<%nope>")
    yield "mako", "lookup", lambda: TemplateLookup().get_template("nope")
    yield "mako", "def", lambda: Template("<%def name='f('></%def>")


def marshmallow_cases():
    import marshmallow
    from marshmallow import fields

    class S(marshmallow.Schema):
        a = fields.Int(required=True)
    yield "marshmallow", "load", lambda: S().load({"a": "x"})
    yield "marshmallow", "unknown", lambda: S().load({"a": 1, "b": 2})
    yield "marshmallow", "many", lambda: S(many=True).load({"a": 1})
    yield "marshmallow", "field", lambda: fields.Email().deserialize("nope")


def more_itertools_cases():
    import more_itertools as mi
    yield "more_itertools", "one", lambda: mi.one([])
    yield "more_itertools", "one many", lambda: mi.one([1, 2])
    yield "more_itertools", "strictly_n", lambda: list(mi.strictly_n([1], 2))
    yield "more_itertools", "zip_equal", lambda: list(mi.zip_equal([1], [1, 2]))
    yield "more_itertools", "only", lambda: mi.only([1, 2])


def natsort_cases():
    import natsort
    yield "natsort", "bad alg", lambda: natsort.natsorted([1], alg="x")
    yield "natsort", "ns", lambda: natsort.natsort_keygen(alg=natsort.ns.FLOAT | natsort.ns.PATH)("a")


def netaddr_cases():
    import netaddr
    yield "netaddr", "ip", lambda: netaddr.IPAddress("999.1.1.1")
    yield "netaddr", "network", lambda: netaddr.IPNetwork("1.2.3.4/99")
    yield "netaddr", "eui", lambda: netaddr.EUI("zz:zz")
    yield "netaddr", "range", lambda: netaddr.IPRange("10.0.0.5", "10.0.0.1")


def oauthlib_cases():
    from oauthlib import oauth2, oauth1, common
    yield "oauthlib", "token response", lambda: oauth2.WebApplicationClient("id").parse_request_body_response('{"error": "invalid_grant"}')
    yield "oauthlib", "uri", lambda: oauth2.WebApplicationClient("id").prepare_request_uri("http://insecure/")
    yield "oauthlib", "oauth1 sign", lambda: oauth1.Client("k", signature_method="NOPE").sign("http://a/")
    yield "oauthlib", "params", lambda: common.Request("http://a/?a=1&a", body=None)


def paramiko_cases():
    import paramiko
    yield "paramiko", "rsa key", lambda: paramiko.RSAKey.from_private_key(io.StringIO("garbage"))
    yield "paramiko", "message", lambda: paramiko.Message(b"").get_int() + paramiko.Message(b"\x00").get_string().decode("x")
    yield "paramiko", "config", lambda: paramiko.SSHConfig().parse(io.StringIO("Host\n"))
    yield "paramiko", "transport", lambda: paramiko.Transport(("", 0)).open_session()


def parso_cases():
    import parso
    yield "parso", "version", lambda: parso.load_grammar(version="1.0")
    yield "parso", "error", lambda: parso.load_grammar().parse("def (", error_recovery=False)


def psutil_cases():
    import psutil
    yield "psutil", "no process", lambda: psutil.Process(2**22 + 12345)
    yield "psutil", "bad pid", lambda: psutil.Process(-1)
    yield "psutil", "cpu_percent", lambda: psutil.cpu_percent(interval=-1)


def pyasn1_cases():
    from pyasn1.codec.der import decoder
    from pyasn1.type import univ
    yield "pyasn1", "decode", lambda: decoder.decode(b"\x30\x05\x02")
    yield "pyasn1", "integer", lambda: univ.Integer("x")
    yield "pyasn1", "oid", lambda: univ.ObjectIdentifier("1.x")


def pygments_cases():
    import pygments.lexers
    import pygments.formatters
    import pygments.styles
    yield "pygments", "lexer", lambda: pygments.lexers.get_lexer_by_name("nope")
    yield "pygments", "formatter", lambda: pygments.formatters.get_formatter_by_name("nope")
    yield "pygments", "style", lambda: pygments.styles.get_style_by_name("nope")
    yield "pygments", "filename", lambda: pygments.lexers.get_lexer_for_filename("x.nope")


def pyrsistent_cases():
    import pyrsistent
    yield "pyrsistent", "pvector index", lambda: pyrsistent.pvector([1])[5]
    yield "pyrsistent", "pmap missing", lambda: pyrsistent.pmap()["x"]
    yield "pyrsistent", "precord", lambda: type("R", (pyrsistent.PRecord,), {"a": pyrsistent.field(type=int)})(a="x")
    yield "pyrsistent", "freeze", lambda: pyrsistent.pvector([1]).set(5, 1)


def pytz_cases():
    import pytz
    yield "pytz", "unknown", lambda: pytz.timezone("Nowhere/City")
    yield "pytz", "localize", lambda: pytz.utc.localize(datetime.datetime(2020, 1, 1, tzinfo=pytz.utc))
    yield "pytz", "nonexistent", lambda: pytz.timezone("Europe/Berlin").localize(datetime.datetime(2020, 3, 29, 2, 30), is_dst=None)


def rsa_cases():
    import rsa
    yield "rsa", "load", lambda: rsa.PublicKey.load_pkcs1(b"garbage")
    yield "rsa", "verify", lambda: rsa.verify(b"m", b"sig", rsa.PublicKey(3233, 17))
    yield "rsa", "too long", lambda: rsa.encrypt(b"x" * 100, rsa.PublicKey(3233, 17))


def schema_cases():
    import schema
    yield "schema", "type", lambda: schema.Schema(int).validate("x")
    yield "schema", "missing key", lambda: schema.Schema({"a": int}).validate({})
    yield "schema", "and", lambda: schema.And(int, lambda n: n > 0).validate(-1)


def semver_cases():
    import semver
    yield "semver", "parse", lambda: semver.VersionInfo.parse("1.x")
    yield "semver", "compare", lambda: semver.compare("1.0.0", "nope")
    yield "semver", "bump", lambda: semver.VersionInfo(1, 0, 0).next_version("nope")


def serial_cases():
    import serial
    yield "serial", "open", lambda: serial.Serial("/dev/nonexistent-tty")
    yield "serial", "baud", lambda: serial.Serial(baudrate=-1)
    yield "serial", "bytesize", lambda: serial.Serial(bytesize=99)


def sortedcontainers_cases():
    import sortedcontainers
    yield "sortedcontainers", "remove", lambda: sortedcontainers.SortedList([1]).remove(2)
    yield "sortedcontainers", "index", lambda: sortedcontainers.SortedList([1]).index(5)
    yield "sortedcontainers", "insert", lambda: sortedcontainers.SortedList([1]).insert(0, 1)
    yield "sortedcontainers", "append", lambda: sortedcontainers.SortedList([1]).append(2)


def sqlalchemy_cases():
    import sqlalchemy as sa
    yield "sqlalchemy", "url", lambda: sa.create_engine("nope://")
    yield "sqlalchemy", "dialect", lambda: sa.create_engine("nopedialect://x")
    yield "sqlalchemy", "table twice", lambda: [sa.Table("t", m := sa.MetaData(), sa.Column("a", sa.Integer)), sa.Table("t", m, sa.Column("b", sa.Integer))]
    yield "sqlalchemy", "column", lambda: sa.select(sa.table("t", sa.column("a"))).where(sa.text(1))


def sqlparse_cases():
    import sqlparse
    yield "sqlparse", "format", lambda: sqlparse.format("select 1", keyword_case="nope")
    yield "sqlparse", "indent", lambda: sqlparse.format("select 1", reindent=True, indent_width=-1)


def tabulate_cases():
    import tabulate
    yield "tabulate", "headers", lambda: tabulate.tabulate([[1]], headers="nope")
    yield "tabulate", "rows", lambda: tabulate.tabulate(1)


def voluptuous_cases():
    import voluptuous as vol
    yield "voluptuous", "type", lambda: vol.Schema(int)("x")
    yield "voluptuous", "required", lambda: vol.Schema({vol.Required("a"): int})({})
    yield "voluptuous", "range", lambda: vol.Schema(vol.Range(min=1))(0)
    yield "voluptuous", "extra", lambda: vol.Schema({"a": int})({"b": 1})


def werkzeug_cases():
    import werkzeug.routing
    import werkzeug.exceptions
    import werkzeug.datastructures
    yield "werkzeug", "rule", lambda: werkzeug.routing.Rule("nostart")
    yield "werkzeug", "abort", lambda: werkzeug.exceptions.abort(418)
    yield "werkzeug", "converter", lambda: werkzeug.routing.Map([werkzeug.routing.Rule("/<nope:x>")])
    yield "werkzeug", "multidict", lambda: werkzeug.datastructures.MultiDict()["missing"]
    yield "werkzeug", "match", lambda: werkzeug.routing.Map([]).bind("h").match("/x")


def iso8601_cases():
    import iso8601
    yield "iso8601", "parse", lambda: iso8601.parse_date("nope")
    yield "iso8601", "type", lambda: iso8601.parse_date(1)


def isodate_cases():
    import isodate
    yield "isodate", "duration", lambda: isodate.parse_duration("P1X")
    yield "isodate", "date", lambda: isodate.parse_date("2020-99")
    yield "isodate", "time", lambda: isodate.parse_time("25:99")


def arrow_cases():
    import arrow
    yield "arrow", "get", lambda: arrow.get("nope")
    yield "arrow", "shift", lambda: arrow.utcnow().shift(nope=1)
    yield "arrow", "range", lambda: list(arrow.Arrow.range("nope", arrow.utcnow(), arrow.utcnow()))
    yield "arrow", "humanize", lambda: arrow.utcnow().humanize(locale="xx_nope")


def configobj_cases():
    import configobj
    yield "configobj", "parse", lambda: configobj.ConfigObj(["[a", "b = 1"])
    yield "configobj", "dup", lambda: configobj.ConfigObj(["a = 1", "a = 2"])
    yield "configobj", "missing", lambda: configobj.ConfigObj("/nonexistent.ini", file_error=True)


def cerberus_cases():
    import cerberus
    yield "cerberus", "schema", lambda: cerberus.Validator({"a": {"type": "nope"}})
    yield "cerberus", "no schema", lambda: cerberus.Validator().validate({})
    yield "cerberus", "document", lambda: cerberus.Validator({"a": {"type": "string"}}).validate(1)


def unidiff_cases():
    import unidiff
    yield "unidiff", "hunk", lambda: unidiff.PatchSet("--- a\n+++ b\n@@ -1,2 +1,2 @@\n-x\n")
    yield "unidiff", "header", lambda: unidiff.PatchSet("--- a\n+++ b\n@@ nope @@\n")


def webencodings_cases():
    import webencodings
    yield "webencodings", "lookup", lambda: webencodings.decode(b"x", "nope-encoding")
    yield "webencodings", "encode", lambda: webencodings.encode("x", "nope-encoding")


def email_validator_cases():
    import email_validator
    yield "email_validator", "syntax", lambda: email_validator.validate_email("nope", check_deliverability=False)
    yield "email_validator", "domain", lambda: email_validator.validate_email("a@b", check_deliverability=False)
    yield "email_validator", "local", lambda: email_validator.validate_email("a..b@example.com", check_deliverability=False)


def semantic_version_cases():
    import semantic_version
    yield "semantic_version", "version", lambda: semantic_version.Version("1.x")
    yield "semantic_version", "spec", lambda: semantic_version.SimpleSpec(">>1")


def dns_cases():
    import dns.name
    import dns.rdatatype
    import dns.message
    yield "dnspython", "label", lambda: dns.name.from_text("a" * 70 + ".com")
    yield "dnspython", "rdatatype", lambda: dns.rdatatype.from_text("NOPE")
    yield "dnspython", "message", lambda: dns.message.from_wire(b"\x00\x01")
    yield "dnspython", "empty label", lambda: dns.name.from_text("a..b")


def httpx_cases():
    import httpx
    yield "httpx", "url", lambda: httpx.URL("http://[::1")
    yield "httpx", "scheme", lambda: httpx.Client().get("nope://x")
    yield "httpx", "status", lambda: httpx.Response(404, request=httpx.Request("GET", "http://a/")).raise_for_status()


def anyio_cases():
    import anyio
    yield "anyio", "backend", lambda: anyio.run(lambda: None, backend="nope")
    yield "anyio", "sleep", lambda: anyio.run(anyio.sleep, -1, backend="asyncio") or (_ for _ in ()).throw(ValueError("x"))


def hpack_cases():
    import hpack
    yield "hpack", "decode", lambda: hpack.Decoder().decode(b"\xff\xff\xff\xff")
    yield "hpack", "index", lambda: hpack.Decoder().decode(b"\xbf")


def pluggy_cases():
    import pluggy
    pm = pluggy.PluginManager("p")
    yield "pluggy", "register twice", lambda: [pm.register(o := object(), "x"), pm.register(o, "x")]
    yield "pluggy", "spec", lambda: pm.add_hookspecs(object)


def wcwidth_cases():
    import wcwidth
    yield "wcwidth", "wcwidth", lambda: wcwidth.wcwidth("ab")


def chardet_cases():
    import chardet
    yield "chardet", "type", lambda: chardet.detect("str")


def zipp_cases():
    import zipp
    yield "zipp", "path", lambda: zipp.Path(io.BytesIO(b"not a zip"))


def charset_normalizer_cases():
    import charset_normalizer
    yield "charset_normalizer", "type", lambda: charset_normalizer.from_bytes("str")
    yield "charset_normalizer", "steps", lambda: charset_normalizer.from_bytes(b"abc", steps=0, chunk_size=0)


def rich_cases():
    import rich.color
    import rich.style
    yield "rich", "color", lambda: rich.color.Color.parse("nope")
    yield "rich", "style", lambda: rich.style.Style.parse("bold nope-color on")


def markdown_it_cases():
    import markdown_it
    yield "markdown_it", "preset", lambda: markdown_it.MarkdownIt("nope")
    yield "markdown_it", "rule", lambda: markdown_it.MarkdownIt().enable("nope")


def pycparser_cases():
    import pycparser
    yield "pycparser", "parse", lambda: pycparser.CParser().parse("int x = ;")
    yield "pycparser", "type", lambda: pycparser.CParser().parse("int f(void) { return x y; }")


def ply_cases():
    import ply.lex
    yield "ply", "no rules", lambda: ply.lex.lex(module=type("M", (), {"tokens": ["A"]}))
