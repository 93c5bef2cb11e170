/**
 * The store's own checks: the comprehensive diagnostic (`POST /api/backline/r2-diagnostic`),
 * the setup guide (what is configured, and how to configure it) and the basic diagnostic
 * (`GET /api/backline/r2-status`, 15 seconds at most).
 */
import { DiagnosticsMessages } from '@contract/diagnostics';
import type { StorageDiagnostic } from '@contract/studio';
import { useMutation } from '@tanstack/react-query';
import { HardDrive, RefreshCw, Stethoscope } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api/api-client';
import { runStorageDiagnostic, useStorageSetup } from '../../../lib/api/diagnostics.api';
import { useStorageStatus } from '../../../lib/api/studio.api';
import { CopyButton } from './cors-diagnostic';
import { CopyBlock, Fact, StepList, ToolCard } from './diagnostics-ui';
import type { Step } from './diagnostics-ui';

function yesNo(value: boolean) {
  return <Badge tone={value ? 'success' : 'danger'}>{value ? 'Yes' : 'No'}</Badge>;
}

function diagnosticSteps(result: StorageDiagnostic): Step[] {
  return [
    {
      name: 'Store reachable',
      state: result.bucket_accessible ? 'success' : 'error',
      detail: result.r2_domain ?? undefined,
    },
    {
      name: 'Test file written',
      state: result.upload_successful ? 'success' : 'error',
      detail: result.test_file_url ?? undefined,
    },
    {
      name: 'Served without a session',
      state: result.public_access_working ? 'success' : 'error',
      detail: 'A HEAD of the test file’s public URL, then the file is deleted',
    },
  ];
}

