// Links of the invite page: an app path of the share map as a full link of this site. Sharing and
// copying go through the wrapper bridge with its web fallbacks (lib/bridge-actions.ts,
// lib/native-bridge.ts).

/** An app path of the share map as a full link of this site. */
export const absoluteLink = (path: string): string => new URL(path, location.origin).toString();
