// /agent?tabActive=team|commission|records|claims (login): the agent programme. Team: the members
// by level with their bets since joining; Commission: what is due (one claim pays it, once), the
// rates, the valid-invite rewards and the referrer (agentFill when none); Records: the friends
// invited; Claims: every payout. The rules are at /agent/rule.
import { useStore } from '@nanostores/react';
import { useLocation } from 'preact-iso';
import { useState } from 'preact/hooks';
import type { AgentLogRow, AgentSummary } from '../../../contract/invite';
import { href } from '../../../contract/route-paths';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { formatDateTime } from '../../lib/date-time';
import { formatMoney } from '../../lib/money';
import { navigate } from '../../lib/navigate';
import { errorMessage } from '../../stores/error-message';
import { $locale } from '../../stores/locale';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import { PagedList } from '../../ui/paged-list';
import { Skeleton } from '../../ui/skeleton';
import { Tabs } from '../../ui/tabs';
import { TextField } from '../../ui/text-field';
import { rewardCatalog } from '../../widgets/reward-catalog';
import { useMutation } from '../../widgets/use-mutation';
import { useT } from '../../widgets/use-t';
import { AGENT_TABS, isAgentTab, percentOf, type AgentTab } from './agent-query';
import { INVITE_CODES } from './invite-codes';
import { inviteCatalog } from './invite-catalog';
import { $agent, $agentLog, $claimCommission, $claimInviteRewards, $fillReferrer } from './invite-store';
import { InviteRecords } from './invite-records';
import styles from './invite.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, inviteCatalog, rewardCatalog];

export default function AgentPage() {
  const t = useT();
  const { query } = useLocation();
  const tab: AgentTab = isAgentTab(query.tabActive) ? query.tabActive : 'team';
  const agent = useStore($agent);
  return (
    <Page
      title={t('invite.agent.title')}
      back
      actions={
        <a class={styles.headerLink} href={href('agentRule')}>
          {t('invite.agent.rules')}
        </a>
      }
    >
      <Tabs
        items={AGENT_TABS.map((id) => ({ id, label: t(`invite.agent.tab.${id}`) }))}
        value={tab}
        onChange={(id) => navigate(href('agent', { query: { tabActive: id } }), { replace: true })}
      />
      <div class={styles.section} role="tabpanel" data-testid={`agent-tab-${tab}`}>
        {tab === 'records' ? (
          <InviteRecords />
        ) : tab === 'claims' ? (
          <AgentLog />
        ) : agent.data ? (
          tab === 'team' ? (
            <Team agent={agent.data} />
          ) : (
            <Commission agent={agent.data} />
          )
        ) : agent.error ? (
          <div class={styles.card} role="alert">
            <p>{t('invite.loadFailed')}</p>
            <Button onClick={() => void $agent.reload()}>{t('invite.retry')}</Button>
          </div>
        ) : (
          <div class={styles.section} aria-busy="true" data-testid="agent-loading">
            <Skeleton height="calc(1.2 * var(--u))" />
            <Skeleton height="calc(1.2 * var(--u))" />
          </div>
        )}
      </div>
    </Page>
  );
}

