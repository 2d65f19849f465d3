import { randomUUID } from 'node:crypto';
import type { Db } from '../db';

const BARRIER_CHANNEL = 'bus_barrier';
const WAIT_MS = 1000;

/**
 * "Have I heard every event committed before now?" PostgreSQL delivers a listening
 * connection's notifications in commit order, and this server listens to every channel on
 * one connection: once a NOTIFY of its own, sent now, comes back, every event another
 * instance committed before it has been handled too. A cache that must show other
 * instances' changes on the very next read (the dashboard's) asks this before answering
 * from memory: one trivial statement instead of the work it saves. Requests arriving while
 * a barrier is not yet sent share it. PGlite is one process: nothing to wait for.
 */
export async function startBusBarrier(db: Db) {
  if (db.kind !== 'postgres') return { caughtUp: async () => true, stop: async () => {} };
  const me = randomUUID();
  const waiting = new Map<string, () => void>();
  let seq = 0;
  let joining: Promise<boolean> | undefined;
  const unlisten = await db.listen(BARRIER_CHANNEL, (token) => {
    waiting.get(token)?.();
    waiting.delete(token);
  });

  async function send(): Promise<boolean> {
    // Whoever asks from here on needs a barrier sent after their question: a new one.
    await Promise.resolve();
    joining = undefined;
    const token = `${me}:${++seq}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      waiting.set(token, () => resolve(true));
      timer = setTimeout(() => resolve(false), WAIT_MS);
    });
    try {
      await db.query('SELECT pg_notify($1, $2)', [BARRIER_CHANNEL, token]);
      return await heard;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
      waiting.delete(token);
    }
  }

  return {
    /** True once caught up; false when it could not tell (then do not answer from memory). */
    caughtUp(): Promise<boolean> {
      joining ??= send();
      return joining;
    },
    stop: unlisten,
  };
}
