/**
 * The access rule every route declares in its `config.access`. The enforcing hook
 * (`enforce-access.ts`) refuses a route registered without one.
 *
 * - `public`: anyone, signed in or not.
 * - `signedIn`: any signed-in, active user.
 * - `owner`: signed in; the service then checks ownership of the thing with its policy.
 * - `premium`: signed in, and beta, a Pro plan or an active trial (the feature is logged).
 * - `admin`: an administrator (role `admin` or an e-mail in ADMIN_EMAILS).
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'owner' }
  | { kind: 'premium'; feature: string }
  | { kind: 'admin' };

export const access = {
  public: { kind: 'public' },
  signedIn: { kind: 'signedIn' },
  owner: { kind: 'owner' },
  admin: { kind: 'admin' },
  premium: (feature: string): AccessRule => ({ kind: 'premium', feature }),
} satisfies Record<string, AccessRule | ((feature: string) => AccessRule)>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
}
