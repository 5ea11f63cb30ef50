"""The calls errors.py makes: (suite, label, thunk) triples, each expected to
raise from an installed package. Inputs are tables of bad values, so one
line of code gives many distinct errors."""
import datetime
import io


def groups():
    """The case functions, one a package; each imports its package."""
    return [jinja_cases, markupsafe_cases, dateutil_cases, packaging_cases, markdown_cases,
            simplejson_cases, idna_cases, urllib3_cases, tomli_cases, requests_cases, yaml_cases,
            six_cases, toml_cases, jwt_cases, pyparsing_cases, xmltodict_cases, distro_cases]


def cases():
    for f in groups():
        yield from f()


def jinja_cases():
    import jinja2
    import jinja2.sandbox
    env = jinja2.Environment()
    for src in ["{% if %}", "{% for %}", "{{ }}", "{% endfor %}", "{% block %}", "{% macro %}",
                "{{ a | }}", "{% set %}", "{{ 1 + }}", "{% raw %}", "{# x", "{{ 'a }}", "{% extends %}",
                "{% include %}", "{% import %}", "{% from x import %}", "{% with %}", "{% filter %}",
                "{% call %}", "{{ a.1a }}", "{% foo %}", "{{ a[ }}", "{% for x in y %}{% endif %}",
                "{% block a %}{% endblock %}{% block a %}{% endblock %}", "{{ a|nofilter }}",
                "{{ a is notest }}", "{% for x in y %}", "{% if x %}{% else %}{% else %}{% endif %}",
                "{% macro m(a=1, b) %}{% endmacro %}", "{% set a, b %}{% endset %}", "{{ a = 1 }}",
                "{% for 1 in x %}{% endfor %}", "{% set 1 = 2 %}", "{{ (1, }}", "{{ {1: } }}",
                "{% block a b %}{% endblock %}", "{% block a %}{% endblock b %}", "{{ a.__class__( }}",
                "{% break %}", "{% continue %}", "{% from 'x' import a as %}", "{{ a if }}", "{{ a if b else }}",
                "{% autoescape %}{% endautoescape %}", "{{ x|map(attribute=) }}", "{% trans %}{% endtrans %}",
                "{{ 1 2 }}", "{% set x = %}", "{{ not }}", "{{ a ~ }}", "{{ a and }}", "{% include 'a' ignore %}",
                "{% import 'a' as %}", "{% from 'a' import _x %}", "{{ *a }}", "{{ a(**b, c) }}",
                "{{ a(b=1, c) }}", "{% macro m(1) %}{% endmacro %}", "{{ 1e }}", "{{ 'a' 'b' }}",
                "{% elif x %}", "{% endblock %}", "{%- if x -%}{%- endif", "{{ a.b. }}", "{% for a in b recursive x %}"]:
        yield "jinja", "syntax " + src, (lambda s=src: env.from_string(s))
    strict = jinja2.Environment(undefined=jinja2.StrictUndefined)
    for src in ["{{ x.y }}", "{{ x + 1 }}", "{{ x() }}", "{{ x[0] }}", "{% for a in x %}{% endfor %}", "{{ x|length }}"]:
        yield "jinja", "strict " + src, (lambda s=src: strict.from_string(s).render())
    for src, ctx in [("{{ x|dictsort(by='z') }}", {"x": {"a": 1}}), ("{{ 1|join }}", {}),
                     ("{{ x|batch(0)|list }}", {"x": [1]}), ("{{ x|slice(0)|list }}", {"x": [1]}),
                     ("{{ 'a'|truncate(1, leeway=-1) }}", {}), ("{{ x|sum(attribute='a') }}", {"x": [1]}),
                     ("{{ x|groupby('a')|list }}", {"x": [1]}), ("{{ x|sort(attribute='a') }}", {"x": [1, 2]}),
                     ("{{ 'a'|format(1, a=1) }}", {}), ("{{ x|unique(attribute='a')|list }}", {"x": [1]}),
                     ("{{ 'x'|wordwrap(0) }}", {}), ("{{ x|min(attribute='a') }}", {"x": [1]}),
                     ("{{ x|xmlattr }}", {"x": {"a b": 1}}), ("{{ x|tojson }}", {"x": object()}),
                     ("{{ x|indent(width=[]) }}", {"x": "a\nb"}), ("{{ 'a'|replace }}", {}),
                     ("{{ range(10**6)|list|length }}", {}), ("{{ x|first }}", {"x": 1}),
                     ("{{ x|random }}", {"x": []}), ("{{ x|map('nofilter')|list }}", {"x": [1]}),
                     ("{{ x|select('notest')|list }}", {"x": [1]}), ("{{ x|reject('notest')|list }}", {"x": [1]}),
                     ("{{ x|selectattr('a', 'notest')|list }}", {"x": [1]}), ("{{ 'a'|int(base=99) }}", {}),
                     ("{{ x|attr('a') }}", {"x": 1}), ("{{ x|round(method='up') }}", {"x": 1.5}),
                     ("{{ x|filesizeformat }}", {"x": "a"}), ("{{ x|center(width='a') }}", {"x": "a"}),
                     ("{% for a, b in x %}{% endfor %}", {"x": [1]}), ("{{ x.__len__() }}", {"x": 1}),
                     ("{{ 1 / 0 }}", {}), ("{{ x|map(attribute='a.b')|list }}", {"x": [1]}),
                     ("{{ x|items }}", {"x": 1}), ("{{ x|escape|e }}", {"x": object})]:
        yield "jinja", "render " + src, (lambda s=src, c=ctx: env.from_string(s).render(**c))
    sand = jinja2.sandbox.SandboxedEnvironment()
    for src in ["{{ ''.__class__.__mro__ }}", "{{ x.__globals__ }}", "{{ ''.format.__self__ }}",
                "{{ range(10**8)|list }}", "{{ 'a' * 10**9 }}", "{{ x.mro() }}", "{{ x|attr('__class__') }}"]:
        yield "jinja", "sandbox " + src, (lambda s=src: sand.from_string(s).render(x=str))
    yield "jinja", "dict loader", lambda: jinja2.Environment(loader=jinja2.DictLoader({})).get_template("nope.html")
    yield "jinja", "fs loader", lambda: jinja2.Environment(loader=jinja2.FileSystemLoader("/nonexistent")).get_template("a")
    yield "jinja", "no loader", lambda: env.get_template("a")
    yield "jinja", "select none", lambda: jinja2.Environment(loader=jinja2.DictLoader({})).select_template([])
    yield "jinja", "select many", lambda: jinja2.Environment(loader=jinja2.DictLoader({})).select_template(["a", "b"])
    yield "jinja", "prefix loader", lambda: jinja2.Environment(loader=jinja2.PrefixLoader({})).get_template("a/b")
    yield "jinja", "prefix loader delim", lambda: jinja2.Environment(loader=jinja2.PrefixLoader({})).get_template("ab")
    yield "jinja", "choice loader", lambda: jinja2.Environment(loader=jinja2.ChoiceLoader([])).get_template("a")
    yield "jinja", "package loader", lambda: jinja2.PackageLoader("jinja2", "nonexistent-dir")
    yield "jinja", "package loader missing", lambda: jinja2.PackageLoader("nonexistentpkg")
    yield "jinja", "function loader", lambda: jinja2.Environment(loader=jinja2.FunctionLoader(lambda n: None)).get_template("a")
    yield "jinja", "fs loader escape", lambda: jinja2.Environment(loader=jinja2.FileSystemLoader("/tmp")).get_template("../etc/passwd")
    yield "jinja", "same delims", lambda: jinja2.Environment(block_start_string="{{").from_string("x")
    yield "jinja", "newline seq", lambda: jinja2.Environment(newline_sequence="x").from_string("x")
    yield "jinja", "bad extension", lambda: jinja2.Environment(extensions=["nonexistent.Ext"])
    yield "jinja", "bad extension attr", lambda: jinja2.Environment(extensions=["jinja2.ext.Nope"])
    yield "jinja", "include missing", lambda: jinja2.Environment(loader=jinja2.DictLoader({"a": "{% include 'b' %}"})).get_template("a").render()
    yield "jinja", "extends missing", lambda: jinja2.Environment(loader=jinja2.DictLoader({"a": "{% extends 'b' %}"})).get_template("a").render()
    yield "jinja", "import missing macro", lambda: jinja2.Environment(loader=jinja2.DictLoader({"a": "{% from 'b' import m %}{{ m() }}", "b": ""})).get_template("a").render()
    yield "jinja", "macro too many args", lambda: env.from_string("{% macro m() %}{% endmacro %}{{ m(1) }}").render()
    yield "jinja", "macro bad kwarg", lambda: env.from_string("{% macro m() %}{% endmacro %}{{ m(a=1) }}").render()
    yield "jinja", "macro kwargs twice", lambda: env.from_string("{% macro m(a) %}{% endmacro %}{{ m(1, a=1) }}").render()
    yield "jinja", "caller missing", lambda: env.from_string("{% macro m() %}{{ caller() }}{% endmacro %}{{ m() }}").render()
    yield "jinja", "super no parent", lambda: env.from_string("{% block a %}{{ super() }}{% endblock %}").render()
    yield "jinja", "loop recursive", lambda: env.from_string("{% for a in x %}{{ loop(a) }}{% endfor %}").render(x=[[1]])
    yield "jinja", "loop cycle", lambda: env.from_string("{% for a in x %}{{ loop.cycle() }}{% endfor %}").render(x=[1])
    yield "jinja", "undefined call", lambda: env.from_string("{{ x() }}").render()
    yield "jinja", "undefined attr", lambda: env.from_string("{{ x.y.z }}").render()
    yield "jinja", "undefined iter", lambda: jinja2.Environment(undefined=jinja2.StrictUndefined).from_string("{{ x|list }}").render()
    yield "jinja", "compile expression", lambda: env.compile_expression("1 +")
    yield "jinja", "compile expression 2", lambda: env.compile_expression("a b")
    yield "jinja", "template bad type", lambda: env.from_string(1)
    yield "jinja", "async render", lambda: env.from_string("x").render_async()
    yield "jinja", "stream dump", lambda: env.from_string("x").stream().dump(1)
    yield "jinja", "make module", lambda: env.from_string("{{ x() }}").make_module()
    yield "jinja", "overlay bad", lambda: env.overlay(nope=1)
    yield "jinja", "i18n no gettext", lambda: jinja2.Environment(extensions=["jinja2.ext.i18n"]).from_string("{% trans %}{{ a.b }}{% endtrans %}")
    yield "jinja", "i18n pluralize", lambda: jinja2.Environment(extensions=["jinja2.ext.i18n"]).from_string("{% trans %}a{% pluralize %}b{% endtrans %}")
    yield "jinja", "i18n nested", lambda: jinja2.Environment(extensions=["jinja2.ext.i18n"]).from_string("{% trans %}{% if x %}{% endif %}{% endtrans %}")
    yield "jinja", "i18n dup var", lambda: jinja2.Environment(extensions=["jinja2.ext.i18n"]).from_string("{% trans a=1, a=2 %}{% endtrans %}")
    yield "jinja", "loopcontrols break outside", lambda: jinja2.Environment(extensions=["jinja2.ext.loopcontrols"]).from_string("{% break %}").render()
    yield "jinja", "do ext", lambda: jinja2.Environment(extensions=["jinja2.ext.do"]).from_string("{% do %}")
    yield "jinja", "debug ext", lambda: jinja2.Environment(extensions=["jinja2.ext.debug"]).from_string("{% debug x %}")


