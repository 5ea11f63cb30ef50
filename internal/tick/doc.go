// Package tick runs a function at a fixed interval until it is told to
// stop: the watch loops of errdex's long-running front ends (a store or
// catalog checked for changes, a scan's progress line).
package tick
