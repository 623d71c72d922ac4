// Every call of the contract has exactly one client function, checked by the type system: a row
// without a caller (or a caller module left out of this list) fails typecheck here. That every
// caller is used by the app is knip's job (unused exports fail `npm test`).
import { describe, expect, it } from 'vitest';
import { CALLS, type CallName } from '../../../client/api/contract/all';
import type { Caller } from '../../../client/api/http';
import * as activities from '../../../client/api/calls/activities';
import * as awards from '../../../client/api/calls/awards';
import * as auth from '../../../client/api/calls/auth';
import * as core from '../../../client/api/calls/core';
import * as feedback from '../../../client/api/calls/feedback';
import * as games from '../../../client/api/calls/games';
import * as kyc from '../../../client/api/calls/kyc';
import * as limits from '../../../client/api/calls/limits';
import * as mail from '../../../client/api/calls/mail';
import * as member from '../../../client/api/calls/member';
import * as records from '../../../client/api/calls/records';
import * as service from '../../../client/api/calls/service';
import * as session from '../../../client/api/calls/session';
import * as wallet from '../../../client/api/calls/wallet';

const callerModules = { activities, auth, awards, core, feedback, games, kyc, limits, mail, member, records, service, session, wallet };

type CalledBy<M> = { [E in keyof M]: M[E] extends Caller<infer R> ? R['name'] : never }[keyof M];
type Covered = { [D in keyof typeof callerModules]: CalledBy<(typeof callerModules)[D]> }[keyof typeof callerModules];
type Missing = Exclude<CallName, Covered>;
const everyCallHasACaller: [Missing] extends [never] ? true : { callsWithoutACaller: Missing } = true;

describe('contract coverage (client)', () => {
  const callers = Object.values(callerModules).flatMap((module) => Object.values(module) as Caller<(typeof CALLS)[CallName]>[]);

  it('every call has one caller, posting that call', () => {
    expect(everyCallHasACaller).toBe(true);
    const names = callers.map((caller) => caller.row.name).sort();
    expect(names).toEqual(Object.keys(CALLS).sort());
    for (const caller of callers) expect(caller.row).toBe(CALLS[caller.row.name]);
  });

  it('a caller module holds only the calls of its own domain', async () => {
    for (const [domain, module] of Object.entries(callerModules)) {
      const rows = (await import(`../../../client/api/contract/${domain}.ts`)) as Record<string, unknown>;
      for (const caller of Object.values(module) as Caller<(typeof CALLS)[CallName]>[]) expect(Object.values(rows)).toContain(caller.row);
    }
  });
});
