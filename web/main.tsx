import './lib/zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from './lib/api/query-client';
import { AuthProvider } from './lib/auth/auth-context';
import { meQuery } from './lib/auth/session';
import type { SessionError } from './lib/auth/session';
import { hasSignedInHint, hintedViewerId } from './lib/auth/signed-in-hint';
import { toast } from './lib/toast';
import { AfterFirstPaint } from './lib/after-first-paint';
import { AppRoutes, preloadScreen } from './routes';
import './styles.css';

// Its own chunk, fetched once the first screen has painted (lib/toast.ts): a toast shown
// before then appears when it mounts.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

const queryClient = createQueryClient();
// The session read starts now, not once the first render has mounted AuthProvider (which then
// finds it under way): every signed-in screen waits on it.
const session = queryClient.fetchQuery(meQuery({ firstLoad: true })).then(
  (user) => user?.id ?? null,
  () => null,
);
// The chunks of the screen asked for, and its first reads, start now too (routes.tsx).
const hinted = hintedViewerId();
preloadScreen(window.location.pathname, hasSignedInHint(), {
  queryClient,
  viewerId: hinted === null ? session : Promise.resolve(hinted),
});

function reportSessionError(error: SessionError) {
  toast.error(error.message, { description: error.detail ?? undefined });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for one long task (a tap meanwhile is answered; Lighthouse counts it
// as blocking time).
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider onFetchError={reportSessionError}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AuthProvider>
      </QueryClientProvider>
      <AfterFirstPaint>
        <Toaster
          theme="dark"
          position="top-right"
          richColors
          closeButton
          toastOptions={{ className: 'font-sans' }}
        />
      </AfterFirstPaint>
    </StrictMode>,
  ),
);
