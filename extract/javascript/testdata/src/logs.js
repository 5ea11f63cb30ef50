const winston = require('winston');
const util = require('util');

const logger = winston.createLogger({ level: 'info' });

function load(path, err, n) {
  console.log('loading', path);
  console.info(`loaded ${path}`);
  if (err) {
    console.error('cannot read', path, err); // want console "cannot read {path} {err}"
    return;
  }
  console.warn(`slow read of ${path}: ${n}ms`); // want console "slow read of {path}: {n}ms"
  console.error('bad count %d in %s', n, path); // want console "bad count {n:d} in {path}"
  console.error('%s: %j extra', path, n, 'tail'); // want console "{path}: {n} extra tail"
  console.warn("100% done"); // want console "100% done"
  logger.error(`open ${path} failed`, { path }); // want winston "open {path} failed"
  logger.warn('retry %s', path); // want winston "retry {path}"
  logger.log('error', 'disk full on %s', path); // want winston "disk full on {path}"
  logger.log('info', 'disk ok');
  logger.info('done');
  this.logger.error('shutdown failed'); // want winston "shutdown failed"
  cache.error('not a logger');
}

module.exports = { load };

function validateFormat(self, schema, strict) {
  if (!strict) {
    self.logger.warn(unknownMsg()); // want winston "unknown format \"{schema}\" ignored"
    return;
  }
  throw new Error(unknownMsg()); // want Error "unknown format \"{schema}\" ignored"
  function unknownMsg() {
    return `unknown format "${schema}" ignored`;
  }
}
