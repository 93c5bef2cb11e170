import { toast } from '../toast';
import { errorMessage } from '../api/api-client';
import { SessionError } from './session';

/** A failed session step as a toast: what did not happen, and why in a person's words. */
export function toastSessionError(error: unknown, fallback = 'Something went wrong'): void {
  if (error instanceof SessionError) {
    toast.error(error.message, { description: error.detail ?? undefined });
    return;
  }
  toast.error(errorMessage(error, fallback));
}
