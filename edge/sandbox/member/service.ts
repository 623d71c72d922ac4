// The member domain's surface: the player's public view (UserInfo), which the member tables
// complete (details saved, safebox password set, uploaded picture), and whether details are saved
// (a task's step).
export { userInfo } from './user-info';
export { hasOther as hasMemberDetails } from './details-store';
