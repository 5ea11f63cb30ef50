# Each raise carries its expectation: the class and the errorMessage form.
import errno


class ConfigError(ValueError):
    """Raised for bad configuration."""


class MissingKey(ConfigError, KeyError):
    pass


class Conn:
    def send_state(self, peer_info):
        if not self.state_mem_descs:
            return []
        if len(peer_info.dst_state_mem_descs) != len(self.state_mem_descs):
            raise RuntimeError(  # want RuntimeError "PD state transfer failed: state component count mismatch (local={len(self.state_mem_descs)}, remote={len(peer_info.dst_state_mem_descs)})"
                f"PD state transfer failed: state component count mismatch "
                f"(local={len(self.state_mem_descs)}, "
                f"remote={len(peer_info.dst_state_mem_descs)})"
            )


def fstrings(x, y, items):
    raise ValueError(f"bad value {x!r:>10} for {y}")  # want ValueError "bad value {x!r:>10} for {y}"
    raise ValueError(f"{x=} and {y = }")  # want ValueError "x={x!r} and y = {y!r}"
    raise ValueError(f"width {x:{y}} literal {{braces}}")  # want ValueError "width {x:{y}} literal {{braces}}"
    raise TypeError(f'nested {items["k"]} and {len(items):d} items')  # want TypeError "nested {items[\"k\"]} and {len(items):d} items"
    raise ValueError(rf"raw \d+ {x}")  # want ValueError "raw \\d+ {x}"


def percent(name, n, d):
    raise KeyError("unknown key %r in %s" % (name, d))  # want KeyError "unknown key {name!r} in {d}"
    raise ValueError("only %d%% done" % n)  # want ValueError "only {n:d}% done"
    raise ValueError("%(who)s owes %(amount).2f" % {"who": name, "amount": n})  # want ValueError "{name} owes {n}"
    raise ValueError("pair %s=%s" % d)  # want ValueError "pair {d[0]}={d[1]}"


def dotformat(a, b, user):
    raise ValueError("{} and {}".format(a, b))  # want ValueError "{a} and {b}"
    raise ValueError("{1} before {0}".format(a, b))  # want ValueError "{b} before {a}"
    raise ValueError("hello {name}, id {uid:04d}".format(name=user.name, uid=user.id))  # want ValueError "hello {user.name}, id {user.id:04d}"


def concat(path, code):
    raise OSError("cannot open " + path + ": code " + str(code))  # want OSError "cannot open {path}: code {code}"
    raise OSError("bad repr " + repr(path))  # want OSError "bad repr {path!r}"
    raise OSError(errno.ENOENT, "No such file")  # want OSError "[Errno 2] No such file"
    raise suffixed_err(src, pos, f"Invalid value {v}")  # want suffixed_err "Invalid value {v}"
    raise ValueError(code, message=f"bad {code}")  # want ValueError "bad {code}"


def variables(path, size, limit):
    msg = f"file {path} is {size} bytes"
    if size > limit:
        msg += f", over the limit of {limit}"
    raise ValueError(msg)  # want ValueError "file {path} is {size} bytes" ValueError "file {path} is {size} bytes, over the limit of {limit}"


def variable_error(key):
    err = MissingKey(f"missing {key}")
    raise err  # want MissingKey "missing {key}"


def variable_on_paths(tok):
    # A local given a constructed exception on each path: a site per path.
    if tok:
        err = MissingKey(f"unexpected token {tok}")
    else:
        err = MissingKey("unexpected end")
    raise err  # want MissingKey "unexpected token {tok}" MissingKey "unexpected end"


def forms(e):
    raise NotImplementedError  # want NotImplementedError ""
    raise errors.ConfigError("dotted class")  # want errors.ConfigError "dotted class"
    raise ConfigError("chained") from e  # want ConfigError "chained"
    raise ValueError(  # want ValueError "multi line"
        "multi line"
    )
    raise ValueError(message="by keyword")  # want ValueError "by keyword"
    raise ValueError(_("translated %s") % e)  # want ValueError "translated {e}"
    raise ValueError(compute_message(e))  # want ValueError "{compute_message(e)}"


def reraise():
    try:
        pass
    except KeyError as exc:
        raise exc
    except ValueError:
        raise


def asserts(x):
    assert x > 0, f"x must be positive, got {x}"  # want AssertionError "x must be positive, got {x}"
    assert x  # want AssertionError ""
    assert (  # want AssertionError ""
        x < 10  # a comment inside
    )


