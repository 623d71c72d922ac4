// /activity/sign-in/rule: the sign-in rules, written from the operator's config so they never
// disagree with what is paid: each day's amount, the reset rule, the VIP extra by level, the login
// bonus, the top-up rule of free bonuses and the turnover of each reward.
import { useStore } from '@nanostores/react';
import { href } from '../../../contract/route-paths';
import { formatMoney } from '../../lib/money';
import { $config } from '../../stores/config';
import { Page } from '../../ui/page';
import { useT } from '../../widgets/use-t';
import { signInRuleCatalog } from './sign-in-rule-catalog';
import { signInSettings } from './sign-in-settings';
import styles from './sign-in-rule.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [signInRuleCatalog];

export default function SignInRulePage() {
  const t = useT();
  const settings = signInSettings(useStore($config));
  const length = settings.days.length;
  return (
    <Page title={t('signInRule.title')} back>
      <article class={styles.rules} data-testid="sign-in-rules">
        <section aria-labelledby="rule-daily">
          <h2 id="rule-daily" class={styles.heading}>
            {t('signInRule.daily')}
          </h2>
          {!settings.open && <p role="status">{t('signInRule.closed')}</p>}
          <p>{t('signInRule.once')}</p>
          <p>{t('signInRule.cycle', { days: length })}</p>
          <ol class={styles.ruleList} data-testid="rule-days">
            {settings.days.map((amount, index) => (
              <li key={index}>{t('signInRule.dayAmount', { day: index + 1, amount: formatMoney(amount) })}</li>
            ))}
          </ol>
          <p>{t('signInRule.reset', { days: length })}</p>
        </section>
        {settings.vip.length > 0 && (
          <section aria-labelledby="rule-vip">
            <h2 id="rule-vip" class={styles.heading}>
              {t('signInRule.vip')}
            </h2>
            <p>{t('signInRule.vipText')}</p>
            <ul class={styles.ruleList} data-testid="rule-vip">
              {settings.vip.map((entry) => (
                <li key={entry.level}>{t('signInRule.vipAmount', { level: entry.level, amount: formatMoney(entry.amount) })}</li>
              ))}
            </ul>
          </section>
        )}
        {settings.loginBonus.open && (
          <section aria-labelledby="rule-bonus">
            <h2 id="rule-bonus" class={styles.heading}>
              {t('signInRule.bonus')}
            </h2>
            <p>{t('signInRule.bonusText', { count: settings.loginBonus.days.length })}</p>
            <ol class={styles.ruleList} data-testid="rule-login-bonus">
              {settings.loginBonus.days.map((amount, index) => (
                <li key={index}>{t('signInRule.bonusDay', { day: index + 1, amount: formatMoney(amount) })}</li>
              ))}
            </ol>
          </section>
        )}
        <section aria-labelledby="rule-money">
          <h2 id="rule-money" class={styles.heading}>
            {t('signInRule.money')}
          </h2>
          <p>{t('signInRule.topUp')}</p>
          <p data-testid="rule-turnover">{t('signInRule.turnover', { signIn: settings.turnover.signIn, login: settings.turnover.loginBonus, vip: settings.turnover.vip })}</p>
        </section>
        <a class={styles.backLink} href={href('activitySignIn')}>
          {t('signInRule.back')}
        </a>
      </article>
    </Page>
  );
}
