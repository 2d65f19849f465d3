import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db';
import type { EventBus } from './events/bus';

/** What every feature module is built from; tests build their own. */
export interface Deps {
  config: Config;
  db: Db;
  bus: EventBus;
  jwtSecret: Uint8Array;
  log: FastifyBaseLogger;
}
