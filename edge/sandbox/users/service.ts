// The users domain's surface for other domains: the player's row (lookups, creation, nickname and
// avatar, bindings, wager total) and its public view. Only users/users.ts touches
// the `users` table, but for the columns other owners write (table-owners.ts).
export {
  addWagered,
  bindMobile,
  bindSocial,
  createUser,
  downline,
  findUserByAccount,
  findUserById,
  findUserByMobile,
  findUserBySocial,
  findUserByInviteCode,
  readCoin,
  setReferrerOnce,
  toUserInfo,
  updateUserProfile,
  uplineIds,
  type TeamRow,
  type NewUser,
} from './users';
