import * as oidc from 'openid-client';
import type { Config } from '../../config';

export type OidcSettings = NonNullable<Config['oidc']>;

export interface OidcIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  givenName: string | null;
  picture: string | null;
}

/**
 * The OpenID Connect relying party: discovery once, then authorization URLs with PKCE,
 * state and nonce, and the code exchange that checks all three.
 */
export class OidcClient {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(private readonly settings: OidcSettings) {}

  private discover(): Promise<oidc.Configuration> {
    this.configuration ??= oidc
      .discovery(
        new URL(this.settings.issuer),
        this.settings.clientId,
        this.settings.clientSecret,
        undefined,
        this.settings.issuer.startsWith('http://')
          ? { execute: [oidc.allowInsecureRequests] }
          : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = null;
        throw error;
      });
    return this.configuration;
  }

  async authorizationUrl(
    redirectUri: string,
    state: string,
    nonce: string,
    codeVerifier: string,
  ): Promise<string> {
    const configuration = await this.discover();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return url.href;
  }

  async exchange(
    callbackUrl: URL,
    expected: { state: string; nonce: string; codeVerifier: string },
  ): Promise<OidcIdentity> {
    const configuration = await this.discover();
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The provider sent no ID token');
    let profile: Record<string, unknown> = { ...claims };
    if (!claims.email && tokens.access_token) {
      profile = {
        ...profile,
        ...(await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)),
      };
    }
    const text = (key: string) =>
      typeof profile[key] === 'string' ? (profile[key] as string) : null;
    const email = text('email');
    if (!email) throw new Error('The provider did not share an e-mail address');
    return {
      subject: claims.sub,
      email: email.toLowerCase(),
      emailVerified: profile.email_verified === true || profile.email_verified === 'true',
      name: text('name'),
      givenName: text('given_name'),
      picture: text('picture'),
    };
  }
}

export { randomNonce, randomPKCECodeVerifier, randomState } from 'openid-client';
