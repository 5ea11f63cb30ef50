// Command gogit compares reading every .py blob of a commit through
// gitsrc (git ls-tree + one git cat-file --batch) with go-git v5, side by
// side in one run. It is a separate module so that go-git stays out of
// errdex's dependencies.
//
//	go run . -repo /work/.mirror/pytest-dev+pytest/repo -rev 9.0.0 -n 5
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/errdex/errdex/gitsrc"
	"github.com/errdex/errdex/scan"
	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"
)

func main() {
	repo := flag.String("repo", "", "git directory")
	rev := flag.String("rev", "HEAD", "revision")
	n := flag.Int("n", 5, "rounds")
	ext := flag.String("ext", ".py", "file suffix to read")
	flag.Parse()
	if *repo == "" {
		flag.Usage()
		os.Exit(2)
	}
	var cli, gg []time.Duration
	var cliBytes, ggBytes int64
	for i := 0; i < *n; i++ {
		d, b := timeCLI(*repo, *rev, *ext)
		cli, cliBytes = append(cli, d), b
		d, b = timeGoGit(*repo, *rev, *ext)
		gg, ggBytes = append(gg, d), b
	}
	if cliBytes != ggBytes {
		log.Fatalf("read %d bytes through git, %d through go-git", cliBytes, ggBytes)
	}
	fmt.Printf("%d rounds, %s at %s, %s files, %.1f MB each round\n", *n, *repo, *rev, *ext, float64(cliBytes)/(1<<20))
	fmt.Printf("git CLI (gitsrc): median %v  (open + list + read all)\n", median(cli))
	fmt.Printf("go-git v5:        median %v  (open + list + read all)\n", median(gg))
	fmt.Printf("go-git / git CLI: %.2fx\n", float64(median(gg))/float64(median(cli)))
}

func median(ds []time.Duration) time.Duration {
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[len(s)/2]
}

func timeCLI(repo, rev, ext string) (time.Duration, int64) {
	t := time.Now()
	ctx := context.Background()
	src, err := gitsrc.Open(ctx, repo, rev)
	if err != nil {
		log.Fatal(err)
	}
	defer src.Close()
	src.SkipDirs = []string{}
	src.Accept = func(p string) bool { return strings.HasSuffix(p, ext) }
	var total int64
	err = src.Files(ctx, func(f scan.File) error {
		b, err := f.Read()
		total += int64(len(b))
		return err
	}, func(string, string) {})
	if err != nil {
		log.Fatal(err)
	}
	return time.Since(t), total
}

func timeGoGit(repo, rev, ext string) (time.Duration, int64) {
	t := time.Now()
	r, err := git.PlainOpen(repo)
	if err != nil {
		log.Fatal(err)
	}
	h, err := r.ResolveRevision(plumbing.Revision(rev))
	if err != nil {
		log.Fatal(err)
	}
	c, err := r.CommitObject(*h)
	if err != nil {
		log.Fatal(err)
	}
	tree, err := c.Tree()
	if err != nil {
		log.Fatal(err)
	}
	var total int64
	err = tree.Files().ForEach(func(f *object.File) error {
		if !strings.HasSuffix(f.Name, ext) || f.Mode.String() == "0120000" || !f.Mode.IsFile() {
			return nil
		}
		s, err := f.Contents()
		total += int64(len(s))
		return err
	})
	if err != nil {
		log.Fatal(err)
	}
	return time.Since(t), total
}
