// The brand name, the operator field `appWebName` (spec: every call carries it). The one constant:
// the edge's APP_WEB_NAME default, and what the build writes into the PWA manifest, the page
// title and the app's text (APP_WEB_NAME set at build time overrides it there too; see README).
export const DEFAULT_APP_WEB_NAME = 'Casino PH';
