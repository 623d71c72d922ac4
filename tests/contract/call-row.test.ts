import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_VERSION, DEFAULT_MAX_BODY_BYTES, callFactory } from '../../contract/call-row';

describe('call rows', () => {
  it('APP_VERSION is package.json\'s version', () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as { version: string };
    expect(APP_VERSION).toBe(pkg.version);
  });

  it('a row says only what differs from the defaults: a session, logout on 401, code envelope, 64 KiB of JSON', () => {
    const call = callFactory<Record<'x' | 'y', never>, Record<'x' | 'y', unknown>>();
    expect(call('x')).toEqual({ name: 'x', session: 'required', on401: 'logout', envelope: 'code', body: 'json', maxBodyBytes: DEFAULT_MAX_BODY_BYTES, timeoutTip: true });
    expect(call('y', { body: 'multipart', maxBodyBytes: 10, session: 'none' })).toMatchObject({ name: 'y', body: 'multipart', maxBodyBytes: 10, session: 'none', on401: 'logout' });
  });
});
