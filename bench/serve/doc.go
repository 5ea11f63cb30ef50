// Command serve is the load test of `errdex serve`: it writes a synthetic
// catalog (100k records by default), imports it into a SQLite store, starts
// the server on loopback, and runs 200 concurrent clients sending a mix of
// explain, search and record requests for 60 s, after a /healthz baseline.
// It prints p50/p99 latency and throughput per request kind, the error
// count, and the server's resident memory before and after.
//
// Run it from the repository root:
//
//	go run ./bench/serve
//	go run ./bench/serve -records 10000 -clients 50 -duration 10s
package main
