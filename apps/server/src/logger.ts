import pino from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config';
import { serializeRequest } from './lib/redact-url';

/** Pretty, coloured lines on a terminal; one JSON object per line otherwise (files, collectors). */
export function usePrettyLogs(
  format: Config['LOG_FORMAT'],
  isTerminal: boolean = process.stdout.isTTY === true,
): boolean {
  return format === 'pretty' || (format === 'auto' && isTerminal);
}

/** `destination`: where the JSON lines go (standard output by default; tests capture them). */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'> & Partial<Pick<Config, 'LOG_FORMAT'>>,
  destination?: pino.DestinationStream,
) {
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
    // Logged URLs never carry a token (hub access tokens, reset and invitation links).
    serializers: { req: serializeRequest },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password'],
      remove: true,
    },
  };
  if (destination) return pino(options, destination);
  if (!usePrettyLogs(config.LOG_FORMAT ?? 'json')) return pino(options);
  // In this thread and synchronous, so log lines and the start-up summary keep their order.
  return pino(
    options,
    pretty({
      colorize: process.stdout.isTTY === true,
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
    }),
  );
}
