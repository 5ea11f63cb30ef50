class Broken {
    void ok() {
        throw new IllegalStateException("before"); // want IllegalStateException "before"
    }

    void broken() {
        int x = 1 +* 2;
        throw new IllegalStateException("inside"); // want IllegalStateException "inside"
    }

    void alsoOk() {
        throw new IllegalStateException("after"); // want IllegalStateException "after"
    }
}
