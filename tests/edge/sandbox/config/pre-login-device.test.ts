// preLogin's device fields from the Android wrapper (docs/android-bridge.md): the push token and
// the device facts are accepted when well formed and refused (400, nothing else done) when not,
// so a broken or hostile client cannot store junk or oversized data through them.
import { describe, expect, it } from 'vitest';
import { PHONE_INFO_MAX_KEYS, PHONE_INFO_MAX_TEXT } from '../../../../contract/core.schemas';
import { makeSandbox } from '../helpers';

const facts = { bridge: 1, appVersion: '2.0.1', appVersionCode: 20, os: 'android', osVersion: '13', deviceModel: 'TECNO KI5', manufacturer: 'TECNO', rooted: false };

describe('preLogin from the Android wrapper', () => {
  it('accepts the push token and device facts', async () => {
    const sandbox = makeSandbox();
    const { status, body } = await sandbox.call('preLogin', { deviceId: 'device-1', messagingToken: 'fcm:APA91bH-x_1', phoneinfoJsonModel: JSON.stringify(facts) });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.config).toBeDefined();
    // A newer wrapper may say more, within the caps.
    const many = { ...Object.fromEntries(Array.from({ length: PHONE_INFO_MAX_KEYS - 1 }, (_, i) => [`k${i}`, 'x'.repeat(90)])), longest: 'x'.repeat(PHONE_INFO_MAX_TEXT) };
    expect((await sandbox.call('preLogin', { deviceId: 'device-1', phoneinfoJsonModel: JSON.stringify(many) })).body.code).toBe(200);
  });

  it('refuses a malformed token or device facts that are not a flat JSON object of short values', async () => {
    const sandbox = makeSandbox();
    const refused = async (fields: Record<string, unknown>) => (await sandbox.call('preLogin', { deviceId: 'device-1', ...fields })).status;
    for (const messagingToken of ['', 'has space', 'x'.repeat(513), 'tab\there', 42]) expect(await refused({ messagingToken }), String(messagingToken)).toBe(400);
    const bad = [
      'not json',
      '[1,2]',
      'null',
      '"text"',
      JSON.stringify({ nested: { a: 1 } }),
      JSON.stringify({ list: [1] }),
      JSON.stringify({ empty: null }),
      JSON.stringify({ long: 'x'.repeat(PHONE_INFO_MAX_TEXT + 1) }),
      JSON.stringify({ 'bad key': 1 }),
      JSON.stringify(Object.fromEntries(Array.from({ length: PHONE_INFO_MAX_KEYS + 1 }, (_, i) => [`k${i}`, i]))),
      `{"a":"${'x'.repeat(4100)}"}`,
    ];
    for (const phoneinfoJsonModel of bad) expect(await refused({ phoneinfoJsonModel }), phoneinfoJsonModel.slice(0, 40)).toBe(400);
  });
});
