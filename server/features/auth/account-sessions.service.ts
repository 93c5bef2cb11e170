/** The signed-in person's own sessions: the list, ending one, and signing out everywhere else. */
import type { ActiveSession, ActiveSessionsReply } from '../../../contract/auth';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import {
  endOtherSessions,
  endSessionById,
  findSessionOwner,
  listLiveSessions,
} from '../../platform/auth/sessions';
import { notFound } from '../../platform/http/errors';
import { authorize } from '../../policies';
import { SESSION_NOT_FOUND } from './auth.policy';

export async function listMySessions(
  ctx: ServiceContext,
  actor: Actor,
  currentSessionId: number | null,
): Promise<ActiveSessionsReply> {
  const rows = await listLiveSessions(ctx, actor.id);
  const sessions: ActiveSession[] = rows
    .map((row) => ({
      id: row.id,
      created_at: row.created_at,
      last_seen_at: row.last_seen_at,
      expires_at: row.expires_at,
      user_agent: row.user_agent,
      ip_address: row.ip_address,
      current: row.id === currentSessionId,
    }))
    // This browser first, then the others by last use.
    .sort((a, b) => Number(b.current) - Number(a.current));
  return {
    sessions,
    idle_minutes: ctx.config.sessions.idleMinutes,
    absolute_hours: ctx.config.sessions.absoluteHours,
  };
}

/** Ends one of the person's sessions (their current one too: that is signing out). */
export async function endMySession(ctx: ServiceContext, actor: Actor, sessionId: number) {
  const session = await findSessionOwner(ctx, sessionId);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  authorize(actor, 'session.end', session);
  if (!(await endSessionById(ctx, sessionId))) throw notFound(SESSION_NOT_FOUND);
}

/** "Sign out everywhere else": every session of the person but the one asking. */
export function endMyOtherSessions(
  ctx: ServiceContext,
  actor: Actor,
  currentSessionId: number | null,
): Promise<number> {
  return endOtherSessions(ctx, actor.id, currentSessionId);
}