def markupsafe_cases():
    import markupsafe
    yield "markupsafe", "format bad", lambda: markupsafe.Markup("{0}").format()
    yield "markupsafe", "format key", lambda: markupsafe.Markup("{a}").format()
    yield "markupsafe", "mod", lambda: markupsafe.Markup("%s %s") % ("a",)
    yield "markupsafe", "escape html raises", lambda: markupsafe.escape(type("X", (), {"__html__": lambda s: 1 / 0})())
    yield "markupsafe", "join", lambda: markupsafe.Markup(",").join([1])
    yield "markupsafe", "unescape", lambda: markupsafe.Markup(1).unescape(1)
    yield "markupsafe", "format html_format", lambda: markupsafe.Markup("{0:x}").format(type("X", (), {"__html_format__": lambda s, f: 1 / 0})())
    yield "markupsafe", "format spec html", lambda: markupsafe.Markup("{0:x}").format(type("X", (), {"__html__": lambda s: "a"})())


def dateutil_cases():
    from dateutil import parser, relativedelta, rrule, tz, easter
    for s in ["nope", "", "2020-13-01", "32 Jan 2020", "10:61", "2020-02-30", "25:00", "abc 2020",
              "2020-01-01T", "1/2/3/4", "99999999999999", "Feb 30", "2020 2021 2022", "12:00 PM PM",
              "13 PM", "0 AM", "1e10", "2020-W60", "T12", "+", "a" * 20, "Thu Fri 2020",
              "2020-01-01 +99:00", "1999-99-99"]:
        yield "dateutil", "parse " + s, (lambda x=s: parser.parse(x))
    for s in ["2020-13", "2020-01-01T25", "20201", "2020-W1", "2020-01-01T10:00+25", "x", "2020-01-01T10:00:00.", "2020--01",
              "2020-01-01T10:00:00+01:00:00", "2020-366", "2020-01-01T1", "2020-01-01 10", "2020-01-01T10:00:00Zx"]:
        yield "dateutil", "isoparse " + s, (lambda x=s: parser.isoparse(x))
    yield "dateutil", "parse bytes bad", lambda: parser.parse(b"\xff")
    yield "dateutil", "parse int", lambda: parser.parse(1)
    yield "dateutil", "parse default", lambda: parser.parse("10:00", default=1)
    yield "dateutil", "parse tzinfos", lambda: parser.parse("10:00 EST", tzinfos={"EST": "x"})
    yield "dateutil", "parse tzinfos type", lambda: parser.parse("10:00 EST", tzinfos={"EST": []})
    yield "dateutil", "parserinfo", lambda: parser.parser(info=1).parse("2020")
    yield "dateutil", "relativedelta weekday", lambda: relativedelta.relativedelta(weekday=10)
    yield "dateutil", "relativedelta year float", lambda: relativedelta.relativedelta(years=1.5)
    yield "dateutil", "relativedelta month", lambda: relativedelta.relativedelta(month=13) + datetime.date(2020, 1, 1)
    yield "dateutil", "relativedelta two dt", lambda: relativedelta.relativedelta(datetime.date(2020, 1, 1), 1)
    yield "dateutil", "relativedelta add", lambda: relativedelta.relativedelta(days=1) + 1
    yield "dateutil", "relativedelta yearday", lambda: relativedelta.relativedelta(yearday=400)
    yield "dateutil", "relativedelta div", lambda: relativedelta.relativedelta(days=1) / "a"
    yield "dateutil", "rrule bad freq", lambda: list(rrule.rrule(99, count=1))
    yield "dateutil", "rrule count until", lambda: rrule.rrule(rrule.DAILY, count=1, until=datetime.datetime(2020, 1, 1))
    yield "dateutil", "rrulestr bad", lambda: rrule.rrulestr("FREQ=NOPE")
    yield "dateutil", "rrulestr unknown", lambda: rrule.rrulestr("NOPE=1")
    yield "dateutil", "rrulestr empty", lambda: rrule.rrulestr("")
    yield "dateutil", "rrulestr line", lambda: rrule.rrulestr("DTSTART:20200101\nNOPE:1", forceset=True)
    yield "dateutil", "rrulestr bymonth", lambda: rrule.rrulestr("FREQ=DAILY;BYMONTH=x")
    yield "dateutil", "rrulestr weekday", lambda: rrule.rrulestr("FREQ=DAILY;BYDAY=XX")
    yield "dateutil", "rrulestr dtstart", lambda: rrule.rrulestr("DTSTART;X=1:20200101\nFREQ=DAILY")
    yield "dateutil", "rrulestr exdate", lambda: rrule.rrulestr("DTSTART:20200101\nRRULE:FREQ=DAILY\nEXDATE;X=Y:20200101", forceset=True)
    yield "dateutil", "rrule bysetpos", lambda: rrule.rrule(rrule.DAILY, bysetpos=0)
    yield "dateutil", "rrule until tz", lambda: rrule.rrule(rrule.DAILY, dtstart=datetime.datetime(2020, 1, 1, tzinfo=tz.UTC), until=datetime.datetime(2020, 2, 1))
    yield "dateutil", "rrule byeaster", lambda: list(rrule.rrule(rrule.YEARLY, byeaster="x", count=1))
    yield "dateutil", "rrule xafter", lambda: list(rrule.rrule(rrule.DAILY, count=2, dtstart=datetime.datetime(2020, 1, 1)).xafter(datetime.datetime(2020, 1, 1), count=1, inc="x"))
    yield "dateutil", "easter method", lambda: easter.easter(2020, method=9)
    yield "dateutil", "tzstr bad", lambda: tz.tzstr("nope!")
    yield "dateutil", "tzstr empty", lambda: tz.tzstr("")
    yield "dateutil", "tzfile bad", lambda: tz.tzfile(io.BytesIO(b"nope"))
    yield "dateutil", "tzfile empty", lambda: tz.tzfile(io.BytesIO(b""))
    yield "dateutil", "tzical bad", lambda: tz.tzical(io.StringIO("nope"))
    yield "dateutil", "tzical empty", lambda: tz.tzical(io.StringIO(""))
    yield "dateutil", "tzical no tzid", lambda: tz.tzical(io.StringIO("BEGIN:VTIMEZONE\nEND:VTIMEZONE\n"))
    yield "dateutil", "tzical bad begin", lambda: tz.tzical(io.StringIO("BEGIN:NOPE\n"))
    yield "dateutil", "tzical get", lambda: tz.tzical(io.StringIO("BEGIN:VTIMEZONE\nTZID:a\nBEGIN:STANDARD\nDTSTART:19700101T000000\nTZOFFSETFROM:+0100\nTZOFFSETTO:+0100\nEND:STANDARD\nEND:VTIMEZONE\n")).get("b")
    yield "dateutil", "tzical offset", lambda: tz.tzical(io.StringIO("BEGIN:VTIMEZONE\nTZID:a\nBEGIN:STANDARD\nDTSTART:19700101T000000\nTZOFFSETFROM:x\nTZOFFSETTO:+0100\nEND:STANDARD\nEND:VTIMEZONE\n"))
    yield "dateutil", "tzical unknown prop", lambda: tz.tzical(io.StringIO("BEGIN:VTIMEZONE\nTZID:a\nBEGIN:STANDARD\nNOPE:1\nEND:STANDARD\nEND:VTIMEZONE\n"))
    yield "dateutil", "tzical no comps", lambda: tz.tzical(io.StringIO("BEGIN:VTIMEZONE\nTZID:a\nEND:VTIMEZONE\n"))
    yield "dateutil", "tzoffset bad", lambda: tz.tzoffset("x", "y")
    yield "dateutil", "tzrange", lambda: tz.tzrange("x", "y")
    yield "dateutil", "resolve_imaginary", lambda: tz.resolve_imaginary(1)
    yield "dateutil", "datetime_exists", lambda: tz.datetime_exists(1)


