# ns/ has no __init__.py: a namespace package (PEP 420), as Debian's
# ruamel/ above ruamel/yaml/. The modules import each other as
# ns.yamlish.X, which the link pass resolves through it.
