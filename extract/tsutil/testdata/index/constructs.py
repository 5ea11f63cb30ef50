# Python constructs whose children, fields and hidden nodes Index answers
# for (TestIndexAccessors compares every answer with tree-sitter's).
from __future__ import annotations
import os, sys as system
from .pkg import (a, b as c)

X: int = 1
Y = Z = [i * 2 for i in range(3) if i]  # trailing comment


@decorator(arg=1)
@other
class Error(ValueError, metaclass=Meta):
    """Docstring."""

    code = 400

    def __init__(self, msg: str = "x", *args, key=None, **kw) -> None:
        super().__init__(f"bad {msg!r:>10} and {key}")
        self.msg = msg

    @property
    async def value(self):
        async with lock as l, other():
            await l
        async for v in gen():
            yield v


def f(x, /, y, *, z):
    if x is None:
        raise Error("none") from None
    elif x > 1 and not y or z:
        raise Error("%s and %d" % (x, y))
    else:
        pass
    try:
        return lambda q, *r: q[1:2, ...]
    except (KeyError, IndexError) as e:
        raise
    except* OSError:
        pass
    finally:
        del x
    while True:
        break
    for a, *b in {1: 2}.items():
        continue
    match y:
        case [1, *rest] if rest:
            assert rest, "message"
        case {"k": v, **others}:
            global g
        case Point(x=0) | None:
            nonlocal_ = 1
    with open(
        "f"  # comment inside
    ) as fh:
        print(*fh, sep="")
    return (yield), x if y else z, not x, -x, ~y, x @ y, x ** 2


type Alias = list[int]
print("a" "b" 'c' f"{x}" rb"\x00")
