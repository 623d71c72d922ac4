// /agent/rule: how the team, the commission and valid invites work, from the operator's config.
import { useStore } from '@nanostores/react';
import { DEFAULT_AGENT5_CONFIG, DEFAULT_INVITE_CONFIG } from '../../../contract/invite';
import { formatMoney } from '../../lib/money';
import { $config } from '../../stores/config';
import { Page } from '../../ui/page';
import { useT } from '../../widgets/use-t';
import { percentOf } from './agent-query';
import { inviteCatalog } from './invite-catalog';
import styles from './invite.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [inviteCatalog];

export default function AgentRulePage() {
  const t = useT();
  const config = useStore($config);
  const agent = config?.agent5Config?.levels ? config.agent5Config : DEFAULT_AGENT5_CONFIG;
  const invite = typeof config?.inviteConfig?.validDeposit === 'number' ? config.inviteConfig : DEFAULT_INVITE_CONFIG;
  return (
    <Page title={t('invite.rule.title')} back>
      <article class={`${styles.section} ${styles.rules}`}>
        <p>{t('invite.rule.team', { levels: agent.levels.length })}</p>
        <p>{t('invite.rule.rates')}</p>
        <ul>
          {agent.levels.map((level) => (
            <li key={level.level}>{t('invite.rule.rateLine', { level: level.level, rate: percentOf(level.rateBp) })}</li>
          ))}
        </ul>
        <p>{t('invite.rule.claim', { min: formatMoney(agent.minClaim) })}</p>
        <p>{t('invite.rule.valid', { deposit: formatMoney(invite.validDeposit), amount: formatMoney(invite.rewardPerInvite) })}</p>
        <p>{t('invite.rule.bonus')}</p>
        <p>{t('invite.rule.fair')}</p>
      </article>
    </Page>
  );
}
