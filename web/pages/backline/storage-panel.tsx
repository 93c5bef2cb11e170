/**
 * Storage status (spec part 2, sections 2, 4 and 8): not configured, configured but not
 * accessible, or working; and the full diagnostic on demand.
 */
import { CheckCircle2, HardDrive, XCircle } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api/api-client';
import { useStorageDiagnostic, useStorageStatus } from '../../lib/api/studio.api';

function Check({ ok, label }: { ok: boolean; label: string }) {
  return (
    <li className="flex items-center gap-2 text-sm">
      {ok ? (
        <CheckCircle2 className="size-4 text-success-300" aria-hidden="true" />
      ) : (
        <XCircle className="size-4 text-danger-300" aria-hidden="true" />
      )}
      <span className="text-fg">{label}</span>
      <span className="sr-only">{ok ? 'passed' : 'failed'}</span>
    </li>
  );
}

export function StoragePanel() {
  const status = useStorageStatus();
  const diagnostic = useStorageDiagnostic();
  const current = status.data?.status;
  const state = status.isError
    ? 'Unable to check R2 status'
    : !current
      ? null
      : !current.configured
        ? 'R2 not configured'
        : !current.working
          ? 'R2 configured but not accessible'
          : 'Working';

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <HardDrive className="size-5 text-accent-300" aria-hidden="true" /> Storage status
        </CardTitle>
        {state && <Badge tone={state === 'Working' ? 'success' : 'danger'}>{state}</Badge>}
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {status.isPending ? (
          <Skeleton className="h-10" />
        ) : status.isError ? (
          <p className="text-danger-300">
            {errorMessage(status.error, 'Unable to check R2 status')}
          </p>
        ) : (
          current && (
            <>
              <p className="text-fg-muted">
                {current.driver === 'local' ? 'Local disk' : 'S3-compatible bucket'}
                {current.domain && ` · ${current.domain}`} · checked{' '}
                {new Date(current.lastTest).toLocaleTimeString()}
              </p>
              {current.issues.length > 0 && (
                <ul className="list-disc pl-5 text-danger-300">
                  {current.issues.map((issue) => (
                    <li key={issue}>{issue}</li>
                  ))}
                </ul>
              )}
            </>
          )
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void status.refetch()}
            disabled={status.isFetching}
          >
            {status.isFetching ? 'Checking…' : 'Check again'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => diagnostic.mutate()}
            disabled={diagnostic.isPending}
          >
            {diagnostic.isPending ? 'Running…' : 'Run diagnostic'}
          </Button>
        </div>
        {diagnostic.isError && (
          <p className="text-danger-300">{errorMessage(diagnostic.error, 'Diagnostic failed')}</p>
        )}
        {diagnostic.data && (
          <div className="flex flex-col gap-2" aria-label="Diagnostic result">
            <ul className="flex flex-col gap-1">
              <Check ok={diagnostic.data.bucket_accessible} label="Store reachable" />
              <Check ok={diagnostic.data.upload_successful} label="Test upload" />
              <Check ok={diagnostic.data.public_access_working} label="Public URL works" />
              {diagnostic.data.url_test_results.map((result) => (
                <Check key={result.url} ok={result.ok} label={`Your file ${result.url}`} />
              ))}
            </ul>
            {diagnostic.data.errors.length > 0 && (
              <ul className="list-disc pl-5 text-danger-300">
                {diagnostic.data.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
