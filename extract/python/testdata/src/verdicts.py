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



def check_range(code):
    """Nine verdicts, through a call it returns: one value of several,
    more than a product may give."""
    if code < 0:
        return 'code is negative'
    if code > 99:
        return 'code is too large'
    return check_parity(code)


def check_parity(code):
    if code % 2:
        return 'odd codes are reserved'
    elif code % 3 == 0:
        return 'codes divisible by three are reserved'
    for bad in (10, 20):
        if code == bad:
            return 'code %d is reserved' % bad
    while code > 50:
        return 'codes above fifty are reserved'
    if code == 44:
        return f'code {code} is the answer'
    return 'code four is reserved' if code == 4 else ('code eight is reserved' if code == 8 else None)


def use_code(code):
    problem = check_range(code)
    if problem:
        raise ValueError(f'{problem} (code {code})')  # want ValueError "code is negative (code {code})" ValueError "code is too large (code {code})" ValueError "odd codes are reserved (code {code})" ValueError "codes divisible by three are reserved (code {code})" ValueError "code {bad:d} is reserved (code {code})" ValueError "codes above fifty are reserved (code {code})" ValueError "code {code} is the answer (code {code})" ValueError "code four is reserved (code {code})" ValueError "code eight is reserved (code {code})"
