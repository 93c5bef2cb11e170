/**
 * A creator's fan list: added by hand, or joined from the public form with double opt-in
 * (pending until the e-mailed link is followed), consent kept with its time, IP and source.
 * Unsubscribing needs no sign-in (the link carries the subscriber's random token) and is
 * honoured at once, also for messages of a campaign still queued.
 */
import type { z } from 'zod';
import { TribeLimits } from '../../../contract/limits';
import type { AddSubscriberRequest, JoinListRequest } from '../../../contract/tribe';
import type { ServiceContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import type { PageQuery } from '../../../contract/pagination';
import type { Actor } from '../../platform/access/actor';
import { decodeCursor, pageOf } from '../../platform/http/cursor';
import { hashToken, randomToken } from '../../platform/auth/tokens';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { escapeHtml } from '../../platform/mailer/mail-text';
import { getAppName } from '../../platform/settings/settings.service';
import { limitAnonymousWrite } from '../../platform/rate-limit/rate-limit';
import { authorize } from '../../policies';
import { skipQueuedDeliveriesOf } from './campaigns.queries';
import { listOwner } from './creator-name';
import { presentSubscriber } from './subscribers.presenter';
import {
  keepSuppression,
  liftUnsubscribe,
  suppressedText,
  suppressionsOf,
} from './suppressions.service';
import {
  deleteSubscriberRow,
  insertSubscriber,
  markAddressEverywhere,
  selectRelations,
  selectSubscriber,
  selectSubscriberByConfirmHash,
  selectSubscriberByEmail,
  selectSubscriberByToken,
  selectSubscribersPage,
  updateSubscriber,
} from './subscribers.queries';

export const ALREADY_ON_LIST = 'This email is already on your list';
export const JOIN_MESSAGE = 'Check your inbox: follow the link we sent to confirm.';

/** One page of the list, newest first, with each fan's relations to the creator. */
export async function listSubscribers(ctx: ServiceContext, actor: Actor, query: PageQuery) {
  const cursor = decodeCursor(query.cursor, ['string', 'number'] as const);
  const rows = await selectSubscribersPage(ctx.db, ctx.dialect, actor.id, {
    limit: query.limit,
    cursor,
  });
  const { page, nextCursor } = pageOf(rows, query.limit, (row) => [row.created_at, row.id]);
  const relations = await selectRelations(
    ctx.db,
    actor.id,
    ctx.now().toISOString(),
    page.map((row) => row.email),
  );
  return { subscribers: page.map((row) => presentSubscriber(row, relations)), nextCursor };
}

async function presentOne(ctx: ServiceContext, creatorId: number, id: number) {
  const row = await selectSubscriber(ctx.db, id);
  if (!row) throw notFound('Subscriber not found');
  const relations = await selectRelations(ctx.db, creatorId, ctx.now().toISOString(), [row.email]);
  return presentSubscriber(row, relations);
}

export async function addSubscriber(
  ctx: ServiceContext,
  actor: Actor,
  request: z.output<typeof AddSubscriberRequest>,
) {
  const now = ctx.now().toISOString();
  const suppressed = (await suppressionsOf(ctx.db, actor.id, [request.email])).get(request.email);
  if (suppressed) throw conflict(suppressedText(suppressed));
  try {
    const { id } = await insertSubscriber(ctx.db, {
      creator_id: actor.id,
      email: request.email,
      name: request.name,
      phone: request.phone,
      status: 'active',
      source: 'manual',
      token: randomToken(24),
      consent_at: now,
      consent_source: 'manual',
      subscribed_at: now,
      status_changed_at: now,
      created_at: now,
    });
    return presentOne(ctx, actor.id, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_ON_LIST);
    throw error;
  }
}

export async function deleteSubscriber(ctx: ServiceContext, actor: Actor, id: number) {
  const row = await selectSubscriber(ctx.db, id);
  if (!row) throw notFound('Subscriber not found');
  authorize(actor, 'subscriber.manage', row);
  // Who left the list stays suppressed: deleting their row must not let them be mailed again.
  await ctx.db.transaction().execute(async (trx) => {
    await keepSuppression(trx, row, ctx.now().toISOString());
    await deleteSubscriberRow(trx, id);
  });
}

function confirmMail(appName: string, creatorName: string, link: string) {
  const name = escapeHtml(creatorName);
  return {
    subject: `Confirm you want to hear from ${creatorName}`,
    text: `You asked to join ${creatorName}'s list on ${appName}.\n\nConfirm here: ${link}\n\nIf this was not you, ignore this e-mail: you will not be added.`,
    html: `<p>You asked to join ${name}'s list on ${escapeHtml(appName)}.</p><p><a href="${escapeHtml(link)}">Confirm your subscription</a></p><p>If this was not you, ignore this e-mail: you will not be added.</p>`,
  };
}

/**
 * The public form. The reply is the same whether or not the address is known, so the form
 * tells nobody who is on a list; a confirmation goes out unless the mailbox bounced or
 * complained.
 */
export async function joinList(
  ctx: ServiceContext,
  creatorId: number,
  request: z.output<typeof JoinListRequest>,
  ip: string,
) {
  const creator = await listOwner(ctx, creatorId);
  if (request.sms_consent && !request.phone) {
    throw badRequest('phone: Enter a phone number to get texts');
  }
  await limitAnonymousWrite(ctx, 'listJoin', ip);
  // Read before the transaction: on SQLite it holds the one connection.
  const appName = await getAppName(ctx);
  const now = ctx.now().toISOString();
  const token = randomToken(24);
  const consent = {
    confirm_token_hash: hashToken(token),
    consent_ip: ip,
    consent_source: 'form',
    status_changed_at: now,
  };
  const sendConfirmation = await ctx.db.transaction().execute(async (trx) => {
    const known = await selectSubscriberByEmail(trx, creator.id, request.email);
    const suppressed = known
      ? null
      : (await suppressionsOf(trx, creator.id, [request.email])).get(request.email);
    const status = known?.status ?? suppressed;
    if (status === 'active' || status === 'bounced' || status === 'complained') {
      return false;
    }
    const smsConsentAt = request.sms_consent && request.phone ? now : null;
    if (known) {
      await updateSubscriber(trx, known.id, {
        ...consent,
        status: 'pending',
        name: request.name ?? known.name,
        phone: request.phone ?? known.phone,
        sms_consent_at: smsConsentAt ?? known.sms_consent_at,
      });
    } else {
      await insertSubscriber(trx, {
        ...consent,
        creator_id: creator.id,
        email: request.email,
        name: request.name,
        phone: request.phone,
        sms_consent_at: smsConsentAt,
        status: 'pending',
        source: 'form',
        token: randomToken(24),
        subscribed_at: now,
        created_at: now,
      });
    }
    await ctx.mailer.queue(trx, {
      to: request.email,
      ...confirmMail(appName, creator.name, `${ctx.config.publicUrl}/join/confirm#token=${token}`),
    });
    return true;
  });
  ctx.log.debug({ creatorId, sent: sendConfirmation }, 'list join');
  return { status: 'pending' as const, message: JOIN_MESSAGE };
}

export async function confirmJoin(ctx: ServiceContext, token: string) {
  const row = await selectSubscriberByConfirmHash(ctx.db, hashToken(token));
  const lapsed =
    row &&
    Date.parse(row.status_changed_at) + TribeLimits.confirmLinkDays * 86_400_000 <
      ctx.now().getTime();
  if (!row || row.status !== 'pending' || lapsed) {
    throw notFound('This confirmation link is invalid or has expired. Join the list again.');
  }
  const now = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await updateSubscriber(trx, row.id, {
      status: 'active',
      confirm_token_hash: null,
      consent_at: now,
      subscribed_at: now,
      status_changed_at: now,
    });
    await liftUnsubscribe(trx, row.creator_id, row.email);
  });
  const creator = await listOwner(ctx, row.creator_id);
  return { creator_name: creator.name, status: 'active' as const };
}

