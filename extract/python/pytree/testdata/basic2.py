def f(a: List[int] | None, b: typing.List[int], c: Dict[str, List[int]], d: Callable[[int], str], e: Tuple[int, ...], f: "X", g: Optional[a.B] = None, h: int | str | None = 1, i: x.y[int] | None, j: List[int].x, l: type[int], n: -A[int]) -> List[int]: pass

x: List[int] = []
y: int
z: A[int] | B[str] = 3
w: a.b[c]

def f[T](x: T) -> T: ...
type A[T] = list[T] | None
type B = A.B[C]

x = a[1:2, ::3, ...]
x = a[:]
x = a[b:c:d]
x = f(a)(b)[c].d
x = f(x for x in y if z)
x = f(*a, **b, c=d)
x = [x for x in y for z in w if q]
x = {a: b for a in c}
x = {a for a in b}
x = {a: b, **c}
x = {a, b}
x = {}
x = ()
x = (a,)
x = (yield)
x = yield a, b
x = yield from c

def f():
    x = 1
        # deeper comment
    # same
  # lower
# lowest
y = 2

@a
# c
@b.c(d)
def f(): pass

if a:
    pass
elif b:
    pass
else:
    pass
while x:
    break
else:
    continue

async def f():
    async with a as b: pass
    async for x in y: pass
    await z
    return [x async for x in y]

global a, b
nonlocal c
del a, b
del a
assert x, "m"
raise
raise X from Y
return
x = a if b else c if d else e
x = 1; y = 2;
