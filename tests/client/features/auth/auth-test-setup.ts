// Shared set-up of the auth form tests: a config and a fresh fake operator API per test.
import { LoginType } from '../../../../contract/session';
import type { AppConfig } from '../../../../contract/core';
import { $config } from '../../../../client/stores/config';
import { buildConfig, buildUser } from '../../../builders';
import { fakeApi, type FakeApi } from '../../fake-api';

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

export const testUser = buildUser({ id: 7, uuid: 'u-7', account: 'player01', nickname: 'Player7', coin: 1000 });

/** The payload of a successful login or registration. */
export const authReply = { token: 'tok-1', user: testUser };

/** The fake operator API of the current test (replaced by each `resetAuthTest`). */
export let api: FakeApi;

/** Fresh storage, config and fake API for one test (getAfterLoginInfoWeb answered). */
export function resetAuthTest(config: Partial<AppConfig> = {}): void {
  localStorage.clear();
  sessionStorage.clear();
  api = fakeApi({ getAfterLoginInfoWeb: { appGameDataUser: { gameLikes: [], gameHistory: [] }, inviteCode: 'X', aid: 0, activityIds: [] } });
  $config.set({ ...testConfig, ...config });
}
