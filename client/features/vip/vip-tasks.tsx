// The VIP page's "VIP tasks" section: tasks for VIP levels with their progress from real play and
// deposits, each claimed on its own or all at once ('Claim all': one request, the server pays each
// once); a task above the player's level shows locked with the level it needs.
import { useStore } from '@nanostores/react';
import { DEFAULT_BONUS_TURNOVER } from '../../../contract/bonus';
import { href } from '../../../contract/route-paths';
import type { TaskView } from '../../../contract/tasks';
import { formatMoney } from '../../lib/money';
import { navigate } from '../../lib/navigate';
import { $config } from '../../stores/config';
import { Button } from '../../ui/button';
import { useMutation } from '../../widgets/use-mutation';
import { useT } from '../../widgets/use-t';
import { $claimAllVipTasks, $claimVipTask } from './vip-store';
import styles from './vip.module.css';

/** Where an unfinished task is done. */
function goalPath(task: TaskView): string {
  if (task.goal === 'deposit') return href('wallets', { query: { name: 'deposit' } });
  if (task.goal === 'profile') return href('memberProfileInfo');
  if (task.goal === 'kyc') return href('memberProfileKyc');
  return href('gameSearch');
}

function useGoalText() {
  const t = useT();
  return (task: TaskView): string => {
    const target = formatMoney(task.target);
    const when = task.period === 'daily' ? 'Today' : task.period === 'weekly' ? 'Week' : 'Once';
    if (task.goal === 'bet') return t(`vip.task.bet${when}`, { target });
    if (task.goal === 'deposit') return t(`vip.task.deposit${when}`, { target });
    return t(task.goal === 'kyc' ? 'vip.task.kyc' : 'vip.task.profile');
  };
}

export function VipTasks({ tasks, onFailed }: { tasks: TaskView[]; onFailed: (error: unknown) => void }) {
  const t = useT();
  const config = useStore($config);
  const all = useMutation($claimAllVipTasks);
  if (tasks.length === 0) return null;
  const times = config?.bonusTurnover?.vip_task ?? DEFAULT_BONUS_TURNOVER.vip_task;
  const claimable = tasks.filter((task) => task.status === 'claimable').length;
  return (
    <section class={styles.tasks} aria-labelledby="vip-tasks" data-testid="vip-tasks">
      <div class={styles.tasksHead}>
        <h2 id="vip-tasks" class={styles.heading}>
          {t('vip.tasks')}
        </h2>
        {claimable > 1 && (
          <Button size="sm" class={styles.action} loading={all.pending} onClick={() => void all.run(undefined).catch(onFailed)}>
            {t('vip.task.claimAll', { count: claimable })}
          </Button>
        )}
      </div>
      <ul class={styles.levels}>
        {tasks.map((task) => (
          <TaskRow key={task.id} task={task} onFailed={onFailed} />
        ))}
      </ul>
      {tasks.some((task) => task.period === 'weekly') && <p class={styles.hint}>{t('vip.task.weekly')}</p>}
      <p class={styles.terms}>{t('vip.task.terms', { times })}</p>
    </section>
  );
}

function TaskRow({ task, onFailed }: { task: TaskView; onFailed: (error: unknown) => void }) {
  const t = useT();
  const goalText = useGoalText();
  const claim = useMutation($claimVipTask);
  const all = useStore($claimAllVipTasks);
  const money = task.goal === 'bet' || task.goal === 'deposit';
  const locked = task.status === 'locked';
  const progress = t('vip.task.progress', { done: money ? formatMoney(task.progress) : task.progress, target: money ? formatMoney(task.target) : task.target });
  return (
    <li class={`${styles.task} ${locked ? styles.lockedTask : ''}`} data-testid="vip-task">
      <span class={`${styles.badge} ${styles.taskBadge}`}>
        {t('vip.level', { level: task.vipLevel ?? 0 })}
      </span>
      <div class={styles.levelText}>
        <p class={styles.taskGoal}>{goalText(task)}</p>
        <progress class={styles.bar} max={task.target} value={task.progress} aria-label={goalText(task)} />
        <p>
          {progress} · {t('vip.task.reward', { amount: formatMoney(task.award) })}
        </p>
        {locked && <p class={styles.hint}>{t('vip.task.needs', { level: task.vipLevel ?? 0 })}</p>}
      </div>
      {task.status === 'claimable' ? (
        <Button size="sm" class={styles.action} loading={(claim.pending && claim.arg === task.id) || all.pending} onClick={() => void claim.run(task.id).catch(onFailed)}>
          {t('vip.claim')}
        </Button>
      ) : task.status === 'doing' ? (
        <Button size="sm" class={styles.action} variant="secondary" onClick={() => navigate(goalPath(task))}>
          {t('vip.task.go')}
        </Button>
      ) : (
        <Button size="sm" class={styles.action} variant="secondary" disabled>
          {locked ? t('vip.locked') : t('vip.claimed')}
        </Button>
      )}
    </li>
  );
}
