export function load(name) {
  throw new Error(`cannot load ${name}`) // want Error "cannot load {name}"
}