export async function subscriptionByToken(ctx: ServiceContext, token: string) {
  const row = await selectSubscriberByToken(ctx.db, token);
  if (!row) throw notFound('This unsubscribe link is invalid');
  const creator = await listOwner(ctx, row.creator_id);
  return {
    creator_name: creator.name,
    unsubscribed: row.status !== 'active' && row.status !== 'pending',
  };
}

/** One click, no sign-in; queued messages of campaigns being sent are skipped too. */
export async function unsubscribe(ctx: ServiceContext, token: string) {
  const row = await selectSubscriberByToken(ctx.db, token);
  if (!row) throw notFound('This unsubscribe link is invalid');
  const now = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    if (row.status === 'active' || row.status === 'pending') {
      await updateSubscriber(trx, row.id, {
        status: 'unsubscribed',
        confirm_token_hash: null,
        status_changed_at: now,
      });
    }
    await skipQueuedDeliveriesOf(trx, row.id);
  });
  const creator = await listOwner(ctx, row.creator_id);
  return { creator_name: creator.name, unsubscribed: true };
}

/** A hard bounce or a complaint: the mailbox gets no more mail from any list. */
export async function markUndeliverable(
  ctx: ServiceContext,
  email: string,
  kind: 'hard' | 'soft' | 'complaint',
) {
  if (kind === 'soft') return 0;
  return markAddressEverywhere(
    ctx.db,
    email.toLowerCase(),
    kind === 'complaint' ? 'complained' : 'bounced',
    ctx.now().toISOString(),
  );
}
