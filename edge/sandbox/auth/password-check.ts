// Every check of a login password: the login itself, and the sensitive actions confirmed with it
// (a receiving account, a withdrawal, a break or an exclusion), so a stolen session alone cannot
// redirect money or lock a player out. They all spend from one failure counter per account
// (login-failures.ts) and one per-address budget, so no call is a side door for guessing.
import { AuthErrorCode } from '../../../contract/auth';
import { ErrorCode } from '../../../contract/call-row';
import { WalletErrorCode } from '../../../contract/wallet';
import { CallFailure, unwrap, type HandlerContext } from '../handler';
import { withHashTurn } from '../lib/hash-turns';
import { verifyPassword } from '../lib/secrets';
import { findUserById } from '../users/service';
import { releaseAddressSlot, takeAddressSlot } from './address-limits';
import { acceptPasswordAttempt, cancelPasswordAttempt, passwordWait, reservePasswordAttempt, userSubject, type PasswordWait } from './login-failures';

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

// One check at a time per account (per database): each sees the outcome of the one before, so a
// burst of right passwords (parallel withdrawals) is not refused for the others' pending
// reservations, and a burst of guesses still stops at the policy. The reservation row guards
// against other processes as well.
const queues = new WeakMap<object, Map<string, Promise<unknown>>>();

function oneAtATime<T>(db: object, subject: string, work: () => Promise<T>): Promise<T> {
  const queue = queues.get(db) ?? new Map<string, Promise<unknown>>();
  queues.set(db, queue);
  const run = (queue.get(subject) ?? Promise.resolve()).then(work);
  const tail = run.catch(() => undefined);
  queue.set(subject, tail);
  void tail.then(() => {
    if (queue.get(subject) === tail) queue.delete(subject);
  });
  return run;
}

/** 1111 (the account's back-off) or 1112 (this network is locked out of the account), with `interval` in seconds. */
function waitFailure(wait: PasswordWait): CallFailure {
  const interval = seconds(wait.waitMs);
  return wait.locked
    ? new CallFailure(AuthErrorCode.lockedOnNetwork, `Too many wrong passwords from this network; this account is locked here for ${interval} seconds. Reset your password by SMS to unlock it`, {
        interval,
      })
    : new CallFailure(AuthErrorCode.accountLocked, `Too many wrong passwords; try again in ${interval} seconds`, { interval });
}

const addressBusy = (waitMs: number) =>
  new CallFailure(ErrorCode.tooManyRequests, `Too many password attempts from this network; try again in ${seconds(waitMs)} seconds`, { interval: seconds(waitMs) });

/**
 * Checks `password` against `hash` (null: a dummy hash, same work) for `subject`. Answers true
 * when right; false when wrong and another attempt may follow at once. Throws 1111, 1112 or 429
 * when the attempt may not run, or when this failure starts a wait.
 */
export function checkPassword(ctx: Pick<HandlerContext, 'db' | 'address' | 'now'>, subject: string, password: string, hash: string | null): Promise<boolean> {
  return oneAtATime(ctx.db, subject, () => check(ctx, subject, password, hash));
}

async function check(ctx: Pick<HandlerContext, 'db' | 'address' | 'now'>, subject: string, password: string, hash: string | null): Promise<boolean> {
  const { db, now, address } = ctx;
  const attempt = { subject, address };
  // The attempt is written before the slow hash: parallel guesses each need their own reservation.
  const reserved = unwrap(
    db.transaction(() => {
      const reservation = reservePasswordAttempt(db, attempt, now);
      if (!('id' in reservation)) return waitFailure(reservation);
      const slot = takeAddressSlot(db, { address, kind: 'login', now });
      if ('waitMs' in slot) {
        cancelPasswordAttempt(db, reservation.id);
        return addressBusy(slot.waitMs);
      }
      return { attemptId: reservation.id, slotId: slot.id };
    }).immediate(),
  );
  let ok: boolean;
  try {
    ok = await withHashTurn(address, () => verifyPassword(password, hash));
  } catch (error) {
    db.transaction(() => {
      cancelPasswordAttempt(db, reserved.attemptId);
      releaseAddressSlot(db, reserved.slotId);
    })();
    throw error;
  }
  if (!ok) {
    // The reservation stays as the recorded failure.
    const wait = passwordWait(db, attempt, now);
    if (wait) throw waitFailure(wait);
    return false;
  }
  db.transaction(() => {
    acceptPasswordAttempt(db, reserved.attemptId, subject, now);
    releaseAddressSlot(db, reserved.slotId);
  })();
  return true;
}

/** Checks the login password of player `userId`; 1407 when it is wrong or there is none. */
export async function confirmPassword(ctx: Pick<HandlerContext, 'db' | 'address' | 'now'>, userId: number, password: string): Promise<void> {
  const hash = findUserById(ctx.db, userId)?.password_hash ?? null;
  if (!hash) throw new CallFailure(WalletErrorCode.wrongPassword, 'Set a login password first');
  if (!(await checkPassword(ctx, userSubject(userId), password, hash))) throw new CallFailure(WalletErrorCode.wrongPassword, 'The password is wrong');
}