def _invalid(what, hint=""):
    raise ValueError(f"invalid setting: {what}{hint}")  # want ValueError "invalid setting: {what}{hint}"


class Loader:
    def _fail(self, msg):
        raise ConfigError("config: " + msg)  # want ConfigError "config: {msg}"

    def load(self, port, name):
        if port < 0:
            self._fail(f"port {port} is negative")  # want ConfigError "config: port {port} is negative"
        _invalid("name " + repr(name), hint=" (use letters)")  # want ValueError "invalid setting: name {name!r} (use letters)"
        _invalid(name)


SHARD_MSG = "bad shard {} of {}"
PLAIN_MSG = (
    "cannot reach "
    "the scheduler"
)
REBOUND = "first"
REBOUND = "second"
NOT_A_STRING = 42


def module_constants(i, n):
    raise ValueError(SHARD_MSG.format(i, n))  # want ValueError "bad shard {i} of {n}"
    raise ConnectionError(PLAIN_MSG)  # want ConnectionError "cannot reach the scheduler"
    raise ConnectionError("shard " + PLAIN_MSG)  # want ConnectionError "shard cannot reach the scheduler"
    raise ConnectionError(REBOUND)  # want ConnectionError "{REBOUND}"
    raise ConnectionError(NOT_A_STRING)  # want ConnectionError "{NOT_A_STRING}"


def constant_shadowed_by_parameter(PLAIN_MSG):
    raise ConnectionError(PLAIN_MSG)  # want ConnectionError "{PLAIN_MSG}"


def constant_shadowed_by_loop():
    for SHARD_MSG in ("a", "b"):
        raise ConnectionError(SHARD_MSG)  # want ConnectionError "{SHARD_MSG}"


def self_referential(x, y):
    msg = "bad thing"
    msg = msg + f" with {x}"
    raise LookupError(msg)  # want LookupError "bad thing with {x}"


def self_referential_augmented(x, y):
    msg = f"bad {x}"
    msg += ", " + msg
    raise LookupError(msg)  # want LookupError "bad {x}, bad {x}"


def dedented(x, name):
    text = textwrap.dedent(f"""
        bad value {x}
          indented {name}
        try again
    """).strip()
    raise ValueError(text)  # want ValueError "bad value {x}\n  indented {name}\ntry again"
    raise ValueError(f"  padded {x}  ".rstrip())  # want ValueError "  padded {x}"
    two = dedent("""\
        first
        second""")
    raise ValueError(two)  # want ValueError "first\nsecond"


def parse_string(instring):
    # pyparsing's shape: the internals are cut from the traceback, which
    # ends at this re-raise.
    try:
        return _parse(instring)
    except ParseBaseException as exc:
        if verbose_stacktrace:
            raise
        else:
            raise exc.with_traceback(None)  # want ParseBaseException ""
    except (KeyError, IndexError) as err:
        raise err.with_traceback(None) from None  # want KeyError ""


def raise_from_helper(timestr, url):
    # dateutil's and urllib3's Python 2 compatible raises.
    try:
        return build(timestr)
    except ValueError as e:
        six.raise_from(ParserError(str(e) + ": %s", timestr), e)  # want ParserError "{e}: %s"
    except (KeyError, AttributeError):
        return six.raise_from(LocationParseError(url), None)  # want LocationParseError "{url}"
    except TypeError as e:
        six.raise_from(e, None)


class ParseLog:
    def build_exception(self, exctype, default_message):
        if not self.errors:
            return exctype(default_message)
        return exctype("%s, line %d" % (self.errors[0], self.line))


def parse_document(log, text):
    # lxml's shape: a method builds the exception of the class it is given
    if not text:
        raise log.build_exception(SyntaxError, "Document is not well formed")  # want SyntaxError "Document is not well formed"
    if text == "\x00":
        raise make_error(Path, "not an error class")  # want make_error "not an error class"


def first_of(iterable, too_short=None, too_long=None):
    # The caller's exception, else one built here: each constructor is a site.
    it = iter(iterable)
    try:
        value = next(it)
    except StopIteration as e:
        raise (  # want ValueError "too few items in iterable (expected 1)"
            too_short or ValueError('too few items in iterable (expected 1)')
        ) from e
    if next(it, None) is not None:
        raise KeyError("more than one") if too_long is None else TypeError(f"too many: {too_long}")  # want KeyError "more than one" TypeError "too many: {too_long}"
    return value
