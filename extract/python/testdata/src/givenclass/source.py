class Source:
    def parse_error(self, exception, *args, **kwargs):
        line, col = self._to_linecol()
        return exception(line, col, *args, **kwargs)
