// What the mail calls' operator codes say to the player.
import { MailErrorCode } from '../../../contract/mail';
import type { CodeMessages } from '../../stores/error-message';

export const MAIL_CODES: CodeMessages = {
  [MailErrorCode.notFound]: 'mail.notFound',
  [MailErrorCode.alreadyCollected]: 'mail.alreadyCollected',
  [MailErrorCode.noAttachment]: 'mail.noAttachment',
  [MailErrorCode.uncollected]: 'mail.uncollected',
};