def packaging_cases():
    from packaging import version, specifiers, requirements, markers, tags, utils
    for s in ["", "nope", "1.0.0-", "1..0", "v", "1.0+", "1.0+_", "1.0.post", "1.0-dev-1", "==1", "1.0 1",
              "1.0+abc+def", "a1", "1.0.0.a.b", "1!", "!1", "1.0rc1.rc2"]:
        yield "packaging", "Version " + s, (lambda x=s: version.Version(x))
    for s in ["~=1", "==", ">=1.0.*", "=1.0", "~1.0", "===", ">=", "<=1.0+local", "==1.0.*+x", "nope", ">=1,<",
              "~=1.0.*", "!=1.0+x.*", ">1.0.*"]:
        yield "packaging", "Specifier " + s, (lambda x=s: specifiers.Specifier(x))
        yield "packaging", "SpecifierSet " + s, (lambda x=s: specifiers.SpecifierSet(x))
    for s in ["", "name[", "name>=", "name @", "name @ foo", "name; python_version", "name; os_name ==",
              "name (>=1", "name>=1;", "[x]", "name[x,]", "name==1.0 @ http://x", "name; nope == '1'",
              "name; python_version >= '3' and", "name @ http://x ; extra ==", "name extra", "1name!"]:
        yield "packaging", "Requirement " + s, (lambda x=s: requirements.Requirement(x))
    for s in ["", "python_version", "os_name ==", "nope == '1'", "python_version >= 3", "(os_name == 'a'",
              "os_name == 'a' or", "'a' == 'b'", "os_name ~= 'a'", "extra == "]:
        yield "packaging", "Marker " + s, (lambda x=s: markers.Marker(x))
    yield "packaging", "marker evaluate bad version", lambda: markers.Marker("python_version > 'x'").evaluate()
    yield "packaging", "marker evaluate undefined", lambda: markers.Marker("extra == 'a'").evaluate({})
    yield "packaging", "marker evaluate compat", lambda: markers.Marker("os_name ~= 'a'").evaluate()
    yield "packaging", "specifier contains", lambda: specifiers.Specifier("==1").contains("nope!")
    yield "packaging", "specifierset and", lambda: specifiers.SpecifierSet(">1") & 1
    yield "packaging", "specifier compat", lambda: specifiers.Specifier("~=1").contains("1.0")
    yield "packaging", "version compare", lambda: version.Version("1") < 1
    yield "packaging", "parse_tag", lambda: tags.parse_tag("nope")
    yield "packaging", "interpreter_name", lambda: tags.cpython_tags(python_version=(3,), abis=None, platforms=None).__next__()
    for s in ["nope.whl", "a-1.whl", "a-1-x-y-z-w.whl", "a_b-1-py3-none-any.zip", "a-nope-py3-none-any.whl",
              "a-1-x-py3-none-any.whl", "a__b-1-py3-none-any.whl"]:
        yield "packaging", "parse_wheel_filename " + s, (lambda x=s: utils.parse_wheel_filename(x))
    for s in ["nope.zip", "a.tar.gz", "a-nope.tar.gz", "a-1.zip.x"]:
        yield "packaging", "parse_sdist_filename " + s, (lambda x=s: utils.parse_sdist_filename(x))
    yield "packaging", "canonicalize_name", lambda: utils.canonicalize_name(1)
    yield "packaging", "canonicalize_version", lambda: utils.canonicalize_version(1)


def markdown_cases():
    import markdown
    yield "markdown", "bad extension", lambda: markdown.markdown("x", extensions=["nope"])
    yield "markdown", "bad extension type", lambda: markdown.markdown("x", extensions=[1])
    yield "markdown", "bad extension class", lambda: markdown.markdown("x", extensions=["markdown.extensions.toc:Nope"])
    yield "markdown", "bad extension module attr", lambda: markdown.markdown("x", extensions=["markdown.extensions:Nope"])
    yield "markdown", "bad output format", lambda: markdown.markdown("x", output_format="nope")
    yield "markdown", "bad source", lambda: markdown.markdown(1)
    yield "markdown", "bytes source", lambda: markdown.markdown(b"x")
    yield "markdown", "extension config", lambda: markdown.markdown("x", extensions=["toc"], extension_configs={"toc": {"nope": 1}})
    yield "markdown", "extension config type", lambda: markdown.markdown("x", extensions=["toc"], extension_configs={"toc": 1})
    yield "markdown", "toc baselevel", lambda: markdown.markdown("# x", extensions=["toc"], extension_configs={"toc": {"baselevel": "x"}})
    yield "markdown", "toc depth", lambda: markdown.markdown("# x", extensions=["toc"], extension_configs={"toc": {"toc_depth": "a-b"}})
    yield "markdown", "codehilite bad", lambda: markdown.markdown("    :::nope\n    x", extensions=["codehilite"], extension_configs={"codehilite": {"linenums": "x"}})
    yield "markdown", "registry", lambda: markdown.Markdown().inlinePatterns["nope"]
    yield "markdown", "registry deregister", lambda: markdown.Markdown().inlinePatterns.deregister("nope")
    yield "markdown", "registry index", lambda: markdown.Markdown().inlinePatterns.get_index_for_name("nope")
    yield "markdown", "registry register", lambda: markdown.Markdown().inlinePatterns.register(1, "x", "y")
    yield "markdown", "registry setitem", lambda: markdown.Markdown().inlinePatterns.__setitem__("x", 1)
    yield "markdown", "registry delitem", lambda: markdown.Markdown().inlinePatterns.__delitem__("nope")
    yield "markdown", "registry slice", lambda: markdown.Markdown().inlinePatterns[1.5]
    yield "markdown", "markdownFromFile", lambda: markdown.markdownFromFile(input="/nonexistent")
    yield "markdown", "attr_list", lambda: markdown.markdown("x", extensions=["attr_list"], extension_configs={"attr_list": {"x": 1}})
    yield "markdown", "meta bad", lambda: markdown.markdown("x", extensions=["markdown.extensions.nope"])
    yield "markdown", "tab_length", lambda: markdown.markdown("x", tab_length="x")
    yield "markdown", "footnotes config", lambda: markdown.markdown("x[^1]\n\n[^1]: y", extensions=["footnotes"], extension_configs={"footnotes": {"BACKLINK_TITLE": 1}})
    yield "markdown", "extension makeExtension missing", lambda: markdown.markdown("x", extensions=["markdown.util"])
    yield "markdown", "set_output_format", lambda: markdown.Markdown().set_output_format("nope")


def simplejson_cases():
    import simplejson
    from simplejson import decoder
    for s in ["", "[", "{", "{\"a\"", "{\"a\":", "[1,]", "[1 2]", "nul", "tru", "\"\\x\"", "\"a", "1.", "-",
              "{1: 2}", "[1]x", "\"\\u12\"", "{\"a\" 1}", "\"\x01\"", "NaNa", "[-]", "01"]:
        yield "simplejson", "loads " + s, (lambda x=s: simplejson.loads(x))
        yield "simplejson", "loads pure " + s, (lambda x=s: decoder.JSONDecoder().decode(x))
    yield "simplejson", "dumps object", lambda: simplejson.dumps(object())
    yield "simplejson", "dumps key", lambda: simplejson.dumps({object(): 1})
    yield "simplejson", "dumps nan", lambda: simplejson.dumps(float("nan"), allow_nan=False)
    yield "simplejson", "dumps circular", lambda: (lambda l: (l.append(l), simplejson.dumps(l)))([])
    yield "simplejson", "dumps circular dict", lambda: (lambda d: (d.__setitem__("a", d), simplejson.dumps(d)))({})
    yield "simplejson", "dumps indent", lambda: simplejson.dumps([1], indent=object())
    yield "simplejson", "dumps sort keys", lambda: simplejson.dumps({1: 1, "a": 2}, sort_keys=True)
    yield "simplejson", "dumps int_as_string", lambda: simplejson.dumps(1, int_as_string_bitcount="x")
    yield "simplejson", "dumps for_json", lambda: simplejson.dumps(type("X", (), {"for_json": lambda s: object()})(), for_json=True)
    yield "simplejson", "dumps iterable", lambda: simplejson.dumps(iter([object()]), iterable_as_array=True)
    yield "simplejson", "load bad", lambda: simplejson.load(1)
    yield "simplejson", "loads bytes", lambda: simplejson.loads(b"\xff")
    yield "simplejson", "loads object_pairs", lambda: simplejson.loads("{\"a\":1}", object_pairs_hook=1)
    yield "simplejson", "raw decode idx", lambda: decoder.JSONDecoder().raw_decode("1", idx=-1)
    yield "simplejson", "RawJSON", lambda: simplejson.dumps(simplejson.RawJSON(1))
    yield "simplejson", "encoder default", lambda: simplejson.JSONEncoder().default(1)
    yield "simplejson", "dumps pure nan", lambda: simplejson.JSONEncoder(allow_nan=False).iterencode(float("inf"), _one_shot=False).__next__()


def idna_cases():
    import idna
    import idna.codec  # noqa: F401
    for s in ["", ".", "a..b", "-a", "a-", "xn--", "xn--a", "a" * 64, "\u0000", "a\u200db", "\u0661a", "ab\u0300",
              "\u0300a", "xn--zz", "a_b", "\u30fb", "a\u00b7", "\u0375", "\u05f3", "ab--c", "\U0001f600",
              "a" * 60 + "." + "b" * 60 + "." + "c" * 60 + "." + "d" * 60 + "." + "e" * 10]:
        yield "idna", "encode " + ascii(s), (lambda x=s: idna.encode(x))
    for s in ["xn--", "xn--a", "xn--zz", "-a", "a" * 64, "xn--ls8h.xn--", "XN--A-", "a..b", "", "xn--a-ecp.ru"]:
        yield "idna", "decode " + s, (lambda x=s: idna.decode(x))
    yield "idna", "encode bytes", lambda: idna.encode(b"\xff")
    yield "idna", "decode bytes", lambda: idna.decode(b"\xff")
    yield "idna", "alabel", lambda: idna.alabel("")
    yield "idna", "ulabel", lambda: idna.ulabel("xn--")
    yield "idna", "check_label", lambda: idna.check_label("")
    yield "idna", "check_bidi", lambda: idna.core.check_bidi("\u05d0a")
    yield "idna", "check_bidi 2", lambda: idna.core.check_bidi("a\u05d0")
    yield "idna", "check_bidi first", lambda: idna.core.check_bidi("\u0661\u0031")
    yield "idna", "check_bidi ltr", lambda: idna.core.check_bidi("a\u0300\u0661")
    yield "idna", "check_hyphen", lambda: idna.core.check_hyphen_ok("ab--c")
    yield "idna", "check_nfc", lambda: idna.core.check_nfc("a\u0300")
    yield "idna", "valid_contextj", lambda: idna.core.valid_contextj("\u200d", 5)
    yield "idna", "valid_contexto", lambda: idna.core.valid_contexto("\u00b7", 5)
    yield "idna", "uts46 remap", lambda: idna.uts46_remap("\u0000", std3_rules=True)
    yield "idna", "codec encode", lambda: "-a.com".encode("idna2008")
    yield "idna", "codec decode", lambda: b"xn--".decode("idna2008")
    yield "idna", "codec errors", lambda: "a".encode("idna2008", errors="ignore")
    yield "idna", "codec decode errors", lambda: b"a".decode("idna2008", errors="ignore")
    yield "idna", "encode transitional", lambda: idna.encode("\u00df" * 64, uts46=True, transitional=True)


