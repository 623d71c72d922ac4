// Which module owns each table: only the owner reads or writes it with SQL; its own domain calls
// the owner's functions, other domains that domain's service.ts (a layer rule in
// .dependency-cruiser.mjs). tests/edge/sandbox/table-owners.test.ts enforces this over the
// sources. Paths are relative to edge/sandbox/; the folder is the owning domain.

export const TABLE_OWNERS = {
  schema_migrations: 'db.ts',
  app_config: 'config/config-store.ts',
  operator_state: 'config/config-store.ts',
  themes: 'config/theme-store.ts',
  activities: 'activities/activity-store.ts',
  users: 'users/users.ts',
  sessions: 'auth/sessions.ts',
  login_failures: 'auth/login-failures.ts',
  address_limits: 'auth/address-limits.ts',
  sms_codes: 'auth/sms-codes.ts',
  sms_outbox: 'auth/sms-codes.ts',
  ledger: 'ledger/ledger.ts',
  bonus_grants: 'bonus/grants.ts',
  task_marks: 'tasks/task-marks.ts',
  points_accounts: 'points/points-store.ts',
  points_exchanges: 'points/points-store.ts',
  prop_holdings: 'props/holdings.ts',
  prop_moves: 'props/holdings.ts',
  jackpot_pools: 'jackpot/jackpot-store.ts',
  jackpot_draws: 'jackpot/jackpot-store.ts',
  rebate_claims: 'rebate/rebate-claims.ts',
  user_game_data: 'games/user-game-data.ts',
  game_sessions: 'games/game-sessions.ts',
  bet_rounds: 'records/bet-rounds.ts',
  game_list_history: 'config/game-list-history.ts',
  event_logs: 'events/event-log-store.ts',
  idp_identities: 'idp/idp-store.ts',
  idp_tokens: 'idp/idp-store.ts',
  idp_codes: 'idp/idp-store.ts',
  kyc_uploads: 'kyc/kyc-uploads.ts',
  kyc_submissions: 'kyc/kyc-submissions.ts',
  deposit_orders: 'wallet/deposit-orders.ts',
  provider_notifications: 'wallet/deposit-orders.ts',
  receiving_accounts: 'wallet/receiving-accounts.ts',
  withdrawals: 'wallet/withdrawals.ts',
  platform_balances: 'wallet/platform-balances.ts',
  self_limits: 'limits/limit-store.ts',
  play_restrictions: 'limits/limit-store.ts',
  rg_settings: 'limits/limit-store.ts',
  payout_tickets: 'limits/limit-store.ts',
  mails: 'mail/mails.ts',
  feedback: 'feedback/feedback-store.ts',
  feedback_images: 'feedback/feedback-store.ts',
  feedback_replies: 'feedback/feedback-store.ts',
  member_details: 'member/details-store.ts',
  safebox_passwords: 'member/safebox-store.ts',
  member_avatars: 'member/avatar-store.ts',
} as const satisfies Record<string, string>;

/**
 * Columns of another owner's table that one module alone may UPDATE (and the table's owner may
 * not): every balance change goes through the ledger, VIP state through the VIP module, and
 * passwords through auth.
 */
export const COLUMN_OWNERS: Readonly<Record<string, string>> = {
  'users.coin': 'ledger/ledger.ts',
  'users.password_hash': 'auth/passwords.ts',
  'users.total_recharge': 'wallet/deposit-orders.ts',
  'users.vip': 'vip/vip-store.ts',
  'users.vip_exp': 'vip/vip-store.ts',
  'users.user_level': 'vip/vip-store.ts',
};
