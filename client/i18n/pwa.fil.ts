// Filipino text of the new-version prompt.
import type pwaEn from './pwa.en';
import type { Translation } from './translation';

const pwaFil: Translation<typeof pwaEn> = {
  'pwa.newVersion': 'May bagong bersyon na',
  'pwa.refresh': 'I-refresh',
};
export default pwaFil;