def urllib3_cases():
    import urllib3
    from urllib3.util import parse_url, Timeout, Retry
    from urllib3.util.url import Url
    for s in ["http://[::1", "http://a:b", "http://a:99999", "http://a:-1", "http:// a", "\x00", "http://a b/",
              "http://[:::1]", "http://a:1:2", "http://%zz", "http://[v1.x]", "ht^tp://a", "http://a\n"]:
        yield "urllib3", "parse_url " + ascii(s), (lambda x=s: parse_url(x))
    yield "urllib3", "Timeout bad", lambda: Timeout(connect="x")
    yield "urllib3", "Timeout negative", lambda: Timeout(connect=-1)
    yield "urllib3", "Timeout bool", lambda: Timeout(read=True)
    yield "urllib3", "Timeout total", lambda: Timeout(total=0).read_timeout.__class__
    yield "urllib3", "Timeout start twice", lambda: (lambda t: (t.start_connect(), t.start_connect()))(Timeout())
    yield "urllib3", "Timeout elapsed", lambda: Timeout().get_connect_duration()
    yield "urllib3", "Retry exhausted", lambda: Retry(total=0).increment(method="GET", url="/")
    yield "urllib3", "Retry raise error", lambda: Retry(total=0).increment(method="GET", url="/", error=ValueError("x"))
    yield "urllib3", "Retry redirect", lambda: Retry(redirect=0).increment(method="GET", url="/", response=urllib3.HTTPResponse(status=301, headers={"location": "/x"}))
    yield "urllib3", "Retry status", lambda: Retry(status=0, status_forcelist=[500]).increment(method="GET", url="/", response=urllib3.HTTPResponse(status=500))
    yield "urllib3", "Retry read", lambda: Retry(read=0).increment(method="GET", url="/", error=urllib3.exceptions.ReadTimeoutError(None, "/", "t"))
    yield "urllib3", "Retry method", lambda: Retry(total=1, method_whitelist=["GET"])
    yield "urllib3", "Retry both", lambda: Retry(method_whitelist=["GET"], allowed_methods=["GET"])
    yield "urllib3", "PoolManager scheme", lambda: urllib3.PoolManager().connection_from_url("ftp://a/")
    yield "urllib3", "PoolManager no host", lambda: urllib3.PoolManager().connection_from_host(None)
    yield "urllib3", "PoolManager request", lambda: urllib3.PoolManager(retries=False).request("GET", "http://127.0.0.1:1/")
    yield "urllib3", "PoolManager request retries", lambda: urllib3.PoolManager(retries=Retry(0)).request("GET", "http://127.0.0.1:1/")
    yield "urllib3", "pool closed", lambda: (lambda p: (p.close(), p._get_conn()))(urllib3.HTTPConnectionPool("a"))
    yield "urllib3", "pool empty", lambda: urllib3.HTTPConnectionPool("a", maxsize=1, block=True)._get_conn(timeout=0).__class__ and urllib3.HTTPConnectionPool("a", maxsize=0, block=True)._get_conn(timeout=0)
    yield "urllib3", "pool host mismatch", lambda: urllib3.HTTPConnectionPool("a", retries=False).urlopen("GET", "http://b/", assert_same_host=True)
    yield "urllib3", "pool bad port", lambda: urllib3.HTTPConnectionPool("a", port="x")
    yield "urllib3", "pool bad maxsize", lambda: urllib3.HTTPConnectionPool("a", maxsize=0)._get_conn()
    yield "urllib3", "ProxyManager bad", lambda: urllib3.ProxyManager("ftp://proxy")
    yield "urllib3", "ProxyManager https", lambda: urllib3.ProxyManager("http://proxy").connection_from_host("a", scheme="ftp")
    yield "urllib3", "HTTPResponse read closed", lambda: urllib3.HTTPResponse(body=io.BytesIO(b"x"), headers={"content-encoding": "gzip"}, preload_content=False).read(decode_content=True)
    yield "urllib3", "HTTPResponse deflate", lambda: urllib3.HTTPResponse(body=io.BytesIO(b"x"), headers={"content-encoding": "deflate"}, preload_content=False).read(decode_content=True)
    yield "urllib3", "HTTPResponse fileno", lambda: urllib3.HTTPResponse().fileno()
    yield "urllib3", "HTTPResponse fileno io", lambda: urllib3.HTTPResponse(body=io.BytesIO(b"x"), preload_content=False).fileno()
    yield "urllib3", "HTTPResponse chunked", lambda: list(urllib3.HTTPResponse(body=io.BytesIO(b"x"), preload_content=False).read_chunked())
    yield "urllib3", "HTTPResponse length", lambda: urllib3.HTTPResponse(body=io.BytesIO(b"x"), headers={"content-length": "1, 2"}, preload_content=False)
    yield "urllib3", "HTTPHeaderDict", lambda: urllib3._collections.HTTPHeaderDict()["nope"]
    yield "urllib3", "HTTPHeaderDict extend", lambda: urllib3._collections.HTTPHeaderDict().extend(1, 2)
    yield "urllib3", "HTTPHeaderDict from_httplib", lambda: urllib3._collections.HTTPHeaderDict.from_httplib(type("M", (), {"headers": [" bad"]})())
    yield "urllib3", "RecentlyUsedContainer iter", lambda: iter(urllib3._collections.RecentlyUsedContainer())
    yield "urllib3", "encode_multipart", lambda: urllib3.encode_multipart_formdata({"a": object()})
    yield "urllib3", "make_headers", lambda: urllib3.make_headers(accept_encoding=1)
    yield "urllib3", "request fields", lambda: urllib3.fields.RequestField.from_tuples("a", (1, 2, 3, 4))
    yield "urllib3", "format header", lambda: urllib3.fields.format_header_param_rfc2231("a", b"\xff")
    yield "urllib3", "ssl_wrap bad", lambda: urllib3.util.ssl_.resolve_cert_reqs("NOPE")
    yield "urllib3", "ssl_version bad", lambda: urllib3.util.ssl_.resolve_ssl_version("NOPE")
    yield "urllib3", "assert_fingerprint", lambda: urllib3.util.ssl_.assert_fingerprint(b"x", "ab")
    yield "urllib3", "assert_fingerprint len", lambda: urllib3.util.ssl_.assert_fingerprint(b"x", "ab" * 16)
    yield "urllib3", "match_hostname", lambda: urllib3.util.ssl_match_hostname.match_hostname({"subject": ((("commonName", "a"),),)}, "b")
    yield "urllib3", "match_hostname empty", lambda: urllib3.util.ssl_match_hostname.match_hostname({}, "b")
    yield "urllib3", "match_hostname none", lambda: urllib3.util.ssl_match_hostname.match_hostname(None, "b")
    yield "urllib3", "match_hostname wildcards", lambda: urllib3.util.ssl_match_hostname.match_hostname({"subjectAltName": (("DNS", "*.*.a"),)}, "b.c.a")
    yield "urllib3", "create_connection", lambda: urllib3.util.connection.create_connection(("nonexistent.invalid", 1))
    yield "urllib3", "create_connection bracket", lambda: urllib3.util.connection.create_connection(("[::1", 1))
    yield "urllib3", "Url netloc", lambda: Url(scheme="http", host="a", port="x").url
    yield "urllib3", "is_fp_closed", lambda: urllib3.util.response.is_fp_closed(1)
    yield "urllib3", "assert_header_parsing", lambda: urllib3.util.response.assert_header_parsing(1)
    yield "urllib3", "rewind body", lambda: urllib3.util.request.rewind_body(io.BytesIO(), body_pos=object())
    yield "urllib3", "rewind body fail", lambda: urllib3.util.request.rewind_body(object(), body_pos=0)
    yield "urllib3", "set_file_position", lambda: urllib3.util.request.rewind_body(io.BytesIO(), body_pos=None)
    yield "urllib3", "Retry parse retry-after", lambda: Retry().parse_retry_after("nope")
    yield "urllib3", "proxy_from_url", lambda: urllib3.proxy_from_url("nope://")
    yield "urllib3", "connection_from_url", lambda: urllib3.connection_from_url("http://[::1")


def tomli_cases():
    import tomli
    for s in ["a", "a =", "a = 1\na = 2", "[a]\n[a]", "a = [1,", "a = {", "a = \"x", "a = 1 b", "a.b = 1\na = 2",
              "= 1", "a = 1979-05-27T", "a = 0x", "a = 1__0", "a = 'x\n'", "[[a]]\n[a]", "a = \"\\q\"",
              "a = \"\\u12\"", "a = \"\"\"x", "a = '''x", "a = +inf1", "[a", "[[a]", "a = {b = 1, b = 2}",
              "a = {b = 1,}", "a = 1979-13-27", "a = 25:00:00", "a = 00:00:61", "a = [1 2]", "a\x00 = 1",
              "a = \x01", "a = tru", "a = 1.", "a = .1", "a = 1e", "\"a = 1", "a = {b.c = 1, b = 2}",
              "[a.b]\n[a]\nb = 1", "a = [{b = 1}]\n[[a]]", "a = 1\n[a.b]", "a = \"\\UFFFFFFFF\"", "a = 1979-05-27 07:32:00+25:00"]:
        yield "tomli", "loads " + ascii(s), (lambda x=s: tomli.loads(x))
    yield "tomli", "loads bytes", lambda: tomli.loads(b"a = 1")
    yield "tomli", "load text", lambda: tomli.load(io.StringIO("a = 1"))
    yield "tomli", "parse_float", lambda: tomli.loads("a = 1.0", parse_float=lambda s: {})
    yield "tomli", "parse_float raise", lambda: tomli.loads("a = 1.0", parse_float=lambda s: 1 / 0)


