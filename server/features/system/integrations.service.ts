/**
 * The Integrations tab: each integration as configured, and its check ("Send a test" for
 * e-mail and texts, "Check" for the rest), run with a time limit, its outcome audited and
 * remembered for System Status. System Status reads every integration's state through a
 * short cache, so refreshing the page does not hammer the providers.
 */
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { SystemLimits } from '../../../contract/limits';
import type {
  Integration,
  IntegrationCheckReply,
  IntegrationName,
  IntegrationStatus,
} from '../../../contract/system';
import { INTEGRATION_NAMES, IntegrationCheckRequest } from '../../../contract/system';
import type { ServiceContext } from '../../context';
import type { Actor } from '../../platform/access/actor';
import { recordAudit } from '../../platform/audit/audit';
import { badRequest } from '../../platform/http/errors';
import type { ProbeResult } from './integration-probes';
import { describeError, sendSmsTest, sendSmtpTest } from './integration-probes';
import type { IntegrationDefinition } from './integrations';
import { integrationNamed, integrations, redact, secretValues } from './integrations';

type Outcome = IntegrationCheckReply['status'];

const TestEmail = z.email('to: Enter a valid e-mail address to send the test to');
const TestPhone = z
  .string()
  .regex(
    /^\+[1-9]\d{6,14}$/,
    'to: Enter the phone number with its country code, like +15551234567',
  );

function notConfigured(definition: IntegrationDefinition): { status: Outcome; message: string } {
  return {
    status: 'not_configured',
    message: `${definition.label} is not configured. Set ${definition.configureWith.join(', ')} in the server's environment and restart it.`,
  };
}

/** Runs `work`, or gives up after `ms` (the work's own time limits end it soon after). */
export async function withTimeLimit(work: Promise<ProbeResult>, ms: number): Promise<ProbeResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<ProbeResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 'error', message: `No answer within ${ms / 1000} seconds` }),
      ms,
    );
  });
  try {
    return await Promise.race([
      work.catch((error: unknown) => ({ status: 'error' as const, message: describeError(error) })),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const STATUS_OF: Record<Outcome, IntegrationStatus> = {
  ok: 'connected',
  warning: 'warning',
  error: 'error',
  not_configured: 'not_configured',
};

/**
 * The integrations' states for System Status: each probe's result is kept for
 * `probeCacheSeconds`, concurrent refreshes share one probe, and a check run from the
 * Integrations tab replaces the kept result. One per app (per process).
 */
export class IntegrationProbes {
  private readonly cache: LRUCache<IntegrationName, ProbeResult>;

  constructor(private readonly ctx: ServiceContext) {
    this.cache = new LRUCache<IntegrationName, ProbeResult>({
      max: INTEGRATION_NAMES.length * 2,
      ttl: SystemLimits.probeCacheSeconds * 1000,
      fetchMethod: (name) => {
        const definition = integrationNamed(name);
        return withTimeLimit(
          definition.probe(this.ctx, SystemLimits.statusProbeTimeoutMs),
          SystemLimits.statusProbeTimeoutMs,
        );
      },
    });
  }

  async status(name: IntegrationName): Promise<IntegrationStatus> {
    const definition = integrationNamed(name);
    if (!definition.configured(this.ctx.config)) return 'not_configured';
    const result = await this.cache.fetch(name);
    return result ? STATUS_OF[result.status] : 'error';
  }

  async statuses(): Promise<Record<IntegrationName, IntegrationStatus>> {
    const entries = await Promise.all(
      INTEGRATION_NAMES.map(async (name) => [name, await this.status(name)] as const),
    );
    return Object.fromEntries(entries) as Record<IntegrationName, IntegrationStatus>;
  }

  remember(name: IntegrationName, result: ProbeResult): void {
    this.cache.set(name, result);
  }
}

export async function listIntegrations(ctx: ServiceContext): Promise<Integration[]> {
  return Promise.all(
    integrations.map(async (definition) => ({
      name: definition.name,
      label: definition.label,
      description: definition.description,
      configured: definition.configured(ctx.config),
      facts: await definition.facts(ctx),
      secrets: definition.secrets(ctx.config),
      configure_with: [...definition.configureWith],
      sends_test: definition.sendsTest,
    })),
  );
}

function testRecipient(definition: IntegrationDefinition, actor: Actor, to: string | undefined) {
  if (definition.sendsTest === 'email') {
    const parsed = TestEmail.safeParse(to ?? actor.email);
    if (!parsed.success) throw badRequest(parsed.error.issues[0].message);
    return parsed.data.toLowerCase();
  }
  if (!to) throw badRequest('to: Enter the phone number to send the test text to');
  const parsed = TestPhone.safeParse(to);
  if (!parsed.success) throw badRequest(parsed.error.issues[0].message);
  return parsed.data;
}

/**
 * Tries one integration now, within `SystemLimits.checkTimeoutMs`. E-mail and texts are sent
 * for real (to `to`, or for e-mail the administrator themself); without a provider they land
 * in the outbox, and the outcome says so. Audited as `integration.checked`.
 */
export async function checkIntegration(
  ctx: ServiceContext,
  probes: IntegrationProbes,
  actor: Actor,
  name: IntegrationName,
  input: unknown,
): Promise<IntegrationCheckReply> {
  const definition = integrationNamed(name);
  const request = IntegrationCheckRequest.parse(input ?? {});
  const timeoutMs = SystemLimits.checkTimeoutMs;
  const started = performance.now();
  let outcome: { status: Outcome; message: string };
  let to: string | null = null;
  if (definition.sendsTest) {
    const recipient = testRecipient(definition, actor, request.to);
    to = recipient;
    const send =
      definition.sendsTest === 'email'
        ? sendSmtpTest(ctx, actor, recipient, timeoutMs)
        : sendSmsTest(ctx, recipient);
    outcome = await withTimeLimit(send, timeoutMs);
  } else if (!definition.configured(ctx.config)) {
    outcome = notConfigured(definition);
  } else {
    outcome = await withTimeLimit(definition.probe(ctx, timeoutMs), timeoutMs);
  }
  const message = redact(outcome.message, secretValues(ctx.config));
  const durationMs = Math.round(performance.now() - started);
  if (outcome.status !== 'not_configured' && definition.configured(ctx.config)) {
    probes.remember(name, { status: outcome.status, message });
  }
  await recordAudit(
    ctx.db,
    actor,
    'integration.checked',
    { type: 'integration', id: name },
    { status: outcome.status, ...(to ? { to } : {}) },
  );
  return {
    name,
    status: outcome.status,
    message,
    checked_at: ctx.now().toISOString(),
    duration_ms: durationMs,
  };
}
