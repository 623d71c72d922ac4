// Test helpers: a fresh in-memory sandbox with an adjustable clock, and typed call shortcuts.
import { createSandboxApp } from '../../../edge/sandbox/app';
import type { SandboxDb } from '../../../edge/sandbox/db-types';
import type { CallName } from '../../../contract/all';
import type { SmsPurpose } from '../../../contract/auth';
import type { AppConfig } from '../../../contract/core';
import type { RandomInt } from '../../../edge/sandbox/lib/random';
import { copySandboxDb } from './template-db';

export interface TestSandbox {
  db: SandboxDb;
  app: ReturnType<typeof createSandboxApp>;
  logs: string[];
  clock: { now: number; advance(ms: number): void };
  /** POSTs a call; resolves with the HTTP status and the parsed JSON body. */
  call(name: CallName, body?: unknown, token?: string): Promise<{ status: number; body: Record<string, any> }>;
  /** POSTs raw text to a call. */
  raw(name: string, text: string, headers?: Record<string, string>): Promise<Response>;
  lastSmsCode(mobile: string): Promise<string>;
  sendSms(mobile: string, purpose: SmsPurpose): Promise<string>;
  setConfig(patch: Partial<AppConfig>): Promise<AppConfig>;
  setMaintenance(status: 0 | 1, endTime?: number): Promise<void>;
  registerAccount(account: string, password?: string): Promise<{ token: string; user: Record<string, any> }>;
}

/** The key the test sandboxes' stand-in payment provider signs notifications with. */
export const TEST_PROVIDER_SECRET = 'test-provider-secret';

/**
 * A new sandbox over its own copy of a freshly opened database (template-db.ts; dev endpoints on);
 * `random` fixes the rewards' chance (seededRandomInt).
 */
export function makeSandbox(options: { random?: RandomInt } = {}): TestSandbox {
  const db = copySandboxDb();
  const logs: string[] = [];
  const clock = {
    now: Date.UTC(2026, 0, 15, 8, 0, 0),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const app = createSandboxApp({ db, now: () => clock.now, dev: true, log: (line) => logs.push(line), providerSecret: TEST_PROVIDER_SECRET, random: options.random });
  const raw = (name: string, text: string, headers: Record<string, string> = {}) =>
    Promise.resolve(app.request(`/app/v1/${name}`, { method: 'POST', body: text, headers: { 'content-type': 'application/json', ...headers } }));
  const call: TestSandbox['call'] = async (name, body = {}, token) => {
    const response = await raw(name, JSON.stringify(body), token ? { authorization: `Bearer ${token}` } : {});
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
  const lastSmsCode = async (mobile: string) => {
    const response = await app.request(`/sandbox/dev/sms-outbox?mobile=${mobile}`);
    const { messages } = (await response.json()) as { messages: { code: string }[] };
    if (!messages.length) throw new Error(`no sms for ${mobile}`);
    return messages[0].code;
  };
  const postJson = async (path: string, body: unknown) => {
    const response = await app.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  return {
    db,
    app,
    logs,
    clock,
    call,
    raw,
    lastSmsCode,
    async sendSms(mobile, purpose) {
      const { body } = await call('smsSend', { mobile, purpose });
      if (body.code !== 200) throw new Error(`smsSend failed: ${JSON.stringify(body)}`);
      return lastSmsCode(mobile);
    },
    setConfig: (patch) => postJson('/sandbox/dev/config', patch) as Promise<AppConfig>,
    async setMaintenance(status, endTime) {
      await postJson('/sandbox/dev/maintenance', { status, endTime });
    },
    async registerAccount(account, password = 'secret12') {
      const { body } = await call('accountRegist', { eligibilityDeclared: 1, account, password });
      if (body.code !== 200) throw new Error(`register failed: ${JSON.stringify(body)}`);
      return { token: body.token as string, user: body.user as Record<string, any> };
    },
  };
}

/** Sum of ledger deltas and coin for every user (the ledger invariant). */
export function ledgerMismatches(db: SandboxDb): { id: number; coin: number; total: number }[] {
  return db
    .prepare('SELECT u.id, u.coin, COALESCE(SUM(l.delta), 0) AS total FROM users u LEFT JOIN ledger l ON l.user_id = u.id GROUP BY u.id HAVING u.coin != total')
    .all() as { id: number; coin: number; total: number }[];
}