function Team({ agent }: { agent: AgentSummary }) {
  const t = useT();
  const locale = useStore($locale);
  return (
    <>
      <section class={styles.card}>
        <p class={styles.rowTitle} data-testid="agent-team-size">
          {t('invite.agent.teamSize', { count: agent.teamSize })}
        </p>
        <ul class={styles.levels}>
          {agent.levels.map((level) => (
            <li key={level.level} class={styles.rowHead} data-testid="agent-level">
              <span>{t('invite.agent.level', { level: level.level })}</span>
              <span class={styles.hint}>{t('invite.agent.levelLine', { members: level.members, bet: formatMoney(level.bet) })}</span>
            </li>
          ))}
        </ul>
      </section>
      {agent.members.length === 0 ? (
        <EmptyState message={t('invite.agent.teamEmpty')} action={<a class={styles.linkCard} href={href('share')}>{t('invite.spin.invite')}</a>} />
      ) : (
        <ul class={styles.list}>
          {agent.members.map((member) => (
            <li key={member.id} class={styles.row} data-testid="agent-member">
              <div class={styles.rowHead}>
                <span class={styles.rowTitle}>{member.name}</span>
                <span class={styles.status}>{t('invite.agent.level', { level: member.level })}</span>
              </div>
              <div class={styles.rowHead}>
                <span class={styles.hint}>{t('invite.joined', { date: formatDateTime(member.joinTime, locale) })}</span>
                <span class={styles.amount}>{t('invite.agent.memberBet', { bet: formatMoney(member.bet) })}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Commission({ agent }: { agent: AgentSummary }) {
  const t = useT();
  const claim = useMutation($claimCommission);
  const claimInvites = useMutation($claimInviteRewards);
  const failed = (error: unknown) => {
    const message = errorMessage(error, INVITE_CODES);
    showToast(t(message.key, message.params), 'error');
    void $agent.reload();
  };
  return (
    <>
      {!agent.open && (
        <p class={styles.card} role="status">
          {t('invite.agent.closed')}
        </p>
      )}
      <section class={`${styles.card} ${agent.due >= agent.minClaim ? styles.highlight : ''}`}>
        <h2 class={styles.heading}>{t('invite.agent.due')}</h2>
        <p class={styles.big} data-testid="agent-due">
          {formatMoney(agent.due)}
        </p>
        <p class={styles.hint}>{t('invite.agent.dueHint', { min: formatMoney(agent.minClaim) })}</p>
        <Button block disabled={!agent.open || agent.due < agent.minClaim} loading={claim.pending} onClick={() => void claim.run().catch(failed)} data-testid="agent-claim">
          {t('invite.agent.claim')}
        </Button>
        <p class={styles.hint}>{t('invite.agent.earned', { amount: formatMoney(agent.earned) })}</p>
        <ul class={styles.levels}>
          {agent.levels.map((level) => (
            <li key={level.level} class={styles.rowHead}>
              <span>{t('invite.agent.level', { level: level.level })}</span>
              <span class={styles.hint}>
                {t('invite.agent.rate', { rate: percentOf(level.rateBp) })} · {formatMoney(level.commission)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section class={styles.card}>
        <h2 class={styles.heading}>{t('invite.agent.inviteRewards')}</h2>
        <p class={styles.hint}>{t('invite.claimText', { count: agent.inviteClaimableCount, amount: formatMoney(agent.inviteClaimable) })}</p>
        <Button
          block
          variant="secondary"
          disabled={agent.inviteClaimableCount === 0}
          loading={claimInvites.pending}
          onClick={() => void claimInvites.run().catch(failed)}
          data-testid="agent-claim-invites"
        >
          {t('invite.claim')}
        </Button>
      </section>
      <Referrer pid={agent.pid} />
    </>
  );
}

/** The player's referrer, or the form to set one (agentFill, once). */
function Referrer({ pid }: { pid: number }) {
  const t = useT();
  const fill = useMutation($fillReferrer);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (pid !== 0) return <p class={`${styles.card} ${styles.hint}`}>{t('invite.agent.referrer', { pid })}</p>;
  const submit = (event: Event) => {
    event.preventDefault();
    const id = Number(value.trim());
    if (!/^\d{1,10}$/.test(value.trim()) || id < 1) {
      setError(t('invite.agent.fillInvalid'));
      return;
    }
    setError(undefined);
    fill.run(id).then(
      () => showToast(t('invite.agent.fillDone'), 'success'),
      (failure: unknown) => {
        const message = errorMessage(failure, INVITE_CODES);
        setError(t(message.key, message.params));
      },
    );
  };
  return (
    <form class={styles.card} onSubmit={submit} noValidate>
      <h2 class={styles.heading}>{t('invite.agent.fillTitle')}</h2>
      <TextField label={t('invite.agent.fillLabel')} name="pid" value={value} onInput={setValue} inputMode="numeric" maxLength={10} error={error} hint={t('invite.agent.fillHint')} />
      <Button type="submit" loading={fill.pending}>
        {t('invite.agent.fillButton')}
      </Button>
    </form>
  );
}

function AgentLog() {
  const t = useT();
  const log = useStore($agentLog);
  return (
    <PagedList
      state={log}
      testId="agent-log"
      renderItem={(row) => <LogRow key={row.id} row={row} />}
      skeleton={
        <li class={styles.row}>
          <Skeleton width="50%" />
          <Skeleton width="30%" />
        </li>
      }
      text={{ empty: t('invite.agent.logEmpty'), loadFailed: t('invite.loadFailed'), retry: t('invite.retry'), loadMore: t('invite.loadMore'), noMore: t('invite.noMore') }}
      onRetry={() => void $agentLog.reload()}
      onLoadMore={() => void $agentLog.loadMore()}
    />
  );
}

function LogRow({ row }: { row: AgentLogRow }) {
  const t = useT();
  const locale = useStore($locale);
  return (
    <li class={styles.row} data-testid="agent-log-row">
      <div class={styles.rowHead}>
        <span class={styles.rowTitle}>{t(`invite.agent.kind.${row.kind}`)}</span>
        <span class={styles.amount}>{formatMoney(row.amount)}</span>
      </div>
      <div class={styles.rowHead}>
        <span class={styles.hint}>{formatDateTime(row.createTime, locale)}</span>
        {row.kind === 'commission' && <span class={styles.hint}>{t('invite.agent.onBets', { bet: formatMoney(row.teamBet) })}</span>}
      </div>
    </li>
  );
}
