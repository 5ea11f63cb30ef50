#!/usr/bin/env python3
"""Run real library code with bad input and log each failure the way a
service does: logger.exception() (the message line, then the traceback),
logger.error() with the exception's text, or a warning. The standard
library's cases are bench/match/stdlib_errors.py's; the installed
packages' cases below call what /usr/lib/python3/dist-packages holds
(run this with the interpreter that owns it, /usr/bin/python3 on Debian).

    failures.py > events.log

Every event is a real exception raised by real code: nothing here writes a
traceback by hand. make.sh repeats these events, with fresh timestamps,
among INFO lines to make a log of any size.
"""
import logging
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


def package_cases():
    """Yield (label, thunk) pairs of installed packages, each expected to raise."""
    import json
    try:
        import yaml
        yield "yaml-scan", lambda: yaml.safe_load("a: [1, 2\nb: c")
        yield "yaml-construct", lambda: yaml.safe_load("!!python/object:os.system ls")
        yield "yaml-dup", lambda: yaml.safe_load("a: &x\n  - 1\nb: *y")
    except ImportError:
        pass
    try:
        import jinja2
        env = jinja2.Environment(undefined=jinja2.StrictUndefined)
        yield "jinja-syntax", lambda: env.from_string("{% for x in %}{% endfor %}")
        yield "jinja-undefined", lambda: env.from_string("{{ user.name }}").render()
        yield "jinja-filter", lambda: env.from_string("{{ x|nosuchfilter }}")
        yield "jinja-notfound", lambda: jinja2.Environment(loader=jinja2.DictLoader({})).get_template("page.html")
    except ImportError:
        pass
    try:
        import dateutil.parser
        import dateutil.relativedelta
        yield "dateutil-parse", lambda: dateutil.parser.parse("not a date at all")
        yield "dateutil-rd", lambda: dateutil.relativedelta.relativedelta(months=1.5)
    except ImportError:
        pass
    try:
        import arrow
        yield "arrow-get", lambda: arrow.get("2026-13-45")
        yield "arrow-shift", lambda: arrow.utcnow().shift(fortnights=1)
    except ImportError:
        pass
    try:
        import croniter
        yield "croniter", lambda: croniter.croniter("61 * * * *")
    except ImportError:
        pass
    try:
        import jwt
        yield "jwt-decode", lambda: jwt.decode("abc.def.ghi", "secret", algorithms=["HS256"])
        yield "jwt-alg", lambda: jwt.encode({"a": 1}, "k", algorithm="NOPE")
    except ImportError:
        pass
    try:
        import sqlalchemy
        yield "sqlalchemy-url", lambda: sqlalchemy.engine.make_url("not a url")
        yield "sqlalchemy-dialect", lambda: sqlalchemy.create_engine("nosuchdb://x")
    except ImportError:
        pass
    try:
        import werkzeug.routing
        m = werkzeug.routing.Map([werkzeug.routing.Rule("/a/<int:x>", endpoint="a")]).bind("localhost")
        yield "werkzeug-notfound", lambda: m.match("/b")
        yield "werkzeug-build", lambda: m.build("nope")
    except ImportError:
        pass
    try:
        import click
        yield "click-badparam", lambda: click.IntRange(0, 10).convert("99", None, None)
        yield "click-choice", lambda: click.Choice(["a", "b"]).convert("c", None, None)
    except ImportError:
        pass
    try:
        import babel
        import babel.numbers
        yield "babel-locale", lambda: babel.Locale.parse("xx_YY")
        yield "babel-number", lambda: babel.numbers.parse_decimal("1,2,3.4.5", locale="en")
    except ImportError:
        pass
    try:
        import markdown
        yield "markdown-ext", lambda: markdown.markdown("x", extensions=["nosuchext"])
    except ImportError:
        pass
    try:
        import configobj
        yield "configobj", lambda: configobj.ConfigObj(["[a", "x = 1"])
    except ImportError:
        pass
    try:
        import cryptography.fernet
        yield "fernet", lambda: cryptography.fernet.Fernet(b"short")
    except ImportError:
        pass
    try:
        import bs4
        yield "bs4-parser", lambda: bs4.BeautifulSoup("<a>", "nosuchparser")
    except ImportError:
        pass
    yield "json-nested", lambda: json.loads('{"a": [1, 2,, 3]}')


def main():
    import stdlib_errors
    logging.basicConfig(stream=sys.stdout, level=logging.INFO,
                        format="%(asctime)s %(levelname)s [%(process)d] %(name)s: %(message)s")
    names = ["api.handlers", "worker.jobs", "ingest.batch", "config", "scheduler"]
    cases = list(stdlib_errors.cases()) + list(package_cases())
    for i, (label, thunk) in enumerate(cases):
        log = logging.getLogger(names[i % len(names)])
        try:
            thunk()
        except Exception as e:
            # Three ways services log a failure, in turn.
            if i % 3 == 0:
                log.exception("request %s failed", label)
            elif i % 3 == 1:
                log.error("%s: %s", type(e).__name__, e)
            else:
                log.warning("retrying %s after %s: %s", label, type(e).__name__, e)
        else:
            log.info("%s did not fail", label)


if __name__ == "__main__":
    main()
