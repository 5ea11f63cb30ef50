x = "\d\q"
f"{x: >10}" f"{x:{y} }" f"{x = }" f"{x=!r:>2}" f"{x:}"
x = 1  # c
y = 2

x = \
  "s"
x = 1 + \
 2

lambda x, *a, y=1, **k: 0
lambda *, a: 0

print(x), y
print (x)
