def f(x:
    raise ValueError("unclosed"
class C:
    def g(self) return 1
x = = 2
