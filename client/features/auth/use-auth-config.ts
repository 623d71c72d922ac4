// The config fields the auth forms read, with safe defaults for the moment before boot has it.
import { useStore } from '@nanostores/react';
import { LoginType } from '../../../contract/session';
import type { AppConfig } from '../../../contract/core';
import { $config } from '../../stores/config';

export type AuthConfig = Pick<
  AppConfig,
  'accountLength' | 'passwordLength' | 'mobileLength' | 'smsCodeLength' | 'mobilePrefix' | 'registerType' | 'otpStatus' | 'defaultLoginType' | 'userRegisterCoin' | 'socialLogin'
>;

const FALLBACK: AuthConfig = {
  accountLength: { min: 6, max: 16 },
  passwordLength: { min: 6, max: 20 },
  mobileLength: { min: 10, max: 10 },
  smsCodeLength: { min: 6, max: 6 },
  mobilePrefix: '63',
  registerType: [LoginType.account],
  otpStatus: 1,
  defaultLoginType: LoginType.account,
  userRegisterCoin: 0,
  socialLogin: {
    facebook: { status: 0, appId: '', sdkUrl: '' },
    google: { status: 0, clientId: '', sdkUrl: '' },
    line: { status: 0, liffId: '', sdkUrl: '' },
  },
};

/** The auth part of the app config (re-renders when it changes). */
export function useAuthConfig(): AuthConfig {
  const config = useStore($config);
  return config ? { ...FALLBACK, ...pickDefined(config) } : FALLBACK;
}

function pickDefined(config: AppConfig): Partial<AuthConfig> {
  const out: Partial<AuthConfig> = {};
  for (const key of Object.keys(FALLBACK) as (keyof AuthConfig)[]) {
    if (config[key] !== undefined && config[key] !== null) (out as Record<string, unknown>)[key] = config[key];
  }
  return out;
}
