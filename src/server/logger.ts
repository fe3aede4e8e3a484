import pino, { type DestinationStream, type Logger } from 'pino';
import { requestIdMixin } from './http/request-context';

/** The root logger; every line written while serving a request carries that request's `reqId`. */
export function createLogger(options: { level: string; pretty: boolean; destination?: DestinationStream }): Logger {
  const settings = {
    level: options.level,
    base: undefined,
    mixin: requestIdMixin,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  };
  if (options.destination) return pino(settings, options.destination);
  return pino({ ...settings, ...(options.pretty ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}) });
}
