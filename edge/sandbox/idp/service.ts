// The stand-in identity provider's surface: checking an access token it issued (social login).
export { verifyIdpToken, type IdpIdentity, type IdpProvider } from './idp-store';
