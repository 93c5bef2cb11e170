/** Find Your Tribe, the creator's side: the list, templates, campaigns, analytics. */
import { Readable } from 'node:stream';
import { OkReply } from '../../../contract/auth';
import { IdParams, PageQuery } from '../../../contract/pagination';
import {
  AddSubscriberRequest,
  AnalyticsQuery,
  CampaignAnalytics,
  CampaignReply,
  CampaignRequest,
  CampaignsReply,
  ImportSubscribersReply,
  ImportSubscribersRequest,
  SendCampaignReply,
  SubscriberReply,
  SubscribersReply,
  TemplateReply,
  TemplateRequest,
  TemplatesReply,
  TestEmailReply,
  TestEmailRequest,
  TribePreferences,
} from '../../../contract/tribe';
import { z } from 'zod';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { errorReplies } from '../../platform/http/error-replies';
import { consumeRateLimit } from '../../platform/rate-limit/rate-limit';
import { campaignAnalytics } from './analytics.service';
import { closeCampaignTransports } from './channels/email-channel';
import {
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  resumeCampaign,
  sendCampaign,
} from './campaigns.service';
import { addSubscriber, deleteSubscriber, listSubscribers } from './subscribers.service';
import { exportSubscribers } from './subscriber-export';
import { importSubscribers } from './subscriber-import';
import { binaryReply } from '../../platform/http/openapi';
import {
  createTemplate,
  deleteTemplate,
  editTemplate,
  listTemplates,
  sendTestEmail,
} from './templates.service';
import { setTracking, trackingEnabled } from './tracking.service';

export const CRM_FEATURE = 'Fan Engagement & CRM';
const crm = access.sellerPremium(CRM_FEATURE);
const errors = errorReplies(400, 401, 403, 404, 409, 429);
const emailTags = ['email'];
const campaignTags = ['campaigns'];

