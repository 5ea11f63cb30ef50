package pool;

public class Pool {
    private int size;

    public void resize(int n) {
        if (n > this.size * 2) {
            throw new IllegalArgumentException("cannot grow past " + (this.size * 2) + ", got " + n);
        }
        this.size = n;
    }
}