def requests_cases():
    import requests
    import requests.adapters
    import requests.auth
    import requests.cookies
    import requests.models
    import requests.structures
    import requests.utils
    for u in ["", "nope", "http://", "ftp://x", "http:// a", "http://[::1", "://x", "http://a:x", "localhost:80",
              "http://\u2603" + "a" * 70 + ".com", "http://.example.com"]:
        yield "requests", "prepare " + ascii(u), (lambda x=u: requests.Request("GET", x).prepare())
    yield "requests", "get refused", lambda: requests.get("http://127.0.0.1:1/", timeout=1)
    yield "requests", "get bad host", lambda: requests.get("http://nonexistent.invalid/", timeout=1)
    yield "requests", "get timeout tuple", lambda: requests.get("http://127.0.0.1:1/", timeout=(1, 2, 3))
    yield "requests", "get timeout bad", lambda: requests.get("http://127.0.0.1:1/", timeout="x")
    yield "requests", "session mount", lambda: requests.Session().get_adapter("nope://x")
    yield "requests", "bad header", lambda: requests.Request("GET", "http://a/", headers={"a": 1}).prepare()
    yield "requests", "bad header value", lambda: requests.Request("GET", "http://a/", headers={"a": "b\nc"}).prepare()
    yield "requests", "bad header name", lambda: requests.Request("GET", "http://a/", headers={"a\n": "b"}).prepare()
    yield "requests", "files and json", lambda: requests.Request("POST", "http://a/", files={"a": "b"}, data="x").prepare()
    yield "requests", "files bad", lambda: requests.Request("POST", "http://a/", files=1).prepare()
    yield "requests", "data stream files", lambda: requests.Request("POST", "http://a/", files={"a": "b"}, data=iter([b"x"])).prepare()
    yield "requests", "json nan", lambda: requests.Request("POST", "http://a/", json=float("nan")).prepare()
    yield "requests", "json object", lambda: requests.Request("POST", "http://a/", json=object()).prepare()
    yield "requests", "params bad", lambda: requests.Request("GET", "http://a/", params=1).prepare()
    yield "requests", "auth bad", lambda: requests.Request("GET", "http://a/", auth=(1, 2, 3)).prepare()
    yield "requests", "response json", lambda: requests.models.Response().json()
    yield "requests", "response json text", lambda: (lambda r: (setattr(r, "_content", b"nope"), r.json()))(requests.models.Response())
    yield "requests", "response raise", lambda: (lambda r: (setattr(r, "status_code", 404), setattr(r, "url", "http://a/"), r.raise_for_status()))(requests.models.Response())
    yield "requests", "response raise 500", lambda: (lambda r: (setattr(r, "status_code", 503), setattr(r, "reason", "x"), setattr(r, "url", "http://a/"), r.raise_for_status()))(requests.models.Response())
    yield "requests", "response content consumed", lambda: (lambda r: (setattr(r, "_content_consumed", True), setattr(r, "_content", False), r.content))(requests.models.Response())
    yield "requests", "response iter consumed", lambda: (lambda r: (setattr(r, "_content_consumed", True), setattr(r, "_content", False), next(r.iter_content(chunk_size="x"))))(requests.models.Response())
    yield "requests", "response iter chunk", lambda: next(requests.models.Response().iter_content(chunk_size="x"))
    yield "requests", "cookie jar", lambda: requests.cookies.RequestsCookieJar()["nope"]
    yield "requests", "cookie jar conflict", lambda: (lambda j: (j.set("a", "1", domain="x"), j.set("a", "2", domain="y"), j["a"]))(requests.cookies.RequestsCookieJar())
    yield "requests", "cookiejar_from_dict", lambda: requests.cookies.cookiejar_from_dict(1)
    yield "requests", "create_cookie", lambda: requests.cookies.create_cookie("a", "b", nope=1)
    yield "requests", "merge_cookies", lambda: requests.cookies.merge_cookies(1, {})
    yield "requests", "CaseInsensitiveDict", lambda: requests.structures.CaseInsensitiveDict()["a"]
    yield "requests", "LookupDict", lambda: requests.codes.nope.real
    yield "requests", "to_key_val_list", lambda: requests.utils.to_key_val_list(1)
    yield "requests", "from_key_val_list", lambda: requests.utils.from_key_val_list(1)
    yield "requests", "parse_list_header", lambda: requests.utils.parse_list_header(1)
    yield "requests", "check_header_validity", lambda: requests.utils.check_header_validity(("a", object()))
    yield "requests", "unquote_unreserved", lambda: requests.utils.unquote_unreserved("%zz")
    yield "requests", "requote_uri", lambda: requests.utils.requote_uri(1)
    yield "requests", "get_auth_from_url", lambda: requests.utils.get_auth_from_url(1)
    yield "requests", "super_len", lambda: requests.utils.super_len(object())
    yield "requests", "guess_json_utf", lambda: requests.utils.guess_json_utf(1)
    yield "requests", "select_proxy", lambda: requests.utils.select_proxy(1, {})
    yield "requests", "prepend_scheme", lambda: requests.utils.prepend_scheme_if_needed(1, "http")
    yield "requests", "address_in_network", lambda: requests.utils.address_in_network("1.1.1.1", "x/y")
    yield "requests", "dotted_netmask", lambda: requests.utils.dotted_netmask(99)
    yield "requests", "is_valid_cidr", lambda: requests.utils.is_valid_cidr(1)
    yield "requests", "HTTPDigestAuth", lambda: requests.auth.HTTPDigestAuth("a", "b").build_digest_header("GET", "http://a/")
    yield "requests", "basic auth", lambda: requests.auth._basic_auth_str(object(), "x")
    yield "requests", "adapter send", lambda: requests.adapters.HTTPAdapter().send(requests.Request("GET", "http://127.0.0.1:1/").prepare(), timeout=1)
    yield "requests", "adapter cert", lambda: requests.adapters.HTTPAdapter().cert_verify(None, "https://a/", "/nonexistent", None)
    yield "requests", "adapter cert file", lambda: requests.adapters.HTTPAdapter().cert_verify(type("C", (), {})(), "https://a/", True, "/nonexistent")
    yield "requests", "adapter key file", lambda: requests.adapters.HTTPAdapter().cert_verify(type("C", (), {})(), "https://a/", True, ("/etc/hostname", "/nonexistent"))
    yield "requests", "adapter proxy", lambda: requests.adapters.HTTPAdapter().proxy_manager_for("nope://x")
    yield "requests", "adapter proxy scheme", lambda: requests.adapters.HTTPAdapter().get_connection("http://a/", proxies={"http": "x"})
    yield "requests", "session redirects", lambda: next(requests.Session().resolve_redirects(type("R", (), {"is_redirect": True, "history": [], "headers": {"location": "/x"}, "url": "http://a/", "content": b"", "raw": None, "close": lambda s: None, "request": requests.Request("GET", "http://a/").prepare()})(), requests.Request("GET", "http://a/").prepare()))
    yield "requests", "session send request", lambda: requests.Session().send(requests.Request("GET", "http://a/"))
    yield "requests", "hooks", lambda: requests.Request("GET", "http://a/", hooks={"nope": []})


def yaml_cases():
    import yaml
    docs = ["a: [", "a: {", "- a\nb: 1", "a: b: c", "[1, 2", "{a: 1", "a: 'x", "a: \"x", "&a [*b]", "*a", "!!nope x",
            "a: 1\n a: 2", "? a\n? b\n: c\n  d", "%YAML 2.0\n---\na", "%YAML 1.1\n%YAML 1.1\n---\na", "%TAG ! x\n%TAG ! y\n---\na",
            "a\tb: 1", "- a\n  - b", "a: |x\n  b", "a: >0\n b", "\"\\q\"", "'a''", "--- a\n... x", "!<x y", "a: !!int x",
            "a: !!float x", "a: !!bool x", "a: !!timestamp x", "a: !!binary x!", "a: !!python/name:nope.x", "a: !!python/object:nope.X {}",
            "a: !!set [1]", "a: !!omap {a: 1}", "a: !!pairs {a: 1}", "a: !!map [1]", "a: !!seq {a: 1}", "a: !!str [1]",
            "a: &x 1\nb: *y", "? [a\n: b", "{a: 1, a: }", "- !!python/tuple {a: 1}", "a: @x", "a: `x", "%FOO\n---\na",
            "a: \"\\x4\"", "a: \"\\u12\"", "\x07", "- a\n-b\n - c", "a:\n  - b\n c: d", "!!binary |\n  x"]
    for d in docs:
        yield "pyyaml", "load pure " + ascii(d), (lambda x=d: yaml.load(x, Loader=yaml.Loader))
        yield "pyyaml", "safe_load pure " + ascii(d), (lambda x=d: yaml.safe_load(x))
        yield "pyyaml", "load C " + ascii(d), (lambda x=d: yaml.load(x, Loader=yaml.CLoader))
    for o in [object(), type("X", (), {})(), lambda: 1, iter([])]:
        yield "pyyaml", "safe_dump " + type(o).__name__, (lambda x=o: yaml.safe_dump(x))
        yield "pyyaml", "safe_dump C " + type(o).__name__, (lambda x=o: yaml.dump(x, Dumper=yaml.CSafeDumper))
    yield "pyyaml", "dump bad stream", lambda: yaml.dump(1, stream=1)
    yield "pyyaml", "load no loader", lambda: yaml.load("a")
    yield "pyyaml", "load bad type", lambda: yaml.safe_load(1)
    yield "pyyaml", "load C bad type", lambda: yaml.load(1, Loader=yaml.CLoader)
    yield "pyyaml", "load_all", lambda: list(yaml.safe_load_all("a\n---\n[\n"))
    yield "pyyaml", "emit bad", lambda: yaml.emit([yaml.ScalarEvent(None, None, (True, True), "a")])
    yield "pyyaml", "emit stream start", lambda: yaml.emit([yaml.DocumentStartEvent()])
    yield "pyyaml", "emit C", lambda: yaml.emit([yaml.DocumentStartEvent()], Dumper=yaml.CDumper)
    yield "pyyaml", "serialize", lambda: yaml.serialize(yaml.ScalarNode("tag:yaml.org,2002:str", "a"), stream=None, explicit_start=1, version=(2, 0))
    yield "pyyaml", "add_constructor", lambda: yaml.add_constructor("!x", lambda l, n: 1 / 0) or yaml.load("!x a", Loader=yaml.Loader)
    yield "pyyaml", "representer bad", lambda: yaml.dump(1, Dumper=yaml.SafeDumper, default_style="x")
    yield "pyyaml", "unsafe python name", lambda: yaml.unsafe_load("!!python/name:os.nope ''")
    yield "pyyaml", "unsafe python module", lambda: yaml.unsafe_load("!!python/module:nope.x ''")
    yield "pyyaml", "unsafe python object new", lambda: yaml.unsafe_load("!!python/object/new:int {args: [x]}")
    yield "pyyaml", "unsafe python apply", lambda: yaml.unsafe_load("!!python/object/apply:nope.x []")
    yield "pyyaml", "unsafe python name nonempty", lambda: yaml.unsafe_load("!!python/name:os.path x")
    yield "pyyaml", "unsafe module nonempty", lambda: yaml.unsafe_load("!!python/module:os x")
    yield "pyyaml", "full python name", lambda: yaml.full_load("!!python/name:os.system ''")
    yield "pyyaml", "full python object", lambda: yaml.full_load("!!python/object/apply:os.system [x]")
    yield "pyyaml", "reader bad bytes", lambda: yaml.safe_load(b"\xff\xfe\x00")
    yield "pyyaml", "reader bad utf8", lambda: yaml.safe_load(b"a: \xff")
    yield "pyyaml", "reader nonprintable", lambda: yaml.safe_load("a: \x00")


