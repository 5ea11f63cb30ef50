package guards;

class Guards {
    int chain(Object v, int max) {
        if (v == null) {
            throw new IllegalArgumentException("v is required"); // want IllegalArgumentException "v is required"
        } else if (!(v instanceof String s)) {
            throw new IllegalArgumentException("v must be a string"); // want IllegalArgumentException "v must be a string"
        } else {
            throw new IllegalStateException("v is " + v); // want IllegalStateException "v is {v}"
        }
    }

    int leaving(String s) {
        if (s.isEmpty()) return 0;
        if (s.length() > 8) {
            return -1;
        }
        throw new NumberFormatException("not a number: " + s); // want NumberFormatException "not a number: {s}"
    }

    String cases(int k) {
        switch (k) {
            case 1:
            case 2:
                throw new IllegalArgumentException("small " + k); // want IllegalArgumentException "small {k}"
            case 3:
                return "three";
            default:
                throw new IllegalArgumentException("unknown " + k); // want IllegalArgumentException "unknown {k}"
        }
    }

    String rules(Mode m) {
        return switch (m) {
            case FAST, SLOW -> "known";
            case OFF -> throw new UnsupportedOperationException("off"); // want UnsupportedOperationException "off"
            default -> throw new IllegalStateException("mode " + m); // want IllegalStateException "mode {m}"
        };
    }

    void lambda(boolean ok) {
        if (ok) {
            run(() -> {
                throw new IllegalStateException("in the lambda"); // want IllegalStateException "in the lambda"
            });
        }
    }
}
