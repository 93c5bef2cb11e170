/**
 * The access rule every route declares in its `config.access`. The enforcing hook
 * (`enforce-access.ts`) refuses a route registered without one.
 *
 * - `public`: anyone, signed in or not.
 * - `signedIn`: any signed-in, active user. What they may do to a particular thing (their own
 *   post, a file of their team) is the object rule the service asks (server/policies.ts).
 * - `premium`: signed in, and beta, a Pro plan or an active trial (the feature is logged).
 * - `admin`: an administrator (role `admin` or an e-mail in ADMIN_EMAILS).
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'premium'; feature: string }
  | { kind: 'admin' };

export const access = {
  public: { kind: 'public' },
  signedIn: { kind: 'signedIn' },
  admin: { kind: 'admin' },
  premium: (feature: string): AccessRule => ({ kind: 'premium', feature }),
} satisfies Record<string, AccessRule | ((feature: string) => AccessRule)>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
}
