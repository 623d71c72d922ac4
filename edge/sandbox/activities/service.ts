// The activities domain's surface: the enabled activities' ids (after login), an activity's title
// (its banner art) and the seed of the operator's activities.
export { activeActivityIds, findActivityTitle } from './activity-store';
export { filipinoTitle, seedActivities } from './seed-activities';