def six_cases():
    import six
    yield "six", "reraise", lambda: six.reraise(ValueError, ValueError("x"))
    yield "six", "raise_from", lambda: six.raise_from(ValueError("six"), None)
    yield "six", "moves nope", lambda: six.moves.nope
    yield "six", "moves import", lambda: __import__("six.moves.nope")
    yield "six", "remove_move", lambda: six.remove_move("nope")
    yield "six", "add_move bad", lambda: six.add_move(1)
    yield "six", "ensure_binary", lambda: six.ensure_binary(1)
    yield "six", "ensure_str", lambda: six.ensure_str(1)
    yield "six", "ensure_text", lambda: six.ensure_text(1)
    yield "six", "ensure_binary enc", lambda: six.ensure_binary("\u2603", encoding="ascii")
    yield "six", "ensure_text dec", lambda: six.ensure_text(b"\xff")
    yield "six", "with_metaclass", lambda: six.with_metaclass(1, object)("X", (), {})
    yield "six", "python_2_unicode_compatible", lambda: six.python_2_unicode_compatible(1)
    yield "six", "iterkeys", lambda: six.iterkeys(1)
    yield "six", "get_unbound_function", lambda: six.get_unbound_function(1)
    yield "six", "b", lambda: six.b(1)
    yield "six", "u", lambda: six.u(1)
    yield "six", "int2byte", lambda: six.int2byte(256)
    yield "six", "indexbytes", lambda: six.indexbytes(b"", 1)
    yield "six", "print_", lambda: six.print_("x", nope=1)
    yield "six", "exec_", lambda: six.exec_("1 +")
    yield "six", "assertCountEqual", lambda: six.assertCountEqual(1, [], [1])
    yield "six", "wraps", lambda: six.wraps(1)(1)
    yield "six", "add_metaclass", lambda: six.add_metaclass(type)(1)
    yield "six", "moves urllib", lambda: six.moves.urllib.parse.nope
    yield "six", "moves urllib module", lambda: six.moves.urllib.nope


def toml_cases():
    import toml
    for s in ["a", "a =", "a = 1\na = 2", "[a]\n[a]", "a = [1,", "a = {", "a = \"x", "a = 1 b", "= 1", "a = 0x",
              "a = 1__0", "[[a]]\n[a]", "a = \"\\q\"", "a = \"\"\"x", "a = '''x", "[a", "a = {b = 1, b = 2}",
              "a = 1979-13-27", "a = [1 2]", "a = tru", "a = 1.", "a = 1e", "a.b = 1\na = 2", "a = [1, 'a']",
              "a = \"\\u12\"", "a = 1\n[a.b]", "[a.b]\nc=1\n[a]\nb=1\n[a]", "a = {b = 1", "a = [[1], 'x']",
              "a = 1,", "a = 01", "a = 'x'x", "a = -"]:
        yield "toml", "loads " + ascii(s), (lambda x=s: toml.loads(x))
    yield "toml", "loads bytes", lambda: toml.loads(b"a = 1")
    yield "toml", "loads int", lambda: toml.loads(1)
    yield "toml", "load missing", lambda: toml.load("/nonexistent.toml")
    yield "toml", "load list missing", lambda: toml.load(["/nonexistent.toml"])
    yield "toml", "load bad", lambda: toml.load(1)
    yield "toml", "load empty list", lambda: toml.load([])
    yield "toml", "dumps bad", lambda: toml.dumps(1)
    yield "toml", "dumps object", lambda: toml.dumps({"a": object()})
    yield "toml", "dump bad file", lambda: toml.dump({}, 1)
    yield "toml", "dump bad obj", lambda: toml.dump(1, io.StringIO())
    yield "toml", "decoder", lambda: toml.TomlDecoder().load_value("nope")
    yield "toml", "decoder empty", lambda: toml.TomlDecoder().load_value("")
    yield "toml", "decoder bool", lambda: toml.TomlDecoder().load_value("truex")
    yield "toml", "decoder array", lambda: toml.TomlDecoder().load_array("[1, 'a']")


def jwt_cases():
    import jwt
    good = jwt.encode({"a": 1}, "k", algorithm="HS256")
    for t in ["", "a", "a.b", "a.b.c", "a.b.c.d", "!!.!!.!!", good + "x", good[:-2], "e30.e30.", "eyJhbGciOiJub25lIn0.e30.",
              "eyJhbGciOiJIUzI1NiJ9.e30.x", "eyJ0eXAiOiJKV1QifQ.e30.x", "W10.e30.x", "eyJhbGciOiJIUzI1NiIsImtpZCI6MX0.e30.x",
              "bnVsbA.e30.x", "e30.W10.x"]:
        yield "pyjwt", "decode " + t, (lambda x=t: jwt.decode(x, "k", algorithms=["HS256"]))
    yield "pyjwt", "decode no algorithms", lambda: jwt.decode(good, "k")
    yield "pyjwt", "decode wrong key", lambda: jwt.decode(good, "nope", algorithms=["HS256"])
    yield "pyjwt", "decode wrong alg", lambda: jwt.decode(good, "k", algorithms=["HS512"])
    yield "pyjwt", "decode bytes", lambda: jwt.decode(1, "k", algorithms=["HS256"])
    yield "pyjwt", "expired", lambda: jwt.decode(jwt.encode({"exp": 1}, "k"), "k", algorithms=["HS256"])
    yield "pyjwt", "exp bad", lambda: jwt.decode(jwt.encode({"exp": "x"}, "k"), "k", algorithms=["HS256"])
    yield "pyjwt", "nbf future", lambda: jwt.decode(jwt.encode({"nbf": 2 ** 40}, "k"), "k", algorithms=["HS256"])
    yield "pyjwt", "nbf bad", lambda: jwt.decode(jwt.encode({"nbf": "x"}, "k"), "k", algorithms=["HS256"])
    yield "pyjwt", "iat bad", lambda: jwt.decode(jwt.encode({"iat": "x"}, "k"), "k", algorithms=["HS256"])
    yield "pyjwt", "iat future", lambda: jwt.decode(jwt.encode({"iat": 2 ** 40}, "k"), "k", algorithms=["HS256"])
    yield "pyjwt", "aud missing", lambda: jwt.decode(jwt.encode({}, "k"), "k", algorithms=["HS256"], audience="x")
    yield "pyjwt", "aud wrong", lambda: jwt.decode(jwt.encode({"aud": "y"}, "k"), "k", algorithms=["HS256"], audience="x")
    yield "pyjwt", "aud unexpected", lambda: jwt.decode(jwt.encode({"aud": "y"}, "k"), "k", algorithms=["HS256"])
    yield "pyjwt", "aud bad type", lambda: jwt.decode(jwt.encode({"aud": 1}, "k"), "k", algorithms=["HS256"], audience="x")
    yield "pyjwt", "aud list bad", lambda: jwt.decode(jwt.encode({"aud": [1]}, "k"), "k", algorithms=["HS256"], audience="x")
    yield "pyjwt", "iss wrong", lambda: jwt.decode(jwt.encode({"iss": "y"}, "k"), "k", algorithms=["HS256"], issuer="x")
    yield "pyjwt", "iss missing", lambda: jwt.decode(jwt.encode({}, "k"), "k", algorithms=["HS256"], issuer="x")
    yield "pyjwt", "require", lambda: jwt.decode(jwt.encode({}, "k"), "k", algorithms=["HS256"], options={"require": ["exp"]})
    yield "pyjwt", "payload not dict", lambda: jwt.decode(jwt.api_jws.encode(b"[1]", "k"), "k", algorithms=["HS256"])
    yield "pyjwt", "payload not json", lambda: jwt.decode(jwt.api_jws.encode(b"nope", "k"), "k", algorithms=["HS256"])
    yield "pyjwt", "encode bad alg", lambda: jwt.encode({}, "k", algorithm="nope")
    yield "pyjwt", "encode payload", lambda: jwt.encode(1, "k")
    yield "pyjwt", "encode object", lambda: jwt.encode({"a": object()}, "k")
    yield "pyjwt", "encode headers", lambda: jwt.encode({}, "k", headers={"kid": 1})
    yield "pyjwt", "encode rsa bad key", lambda: jwt.encode({}, "k", algorithm="RS256")
    yield "pyjwt", "encode es bad key", lambda: jwt.encode({}, "k", algorithm="ES256")
    yield "pyjwt", "encode hmac pem", lambda: jwt.encode({}, "-----BEGIN PUBLIC KEY-----", algorithm="HS256")
    yield "pyjwt", "encode eddsa", lambda: jwt.encode({}, "k", algorithm="EdDSA")
    yield "pyjwt", "encode ps", lambda: jwt.encode({}, "k", algorithm="PS256")
    yield "pyjwt", "decode leeway", lambda: jwt.decode(jwt.encode({"exp": 1}, "k"), "k", algorithms=["HS256"], leeway="x")
    yield "pyjwt", "get_unverified_header", lambda: jwt.get_unverified_header("x")
    yield "pyjwt", "unregister", lambda: jwt.api_jws.PyJWS().unregister_algorithm("nope")
    yield "pyjwt", "register dup", lambda: jwt.api_jws.PyJWS().register_algorithm("HS256", jwt.algorithms.HMACAlgorithm(jwt.algorithms.HMACAlgorithm.SHA256))
    yield "pyjwt", "register bad", lambda: jwt.api_jws.PyJWS().register_algorithm("X", 1)
    yield "pyjwt", "get_algorithm", lambda: jwt.api_jws.PyJWS().get_algorithm_by_name("nope")
    yield "pyjwt", "jwk bad", lambda: jwt.PyJWK({})
    yield "pyjwt", "jwk kty", lambda: jwt.PyJWK({"kty": "nope"})
    yield "pyjwt", "jwk alg", lambda: jwt.PyJWK({"kty": "oct", "k": "a", "alg": "nope"})
    yield "pyjwt", "jwk ec crv", lambda: jwt.PyJWK({"kty": "EC", "crv": "nope"})
    yield "pyjwt", "jwk okp crv", lambda: jwt.PyJWK({"kty": "OKP", "crv": "nope"})
    yield "pyjwt", "jwk set", lambda: jwt.PyJWKSet([])
    yield "pyjwt", "jwk set keys", lambda: jwt.PyJWKSet.from_dict({})
    yield "pyjwt", "jwk set lookup", lambda: jwt.PyJWKSet([{"kty": "oct", "k": "YQ", "kid": "a"}])["b"]
    yield "pyjwt", "hmac from_jwk", lambda: jwt.algorithms.HMACAlgorithm.from_jwk("nope")
    yield "pyjwt", "hmac from_jwk kty", lambda: jwt.algorithms.HMACAlgorithm.from_jwk('{"kty": "RSA"}')
    yield "pyjwt", "rsa from_jwk", lambda: jwt.algorithms.RSAAlgorithm.from_jwk("nope")
    yield "pyjwt", "rsa from_jwk kty", lambda: jwt.algorithms.RSAAlgorithm.from_jwk('{"kty": "oct"}')
    yield "pyjwt", "rsa from_jwk partial", lambda: jwt.algorithms.RSAAlgorithm.from_jwk('{"kty": "RSA", "d": "a", "n": "a", "e": "a", "p": "a"}')
    yield "pyjwt", "rsa from_jwk oth", lambda: jwt.algorithms.RSAAlgorithm.from_jwk('{"kty": "RSA", "d": "a", "oth": 1}')
    yield "pyjwt", "rsa from_jwk pub", lambda: jwt.algorithms.RSAAlgorithm.from_jwk('{"kty": "RSA"}')
    yield "pyjwt", "ec from_jwk", lambda: jwt.algorithms.ECAlgorithm.from_jwk('{"kty": "RSA"}')
    yield "pyjwt", "ec from_jwk crv", lambda: jwt.algorithms.ECAlgorithm.from_jwk('{"kty": "EC", "crv": "nope", "x": "YQ", "y": "YQ"}')
    yield "pyjwt", "ec from_jwk xy", lambda: jwt.algorithms.ECAlgorithm.from_jwk('{"kty": "EC", "crv": "P-256"}')
    yield "pyjwt", "ec from_jwk len", lambda: jwt.algorithms.ECAlgorithm.from_jwk('{"kty": "EC", "crv": "P-256", "x": "YQ", "y": "YQ"}')
    yield "pyjwt", "okp from_jwk", lambda: jwt.algorithms.OKPAlgorithm.from_jwk('{"kty": "RSA"}')
    yield "pyjwt", "okp from_jwk crv", lambda: jwt.algorithms.OKPAlgorithm.from_jwk('{"kty": "OKP", "crv": "nope", "x": "YQ"}')
    yield "pyjwt", "okp from_jwk x", lambda: jwt.algorithms.OKPAlgorithm.from_jwk('{"kty": "OKP", "crv": "Ed25519"}')
    yield "pyjwt", "okp prepare", lambda: jwt.algorithms.OKPAlgorithm().prepare_key(1)
    yield "pyjwt", "rsa prepare", lambda: jwt.algorithms.RSAAlgorithm(jwt.algorithms.RSAAlgorithm.SHA256).prepare_key(1)
    yield "pyjwt", "ec prepare", lambda: jwt.algorithms.ECAlgorithm(jwt.algorithms.ECAlgorithm.SHA256).prepare_key(1)
    yield "pyjwt", "hmac prepare", lambda: jwt.algorithms.HMACAlgorithm(jwt.algorithms.HMACAlgorithm.SHA256).prepare_key(1)
    yield "pyjwt", "none prepare", lambda: jwt.algorithms.NoneAlgorithm().prepare_key("k")
    yield "pyjwt", "to_jwk bad", lambda: jwt.algorithms.RSAAlgorithm.to_jwk(1)
    yield "pyjwt", "ec to_jwk bad", lambda: jwt.algorithms.ECAlgorithm.to_jwk(1)
    yield "pyjwt", "okp to_jwk bad", lambda: jwt.algorithms.OKPAlgorithm.to_jwk(1)
    yield "pyjwt", "base64url_decode", lambda: jwt.utils.base64url_decode("!")
    yield "pyjwt", "to_base64url_uint", lambda: jwt.utils.to_base64url_uint(-1)
    yield "pyjwt", "der_to_raw", lambda: jwt.utils.der_to_raw_signature(b"x", None)
    yield "pyjwt", "raw_to_der", lambda: jwt.utils.raw_to_der_signature(b"xyz", type("C", (), {"key_size": 256})())
    yield "pyjwt", "jwks client", lambda: jwt.PyJWKClient("http://127.0.0.1:1/").get_signing_keys()
    yield "pyjwt", "jwks client header", lambda: jwt.PyJWKClient("http://127.0.0.1:1/").get_signing_key_from_jwt("x")