export function ComprehensiveStorageDiagnostic() {
  const diagnostic = useMutation({ mutationFn: runStorageDiagnostic });
  const result = diagnostic.data;
  return (
    <ToolCard
      title="Comprehensive storage diagnostic"
      description="Writes a test file to the store, fetches it through its public URL, deletes it, then checks the URLs of your newest uploads."
      actions={
        <Button size="sm" onClick={() => diagnostic.mutate()} loading={diagnostic.isPending}>
          {!diagnostic.isPending && <Stethoscope aria-hidden="true" />}
          Run storage diagnostic
        </Button>
      }
    >
      {diagnostic.isError && (
        <p role="alert" className="text-sm text-danger-300">
          {DiagnosticsMessages.diagnosticFailed}: {errorMessage(diagnostic.error)}
        </p>
      )}
      {!result && !diagnostic.isError && !diagnostic.isPending && (
        <p className="text-sm text-fg-subtle">Not run yet.</p>
      )}
      {result && (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Storage diagnostic">
            <Fact label="Bucket accessible">{yesNo(result.bucket_accessible)}</Fact>
            <Fact label="Upload successful">{yesNo(result.upload_successful)}</Fact>
            <Fact label="Public access">{yesNo(result.public_access_working)}</Fact>
            <Fact label="Domain">{result.r2_domain ?? 'none'}</Fact>
          </dl>
          <StepList steps={diagnosticSteps(result)} label="Storage diagnostic steps" />
          <div className="flex flex-col gap-2">
            <h4 className="text-sm font-semibold text-fg">Your newest uploads</h4>
            {result.url_test_results.length === 0 ? (
              <p className="text-sm text-fg-subtle">
                You have no studio uploads yet, so there is no URL to check.
              </p>
            ) : (
              <ul className="flex flex-col gap-1.5" aria-label="Upload URL checks">
                {result.url_test_results.map((test) => (
                  <li key={test.url} className="flex items-center justify-between gap-3 text-sm">
                    <span className="min-w-0 font-mono text-xs break-all text-fg-muted">
                      {test.url}
                    </span>
                    <Badge tone={test.ok ? 'success' : 'danger'}>
                      {test.ok ? 'OK' : `HTTP ${test.status ?? 'no answer'}`}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {result.errors.length > 0 && (
            <ul className="flex flex-col gap-1 text-sm text-danger-300" aria-label="Storage errors">
              {result.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </ToolCard>
  );
}

const LIFECYCLE_RULE = JSON.stringify(
  {
    Rules: [
      {
        ID: 'abort-incomplete-multipart-uploads',
        Status: 'Enabled',
        Filter: { Prefix: '' },
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
      },
    ],
  },
  null,
  2,
);

const S3_ENV = [
  'S3_BUCKET=backline-media',
  'S3_ENDPOINT=https://<account>.r2.cloudflarestorage.com   # or http://minio:9000; unset for AWS',
  'S3_REGION=auto                                           # your region on AWS',
  'S3_ACCESS_KEY_ID=...',
  'S3_SECRET_ACCESS_KEY=...',
  'S3_FORCE_PATH_STYLE=true                                 # MinIO needs it',
].join('\n');

export function StorageSetupGuide() {
  const setup = useStorageSetup();
  return (
    <ToolCard
      title="Storage setup guide"
      description="What this server uses now, and how to configure local disk or an S3-compatible store (R2, MinIO, AWS S3)."
    >
      {setup.isPending ? (
        <LoadingState label="Reading the storage configuration…" className="py-6" />
      ) : setup.isError ? (
        <ErrorState
          title="Could not read the storage configuration"
          message={errorMessage(setup.error)}
          onRetry={() => void setup.refetch()}
          isRetrying={setup.isFetching}
        />
      ) : (
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label="Storage in use">
          <Fact label="Store">
            {setup.data.driver === 's3' ? 'S3-compatible bucket' : 'Local disk'}
          </Fact>
          <Fact label="Location">
            <span className="font-mono text-xs break-all">{setup.data.location}</span>
          </Fact>
          <Fact label="Files served at">
            <span className="font-mono text-xs break-all">{setup.data.public_url}</span>
          </Fact>
          {setup.data.driver === 's3' && (
            <>
              <Fact label="Bucket">{setup.data.bucket}</Fact>
              <Fact label="Region">{setup.data.region}</Fact>
              <Fact label="Access keys">
                {setup.data.access_keys_set ? 'Set' : 'From the environment (instance role)'}
              </Fact>
            </>
          )}
          <Fact label="Max file size">{setup.data.max_file_size_mb} MB</Fact>
          <Fact label="ffprobe">{setup.data.media_tools.ffprobe ?? 'Not found'}</Fact>
          <Fact label="ffmpeg">{setup.data.media_tools.ffmpeg ?? 'Not found'}</Fact>
        </dl>
      )}
      <ol className="flex list-decimal flex-col gap-3 pl-5 text-sm text-fg-muted">
        <li>
          <span className="font-semibold text-fg">Local disk</span> (the default): files live in{' '}
          <code className="font-mono text-xs text-accent-200">DATA_DIR/objects</code>. Keep that
          folder on a persistent, backed-up volume, writable by the server.
        </li>
        <li>
          <span className="font-semibold text-fg">S3-compatible store</span>: create a bucket, then
          set these variables and restart. Files stay private: Backline streams them to signed-in
          people itself, so the bucket needs no public access.
          <pre className="mt-2 overflow-auto rounded-xl border border-white/[0.08] bg-ink-950/80 p-3 font-mono text-xs">
            {S3_ENV}
          </pre>
        </li>
        <li>
          <span className="font-semibold text-fg">Lifecycle rule</span>: give the bucket a rule that
          aborts incomplete multipart uploads after a day, so an upload cut short by a killed
          process leaves no parts behind (e.g.{' '}
          <code className="font-mono text-xs text-accent-200">
            aws s3api put-bucket-lifecycle-configuration --bucket &lt;bucket&gt;
            --lifecycle-configuration file://lifecycle.json
          </code>
          , with <code className="font-mono text-xs">--endpoint-url</code> for R2 or MinIO).
          <div className="mt-2">
            <CopyBlock
              name="lifecycle.json"
              text={LIFECYCLE_RULE}
              copy={<CopyButton text={LIFECYCLE_RULE} label="Copy the lifecycle rule" />}
            />
          </div>
        </li>
        <li>Check it: run the basic and the comprehensive storage diagnostics on this page.</li>
      </ol>
    </ToolCard>
  );
}

export function BasicStorageDiagnostic() {
  const status = useStorageStatus();
  const data = status.data?.status;
  const verdict = !data
    ? null
    : !data.configured
      ? { tone: 'danger' as const, text: DiagnosticsMessages.storageNotConfigured }
      : !data.working
        ? { tone: 'danger' as const, text: DiagnosticsMessages.storageNotAccessible }
        : { tone: 'success' as const, text: 'Working' };
  return (
    <ToolCard
      title="Basic storage diagnostic"
      description="Is the store configured and working? A real write, read and delete (15 seconds at most)."
      actions={
        <Button
          size="sm"
          variant="outline"
          onClick={() => void status.refetch()}
          loading={status.isFetching}
        >
          {!status.isFetching && <RefreshCw aria-hidden="true" />}
          Check again
        </Button>
      }
    >
      {status.isPending ? (
        <LoadingState label="Checking the store…" className="py-6" />
      ) : status.isError ? (
        <p role="alert" className="text-sm text-danger-300">
          Unable to check R2 status: {errorMessage(status.error)}
        </p>
      ) : (
        data &&
        verdict && (
          <>
            <div className="flex items-center gap-2">
              <HardDrive className="size-4 text-fg-muted" aria-hidden="true" />
              <Badge tone={verdict.tone} data-testid="storage-verdict">
                {verdict.text}
              </Badge>
            </div>
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              <Fact label="Store">
                {data.driver === 's3' ? 'S3-compatible bucket' : 'Local disk'}
              </Fact>
              <Fact label="Domain">{data.domain ?? 'none'}</Fact>
              <Fact label="Last test">{new Date(data.lastTest).toLocaleString()}</Fact>
            </dl>
            {data.issues.length > 0 && (
              <ul
                className="flex flex-col gap-1 text-sm text-danger-300"
                aria-label="Storage issues"
              >
                {data.issues.map((issue) => (
                  <li key={issue}>{issue}</li>
                ))}
              </ul>
            )}
          </>
        )
      )}
    </ToolCard>
  );
}
