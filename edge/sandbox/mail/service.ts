// The mail domain's surface: the welcome mail (a registration hook) and the inbox's red dot.
export { hasMailWaiting } from './mails';
export { sendWelcomeMail } from './welcome-mail';
