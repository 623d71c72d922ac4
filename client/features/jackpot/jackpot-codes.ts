// What receiveDrawChance's codes say (spec §8: 1001-1004 each its own message with the code, any
// other a generic failure with the code); the common ones (no connection, timeout) come from
// errorMessage.
import { JackpotErrorCode } from '../../../contract/jackpot';
import type { ApiError } from '../../api/errors';
import { errorMessage, type CodeMessages, type Message } from '../../stores/error-message';
import type { TranslationKey } from '../../stores/locale';

const withCode = (key: TranslationKey) => (error: ApiError): Message => ({ key, params: { code: error.code } });

const JACKPOT_CODES: CodeMessages = {
  [JackpotErrorCode.closed]: withCode('jackpot.error.closed'),
  [JackpotErrorCode.needDeposit]: withCode('jackpot.error.needDeposit'),
  [JackpotErrorCode.needBet]: withCode('jackpot.error.needBet'),
  [JackpotErrorCode.used]: withCode('jackpot.error.used'),
};

/** The message of a failed draw: its own for 1001-1004, the draw's generic one with the code for any other operator code. */
export function drawErrorMessage(error: unknown): Message {
  const message = errorMessage(error, JACKPOT_CODES);
  return message.key === 'errors.generic' ? { key: 'jackpot.error.failed', params: message.params ?? { code: 0 } } : message;
}
