/**
 * Request metrics of this web process, for System Status: every API reply's status and
 * duration go into a one-minute sliding window (`RequestWindow`), and the process reports
 * itself in `web_processes` every 30 seconds, so the status page can say when several
 * processes share the load (each counts only its own requests).
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SystemLimits } from '../../../contract/limits';
import type { ServiceContext } from '../../context';
import { RequestWindow } from './request-window';
import { deleteWebProcess, upsertWebProcess } from './system.queries';

export const HEARTBEAT_MS = 30_000;

export interface WebProcessMetrics {
  /** This process's id in `web_processes`. */
  processId: string;
  requests: RequestWindow;
}

declare module 'fastify' {
  interface FastifyInstance {
    webProcess: WebProcessMetrics;
  }
}

export const requestMetrics = fp(async (app: FastifyInstance, { ctx }: { ctx: ServiceContext }) => {
  const metrics: WebProcessMetrics = {
    processId: `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`,
    requests: new RequestWindow(SystemLimits.metricsWindowSeconds),
  };
  app.decorate('webProcess', metrics);

  // Callback style and synchronous: counting costs a request nothing it could wait on.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.url.startsWith('/api/')) {
      metrics.requests.record(reply.statusCode, reply.elapsedTime);
    }
    done();
  });

  // Wall-clock time, not ctx.now (which tests move): liveness is about real seconds.
  const startedAt = new Date().toISOString();
  const report = async () => {
    try {
      await upsertWebProcess(ctx.db, {
        id: metrics.processId,
        hostname: hostname(),
        pid: process.pid,
        startedAt,
        seenAt: new Date().toISOString(),
      });
    } catch (error) {
      // The status page counts one process fewer; nothing a request depends on.
      ctx.log.warn({ err: error }, 'could not report this web process');
    }
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    await report();
    timer = setInterval(() => void report(), HEARTBEAT_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await deleteWebProcess(ctx.db, metrics.processId).catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'could not remove this web process from the list');
    });
  });
});
