# An exception held in a variable that a function's result gave: the
# raise raises what the function builds, its parameters bound to the
# call's arguments.


class SchemaError(ValueError):
    pass


def validate(model, data):
    values = {}
    if not data:
        return values, None, SchemaError("no data for %s" % model)
    for k in data:
        if k not in model:
            return values, k, SchemaError("unknown field %r for %s" % (k, model))
    return values, None, None


def check(name):
    if not name:
        return None
    return SchemaError(f"bad name {name}")


def load(model, data):
    values, _, error = validate(model, data)
    if error:
        raise error  # want SchemaError "unknown field {k!r} for {model}"
    err = check(model.name)
    if err:
        raise err  # want SchemaError "bad name {model.name}"
    # not held results: the element the function gives no error in; a
    # function whose returns build two classes
    _, key, other = validate(model, data)
    raise key  # want key ""
    e = either(model)
    raise e  # want e ""


def either(model):
    if model:
        return SchemaError("schema")
    return KeyError("key")
