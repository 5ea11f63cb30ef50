# The Unicode errors given all their fields print CPython's sentence, not
# the tuple of their arguments: one byte or character when end is
# start + 1, a range otherwise, both when the positions are not literals.
# A reason with no text of its own keeps the arguments' reading.


def decode_table(byte_array, table):
    for b in byte_array:
        if table[b] == "\u0000":
            raise UnicodeDecodeError("pdfdocencoding", bytearray(b), -1, -1, "does not exist in translation table")  # want UnicodeDecodeError "'pdfdocencoding' codec can't decode bytes in position -1--2: does not exist in translation table"


def encode_table(text, table, i):
    if text[i] not in table:
        raise UnicodeEncodeError("pdfdocencoding", text, i, i + 1, "does not exist in translation table")  # want UnicodeEncodeError "'pdfdocencoding' codec can't encode character '{…}' in position {i}: does not exist in translation table" UnicodeEncodeError "'pdfdocencoding' codec can't encode characters in position {i}-{i + 1 - 1:d}: does not exist in translation table"
    raise UnicodeEncodeError("ascii", text, 0, 1, "ordinal not in range")  # want UnicodeEncodeError "'ascii' codec can't encode character '{…}' in position 0: ordinal not in range"


def translate(text, start, end, reason):
    raise UnicodeTranslateError(text, 3, 7, "no mapping")  # want UnicodeTranslateError "can't translate characters in position 3-6: no mapping"


def passed_on(enc, data, start, end, reason):
    raise UnicodeDecodeError(enc, data, start, end, reason)  # want UnicodeDecodeError "{enc}"
