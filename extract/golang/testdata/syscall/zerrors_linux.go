package syscall

var errors = [...]string{
	1: "operation not permitted",   // want syscall.Errno "operation not permitted"
	2: "no such file or directory", // want syscall.Errno "no such file or directory"
}
