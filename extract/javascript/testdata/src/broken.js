function ok() {
  throw new Error('before the damage') // want Error "before the damage"
}

function broken() {
  let x = 1 +* 2;
  throw new Error("inside") // want Error "inside"
}

function alsoOk() {
  throw new Error('after the damage') // want Error "after the damage"
}