def pyparsing_cases():
    import pyparsing as pp
    g = pp.Word(pp.nums) + pp.Literal("+") + pp.Word(pp.nums)
    for s in ["", "a", "1", "1 -", "1 + a", "+"]:
        yield "pyparsing", "parse " + s, (lambda x=s: g.parse_string(x, parse_all=True))
    yield "pyparsing", "parse_all extra", lambda: pp.Word(pp.nums).parse_string("1 x", parse_all=True)
    yield "pyparsing", "Keyword", lambda: pp.Keyword("if").parse_string("iff")
    yield "pyparsing", "CaselessKeyword", lambda: pp.CaselessKeyword("if").parse_string("x")
    yield "pyparsing", "Regex", lambda: pp.Regex("[a-z]+").parse_string("1")
    yield "pyparsing", "Regex bad", lambda: pp.Regex("[")
    yield "pyparsing", "Regex empty", lambda: pp.Regex("")
    yield "pyparsing", "Word empty", lambda: pp.Word("")
    yield "pyparsing", "Word min", lambda: pp.Word("a", min=0)
    yield "pyparsing", "Word exact", lambda: pp.Word("a", exact=2).parse_string("a")
    yield "pyparsing", "Char", lambda: pp.Char("a").parse_string("b")
    yield "pyparsing", "Literal empty", lambda: pp.Literal("").parse_string("a")
    yield "pyparsing", "QuotedString", lambda: pp.QuotedString("").parse_string("a")
    yield "pyparsing", "QuotedString fail", lambda: pp.QuotedString('"').parse_string("a")
    yield "pyparsing", "CharsNotIn", lambda: pp.CharsNotIn("a", min=0)
    yield "pyparsing", "CharsNotIn fail", lambda: pp.CharsNotIn("a").parse_string("a")
    yield "pyparsing", "White", lambda: pp.White(" ").parse_string("a")
    yield "pyparsing", "LineEnd", lambda: (pp.Literal("a") + pp.LineEnd()).parse_string("a b")
    yield "pyparsing", "StringEnd", lambda: (pp.Literal("a") + pp.StringEnd()).parse_string("a b")
    yield "pyparsing", "StringStart", lambda: (pp.Literal("a") + pp.StringStart()).parse_string("a")
    yield "pyparsing", "WordStart", lambda: (pp.Literal("a") + pp.WordStart()).leave_whitespace().parse_string("ab")
    yield "pyparsing", "WordEnd", lambda: (pp.Literal("a") + pp.WordEnd()).parse_string("ab")
    yield "pyparsing", "NotAny", lambda: (~pp.Literal("a")).parse_string("a")
    yield "pyparsing", "FollowedBy", lambda: pp.FollowedBy(pp.Literal("a")).parse_string("b")
    yield "pyparsing", "PrecededBy", lambda: pp.PrecededBy(pp.Literal("a")).parse_string("b")
    yield "pyparsing", "PrecededBy bad", lambda: pp.PrecededBy(pp.Word("a"))
    yield "pyparsing", "MatchFirst", lambda: (pp.Literal("a") | pp.Literal("b")).parse_string("c")
    yield "pyparsing", "Or", lambda: (pp.Literal("a") ^ pp.Literal("b")).parse_string("c")
    yield "pyparsing", "Each", lambda: (pp.Literal("a") & pp.Literal("b")).parse_string("a")
    yield "pyparsing", "OneOrMore", lambda: pp.OneOrMore(pp.Literal("a")).parse_string("b")
    yield "pyparsing", "Group", lambda: pp.Group(pp.Literal("a")).parse_string("b")
    yield "pyparsing", "Forward empty", lambda: pp.Forward().parse_string("a")
    yield "pyparsing", "Forward recursion", lambda: (lambda f: (f.__lshift__(f + pp.Literal("a")), f.parse_string("a")))(pp.Forward())
    yield "pyparsing", "ErrorStop", lambda: (pp.Literal("a") - pp.Literal("b")).parse_string("a c")
    yield "pyparsing", "SkipTo", lambda: pp.SkipTo("x").parse_string("abc")
    yield "pyparsing", "SkipTo fail_on", lambda: pp.SkipTo("x", fail_on="b").parse_string("abcx")
    yield "pyparsing", "Combine", lambda: pp.Combine(pp.Literal("a") + pp.Literal("b")).parse_string("a b")
    yield "pyparsing", "one_of", lambda: pp.one_of(1)
    yield "pyparsing", "one_of empty", lambda: pp.one_of("").parse_string("a")
    yield "pyparsing", "counted_array", lambda: pp.counted_array(pp.Word(pp.alphas)).parse_string("x")
    yield "pyparsing", "match_previous", lambda: (lambda a: (a + pp.match_previous_literal(a)).parse_string("a b"))(pp.Word(pp.alphas))
    yield "pyparsing", "match_previous_expr", lambda: (lambda a: (a + pp.match_previous_expr(a)).parse_string("a b"))(pp.Word(pp.alphas))
    yield "pyparsing", "infix_notation", lambda: pp.infix_notation(pp.Word(pp.nums), [("+", 3, pp.OpAssoc.LEFT)])
    yield "pyparsing", "infix_notation assoc", lambda: pp.infix_notation(pp.Word(pp.nums), [("+", 2, 9)])
    yield "pyparsing", "infix_notation ternary", lambda: pp.infix_notation(pp.Word(pp.nums), [("+", 3, pp.OpAssoc.LEFT)])
    yield "pyparsing", "infix_notation ternary str", lambda: pp.infix_notation(pp.Word(pp.nums), [(("?", ":", "x"), 3, pp.OpAssoc.LEFT)])
    yield "pyparsing", "infix_notation parse", lambda: pp.infix_notation(pp.Word(pp.nums), [("+", 2, pp.OpAssoc.LEFT)]).parse_string("+", parse_all=True)
    yield "pyparsing", "nested_expr", lambda: pp.nested_expr("(", "(")
    yield "pyparsing", "nested_expr content", lambda: pp.nested_expr(1, 2)
    yield "pyparsing", "nested_expr parse", lambda: pp.nested_expr().parse_string("(a")
    yield "pyparsing", "make_html_tags", lambda: pp.make_html_tags(1)
    yield "pyparsing", "original_text_for", lambda: pp.original_text_for(pp.Literal("a")).parse_string("b")
    yield "pyparsing", "ParseResults", lambda: pp.ParseResults([1])["nope"]
    yield "pyparsing", "ParseResults pop", lambda: pp.ParseResults([]).pop(1, 2, 3)
    yield "pyparsing", "ParseResults pop kw", lambda: pp.ParseResults([]).pop(nope=1)
    yield "pyparsing", "ParseResults attr", lambda: pp.ParseResults([]).nope.x
    yield "pyparsing", "set_results_name", lambda: pp.Literal("a")("")
    yield "pyparsing", "add_condition", lambda: pp.Word(pp.nums).add_condition(lambda t: False, message="cond failed").parse_string("1")
    yield "pyparsing", "add_condition fatal", lambda: pp.Word(pp.nums).add_condition(lambda t: False, fatal=True).parse_string("1")
    yield "pyparsing", "parse action raise", lambda: pp.Word(pp.nums).add_parse_action(lambda t: int("x")).parse_string("1")
    yield "pyparsing", "parse action args", lambda: pp.Word(pp.nums).add_parse_action(lambda a, b, c, d: 1).parse_string("1")
    yield "pyparsing", "replace_with", lambda: pp.Word(pp.nums).set_parse_action(pp.replace_with()).parse_string("1")
    yield "pyparsing", "with_attribute", lambda: pp.with_attribute(1)
    yield "pyparsing", "match_only_at_col", lambda: pp.Word(pp.nums).add_parse_action(pp.match_only_at_col(5)).parse_string("1")
    yield "pyparsing", "Located", lambda: pp.Located(pp.Literal("a")).parse_string("b")
    yield "pyparsing", "IndentedBlock", lambda: pp.IndentedBlock(pp.Word(pp.alphas)).parse_string("")
    yield "pyparsing", "add", lambda: pp.Literal("a") + 1
    yield "pyparsing", "radd", lambda: 1 + pp.Literal("a")
    yield "pyparsing", "mul", lambda: pp.Literal("a") * "x"
    yield "pyparsing", "mul neg", lambda: pp.Literal("a") * -1
    yield "pyparsing", "mul tuple", lambda: pp.Literal("a") * (2, 1)
    yield "pyparsing", "mul tuple bad", lambda: pp.Literal("a") * ("x", 1)
    yield "pyparsing", "mul none", lambda: pp.Literal("a") * (None, None)
    yield "pyparsing", "or", lambda: pp.Literal("a") | 1
    yield "pyparsing", "xor", lambda: pp.Literal("a") ^ 1
    yield "pyparsing", "and", lambda: pp.Literal("a") & 1
    yield "pyparsing", "sub", lambda: pp.Literal("a") - 1
    yield "pyparsing", "getitem", lambda: pp.Literal("a")[1, 2, 3]
    yield "pyparsing", "getitem bad", lambda: pp.Literal("a")["x"]
    yield "pyparsing", "set_debug_actions", lambda: pp.Literal("a").set_debug_actions(1, 2, 3).parse_string("b")
    yield "pyparsing", "parse_file", lambda: pp.Literal("a").parse_file("/nonexistent")
    yield "pyparsing", "scan_string", lambda: list(pp.Literal("a").scan_string(1))
    yield "pyparsing", "transform_string", lambda: pp.Literal("a").add_parse_action(lambda: 1 / 0).transform_string("a")
    yield "pyparsing", "srange", lambda: pp.Word(pp.srange("[")).parse_string("a")
    yield "pyparsing", "common number", lambda: pp.pyparsing_common.number.parse_string("x")
    yield "pyparsing", "common iso8601", lambda: pp.pyparsing_common.iso8601_date.copy().add_parse_action(pp.pyparsing_common.convert_to_date()).parse_string("2020-13-01")
    yield "pyparsing", "common datetime", lambda: pp.pyparsing_common.iso8601_datetime.copy().add_parse_action(pp.pyparsing_common.convert_to_datetime()).parse_string("2020-01-01T25:00:00")
    yield "pyparsing", "common ipv4", lambda: pp.pyparsing_common.ipv4_address.parse_string("x", parse_all=True)
    yield "pyparsing", "common uuid", lambda: pp.pyparsing_common.uuid.parse_string("x")
    yield "pyparsing", "common url", lambda: pp.pyparsing_common.url.parse_string("::")
    yield "pyparsing", "delimited_list", lambda: pp.delimited_list(pp.Word(pp.nums)).parse_string("a")
    yield "pyparsing", "DelimitedList min", lambda: pp.delimited_list(pp.Word(pp.nums), min=0)
    yield "pyparsing", "dict_of", lambda: pp.dict_of(pp.Word(pp.alphas), pp.Word(pp.nums)).parse_string("1")
    yield "pyparsing", "ungroup", lambda: pp.ungroup(pp.Literal("a")).parse_string("b")
    yield "pyparsing", "locatedExpr", lambda: pp.locatedExpr(pp.Literal("a")).parse_string("b")
    yield "pyparsing", "condition_as_parse_action", lambda: pp.Word(pp.nums).add_parse_action(pp.condition_as_parse_action(lambda t: False, message="x")).parse_string("1")
    yield "pyparsing", "token_map", lambda: pp.Word(pp.alphas).add_parse_action(pp.token_map(int)).parse_string("a")
    yield "pyparsing", "enable_left_recursion", lambda: (pp.ParserElement.enable_packrat(), pp.ParserElement.enable_left_recursion())
    yield "pyparsing", "railroad", lambda: pp.Literal("a").create_diagram("/nonexistent/x.html")


