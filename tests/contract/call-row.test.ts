import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_VERSION, DEFAULT_MAX_BODY_BYTES, callFactory } from '../../contract/call-row';
import { CALLS } from '../../contract/all';

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

  it('a 401 logs out on every call but the public ones: the spec\'s three and those the README lists with a reason (spec section 8)', () => {
    const readme = readFileSync(join(__dirname, '../../README.md'), 'utf8');
    const listed = readme.slice(readme.indexOf('Public calls (a 401 does not log out)'));
    const paragraph = listed.slice(0, listed.indexOf('\n2. '));
    const isPublic = (name: string) => paragraph.includes(`\`${name}\``) || (name.startsWith('anonymous/') && paragraph.includes('`anonymous/*`'));
    const ignoring = Object.values(CALLS).filter((row) => row.on401 === 'ignore').map((row) => row.name);
    expect(ignoring.filter((name) => !isPublic(name))).toEqual([]);
    expect(ignoring).toEqual(expect.arrayContaining(['refreshData', 'preLogin', 'actInviteUserStatus']));
    for (const name of ['activityGetStatusList', 'getActivityIds', 'getCustomerServices', 'logout']) expect(CALLS[name as keyof typeof CALLS].on401).toBe('logout');
  });
});
