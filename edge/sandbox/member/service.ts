// The member domain's surface: the player's public view (UserInfo), which the member tables
// complete (details saved, safebox password set, uploaded picture).
export { userInfo } from './user-info';
