// Filipino text of failed calls shared by every feature (see errors.en.ts).
import type errorsEn from './errors.en';
import type { Translation } from './translation';

const errorsFil: Translation<typeof errorsEn> = {
  'errors.network': 'Walang koneksyon. Suriin ang internet mo at subukan ulit',
  'errors.tooManyRequests': 'Masyadong maraming subok. Maghintay sandali at subukan ulit',
  'errors.maintenance': 'May maintenance kami ngayon. Subukan ulit mamaya',
  'errors.sessionExpired': 'Natapos na ang iyong session. Mag-log in ulit',
  'errors.generic': 'May nangyaring mali (code {code}). Subukan ulit',
  'errors.passwordBackoff': 'Masyadong maraming maling password. Para sa iyong seguridad, subukan ulit pagkalipas ng {wait}',
  'errors.passwordLockedHere': 'Masyadong maraming maling password mula sa network na ito. Naka-lock dito ang account na ito nang {wait}. I-reset ang password sa SMS para ma-unlock ito',
};

export default errorsFil;