export async function tribeRoutes(app: ApiApp, ctx: ServiceContext) {
  app.addHook('onClose', async () => closeCampaignTransports());

  app.get(
    '/api/email/subscribers',
    {
      config: { access: crm },
      schema: {
        tags: emailTags,
        summary: 'Your fan list, newest first, a page at a time, with where each fan also is',
        querystring: PageQuery,
        response: { 200: SubscribersReply, ...errors },
      },
    },
    async (request) => listSubscribers(ctx, requireActor(request), request.query),
  );

  app.post(
    '/api/email/subscribers',
    {
      config: { access: crm },
      schema: {
        tags: emailTags,
        summary: 'Add a subscriber by hand (source manual); an address is on a list once',
        body: AddSubscriberRequest,
        response: { 201: SubscriberReply, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ subscriber: await addSubscriber(ctx, requireActor(request), request.body) }),
  );

  app.delete(
    '/api/email/subscribers/:id',
    {
      config: { access: crm },
      schema: {
        tags: emailTags,
        summary: 'Delete a subscriber from your list',
        params: IdParams,
        response: { 200: OkReply, ...errors },
      },
    },
    async (request) => {
      await deleteSubscriber(ctx, requireActor(request), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/email/subscribers/import',
    {
      config: { access: crm },
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags: emailTags,
        summary:
          'Import subscribers from CSV: a preview (dry_run) or the import, with each row’s outcome; never resubscribes',
        body: ImportSubscribersRequest,
        response: { 200: ImportSubscribersReply, ...errors, ...errorReplies(413) },
      },
    },
    async (request) => importSubscribers(ctx, requireActor(request), request.body),
  );

  app.get(
    '/api/email/subscribers/export',
    {
      config: { access: crm },
      schema: {
        tags: emailTags,
        summary: 'Your list as CSV, with status and consent',
        response: { 200: binaryReply('text/csv', 'The list as CSV'), ...errors },
      },
    },
    async (request, reply) => {
      const body = Readable.from(exportSubscribers(ctx, requireActor(request)));
      body.on('error', (error) => request.log.error({ err: error }, 'subscriber export failed'));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="subscribers.csv"')
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.get(
    '/api/email/templates',
    {
      config: { access: crm },
      schema: {
        tags: emailTags,
        summary: 'Your e-mail templates',
        response: { 200: TemplatesReply, ...errors },
      },
    },
    async (request) => ({ templates: await listTemplates(ctx, requireActor(request)) }),
  );

  app.post(
    '/api/email/templates',
    {
      config: { access: crm },
      schema: {
        tags: emailTags,
        summary: 'Create a template (HTML sanitized and its CSS inlined when saved)',
        body: TemplateRequest,
        response: { 201: TemplateReply, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ template: await createTemplate(ctx, requireActor(request), request.body) }),
  );

  app.put(
    '/api/email/templates/:id',
    {
      config: { access: crm },
      schema: {
        tags: emailTags,
        summary: 'Edit a template',
        params: IdParams,
        body: TemplateRequest,
        response: { 200: TemplateReply, ...errors },
      },
    },
    async (request) => ({
      template: await editTemplate(ctx, requireActor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/email/templates/:id',
    {
      config: { access: crm },
      schema: {
        tags: emailTags,
        summary: 'Delete a template',
        params: IdParams,
        response: { 200: OkReply, ...errors },
      },
    },
    async (request) => {
      await deleteTemplate(ctx, requireActor(request), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/email/test',
    {
      config: { access: crm },
      schema: {
        tags: emailTags,
        summary: 'Send one test e-mail through the mailer',
        body: TestEmailRequest,
        response: { 200: TestEmailReply, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await consumeRateLimit(
        ctx,
        { bucket: `user:test-email:${actor.id}`, limit: 30, windowSeconds: 3600 },
        'You can send at most 30 test e-mails an hour. Please try again later.',
      );
      return sendTestEmail(ctx, actor, request.body);
    },
  );

  app.get(
    '/api/email/preferences',
    {
      config: { access: crm },
      schema: {
        tags: emailTags,
        summary: 'Your campaign switches (open and click tracking)',
        response: { 200: TribePreferences, ...errors },
      },
    },
    async (request) => ({
      tracking_enabled: await trackingEnabled(ctx, requireActor(request).id),
    }),
  );

  app.put(
    '/api/email/preferences',
    {
      config: { access: crm },
      schema: {
        tags: emailTags,
        summary: 'Switch open and click tracking on or off for new campaigns',
        body: TribePreferences,
        response: { 200: TribePreferences, ...errors },
      },
    },
    async (request) => setTracking(ctx, requireActor(request).id, request.body.tracking_enabled),
  );

  app.get(
    '/api/campaigns/analytics',
    {
      config: { access: crm },
      schema: {
        tags: campaignTags,
        summary: 'Your list and campaign figures, with changes against the period before',
        querystring: AnalyticsQuery,
        response: { 200: CampaignAnalytics, ...errors },
      },
    },
    async (request) => campaignAnalytics(ctx, requireActor(request), request.query.days),
  );

  app.get(
    '/api/campaigns',
    {
      config: { access: crm },
      schema: {
        tags: campaignTags,
        summary: 'Your campaigns, newest first',
        response: { 200: CampaignsReply, ...errors },
      },
    },
    async (request) => ({ campaigns: await listCampaigns(ctx, requireActor(request)) }),
  );

  app.get(
    '/api/campaigns/:id',
    {
      config: { access: crm },
      schema: {
        tags: campaignTags,
        summary: 'One campaign, with its progress and rates',
        params: IdParams,
        response: { 200: CampaignReply, ...errors },
      },
    },
    async (request) => ({
      campaign: await getCampaign(ctx, requireActor(request), request.params.id),
    }),
  );

  app.post(
    '/api/campaigns',
    {
      config: { access: crm },
      schema: {
        tags: campaignTags,
        summary: 'Create a draft campaign (or schedule it)',
        body: CampaignRequest,
        response: { 201: CampaignReply, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ campaign: await createCampaign(ctx, requireActor(request), request.body) }),
  );

  app.post(
    '/api/campaigns/:id/send',
    {
      config: { access: crm },
      schema: {
        tags: campaignTags,
        summary: 'Send a draft campaign: irreversible; one delivery per recipient, then a job',
        params: IdParams,
        response: { 200: SendCampaignReply, ...errors },
      },
    },
    async (request) => sendCampaign(ctx, requireActor(request), request.params.id),
  );

  app.post(
    '/api/campaigns/:id/resume',
    {
      config: { access: crm },
      schema: {
        tags: campaignTags,
        summary: 'Resume a paused campaign where it stopped',
        params: IdParams,
        response: {
          200: z.object({ job_id: z.number().int(), campaign: CampaignReply.shape.campaign }),
          ...errors,
        },
      },
    },
    async (request) => resumeCampaign(ctx, requireActor(request), request.params.id),
  );

  app.delete(
    '/api/campaigns/:id',
    {
      config: { access: crm },
      schema: {
        tags: campaignTags,
        summary: 'Delete a draft campaign',
        params: IdParams,
        response: { 200: OkReply, ...errors },
      },
    },
    async (request) => {
      await deleteCampaign(ctx, requireActor(request), request.params.id);
      return { success: true as const };
    },
  );
}
