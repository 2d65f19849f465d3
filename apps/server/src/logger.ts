import pino from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config';

/** Pretty, coloured lines on a terminal; one JSON object per line otherwise (files, collectors). */
export function usePrettyLogs(
  format: Config['LOG_FORMAT'],
  isTerminal: boolean = process.stdout.isTTY === true,
): boolean {
  return format === 'pretty' || (format === 'auto' && isTerminal);
}

export function createLogger(config: Pick<Config, 'LOG_LEVEL'> & Partial<Pick<Config, 'LOG_FORMAT'>>) {
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password'],
      remove: true,
    },
  };
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
