try:
    import fastlib  # noqa: F401

    HAVE_FASTLIB = True
    fast_enabled = True
except ImportError:
    HAVE_FASTLIB = False
    fast_enabled = False


def fast_path(x):
    # A module-level flag is not a local of the function.
    if not fast_enabled:
        raise RuntimeError("fast_path needs fastlib; please install it")
    return x


def _require(value, name):
    if value is None:
        raise ValueError(f"{name} must not be None")
    return value


def configure(extra):
    node = extra.get("node")
    if node is not None:
        # The helper's own test raises, not the branch that calls it.
        return _require(node, "node")
    return None


def parse_number(text, kind):
    if kind == "int":
        try:
            return int(text)
        except ValueError:
            raise TypeError(f"not an int: {text!r}")
    return float(text)


def pick(strategy, feature):
    if strategy in ["default", "patch"]:
        return feature[1:]
    elif strategy == "full":
        return feature
    else:
        raise ValueError(f"Unexpected strategy: {strategy}")


def first_block(shape):
    K = shape[3]
    BK = 2 * K
    if K % BK != 0:
        raise ValueError(f"K={K} must divide BK={BK}")
    return BK


def should_skip(name, targets):
    # The function's local shadows the module-level function of its name.
    should_skip = None
    if name in targets:
        should_skip = True
    assert should_skip is not None
    return should_skip


class Compiler:
    def initialize(self, paths):
        self.__paths = paths
        if len(self.__paths) == 0:
            raise RuntimeError(f"no compiler for {self.__product}")


def special(self, parameters):
    raise TypeError(f"{self} is not subscriptable")
