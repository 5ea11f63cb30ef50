(a) = 1
[a] = 1
(a), b = 1
x, = 1
for (a) in b: pass
for [a, b] in c: pass
a = b, c
a = *b, c
a = b = c, d
a += yield

x: None | List[int]
x: List[int] | None | int
x: List[int] | a.b
def f(*a: *Ts): pass
x: "A" | None
x: A[int].b.c | None
x: A[int,]
x: A[()]
x: A[*Ts]

match x:
    case _:
        pass
    case [a, *rest]:
        pass
    case {"k": v, **rest}:
        pass
    case Point(x=0, y=1):
        pass
    case 1 | 2 as z:
        pass
    case -1:
        pass
    case 1+2j:
        pass
    case a.b:
        pass
    case (a, b):
        pass
    case str() | bytes():
        pass
    case x if x > 0:
        pass
    case a, b:
        pass
    case None:
        pass
    case "a" "b":
        pass
    case (a):
        pass
    case ():
        pass
    case [*_]:
        pass
