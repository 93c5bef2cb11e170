/**
 * The access rule every route declares in its `config.access`. The enforcing hook
 * (`enforce-access.ts`) refuses a route registered without one.
 *
 * - `public`: anyone, signed in or not.
 * - `signedIn`: any signed-in, active user. What they may do to a particular thing (their own
 *   post, a file of their team) is the object rule the service asks (server/policies.ts).
 * - `premium`: signed in, and beta, a Pro plan or an active trial (the feature is logged).
 * - `admin`: an administrator (role `admin` or an e-mail in ADMIN_EMAILS).
 * - `seller`: signed in with a role that sells (artist, creator, producer) or an administrator:
 *   the creator's side of Move That Work and the storefront. Fans are refused.
 * - `sellerPremium`: both of the above: a selling role, and premium access to the feature.
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'premium'; feature: string; sellersOnly?: boolean }
  | { kind: 'seller' }
  | { kind: 'admin' };

export const access = {
  public: { kind: 'public' },
  signedIn: { kind: 'signedIn' },
  admin: { kind: 'admin' },
  seller: { kind: 'seller' },
  premium: (feature: string): AccessRule => ({ kind: 'premium', feature }),
  sellerPremium: (feature: string): AccessRule => ({ kind: 'premium', feature, sellersOnly: true }),
} satisfies Record<string, AccessRule | ((feature: string) => AccessRule)>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
}
