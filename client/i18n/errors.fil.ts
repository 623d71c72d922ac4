// Filipino text of failed calls shared by every feature (see errors.en.ts).
import type errorsEn from './errors.en';
import type { Translation } from './translation';

const errorsFil: Translation<typeof errorsEn> = {
  'errors.network': 'Walang koneksyon. Suriin ang internet mo at subukan ulit',
  'errors.tooManyRequests': 'Masyadong maraming subok. Maghintay sandali at subukan ulit',
  'errors.maintenance': 'May maintenance kami ngayon. Subukan ulit mamaya',
  'errors.sessionExpired': 'Natapos na ang iyong session. Mag-log in ulit',
  'errors.generic': 'May nangyaring mali (code {code}). Subukan ulit',
};

export default errorsFil;
