exports.check = function check(v) {
  if (v == null) throw new TypeError('v is ' + v) // want TypeError "v is {v}"
}
