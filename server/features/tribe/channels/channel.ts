/** What sending one campaign message over any channel can come to. */
export type SendOutcome =
  | { ok: true }
  /**
   * `permanent`: trying again cannot help (a mailbox that does not exist, a push subscription
   * that expired); `undeliverable` marks the address so it gets nothing more.
   */
  | {
      ok: false;
      permanent: boolean;
      error: string;
      undeliverable?: 'bounced' | 'expired';
      /**
       * The receiving server said plainly that it did not take the message and to try later
       * (an SMTP 4xx, an HTTP 429 or 5xx answer): sending again cannot make a duplicate.
       */
      retry?: boolean;
    };

export function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
