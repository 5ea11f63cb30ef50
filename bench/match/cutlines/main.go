// Command cutlines is bench/match/cores.sh's control: the least work any
// reader of a log does, reading it and cutting it into lines (one IndexByte
// call a line, as errdex's classifiers make), with nothing of errdex in it
// and only the standard library linked, so that it starts in a few
// milliseconds. Its j goroutines each read their own share of the file
// with pread, so nothing is handed from one core to another: its
// all-cores / one-core ratio is the most this machine gives such work,
// measured beside errdex's.
//
//	cutlines [-j N] [-passes P] [-hash] FILE
//
// It reads the file P times (default 1) and prints its number of lines,
// which `wc -l` gives too when the file ends with a newline. With -hash it
// computes instead of reading: each goroutine hashes a 64 KB buffer of its
// own (in its core's cache) with SHA-256, together once per 64 KB of the
// file and pass, and it prints how many times; its ratio is what the
// machine gives work that touches no memory beyond its caches.
package main

import (
	"bytes"
	"crypto/sha256"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
)

func main() {
	j := flag.Int("j", runtime.GOMAXPROCS(0), "goroutines, each reading 1/j of the file")
	passes := flag.Int("passes", 1, "times the file is read")
	hash := flag.Bool("hash", false, "hash a buffer in cache once per 64 KB of the file instead of reading it")
	flag.Parse()
	if flag.NArg() != 1 || *j < 1 || *passes < 1 {
		fmt.Fprintln(os.Stderr, "usage: cutlines [-j N] [-passes P] [-hash] FILE")
		os.Exit(2)
	}
	if err := run(flag.Arg(0), *j, *passes, *hash); err != nil {
		fmt.Fprintln(os.Stderr, "cutlines:", err)
		os.Exit(1)
	}
}

func run(path string, j, passes int, hash bool) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return err
	}
	if hash {
		blocks := int((st.Size() + hashBlock - 1) / hashBlock * int64(passes))
		fmt.Println(hashBlocks(blocks, j))
		return nil
	}
	n := 0
	for p := 0; p < passes; p++ {
		if n, err = countLines(f, st.Size(), j, 128<<10); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
	}
	fmt.Println(n)
	return nil
}

// countLines counts the lines of the size bytes of r (a last line without
// a newline counts too), j goroutines each counting the lines that start in
// its share, reading chunk bytes at a time.
func countLines(r io.ReaderAt, size int64, j, chunk int) (int, error) {
	type result struct {
		n   int
		err error
	}
	res := make([]result, j)
	done := make(chan struct{})
	for i := 0; i < j; i++ {
		go func(i int) {
			defer func() { done <- struct{}{} }()
			start, end := size*int64(i)/int64(j), size*int64(i+1)/int64(j)
			res[i].n, res[i].err = lineStarts(r, size, start, end, chunk)
		}(i)
	}
	for i := 0; i < j; i++ {
		<-done
	}
	total := 0
	for _, x := range res {
		if x.err != nil {
			return 0, x.err
		}
		total += x.n
	}
	return total, nil
}

// lineStarts counts the lines of r that start at an offset in [start, end):
// offset 0 when size > 0, and the offset after each newline but the last
// byte's. It reads [start-1, end-1), where those newlines are.
func lineStarts(r io.ReaderAt, size, start, end int64, chunk int) (int, error) {
	n := 0
	if start == 0 && end > 0 {
		n++
	}
	from, to := max(start-1, 0), min(end-1, size-1)
	buf := make([]byte, chunk)
	for off := from; off < to; {
		m, err := r.ReadAt(buf[:min(int64(chunk), to-off)], off)
		if m == 0 && err != nil {
			return 0, fmt.Errorf("offset %d: %w", off, err)
		}
		b := buf[:m]
		for {
			k := bytes.IndexByte(b, '\n')
			if k < 0 {
				break
			}
			n++
			b = b[k+1:]
		}
		off += int64(m)
	}
	return n, nil
}

const hashBlock = 64 << 10

// hashBlocks hashes a 64 KB buffer n times in all, split over j
// goroutines, each with a buffer of its own, and returns n.
func hashBlocks(n, j int) int {
	done := make(chan int)
	for i := 0; i < j; i++ {
		go func(i int) {
			buf := make([]byte, hashBlock)
			buf[0] = byte(i)
			k := n*(i+1)/j - n*i/j
			for range k {
				sum := sha256.Sum256(buf)
				buf[1] = sum[0]
			}
			done <- k
		}(i)
	}
	total := 0
	for i := 0; i < j; i++ {
		total += <-done
	}
	return total
}
