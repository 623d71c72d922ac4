// Complete, typed test data. Each builder starts from what the sandbox serves (its seed config and
// catalogue, the shape of a freshly registered player), so a test names only the fields it is
// about and a new field in the contract fails the seed's typecheck, never a test's cast.
import { type AuthResult } from '../contract/auth';
import type { AppConfig } from '../contract/core';
import type { AppGame } from '../contract/games';
import { type UserInfo, LoginType } from '../contract/session';
import { seedAppConfig } from '../edge/sandbox/seed/app-config';

/** The sandbox's seed config with `overrides` on top. */
export function buildConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...seedAppConfig(), ...overrides };
}

/** A game of the sandbox's seed catalogue (the first one) with `overrides` on top. */
export function buildGame(overrides: Partial<AppGame> = {}): AppGame {
  return { ...seedAppConfig().appGameList[0], ...overrides };
}

/** A player as the sandbox shows one just registered with an account name, with `overrides` on top. */
export function buildUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    uuid: 'u-7',
    account: 'player07',
    accountType: LoginType.account,
    nickname: 'Player7',
    avatar: '',
    avatarOther: '',
    mobile: '',
    facebookAccount: '',
    googleAccount: '',
    lineAccount: '',
    facebookName: '',
    googleName: '',
    lineName: '',
    hasPassword: true,
    hasSafeboxPassword: false,
    hasKyc: false,
    hasUserOther: false,
    // The seed's registration bonus, as the sandbox credits it.
    coin: seedAppConfig().userRegisterCoin,
    lottery: 0,
    safebox: 0,
    totalRecharge: 0,
    vip: 0,
    vipExp: 0,
    userLevel: 0,
    bet: 0,
    exchange: 0,
    pid: 0,
    regPeriod: 0,
    ...overrides,
  };
}

/** A login answer: `token` and buildUser(`user`). */
export function buildAuth(user: Partial<UserInfo> = {}, token = 'tok-test'): AuthResult {
  return { token, user: buildUser(user) };
}
