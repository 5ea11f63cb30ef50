package com.example;

import java.io.IOException;
import java.util.Locale;

/** A checked error of the parser. */
public class ParseException extends Exception {
    public ParseException(String msg) { super(msg); }
}

class StrictParseException extends ParseException {
    StrictParseException(String m) { super(m); }
}

class ConfigError extends java.lang.Error {}

class Wrapper<T> extends RuntimeException {}

class NotThrowable extends java.util.ArrayList<String> {}

class Parser {
    private static final IllegalStateException CLOSED = new IllegalStateException("closed");

    /**
     * Parses one value.
     * @param s the text
     */
    int parse(String s, int radix) throws ParseException {
        if (s == null) {
            // null is never valid
            throw new IllegalArgumentException("s is null"); // want IllegalArgumentException "s is null"
        }
        if (radix < 2 || radix > 36) {
            throw new NumberFormatException("radix " + radix + " out of range [2, 36]"); // want NumberFormatException "radix {radix} out of range [2, 36]"
        } else if (s.isEmpty()) {
            throw new ParseException(String.format("empty input at %d: %s (%x)", 0, s, radix)); // want ParseException "empty input at {0:d}: {s} ({radix:x})"
        } else {
            throw new StrictParseException("bad char '" + s.charAt(0) + "' in " + s.length() + " chars"); // want StrictParseException "bad char '{s.charAt(0)}' in {s.length()} chars"
        }
    }

    void locale(String name, Object value) {
        throw new IllegalStateException(String.format(Locale.ROOT, "%1$s is %2$s%n(%%)", name, value)); // want IllegalStateException "{name} is {value}\n(%)"
    }

    void messageFormat(String file, int line, Object cause) {
        throw new IllegalArgumentException(MessageFormat.format("can''t read {0} at line {1,number,integer}: {2} '{literal}' {5}", file, line, cause)); // want IllegalArgumentException "can't read {file} at line {line}: {cause} {{literal}} {{5}}"
    }

    void formatted(int n) {
        throw new UnsupportedOperationException("count %d too large".formatted(n)); // want UnsupportedOperationException "count {n:d} too large"
    }

    void local(String key) {
        String msg = "unknown key: " + key;
        throw new java.util.NoSuchElementException(msg); // want java.util.NoSuchElementException "unknown key: {key}"
    }

    void computed(int[] a) {
        int n = a.length * 2;
        throw new IndexOutOfBoundsException("index " + n); // want IndexOutOfBoundsException "index {n}"
    }

    void localException(int code) {
        IOException e = new IOException("code " + code);
        throw e; // want IOException "code {code}"
    }

    void rethrow() throws IOException {
        try {
            read();
        } catch (IOException e) {
            throw e;
        } catch (RuntimeException | Error e) {
            throw new IllegalStateException("read failed: " + e.getMessage(), e); // want IllegalStateException "read failed: {e.getMessage()}"
        }
    }

    void noMessage() {
        throw new UnsupportedOperationException(); // want UnsupportedOperationException ""
    }

    void named(int pos, String msg) {
        throw new ParseError(pos, msg); // want ParseError "{msg}"
    }

    void causeOnly(Throwable t) {
        throw new RuntimeException(t); // want RuntimeException "{t}"
    }

    void getters(java.util.concurrent.ExecutionException e) throws Throwable {
        if (e.getCause() != null) throw e.getCause();
        throw uoe();
    }

    void constant() {
        throw CLOSED; // want CLOSED ""
    }

    void factory(String s) {
        throw Errors.invalid("invalid value " + String.valueOf(s)); // want Errors.invalid "invalid value {s}"
    }

    void textBlock() {
        throw new IllegalStateException( // want IllegalStateException "first line\n  second {{line}}\n"
            """ 
            first line
              second {line}
            """);
    }

    void escapes() {
        throw new IllegalArgumentException("tab\there \"q\" \u00e9 \101" + 'c' + 7 + true); // want IllegalArgumentException "tab\there \"q\" é Ac7true"
    }

    void multi(Object o) {
        throw new ClassCastException( // want ClassCastException "cannot cast {o.getClass().getName()} to Parser"
            "cannot cast " + o
                .getClass()
                .getName() + " to Parser");
    }

    void lambda(java.util.List<String> xs) {
        if (xs == null) {
            xs.forEach(x -> {
                throw new IllegalStateException("in lambda " + x.toString()); // want IllegalStateException "in lambda {x}"
            });
        }
    }

    void generic() {
        throw new Wrapper<String>(); // want Wrapper ""
    }

    void initCause(Exception cause) {
        throw (IllegalStateException) new IllegalStateException("wrapped").initCause(cause); // want IllegalStateException "wrapped"
    }
}

enum Mode {
    A;

    Mode next() {
        throw new AssertionError("no mode after " + this); // want AssertionError "no mode after {this}"
    }
}

record Point(int x, int y) {
    Point {
        if (x < 0) throw new IllegalArgumentException("negative x: " + x); // want IllegalArgumentException "negative x: {x}"
    }
}

interface Shape {
    default double area() {
        throw new UnsupportedOperationException(getClass().getSimpleName() + ".area"); // want UnsupportedOperationException "{getClass().getSimpleName()}.area"
    }
}
