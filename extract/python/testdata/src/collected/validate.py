# A checking function collects the texts of what is wrong in a list it
# returns (alone, or in a tuple beside another list); its caller joins the
# list and raises it. Each appended text is a site at the raise, alone.


def validate(items):
    warnings = []
    errors = []
    for item in items:
        if item.startswith("-"):
            errors.append(f"Invalid item: a key cannot start with a dash: {item!r}.")
        if item.isdigit():
            errors.append("Invalid item: a key cannot be a number: %s." % item)
    for w in items:
        warnings.append(f"Duplicated key ignored: {w}.")
    return warnings, errors


def problems(items):
    found = []
    if not items:
        found.append("No items given to the checker")
    found.append("x")  # a value, not a text: no site
    return found


def extended(items):
    out = []
    out.append("Too few items for the extended check")
    out.extend(items)  # parts not read one by one: no text
    return out


def strict(items):
    notes = []  # nothing appended: an empty list, no text
    errors = []
    if len(items) != len(set(items)):
        errors.append("Duplicate items are not allowed in strict mode")
    return notes, errors


def computed(items):
    return [str(i) for i in items]


class Registry:
    def __init__(self, items):
        warns, errors = validate(items)
        if errors:
            raise ValueError("\n".join(warns + errors))  # want ValueError "Duplicated key ignored: {w}." ValueError "Invalid item: a key cannot start with a dash: {item!r}." ValueError "Invalid item: a key cannot be a number: {item}."

    def check(self, items):
        bad = problems(items)
        if bad:
            raise ValueError("; ".join(bad))  # want ValueError "No items given to the checker"

    def errors(self, items):
        out = []
        if len(items) > 9:
            out.append("The registry holds nine items at most")
        return out

    def check_method(self, items):
        errs = self.errors(items)
        if errs:
            raise ValueError(", ".join(errs))  # want ValueError "The registry holds nine items at most"

    def check_extended(self, items):
        bad = extended(items)
        raise ValueError("; ".join(bad))  # want ValueError "{\"; \".join(bad)}"

    def check_strict(self, items):
        notes, errors = strict(items)
        if errors:
            raise ValueError("\n".join(notes + errors))  # want ValueError "Duplicate items are not allowed in strict mode"

    def check_computed(self, items):
        bad = computed(items)
        raise ValueError("; ".join(bad))  # want ValueError "{\"; \".join(bad)}"
