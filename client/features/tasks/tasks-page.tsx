// /bonus/tasks (login): daily and one-time tasks with the player's progress from real play,
// deposits and profile steps; a reached task is claimed here (once: the button waits for the
// answer, the server pays once); an unfinished one leads where it is done ('Go').
import { useEffect, useMemo } from 'preact/hooks';
import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { DEFAULT_BONUS_TURNOVER } from '../../../contract/bonus';
import { href, isRouteName, PATHS } from '../../../contract/route-paths';
import type { TaskView } from '../../../contract/tasks';
import { errorsCatalog } from '../../i18n/errors-catalog';
import { formatMoney } from '../../lib/money';
import { navigate } from '../../lib/navigate';
import { $config } from '../../stores/config';
import { errorMessage } from '../../stores/error-message';
import type { TranslationKey } from '../../stores/locale';
import { showToast } from '../../stores/toast';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { rewardCatalog } from '../../widgets/reward-catalog';
import { useT } from '../../widgets/use-t';
import { tasksCatalog } from './tasks-catalog';
import { TASKS_CODES } from './tasks-codes';
import { $claimTask, $finishVisit, $tasks } from './tasks-store';
import styles from './tasks.module.css';

/** @public The text this page shows, added before it renders (lazyPage reads it; knip cannot see that). */
export const catalogs = [errorsCatalog, tasksCatalog, rewardCatalog];

/** Where an unfinished task is done. */
function goalPath(task: TaskView): string {
  switch (task.goal) {
    case 'bet':
      return href('gameSearch');
    case 'deposit':
      return href('wallets', { query: { name: 'deposit' } });
    case 'profile':
      return href('memberProfileInfo');
    case 'kyc':
      return href('memberProfileKyc');
    case 'visit':
      return task.route !== undefined && isRouteName(task.route) ? PATHS[task.route] : href('home');
  }
}

function useGoalText() {
  const t = useT();
  return (task: TaskView): string => {
    const money = { target: formatMoney(task.target) };
    if (task.goal === 'bet') return t(task.period === 'daily' ? 'tasks.goal.bet' : task.period === 'weekly' ? 'tasks.goal.betWeek' : 'tasks.goal.betOnce', money);
    if (task.goal === 'deposit') return t(task.period === 'daily' ? 'tasks.goal.deposit' : task.period === 'weekly' ? 'tasks.goal.depositWeek' : 'tasks.goal.depositOnce', money);
    if (task.goal === 'visit') return t('tasks.goal.visit', { page: t(task.route === 'vip' ? 'tasks.page.vip' : 'tasks.page.other') });
    return t(`tasks.goal.${task.goal}` as TranslationKey);
  };
}

export default function TasksPage() {
  const t = useT();
  const tasks = useStore($tasks);
  // Leaving resets the claims and visits (what useMutation does for a component that shows one):
  // the rows only follow their own claim, so a tap re-renders the row tapped, not every row.
  useEffect(
    () => () => {
      $claimTask.reset();
      $finishVisit.reset();
    },
    [],
  );
  const config = useStore($config);
  const times = config?.bonusTurnover?.task ?? DEFAULT_BONUS_TURNOVER.task;
  const data = tasks.data;
  return (
    <Page title={t('tasks.title')} back>
      {data ? (
        <div class={styles.section}>
          {data.tasks.length === 0 ? <p class={styles.hint}>{t('tasks.empty')}</p> : null}
          <TaskGroup title={t('tasks.daily')} tasks={data.tasks.filter((task) => task.period === 'daily')} />
          {data.tasks.some((task) => task.period === 'daily') && (
            <p class={styles.hint}>{t('tasks.resetsAt', { time: new Date(data.resetAt).toLocaleString('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' }) })}</p>
          )}
          <TaskGroup title={t('tasks.weekly')} tasks={data.tasks.filter((task) => task.period === 'weekly')} />
          <TaskGroup title={t('tasks.once')} tasks={data.tasks.filter((task) => task.period === 'once')} />
          <p class={styles.hint}>{t('tasks.terms', { times })}</p>
        </div>
      ) : tasks.error ? (
        <div class={styles.problem} role="alert">
          <p>{t('tasks.loadFailed')}</p>
          <Button onClick={() => void $tasks.reload()}>{t('tasks.retry')}</Button>
        </div>
      ) : (
        <div class={styles.section} aria-busy="true" data-testid="tasks-loading">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="calc(1 * var(--u))" />
          ))}
        </div>
      )}
    </Page>
  );
}

function TaskGroup({ title, tasks }: { title: string; tasks: TaskView[] }) {
  if (tasks.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 class={styles.heading}>{title}</h2>
      <ul class={styles.list}>
        {tasks.map((task) => (
          <TaskRow key={task.id} task={task} />
        ))}
      </ul>
    </section>
  );
}

function TaskRow({ task }: { task: TaskView }) {
  const t = useT();
  const goalText = useGoalText();
  // This row's claim alone: a claim's tap and answer re-render its own row (issue 25's tap budget).
  const claiming = useStore(useMemo(() => computed($claimTask, (state) => state.pending && state.arg === task.id), [task.id]));
  const money = task.goal === 'bet' || task.goal === 'deposit';
  const claimFailed = (error: unknown) => {
    const message = errorMessage(error, TASKS_CODES);
    showToast(t(message.key, message.params), 'error');
    void $tasks.reload();
  };
  const go = () => {
    const path = goalPath(task);
    // A visit task counts when its page is opened from here.
    if (task.goal === 'visit') void $finishVisit.run(task.id).catch(() => undefined);
    navigate(path);
  };
  return (
    <li class={styles.task} data-testid="task">
      <div class={styles.text}>
        <p class={styles.goal}>{goalText(task)}</p>
        <progress class={styles.bar} max={task.target} value={task.progress} aria-label={goalText(task)} />
        <p class={styles.hint}>
          {t('tasks.progress', { done: money ? formatMoney(task.progress) : task.progress, target: money ? formatMoney(task.target) : task.target })} · {t('tasks.reward', { amount: formatMoney(task.award) })}
        </p>
      </div>
      {task.status === 'claimable' ? (
        <Button size="sm" class={styles.action} loading={claiming} onClick={() => void $claimTask.run(task.id).catch(claimFailed)}>
          {t('tasks.claim')}
        </Button>
      ) : task.status === 'claimed' ? (
        <Button size="sm" class={styles.action} variant="secondary" disabled>
          {t('tasks.claimed')}
        </Button>
      ) : (
        <Button size="sm" class={styles.action} variant="secondary" onClick={go}>
          {t('tasks.go')}
        </Button>
      )}
    </li>
  );
}
