export function Widget({ items }) {
  if (!Array.isArray(items)) throw new TypeError(`items must be an array, got ${typeof items}`) // want TypeError "items must be an array, got {typeof items}"
  return <ul>{items.map((i) => <li key={i}>{i}</li>)}</ul>
}
