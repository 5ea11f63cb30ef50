"""A long method whose raise lies more than a source window (18 lines)
below its def: code.function.name comes from the catalog's documentation,
which names the enclosing function the extractor found, not from the
window."""


class BatchLoader:
    def __init__(self, limit):
        self.limit = limit

    def load(self, rows):
        seen = set()
        out = []
        skipped = 0
        for row in rows:
            key = row.get("id")
            if key is None:
                skipped += 1
                continue
            if key in seen:
                skipped += 1
                continue
            seen.add(key)
            value = row.get("value")
            if value is None:
                skipped += 1
                continue
            if isinstance(value, str):
                value = value.strip()
            if not value:
                skipped += 1
                continue
            out.append((key, value))
            if len(out) % 100 == 0:
                self.flush(out)
        total = len(out) + skipped
        if total and skipped * 2 > total:
            raise ValueError(f"batch rejected: {skipped} of {total} rows unusable")
        return out

    def flush(self, out):
        pass


if __name__ == "__main__":
    import traceback

    try:
        BatchLoader(10).load([{"id": 1}, {"id": 2, "value": "x"}, {"value": 3}])
    except ValueError:
        traceback.print_exc()
