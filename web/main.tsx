import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { createQueryClient } from './lib/api/query-client';
import { AuthProvider } from './lib/auth/auth-context';
import type { SessionError } from './lib/auth/session';
import { routes } from './routes';
import './styles.css';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

function reportSessionError(error: SessionError) {
  toast.error(error.message, { description: error.detail ?? undefined });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider onFetchError={reportSessionError}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>
    <Toaster
      theme="dark"
      position="top-right"
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  </StrictMode>,
);
