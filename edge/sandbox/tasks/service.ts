// The tasks domain's surface: whether a task or a VIP task waits to be claimed (the award flags),
// the VIP tasks for the VIP page, and the marks of visits to the operator's links (follow rewards).
export { hasTaskReward } from './task-progress';
export { hasVipTaskReward, vipTasksOf } from './vip-tasks';
export { markLinkVisit, visitedLinks } from './task-marks';
