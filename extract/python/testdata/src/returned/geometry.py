# A checking method returns the text of what is wrong, or None; the
# caller raises its result (GeoJSON's Geometry.errors): each returned text
# is a site at the raise.


class Geometry(dict):
    def __init__(self, coordinates=None, validate=False):
        self["coordinates"] = coordinates or []
        if validate:
            errors = self.errors()
            if errors:
                raise ValueError(f"{errors}: {coordinates}")  # want ValueError "{errors}: {coordinates}" ValueError "the coordinates must hold two or more positions: {coordinates}" ValueError "each linear ring must end where it started: {coordinates}"

    def errors(self):
        return None


class LineString(Geometry):
    def errors(self):
        if len(self["coordinates"]) < 2:
            return "the coordinates must hold two or more positions"


class Polygon(Geometry):
    def errors(self):
        rings = self["coordinates"]
        if any(r[0] != r[-1] for r in rings):
            return "each linear ring must end where it started"
        return None


def describe(value):
    if value < 0:
        return "negative"
    return str(value)  # a value, as "negative" is: no texts


def check(value):
    what = describe(value)
    raise ValueError(f"bad value: {what}")  # want ValueError "bad value: {what}"
