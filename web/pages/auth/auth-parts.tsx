/** Pieces the account screens share: the token of an e-mailed link, and a form's alert. */
import { CircleAlert } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

/**
 * The token of an e-mailed link (`/auth/reset#token=…`). It rides after `#`, which browsers
 * never send to a server, so it stays out of access logs and Referer headers.
 */
export function tokenFromHash(hash: string = window.location.hash): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token ? token : null;
}

function onHashChange(notify: () => void) {
  window.addEventListener('hashchange', notify);
  window.addEventListener('popstate', notify);
  return () => {
    window.removeEventListener('hashchange', notify);
    window.removeEventListener('popstate', notify);
  };
}

/**
 * The token of the page's link, kept current: opening another e-mailed link in a tab already
 * on the page changes only the part after `#`, which reloads nothing.
 */
export function useLinkToken(): string | null {
  return useSyncExternalStore(onHashChange, () => tokenFromHash());
}

/** What went wrong with a form as a whole, above it. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-xl border border-danger-400/35 bg-danger-500/10 px-3.5 py-3 text-sm text-danger-300"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">{children}</div>
    </div>
  );
}

/** The heading of an account screen's card. */
export function AuthHeading({ title, text }: { title: string; text?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-1.5 text-center">
      <h1 className="font-display text-2xl font-black tracking-tight text-fg sm:text-3xl">
        {title}
      </h1>
      {text && <p className="text-sm text-fg-muted">{text}</p>}
    </div>
  );
}
