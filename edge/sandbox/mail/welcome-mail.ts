// The welcome mail every new player gets, with a small coin attachment, so a fresh casino shows
// mail working. Runs inside the registration transaction (a registration hook).
import { DEFAULT_APP_WEB_NAME } from '../../../contract/app-web-name';
import { COIN_PROP_ID } from '../../../contract/mail';
import type { RegistrationHook } from '../hooks';
import { sendMail } from './mails';

/** ₱5.00 in hundredths. */
export const WELCOME_COINS = 500;

const BODY = `<p>Welcome to ${DEFAULT_APP_WEB_NAME}! We are glad you are here.</p>
<p>Here is <strong>₱5.00</strong> to start with: tap <em>Collect</em> below and it goes straight to your balance.</p>
<p>Play for fun and within your means. You can set a limit on your spending at any time, and our
<a href="https://www.pagcor.ph/">PAGCOR</a> site and our Help &amp; FAQ say where to get help.</p>
<p>Questions? Our customer service team answers every day.</p>`;

/** A registration hook (default-hooks.ts): the welcome mail to a new player. */
export const sendWelcomeMail: RegistrationHook = ({ db, userId, now }) => {
  sendMail(db, { userId, title: `Welcome to ${DEFAULT_APP_WEB_NAME}`, body: BODY, awards: [{ propId: COIN_PROP_ID, count: WELCOME_COINS }], now });
};
