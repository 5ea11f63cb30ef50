// Package syncbuf holds Buffer, a bytes.Buffer that one goroutine may
// write while another reads it: a command's output that a test watches
// while the command runs.
package syncbuf
