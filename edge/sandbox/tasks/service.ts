// The tasks domain's surface: whether a task waits to be claimed (the award flags).
export { hasTaskReward } from './task-progress';
