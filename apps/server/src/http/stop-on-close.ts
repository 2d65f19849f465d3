import type { FastifyInstance } from 'fastify';

/** What a route plugin starts and must stop: a cache's subscription, a listening connection. */
export interface Running {
  stop(): unknown;
}

/** Stops what a route plugin started when the app closes, one after another in the order given. */
export function stopOnClose(app: FastifyInstance, ...running: Running[]): void {
  app.addHook('onClose', async () => {
    for (const each of running) await each.stop();
  });
}
