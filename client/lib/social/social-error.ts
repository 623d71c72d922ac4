import type { SocialProvider } from '../../../contract/auth';

/**
 * Why a social sign-in did not give a credential. 'redirecting' is not a failure: the page is
 * leaving for the provider (LINE) and the flow finishes when it comes back.
 */
export type SocialErrorKind = 'cancelled' | 'unavailable' | 'failed' | 'not-configured' | 'redirecting';

/** A social sign-in that ended without a credential. Branch on `kind`. */
export class SocialLoginError extends Error {
  constructor(
    readonly kind: SocialErrorKind,
    readonly provider: SocialProvider,
    detail = '',
  ) {
    super(`social login ${provider}: ${kind}${detail ? ` (${detail})` : ''}`);
    this.name = 'SocialLoginError';
  }
}

/** What a provider hands back; the operator API verifies it. */
export interface SocialCredential {
  accessToken: string;
  userID?: string;
  signedRequest?: string;
  expiresIn?: number;
}