def xmltodict_cases():
    import xmltodict
    for s in ["", "<a>", "<a></b>", "a", "<a><b></a>", "<?xml?>", "<a x=1/>", "<a>&nope;</a>", "<a/><b/>", "<!DOCTYPE a [<!ENTITY x 'y'>]><a>&x;</a>",
              "<a\x00/>", "<a xmlns:x='y'><x:b/></a><", "<a><![CDATA[</a>"]:
        yield "xmltodict", "parse " + ascii(s), (lambda x=s: xmltodict.parse(x))
    yield "xmltodict", "parse disable_entities", lambda: xmltodict.parse("<!DOCTYPE a [<!ENTITY x SYSTEM 'file:///etc/passwd'>]><a>&x;</a>", disable_entities=True)
    yield "xmltodict", "parse bad item_depth", lambda: xmltodict.parse("<a><b/></a>", item_depth=2, item_callback=lambda p, i: False)
    yield "xmltodict", "parse callback raise", lambda: xmltodict.parse("<a><b/></a>", item_depth=2, item_callback=lambda p, i: 1 / 0)
    yield "xmltodict", "parse postprocessor", lambda: xmltodict.parse("<a/>", postprocessor=lambda p, k, v: 1)
    yield "xmltodict", "parse int", lambda: xmltodict.parse(1)
    yield "xmltodict", "parse encoding", lambda: xmltodict.parse("<a/>", encoding="nope")
    yield "xmltodict", "unparse empty", lambda: xmltodict.unparse({})
    yield "xmltodict", "unparse two roots", lambda: xmltodict.unparse({"a": 1, "b": 2})
    yield "xmltodict", "unparse list root", lambda: xmltodict.unparse({"a": [1, 2]})
    yield "xmltodict", "unparse bad", lambda: xmltodict.unparse(1)
    yield "xmltodict", "unparse attr", lambda: xmltodict.unparse({"a": {"@b": object()}})
    yield "xmltodict", "unparse key", lambda: xmltodict.unparse({1: 1})
    yield "xmltodict", "unparse bad output", lambda: xmltodict.unparse({"a": 1}, output=1)
    yield "xmltodict", "unparse namespaces", lambda: xmltodict.unparse({"a": {"@xmlns": 1}}, namespaces=1)


def distro_cases():
    import distro
    yield "distro", "os_release bad", lambda: distro.LinuxDistribution(os_release_file="/nonexistent", distro_release_file="/nonexistent", include_lsb=False, include_uname=False, include_oslevel=False).info()["x"]
    yield "distro", "os_release dir", lambda: distro.LinuxDistribution(os_release_file="/", include_lsb=False).os_release_info()
    yield "distro", "distro_release dir", lambda: distro.LinuxDistribution(distro_release_file="/", include_lsb=False).distro_release_info()
    yield "distro", "bad arg", lambda: distro.LinuxDistribution(nope=1)
    yield "distro", "root_dir and include", lambda: distro.LinuxDistribution(root_dir="/nonexistent", include_lsb=True)
    yield "distro", "root_dir oslevel", lambda: distro.LinuxDistribution(root_dir="/nonexistent", include_oslevel=True)
    yield "distro", "root_dir uname", lambda: distro.LinuxDistribution(root_dir="/nonexistent", include_uname=True)
    yield "distro", "version best", lambda: distro.LinuxDistribution().version(best=1, pretty=object()) + 1
    yield "distro", "main bad", lambda: distro.main()
    yield "distro", "parse_os_release", lambda: distro.LinuxDistribution._parse_os_release_content(1)
    yield "distro", "parse distro release", lambda: distro.LinuxDistribution._parse_distro_release_content(1)
    yield "distro", "linux_distribution", lambda: distro.linux_distribution(full_distribution_name=1) + 1
