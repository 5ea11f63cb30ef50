import pino from 'pino';

const log = pino();

export function serve(req, err, port) {
  log.error({ err }, 'request failed'); // want pino "request failed"
  log.warn({ port }, 'port %d busy', port); // want pino "port {port:d} busy"
  req.log.fatal('cannot bind ' + port); // want pino "cannot bind {port}"
  log.info({ port }, 'listening');
}
