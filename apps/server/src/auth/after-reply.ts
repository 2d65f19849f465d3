import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';

/**
 * Work that must not shape the answer: it starts only once the response has
 * been written, so the answer's timing cannot depend on what the work finds
 * (whether an account exists, how long a mail takes). Errors are logged; the
 * instance waits for unfinished work when it closes.
 */
export function createAfterReply(app: FastifyInstance, log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  return (reply: FastifyReply, label: string, work: () => Promise<void>) => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      const task = work()
        .catch((err: unknown) => log.warn({ err }, `${label} failed`))
        .finally(() => pending.delete(task));
      pending.add(task);
    };
    // 'finish': the whole answer has been handed to the operating system; 'close': the client left.
    reply.raw.once('finish', start);
    reply.raw.once('close', start);
  };
}
