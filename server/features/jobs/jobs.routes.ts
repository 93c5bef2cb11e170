import type { ServerResponse } from 'node:http';
import { JOB_EVENT, JOB_EVENTS_PATH, JobReply } from '../../../contract/jobs';
import { IdParams } from '../../../contract/pagination';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import { isSessionLive } from '../../platform/auth/sessions';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { eventStreamReply } from '../../platform/http/openapi';
import { errorReplies } from '../../platform/http/error-replies';
import { JobEvents } from '../../platform/jobs/job-events';
import type { UserJobRow } from '../../platform/jobs/jobs.queries';
import { presentJob } from './jobs.presenter';
import { jobOfActor, jobsSnapshot } from './jobs.service';

const tags = ['jobs'];
/** A stream forgets what it sent about a job this long after the job last changed. */
const FORGET_AFTER_MS = 5 * 60_000;

/**
 * One user's progress stream: writes each job's state once per change. The process-wide
 * reader hands it every recent change of the user's jobs, overlapping from read to read,
 * so it keeps what it sent and drops repeats and anything older than what it sent.
 */
class JobStream {
  private readonly sent = new Map<number, { updatedAt: number; data: string }>();

  constructor(
    private readonly response: ServerResponse,
    private readonly now: () => Date,
  ) {}

  send(rows: UserJobRow[]) {
    for (const row of rows) {
      const updatedAt = Date.parse(row.updated_at);
      const data = JSON.stringify(presentJob(row));
      const previous = this.sent.get(row.id);
      if (previous && (previous.updatedAt > updatedAt || previous.data === data)) continue;
      this.sent.set(row.id, { updatedAt, data });
      this.response.write(`event: ${JOB_EVENT}\ndata: ${data}\n\n`);
    }
    if (this.sent.size > 200) {
      const cutoff = this.now().getTime() - FORGET_AFTER_MS;
      for (const [id, entry] of this.sent) if (entry.updatedAt < cutoff) this.sent.delete(id);
    }
  }

  heartbeat() {
    this.response.write(': keep-alive\n\n');
  }

  end() {
    this.response.end();
  }
}

export async function jobsRoutes(app: ApiApp, ctx: ServiceContext) {
  // One reader of the jobs table for every stream this process serves.
  const events = new JobEvents(ctx);
  app.addHook('preClose', (done) => {
    events.close();
    done();
  });

  app.get(
    JOB_EVENTS_PATH,
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "A stream of the signed-in user's job progress (Server-Sent Events)",
        description:
          "On connect one `job` event per unfinished or recently finished job of the user, then one whenever such a job changes; each event's data is a Job (see GET /api/jobs/{id}). Comment lines keep the stream open.",
        response: { 200: eventStreamReply('Job events, one per change'), ...errorReplies(401) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const snapshot = await jobsSnapshot(ctx, actor);
      // From here on the reply is the stream, written by hand.
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Tells nginx-style proxies not to buffer the stream.
        'x-accel-buffering': 'no',
      });
      response.write('retry: 3000\n\n');
      const stream = new JobStream(response, ctx.now);
      stream.send(snapshot.reverse());
      const { sessionId } = request;
      // A stream outlives no session: before each write it asks whether the session that
      // opened it still signs its user in (signed out, ended elsewhere, lapsed, suspended),
      // and ends otherwise. Writes are chained so they keep their order across the checks.
      let writes = Promise.resolve();
      const whileSignedIn = (write: () => void) => {
        writes = writes
          .then(async () => {
            if (response.writableEnded) return;
            if (sessionId !== null && (await isSessionLive(ctx, sessionId))) write();
            else stream.end();
          })
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'job stream: session check failed; ending the stream');
            stream.end();
          });
      };
      const unsubscribe = events.subscribe({
        userId: actor.id,
        onJobs: (rows) => whileSignedIn(() => stream.send(rows)),
        onHeartbeat: () => whileSignedIn(() => stream.heartbeat()),
        onClose: () => stream.end(),
      });
      response.on('close', unsubscribe);
      if (response.destroyed) unsubscribe();
    },
  );

  app.get(
    '/api/jobs/:id',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'One of your jobs: its status and progress',
        params: IdParams,
        response: { 200: JobReply, ...errorReplies(400, 401, 404) },
      },
    },
    async (request) => ({ job: await jobOfActor(ctx, requireActor(request), request.params.id) }),
  );
}
