// Filipino text of failed calls shared by every feature (see errors.en.ts).
import type errorsEn from './errors.en';
import type { Translation } from './translation';

const errorsFil: Translation<typeof errorsEn> = {
  'errors.network': 'Walang koneksyon. Suriin ang internet mo at subukan ulit',
  'errors.tooManyRequests': 'Masyadong maraming subok. Maghintay sandali at subukan ulit',
  'errors.maintenance': 'May maintenance kami ngayon. Subukan ulit mamaya',
  'errors.sessionExpired': 'Natapos na ang iyong session. Mag-log in ulit',
  'errors.generic': 'May nangyaring mali (code {code}). Subukan ulit',
  'errors.onBreak': 'Nagpapahinga ka sa paglalaro hanggang {until}. Makakapag-log in ka ulit pagkatapos nito.',
  'errors.selfExcluded': 'Ibinukod mo ang sarili mo sa paglalaro hanggang {until}. Hindi ka makakapag-log in, makakapag-deposit o makakapaglaro hanggang noon.',
  'errors.limitDepositLeft': 'Sa limit mo, {left} na lang ang puwede mong i-deposit. Magre-reset ito sa {resetsAt}.',
  'errors.limitDepositReached': 'Naabot mo na ang limit mo sa deposit. Magre-reset ito sa {resetsAt}.',
  'errors.limitBetLeft': 'Sa limit mo, {left} na lang ang puwede mong itaya. Magre-reset ito sa {resetsAt}.',
  'errors.limitBetReached': 'Naabot mo na ang limit mo sa taya. Magre-reset ito sa {resetsAt}.',
  'errors.limitLossLeft': 'Sa loss limit mo, {left} na lang ang puwede mong isugal. Magre-reset ito sa {resetsAt}.',
  'errors.limitLossReached': 'Naabot mo na ang loss limit mo. Magre-reset ito sa {resetsAt}.',
};

export default errorsFil;
