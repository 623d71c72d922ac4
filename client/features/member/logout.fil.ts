// Filipino text of the log-out question.
import type logoutEn from './logout.en';
import type { Translation } from '../../i18n/translation';

const logoutFil: Translation<typeof logoutEn> = {
  'logout.title': 'Mag-log out?',
  'logout.text': 'Puwede kang mag-log in ulit anumang oras. Mananatili sa account mo ang balance at mga reward.',
  'logout.stay': 'Manatiling naka-log in',
  'logout.confirm': 'Mag-log out',
};

export default logoutFil;
