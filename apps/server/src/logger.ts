import pino from 'pino';
import type { Config } from './config';
import { serializeRequest } from './lib/redact-url';

/** `destination`: where the JSON lines go (standard output by default; tests capture them). */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
    // Logged URLs never carry a token (hub access tokens, reset and invitation links).
    serializers: { req: serializeRequest },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password'],
      remove: true,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
