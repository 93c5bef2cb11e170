/**
 * Integrations: each external service as the server is configured for it (secrets only as
 * set or not set), how to configure one that is not, and a button that really tries it: "Send
 * a test" for e-mail and texts (to an address or number you give; e-mail defaults to you),
 * "Check" for the rest. The outbox of what was kept without a provider is under them.
 */
import type { IntegrationName } from '@contract/system';
import { CheckCircle2, CircleSlash, KeyRound, Send, ShieldCheck } from 'lucide-react';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { SkeletonList } from '../../../components/ui/states';
import { ErrorState } from '../../../components/ui/states';
import { ApiError, errorMessage } from '../../../lib/api/api-client';
import type { Integration, IntegrationCheck } from '../../../lib/api/system.api';
import { useCheckIntegration, useIntegrations } from '../../../lib/api/system.api';
import { StatusBadge } from '../status/system-status-panel';
import { OutboxViewer } from './outbox-viewer';

function CheckResult({ result }: { result: IntegrationCheck }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-1.5 rounded-xl border border-white/[0.08] bg-ink-950/40 px-3 py-2.5"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs text-fg-subtle">
        <StatusBadge status={result.status} />
        <span>
          {new Date(result.checked_at).toLocaleTimeString()} · {result.duration_ms} ms
        </span>
      </div>
      <p className="text-sm break-words text-fg">{result.message}</p>
    </div>
  );
}

function IntegrationCard({ integration }: { integration: Integration }) {
  const id = useId();
  const check = useCheckIntegration();
  const [to, setTo] = useState('');
  const [toError, setToError] = useState<string | null>(null);
  const [result, setResult] = useState<IntegrationCheck | null>(null);
  const sends = integration.sends_test;

  function run(event: FormEvent) {
    event.preventDefault();
    setToError(null);
    check.mutate(
      { name: integration.name as IntegrationName, to: to.trim() || undefined },
      {
        onSuccess: (reply) => {
          setResult(reply);
          const notify =
            reply.status === 'ok'
              ? toast.success
              : reply.status === 'error'
                ? toast.error
                : toast.warning;
          notify(`${integration.label}: ${reply.status.replace('_', ' ')}`, {
            description: reply.message,
          });
        },
        onError: (failure) => {
          // A refused address or number shows under its field; anything else as a toast.
          const field = failure instanceof ApiError && /^to: (.+)$/s.exec(failure.message);
          if (field) setToError(field[1]);
          else
            toast.error(`Could not check ${integration.label}`, {
              description: errorMessage(failure),
            });
        },
      },
    );
  }

  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-white/[0.08] bg-ink-900/50 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-display text-base font-bold text-fg">{integration.label}</h3>
          <p className="text-sm text-fg-muted">{integration.description}</p>
        </div>
        {integration.configured ? (
          <Badge tone="success">
            <CheckCircle2 aria-hidden="true" />
            Configured
          </Badge>
        ) : (
          <Badge tone="neutral">
            <CircleSlash aria-hidden="true" />
            Not configured
          </Badge>
        )}
      </div>

      {integration.facts.length > 0 && (
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[max-content_1fr]">
          {integration.facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="text-fg-subtle">{fact.label}</dt>
              <dd className="min-w-0 font-medium break-all text-fg">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}

      {integration.secrets.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Secrets">
          {integration.secrets.map((secret) => (
            <li key={secret.name}>
              <Badge
                tone={secret.set ? 'accent' : 'neutral'}
                className="max-w-full break-words whitespace-normal!"
              >
                {secret.set ? <ShieldCheck aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
                {secret.name}: {secret.set ? 'set' : 'not set'}
              </Badge>
            </li>
          ))}
        </ul>
      )}

      {!integration.configured && (
        <p className="text-sm text-fg-muted">
          To configure it, set{' '}
          {integration.configure_with.map((name, index) => (
            <span key={name}>
              {index > 0 && ', '}
              <code className="rounded bg-white/[0.06] px-1.5 py-0.5 text-xs text-fg">{name}</code>
            </span>
          ))}{' '}
          in the server’s environment and restart it.
        </p>
      )}

      <form className="flex flex-col gap-2" onSubmit={run} noValidate>
        {sends && (
          <label htmlFor={`${id}-to`} className="text-sm font-semibold text-fg">
            {sends === 'email' ? 'Send the test e-mail to' : 'Send the test text to'}
          </label>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          {sends && (
            <Input
              id={`${id}-to`}
              type={sends === 'email' ? 'email' : 'tel'}
              value={to}
              onChange={(event) => setTo(event.target.value)}
              placeholder={sends === 'email' ? 'Your own address if left empty' : '+15551234567'}
              invalid={Boolean(toError)}
              aria-describedby={toError ? `${id}-to-error` : undefined}
              className="sm:max-w-80"
            />
          )}
          <Button type="submit" variant="outline" loading={check.isPending}>
            {!check.isPending && sends && <Send aria-hidden="true" />}
            {check.isPending ? 'Checking…' : sends ? 'Send a test' : 'Check'}
          </Button>
        </div>
        {toError && (
          <p id={`${id}-to-error`} className="text-sm font-medium text-danger-300">
            {toError}
          </p>
        )}
      </form>

      {result && <CheckResult result={result} />}
    </li>
  );
}

export function IntegrationsTab() {
  const integrations = useIntegrations();
  return (
    <div className="flex flex-col gap-6">
      {integrations.isPending ? (
        <SkeletonList rows={4} />
      ) : integrations.isError ? (
        <ErrorState
          title="Could not load the integrations"
          message={errorMessage(integrations.error)}
          onRetry={() => void integrations.refetch()}
          isRetrying={integrations.isFetching}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2" aria-label="Integrations">
          {integrations.data.map((integration) => (
            <IntegrationCard key={integration.name} integration={integration} />
          ))}
        </ul>
      )}
      <OutboxViewer />
    </div>
  );
}
