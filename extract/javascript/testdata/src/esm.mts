export function port(s: string): number {
  const n = Number(s)
  if (!Number.isInteger(n)) throw new RangeError(`port ${s} is not an integer`) // want RangeError "port {s} is not an integer"
  return n
}
