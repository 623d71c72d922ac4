// Filipino text of the responsible-gaming refusals (see limit-errors.en.ts).
import type limitErrorsEn from './limit-errors.en';
import type { Translation } from './translation';

const limitErrorsFil: Translation<typeof limitErrorsEn> = {
  'limitErrors.onBreak': 'Nagpapahinga ka sa paglalaro hanggang {until} (oras sa Maynila). Makakapag-log in ka ulit pagkatapos nito.',
  'limitErrors.selfExcluded': 'Ibinukod mo ang sarili mo sa paglalaro hanggang {until} (oras sa Maynila). Hindi ka makakapag-log in, makakapag-deposit o makakapaglaro hanggang noon.',
  'limitErrors.depositLeft': 'Sa limit mo, {left} na lang ang puwede mong i-deposit. Magre-reset ito sa {resetsAt} (oras sa Maynila).',
  'limitErrors.depositReached': 'Naabot mo na ang limit mo sa deposit. Magre-reset ito sa {resetsAt} (oras sa Maynila).',
  'limitErrors.betLeft': 'Sa limit mo, {left} na lang ang puwede mong itaya. Magre-reset ito sa {resetsAt} (oras sa Maynila).',
  'limitErrors.betReached': 'Naabot mo na ang limit mo sa taya. Magre-reset ito sa {resetsAt} (oras sa Maynila).',
  'limitErrors.lossLeft': 'Sa loss limit mo, {left} na lang ang puwede mong isugal. Magre-reset ito sa {resetsAt} (oras sa Maynila).',
  'limitErrors.lossReached': 'Naabot mo na ang loss limit mo. Magre-reset ito sa {resetsAt} (oras sa Maynila).',
  'limitErrors.passwordBackoff': 'Masyadong maraming maling password. Subukan ulit pagkalipas ng {wait}',
  'limitErrors.passwordLockedHere': 'Masyadong maraming maling password mula sa network na ito: naka-lock dito nang {wait}. I-reset ang password sa SMS para ma-unlock',
};

export default limitErrorsFil;
