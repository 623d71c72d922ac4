// Fails when the first paint carries a call it is not meant to make: each chunk imports only the
// contract domains it uses, and this proves it on the built files (a wallet or records call in the
// first paint would mean its rows and callers ride along on every cold start).
// Run after the build: node --import tsx scripts/check/check-first-paint-calls.ts [dir]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CALLS, type CallName } from '../../contract/all';

/** The calls the first paint of `/` makes: start-up, theme, the session, banners, the event log. */
export const FIRST_PAINT_CALLS: readonly CallName[] = [
  'preLogin',
  'anonymous/appConfig',
  'anonymous/appTheme',
  'anonymous/appThemePreview',
  'anonymous/appEventLogClient',
  'refreshData',
  'getAfterLoginInfoWeb',
  'logout',
  'getActivityIds',
  // The award flags: red dots on the top bar.
  'activityGetStatusList',
  // A friend's invite link counted as it opens (stores/boot.ts; only with ?invite= in the URL).
  'actInviteClickInvite',
];

/** Call names written as string literals in `code` (any quote style a minifier may choose). */
export function callsIn(code: string): CallName[] {
  // A DOM event of the same name is not a call: the heartbeat call is `online`, and the connection
  // store listens for the window's `online` event.
  const scanned = code.replace(/EventListener\((["'`])\w+\1/g, 'EventListener(');
  return (Object.keys(CALLS) as CallName[]).filter((name) => ['`', "'", '"'].some((quote) => scanned.includes(`${quote}${name}${quote}`)));
}

/** Calls written in `code` that the first paint is not meant to make. */
export const unexpectedCalls = (code: string): CallName[] => callsIn(code).filter((name) => !FIRST_PAINT_CALLS.includes(name));

const jsOf = (dir: string): string =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? 'dist/first-paint';
  const code = jsOf(dir);
  const extra = unexpectedCalls(code);
  if (extra.length > 0) {
    console.error(`first paint (${dir}) carries calls it does not make: ${extra.join(', ')}`);
    process.exit(1);
  }
  console.log(`first paint (${dir}): ${callsIn(code).length} of ${Object.keys(CALLS).length} calls, all its own`);
}
