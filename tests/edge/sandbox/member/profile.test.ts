// updateProfile in the sandbox: nickname and avatar from the set, saved and shown in the user
// info; hostile or malformed values refused with 400; a session required.
import { describe, expect, it } from 'vitest';
import { makeSandbox } from '../helpers';

describe('updateProfile', () => {
  it('saves a nickname and an avatar from the set, seen in the user info', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('profile01');
    expect((await sandbox.call('updateProfile', { nickname: '  Lucky Ana ' }, token)).body).toMatchObject({ code: 200, nickname: 'Lucky Ana' });
    const saved = await sandbox.call('updateProfile', { avatar: 'preset:3' }, token);
    expect(saved.body).toMatchObject({ nickname: 'Lucky Ana', avatar: 'preset:3' });
    const pre = await sandbox.call('preLogin', { deviceId: 'device-1' }, token);
    expect(pre.body.user).toMatchObject({ nickname: 'Lucky Ana', avatar: 'preset:3' });
  });

  it('refuses bad values (400) and needs a session (401)', async () => {
    const sandbox = makeSandbox();
    const { token } = await sandbox.registerAccount('profile02');
    for (const body of [{}, { nickname: 'a' }, { nickname: '<script>' }, { nickname: 'x'.repeat(17) }, { avatar: 'https://evil.example/a.svg' }, { avatar: 'preset:9' }]) {
      expect((await sandbox.call('updateProfile', body, token)).status).toBe(400);
    }
    expect((await sandbox.call('updateProfile', { nickname: 'Ana' })).status).toBe(401);
  });
});
