"""Validators that return an error's text, or None when there is none,
and the raises that print what they return."""


def check_point(coord):
    if not isinstance(coord, list):
        return 'each position must be a list'
    if len(coord) not in (2, 3):
        return 'a position must have exactly 2 or 3 values'
    return None


def check_line(coord):
    if len(coord) < 2:
        return 'a line needs two or more positions'
    for pos in coord:
        error = check_point(pos)
        if error:
            return error


def load(coord):
    error = check_point(coord)
    if error:
        raise ValueError(f'{error}: {coord}')  # want ValueError "each position must be a list: {coord}" ValueError "a position must have exactly 2 or 3 values: {coord}"


def load_line(coord):
    raise ValueError(check_line(coord))  # want ValueError "a line needs two or more positions" ValueError "each position must be a list" ValueError "a position must have exactly 2 or 3 values"


class Shape:
    def errors(self):
        return [e for e in self.parts if e]

    def __init__(self, coords):
        self.coords = coords
        errors = self.errors()
        if errors:
            raise ValueError(f'{errors}: {coords}')  # want ValueError "{self.errors()}: {coords}" ValueError "each position must be a list: {coords}" ValueError "a position must have exactly 2 or 3 values: {coords}"


class Point(Shape):
    def errors(self):
        return check_point(self.coords)
