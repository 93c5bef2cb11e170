/**
 * What a crashed screen shows instead of a blank page. A chunk that fails to load usually
 * means Backline was updated since this tab opened, so reloading is the cure.
 */
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/states';
import { PageTitle } from '../../components/page-title';

function isStaleBuild(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

export function RouteErrorPage({ error }: { error: unknown }) {
  const stale = isStaleBuild(error);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-8 px-4 py-12">
      <PageTitle>Something went wrong</PageTitle>
      <Logo />
      <ErrorState
        className="w-full max-w-md"
        title={stale ? 'Backline was updated' : 'Something went wrong'}
        message={
          stale
            ? 'A newer version is available. Reload the page to continue.'
            : 'This screen ran into a problem. Reloading usually helps; if it keeps happening, let us know.'
        }
      />
      <Button onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" />
        Reload
      </Button>
    </div>
  );
}
