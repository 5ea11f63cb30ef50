package blobcache

import (
	"bytes"
	"os"
	"runtime"
	"strings"
	"testing"
)

func TestBuildIDNote(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(exe)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	note := buildIDNote(f)
	if runtime.GOOS == "linux" && !bytes.Contains(note, []byte("Go\x00\x00")) {
		t.Errorf("buildIDNote of the test binary = %q, want its Go build ID note", note)
	}
	if note := buildIDNote(strings.NewReader("#!/bin/sh\necho not elf\n")); note != nil {
		t.Errorf("buildIDNote of a script = %q, want nil", note)
	}
}

func TestFingerprintIsStable(t *testing.T) {
	a, err := Fingerprint()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Fingerprint()
	if a != b || !isBuild(a) {
		t.Errorf("Fingerprint = %q then %q, want the same 16 hex digits", a, b)
	}
}
