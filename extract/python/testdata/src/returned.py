# Validators that return the text of what is wrong, which their caller
# raises: a call of a function of the file stands for the texts it
# returns.


def check_point(coord):
    if not isinstance(coord, list):
        return 'each position must be a list'
    if len(coord) not in (2, 3):
        return f'a position must have exactly 2 or 3 values, not {len(coord)}'
    return None


def check_line(coord):
    if len(coord) < 2:
        return ('the "coordinates" member must be an array of '
                'two or more positions')
    for pos in coord:
        error = check_point(pos)
        if error:
            return error


class Geometry(dict):
    def __init__(self, coordinates=None, validate=False):
        if validate:
            errors = self.errors()
            if errors:
                raise ValueError(f'{errors}: {coordinates}')  # want ValueError "each position must be a list: {coordinates}" ValueError "a position must have exactly 2 or 3 values, not {len(coord)}: {coordinates}" ValueError "the \"coordinates\" member must be an array of two or more positions: {coordinates}" ValueError "{check_line(self['coordinates'])}: {coordinates}" ValueError "Each polygon must be a list of linear rings: {coordinates}" ValueError "Each element of a polygon's coordinates must be a list: {coordinates}" ValueError "Each linear ring must contain at least 4 positions: {coordinates}" ValueError "Each linear ring must end where it started: {coordinates}" ValueError "too many linear rings: {coordinates}"

    def check_list_errors(self, check, items):
        return [err for err in map(check, items) if err]


class Point(Geometry):
    def errors(self):
        return check_point(self['coordinates'])


class Line(Geometry):
    def errors(self):
        return check_line(self['coordinates'])


def check_polygon(coord):
    if not isinstance(coord, list):
        return 'Each polygon must be a list of linear rings'
    if not all(isinstance(elem, list) for elem in coord):
        return "Each element of a polygon's coordinates must be a list"
    if not all(len(elem) >= 4 for elem in coord):
        return 'Each linear ring must contain at least 4 positions'
    if not all(elem[0] == elem[-1] for elem in coord):
        return 'Each linear ring must end where it started'
    if len(coord) > 1000:
        return 'too many linear rings'


# More texts than one message's usual bound (8): one value's texts may
# be up to 16.
class Polygon(Geometry):
    def errors(self):
        return check_polygon(self['coordinates'])


class MultiPoint(Geometry):
    def errors(self):
        return self.check_list_errors(check_point, self['coordinates'])


def validate(coord):
    raise ValueError(check_point(coord))  # want ValueError "each position must be a list" ValueError "a position must have exactly 2 or 3 values, not {len(coord)}"


def count(items):
    return len(items)


def size(items):
    # a function that returns no text: its call stays a value
    raise ValueError("bad size %s" % count(items))  # want ValueError "bad size {count(items)}"
