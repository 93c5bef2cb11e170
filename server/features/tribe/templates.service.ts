/** A creator's e-mail templates, cleaned when saved, and the test e-mail. */
import { convert } from 'html-to-text';
import type { z } from 'zod';
import { TribeLimits } from '../../../contract/limits';
import type { EmailTemplate, TemplateRequest, TestEmailRequest } from '../../../contract/tribe';
import type { ServiceContext } from '../../context';
import type { Selectable } from 'kysely';
import type { EmailTemplatesTable } from '../../db/schema';
import type { Actor } from '../../platform/access/actor';
import { badRequest, notFound } from '../../platform/http/errors';
import { oneLine } from '../../platform/mailer/mail-text';
import { authorize } from '../../policies';
import { cleanTemplateHtml } from './email-html';
import { TEMPLATE_NOT_FOUND } from './tribe.policy';
import {
  deleteTemplateRow,
  insertTemplate,
  selectTemplate,
  selectTemplates,
  updateTemplate,
} from './templates.queries';

function presentTemplate(row: Selectable<EmailTemplatesTable>): EmailTemplate {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    html_content: row.html_content,
    template_type: row.template_type,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function cleaned(html: string): string {
  const clean = cleanTemplateHtml(html);
  if (!clean)
    throw badRequest('html_content: Nothing is left of this HTML once unsafe parts are removed');
  return clean;
}

export async function listTemplates(ctx: ServiceContext, actor: Actor) {
  return (await selectTemplates(ctx.db, actor.id)).map(presentTemplate);
}

export async function ownTemplate(ctx: ServiceContext, actor: Actor, id: number) {
  const row = await selectTemplate(ctx.db, id);
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  authorize(actor, 'template.manage', row);
  return row;
}

export async function createTemplate(
  ctx: ServiceContext,
  actor: Actor,
  request: z.output<typeof TemplateRequest>,
) {
  const { id } = await insertTemplate(ctx.db, {
    creator_id: actor.id,
    name: request.name,
    subject: oneLine(request.subject),
    html_content: cleaned(request.html_content),
    template_type: TribeLimits.templateType,
    now: ctx.now().toISOString(),
  });
  return presentTemplate(await ownTemplate(ctx, actor, id));
}

export async function editTemplate(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  request: z.output<typeof TemplateRequest>,
) {
  await ownTemplate(ctx, actor, id);
  await updateTemplate(ctx.db, id, {
    name: request.name,
    subject: oneLine(request.subject),
    html_content: cleaned(request.html_content),
    updated_at: ctx.now().toISOString(),
  });
  return presentTemplate(await ownTemplate(ctx, actor, id));
}

export async function deleteTemplate(ctx: ServiceContext, actor: Actor, id: number) {
  await ownTemplate(ctx, actor, id);
  await deleteTemplateRow(ctx.db, id);
}

/** One real message through the mailer (SMTP when configured, else the outbox). */
export async function sendTestEmail(ctx: ServiceContext, actor: Actor, request: TestEmailRequest) {
  const html = cleaned(request.html_content);
  const { delivery } = await ctx.mailer.queue(ctx.db, {
    to: request.email,
    subject: `[Test] ${oneLine(request.subject)}`,
    html,
    text: convert(html, { wordwrap: 78 }),
  });
  ctx.log.info({ creatorId: actor.id }, 'campaign test e-mail queued');
  return { success: true as const, delivery };
}
