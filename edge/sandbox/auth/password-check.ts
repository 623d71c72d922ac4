// Sensitive actions (a receiving account, a withdrawal, a break from play) are confirmed with the
// login password, so a stolen session alone cannot redirect money or lock a player out.
import { WalletErrorCode } from '../../../contract/wallet';
import { CallFailure, type HandlerContext } from '../handler';
import { withHashTurn } from '../lib/hash-turns';
import { verifyPassword } from '../lib/secrets';
import { findUserById } from '../users/service';

/** Checks the login password of player `userId`; 1407 when it is wrong or there is none. */
export async function confirmPassword(ctx: Pick<HandlerContext, 'db' | 'address'>, userId: number, password: string): Promise<void> {
  const hash = findUserById(ctx.db, userId)?.password_hash ?? null;
  if (!hash) throw new CallFailure(WalletErrorCode.wrongPassword, 'Set a login password first');
  if (!(await withHashTurn(ctx.address, () => verifyPassword(password, hash)))) throw new CallFailure(WalletErrorCode.wrongPassword, 'The password is wrong');
}
