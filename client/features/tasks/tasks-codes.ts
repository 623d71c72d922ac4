// What the task calls' operator codes say to the player.
import { TasksErrorCode } from '../../../contract/tasks';
import type { CodeMessages } from '../../stores/error-message';

export const TASKS_CODES: CodeMessages = {
  [TasksErrorCode.notFound]: 'tasks.notFound',
  [TasksErrorCode.notDone]: 'tasks.notDone',
  [TasksErrorCode.alreadyClaimed]: 'tasks.alreadyClaimed',
};
