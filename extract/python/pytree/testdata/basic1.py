pass
x = 1  # c

if x:
    # a
    y
    # b
# c
z



  
# only

print(x)
print
exec(x)

match = 1
match(x)
match x:
    case 1: pass
type X = int
type(x)

def f(a: List[int], b: int | None = None, *args: str, **kw) -> a.b.C:
    pass

class A[T: int, *Ts, **P](B, metaclass=M): pass

x = f"a{b!r:>{w}}c{{d}}\n{e=}" 'g' b'\x00' r'\d'

a if b else c
lambda: a if b else c
(x := a if b else c)

not a in b
a is not b
a not in b
a & b ^ c
-a ** b
await x ** 2

a, b = c, d
x = *a, b
(a, b) = [c, d] = e
for x, y in z: pass

with (a, b): pass
with (a): pass
with (open(a) as f, open(b) as g): pass
with a as b, c as d: pass

try:
    pass
except E as e:
    pass
except (A, B):
    pass
except* C:
    pass
else:
    pass
finally:
    pass

from . import x
from ...foo import (a, b as c,)
from __future__ import annotations
import a.b as c, d
from x import *
