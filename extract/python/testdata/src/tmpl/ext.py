# An extension's parse methods are handed the parser, the parameter
# annotated with its class (quoted, the class imported only for the type
# checker): parser.fail(...) calls Parser.fail of parser.py, a helper
# whose callers give the texts.
import typing as t

if t.TYPE_CHECKING:
    from .parser import Parser


class InternationalizationExtension:
    def parse(self, parser: "Parser"):
        if not self.plural_expr:
            parser.fail("pluralize without variables", self.lineno)  # want TemplateSyntaxError "pluralize without variables"
        return self.plural_expr

    def _parse_block(self, parser: "Parser", allow_pluralize):
        while True:
            if parser.stream.current.test("block_begin"):
                parser.fail("control structures in translatable sections are not allowed")  # want TemplateSyntaxError "control structures in translatable sections are not allowed"
            if parser.stream.eos:
                parser.fail(f"unclosed translation block {self.name!r}")  # want TemplateSyntaxError "unclosed translation block {self.name!r}"


def parse_unannotated(parser):
    # Not annotated: nothing says which class parser is.
    parser.fail("no annotation")
