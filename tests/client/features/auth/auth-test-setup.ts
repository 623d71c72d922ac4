// Shared set-up of the auth form tests: a config, a fetch that answers per call, and the bodies
// posted to each call.
import { vi } from 'vitest';
import { LoginType } from '../../../../client/api/contract/session';
import type { AppConfig } from '../../../../client/api/contract/core';
import { $config } from '../../../../client/stores/config';
import { buildConfig, buildUser } from '../../../builders';

export const testConfig = buildConfig({
  v: 1,
  accountLength: { min: 6, max: 16 },
  passwordLength: { min: 6, max: 20 },
  mobileLength: { min: 10, max: 10 },
  smsCodeLength: { min: 6, max: 6 },
  mobilePrefix: '63',
  registerType: [LoginType.account, LoginType.phone],
  otpStatus: 1,
  defaultLoginType: LoginType.account,
  userRegisterCoin: 1000,
  smsCodeInterval: 60,
  socialLogin: {
    facebook: { status: 1, appId: 'fb', sdkUrl: '/sandbox/idp/facebook/sdk.js' },
    google: { status: 0, clientId: 'g', sdkUrl: '/sandbox/idp/google/sdk.js' },
    line: { status: 1, liffId: 'l', sdkUrl: '/sandbox/idp/line/sdk.js' },
  },
});

export type Reply = Record<string, unknown> | (() => Promise<Record<string, unknown>>);
export const replies: Record<string, Reply> = {};

export const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const call = String(input).replace('/app/v1/', '');
  const reply = replies[call] ?? { code: 200 };
  const body = typeof reply === 'function' ? await reply() : reply;
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
});

/** Bodies posted to `call`, without the fields the HTTP layer adds. */
export function posted(call: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === `/app/v1/${call}`)
    .map(([, init]) => {
      const { platform: _p, clientReferrer: _c, ...body } = JSON.parse(String(init?.body));
      return body;
    });
}

export const testUser = buildUser({ id: 7, uuid: 'u-7', account: 'player01', nickname: 'Player7', coin: 1000 });

export const authReply = { code: 200, token: 'tok-1', user: testUser };

/** Fresh storage, config and fetch for one test. */
export function resetAuthTest(config: Partial<AppConfig> = {}): void {
  localStorage.clear();
  sessionStorage.clear();
  for (const key of Object.keys(replies)) delete replies[key];
  replies.getAfterLoginInfoWeb = { errcode: 0, appGameDataUser: { gameLikes: [], gameHistory: [] }, inviteCode: 'X', aid: 0, activityIds: [] };
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  $config.set({ ...testConfig, ...config });
}
