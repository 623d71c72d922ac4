// The sign-in rules page's text (apart from the sign-in page's, so neither page carries the other's).
import { defineCatalog } from '../../stores/locale';
import signInRuleEn from './sign-in-rule.en';

export const signInRuleCatalog = defineCatalog('signInRule', signInRuleEn, () => import('./sign-in-rule.fil'));

declare module '../../stores/locale' {
  interface Catalogs {
    signInRule: typeof signInRuleEn;
  }
}
