import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { MAIL_JOB, mailJobHandler } from '../mail/delivery';
import { enqueueFileSweep, registerFileSweepJobs } from '../modules/attachments/file-sweep';
import { registerWebhookJobs } from '../modules/integrations/webhook-delivery';
import { enqueueMaintenanceScan, registerMaintenanceJobs } from '../modules/maintenance/maintenance.scan';
import { registerNotificationJobs } from '../modules/notifications/notify.jobs';
import { PUSH_JOB, pushJobHandler } from '../modules/notifications/push/push-delivery';
import { enqueueRetention, registerRetentionJobs } from '../modules/privacy';
import { createJobWorker, type JobWorker, type WorkerOptions } from './worker';

export interface JobOptions extends WorkerOptions {
  /** Start working the queue when the app is ready (default); tests may drive it with `runDue`. */
  autoStart?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobWorker;
  }
}

/**
 * The job queue's worker of this instance: started with the app, stopped when it
 * closes (after the HTTP drain, before the database closes), so a job being
 * worked finishes. Every instance runs one; SKIP LOCKED shares the jobs out.
 */
export function registerJobWorker(app: FastifyInstance, deps: Deps, opts: JobOptions = {}): JobWorker {
  const worker = createJobWorker(deps.db, deps.log, opts);
  worker.register(MAIL_JOB, mailJobHandler(deps));
  worker.register(PUSH_JOB, pushJobHandler(deps));
  registerNotificationJobs(worker, deps);
  registerMaintenanceJobs(worker, deps);
  registerWebhookJobs(worker, deps);
  registerRetentionJobs(worker, deps);
  const stopSweepListener = registerFileSweepJobs(worker, deps);
  // A report change on any instance enqueued a job: look now rather than at the next poll.
  const unsubscribe = deps.bus.subscribe((event) => {
    if (event.type === 'EventAdded') worker.nudge();
  });
  app.decorate('jobs', worker);
  if (opts.autoStart !== false)
    app.addHook('onReady', async () => {
      // Planned maintenance is looked for hourly; the first scan is booked here, the next by each scan.
      await enqueueMaintenanceScan(deps, opts.now?.() ?? new Date());
      await enqueueFileSweep(deps, opts.now?.() ?? new Date());
      // Retention is daily: today's run is booked here (a no-op when booked), the next by each run.
      await enqueueRetention(deps, opts.now?.() ?? new Date());
      worker.start();
    });
  app.addHook('onClose', async () => {
    unsubscribe();
    stopSweepListener();
    await worker.stop();
  });
  return worker;
}
