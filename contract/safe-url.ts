// The one place that decides whether a URL from the operator (config, theme, banners, game
// start) or from the address bar (redirects) may be followed, loaded or shown. Every check
// returns the value unchanged when it passes and null when it does not, so callers pick their
// own fallback. Only two shapes ever pass: a same-origin absolute path and an https:// URL.

const MAX_LENGTH = 2048;

// Control characters can hide a scheme ('java\tscript:') and browsers read `\` as `/`, which
// makes `/\host` protocol-relative and `https://a\@b` point at `a`.
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;
// A well-formed absolute URL has no raw whitespace; one that does was not built by a server.
const WHITESPACE = /\s/;
// Image URLs may end up inside CSS `url()` or an attribute: no quotes, brackets or whitespace.
const IMAGE_UNSAFE = /[\s"'()<>]/;

function fits(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= maxLength && !CONTROL_OR_BACKSLASH.test(value);
}

/** A same-origin absolute path (`/x?y#z`; not `//host`, not `/\host`), or null. */
export function safeInternalPath(value: unknown, maxLength = MAX_LENGTH): string | null {
  return fits(value, maxLength) && /^\/(?!\/)/.test(value) ? value : null;
}

/** An absolute `https://` URL with a host (what may open in a new tab), or null. */
export function safeExternalUrl(value: unknown, maxLength = MAX_LENGTH): string | null {
  if (!fits(value, maxLength) || WHITESPACE.test(value) || !/^https:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' ? value : null;
  } catch {
    return null;
  }
}

/** A same-origin path or an https URL: what may be loaded as a script or a frame; else null. */
export function safeResourceUrl(value: unknown, maxLength = MAX_LENGTH): string | null {
  return safeInternalPath(value, maxLength) ?? safeExternalUrl(value, maxLength);
}

/** A same-origin path or an https URL free of quotes, brackets and whitespace (logos, artwork), or null. */
export function safeImageUrl(value: unknown): string | null {
  return typeof value === 'string' && IMAGE_UNSAFE.test(value) ? null : safeResourceUrl(value);
}
