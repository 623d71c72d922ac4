// Owner of `users`: the player's row (creation, lookups, nickname and avatar, bindings, wager
// total) and its public view. Some columns belong to other domains (table-owners.ts): `coin` to
// the ledger (ledger/ledger.ts), `total_recharge` to the deposits (wallet/deposit-orders.ts), the
// VIP columns to vip/vip-store.ts and `password_hash` to auth (auth/passwords.ts); this module
// reads them but never writes them. Registration (the password, the opening credit, the hooks) is
// auth's (auth/registration.ts), which creates the row through here.
import { randomUUID } from 'node:crypto';
import { type UserInfo, LoginType } from '../../../contract/session';
import type { SandboxDb } from '../db-types';
import { randomCode } from '../lib/secrets';

export interface UserRow {
  id: number;
  uuid: string;
  account: string | null;
  mobile: string | null;
  password_hash: string | null;
  account_type: number;
  nickname: string;
  avatar: string;
  facebook_account: string | null;
  facebook_name: string;
  google_account: string | null;
  google_name: string;
  line_account: string | null;
  line_name: string;
  coin: number;
  lottery: number;
  safebox: number;
  total_recharge: number;
  vip: number;
  vip_exp: number;
  user_level: number;
  bet: number;
  exchange: number;
  pid: number;
  invite_code: string;
  created_at: number;
}

export type SocialColumn = 'facebook' | 'google' | 'line';

export interface NewUser {
  account?: string;
  mobile?: string;
  accountType: LoginType;
  nickname?: string;
  social?: { provider: SocialColumn; subject: string; name: string };
  /** Invite code the player came with; links them to the inviter when it exists. */
  inviteCode?: string;
  /** True when the player declared they are in none of the barred groups (stored as the time they did). */
  eligibilityDeclared?: boolean;
  now: number;
}

/** Inserts the player's row (coin 0); returns the new id. Throws SQLite UNIQUE errors on duplicates. */
export function createUser(db: SandboxDb, user: NewUser): number {
  return db.transaction(() => {
    const inviter = user.inviteCode
      ? (db.prepare('SELECT id FROM users WHERE invite_code = ?').get(user.inviteCode.toUpperCase()) as { id: number } | undefined)
      : undefined;
    const social = user.social;
    const result = db
      .prepare(
        `INSERT INTO users (uuid, account, mobile, account_type, nickname, pid, invite_code, created_at,
           facebook_account, facebook_name, google_account, google_name, line_account, line_name, eligibility_declared_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        randomUUID(),
        user.account ?? null,
        user.mobile ?? null,
        user.accountType,
        // Empty until the player sets one: the app greets by a name the player chose, never a generated one.
        user.nickname ?? '',
        inviter?.id ?? 0,
        uniqueInviteCode(db),
        user.now,
        social?.provider === 'facebook' ? social.subject : null,
        social?.provider === 'facebook' ? social.name : '',
        social?.provider === 'google' ? social.subject : null,
        social?.provider === 'google' ? social.name : '',
        social?.provider === 'line' ? social.subject : null,
        social?.provider === 'line' ? social.name : '',
        user.eligibilityDeclared ? user.now : null,
      );
    return Number(result.lastInsertRowid);
  })();
}

function uniqueInviteCode(db: SandboxDb): string {
  const exists = db.prepare('SELECT 1 FROM users WHERE invite_code = ?');
  for (;;) {
    const code = randomCode(8);
    if (!exists.get(code)) return code;
  }
}

/** The user row by id, or undefined. */
export const findUserById = (db: SandboxDb, id: number): UserRow | undefined =>
  db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;

/** The player whose invite code is `code` (codes are upper case; typed in any case), or undefined. */
export const findUserByInviteCode = (db: SandboxDb, code: string): UserRow | undefined =>
  db.prepare('SELECT * FROM users WHERE invite_code = ?').get(code.toUpperCase()) as UserRow | undefined;

/** Sets the player's referrer when they have none (and it is not themselves); true when it did. */
export function setReferrerOnce(db: SandboxDb, id: number, pid: number): boolean {
  return db.prepare('UPDATE users SET pid = ? WHERE id = ? AND pid = 0 AND id <> ?').run(pid, id, pid).changes === 1;
}

/** The ids above the player in the invite tree, nearest first, at most `depth` of them. */
export function uplineIds(db: SandboxDb, id: number, depth: number): number[] {
  return db
    .prepare(
      `WITH RECURSIVE up(id, level) AS (
         SELECT pid, 1 FROM users WHERE id = ? AND pid <> 0
         UNION ALL SELECT u.pid, up.level + 1 FROM users u JOIN up ON u.id = up.id WHERE u.pid <> 0 AND up.level < ?
       ) SELECT id FROM up ORDER BY level`,
    )
    .pluck()
    .all(id, depth) as number[];
}

/** A member of a player's team: who, how deep (1: invited by the player) and what they deposited. */
export interface TeamRow {
  id: number;
  /** Who invited them (the member one level up, or the player). */
  pid: number;
  level: number;
  nickname: string;
  account: string | null;
  mobile: string | null;
  totalRecharge: number;
  createdAt: number;
}

/** The player's team down to `depth` levels, newest first. */
export function downline(db: SandboxDb, id: number, depth: number): TeamRow[] {
  if (depth < 1) return [];
  return db
    .prepare(
      `WITH RECURSIVE team(id, level) AS (
         SELECT id, 1 FROM users WHERE pid = ? AND id <> ?
         UNION ALL SELECT u.id, team.level + 1 FROM users u JOIN team ON u.pid = team.id WHERE team.level < ?
       )
       SELECT u.id, u.pid, team.level, u.nickname, u.account, u.mobile, u.total_recharge AS totalRecharge, u.created_at AS createdAt
       FROM team JOIN users u ON u.id = team.id ORDER BY u.created_at DESC, u.id DESC`,
    )
    .all(id, id, depth)
    .map((row) => ({ ...(row as unknown as TeamRow) }));
}

/** The user row by account name (case-insensitive), or undefined. */
export const findUserByAccount = (db: SandboxDb, account: string): UserRow | undefined =>
  db.prepare('SELECT * FROM users WHERE account = ?').get(account) as UserRow | undefined;

/** The user row by mobile, or undefined. */
export const findUserByMobile = (db: SandboxDb, mobile: string): UserRow | undefined =>
  db.prepare('SELECT * FROM users WHERE mobile = ?').get(mobile) as UserRow | undefined;

/** The user bound to a social subject, or undefined. */
export function findUserBySocial(db: SandboxDb, provider: SocialColumn, subject: string): UserRow | undefined {
  // The column name comes from a closed union, never from input.
  return db.prepare(`SELECT * FROM users WHERE ${provider}_account = ?`).get(subject) as UserRow | undefined;
}

/** The player's balance (hundredths), or undefined for an unknown id. */
export const readCoin = (db: SandboxDb, id: number): number | undefined =>
  db.prepare('SELECT coin FROM users WHERE id = ?').pluck().get(id) as number | undefined;

/** Adds a settled bet to the player's wager total. */
export function addWagered(db: SandboxDb, id: number, bet: number): void {
  db.prepare('UPDATE users SET bet = bet + ? WHERE id = ?').run(bet, id);
}

/** Binds a mobile to a player who has none. Throws SQLite UNIQUE errors when another player has it. */
export function bindMobile(db: SandboxDb, id: number, mobile: string): void {
  db.prepare('UPDATE users SET mobile = ? WHERE id = ? AND mobile IS NULL').run(mobile, id);
}

/** Binds a social identity. Throws SQLite UNIQUE errors when another player has it. */
export function bindSocial(db: SandboxDb, id: number, provider: SocialColumn, subject: string, name: string): void {
  // Column names come from the closed provider union, never from input.
  db.prepare(`UPDATE users SET ${provider}_account = ?, ${provider}_name = ? WHERE id = ?`).run(subject, name, id);
}

/** The public view of a user row (no password hash). */
export function toUserInfo(row: UserRow, now: number): UserInfo {
  return {
    id: row.id,
    uuid: row.uuid,
    account: row.account ?? '',
    accountType: (row.account_type as LoginType) ?? LoginType.account,
    nickname: row.nickname,
    avatar: row.avatar,
    avatarOther: '',
    mobile: row.mobile ?? '',
    facebookAccount: row.facebook_account ?? '',
    googleAccount: row.google_account ?? '',
    lineAccount: row.line_account ?? '',
    facebookName: row.facebook_name,
    googleName: row.google_name,
    lineName: row.line_name,
    hasPassword: row.password_hash !== null,
    hasSafeboxPassword: false,
    hasKyc: false,
    hasUserOther: false,
    coin: row.coin,
    lottery: row.lottery,
    safebox: row.safebox,
    totalRecharge: row.total_recharge,
    vip: row.vip,
    vipExp: row.vip_exp,
    userLevel: row.user_level,
    bet: row.bet,
    exchange: row.exchange,
    pid: row.pid,
    regPeriod: Math.max(0, Math.floor((now - row.created_at) / 86_400_000)),
  };
}

/** Changes the player's nickname and/or avatar; returns both as saved. */
export function updateUserProfile(db: SandboxDb, id: number, change: { nickname?: string; avatar?: string }): { nickname: string; avatar: string } | null {
  return db.transaction(() => {
    if (change.nickname !== undefined) db.prepare('UPDATE users SET nickname = ? WHERE id = ?').run(change.nickname, id);
    if (change.avatar !== undefined) db.prepare('UPDATE users SET avatar = ? WHERE id = ?').run(change.avatar, id);
    return (db.prepare('SELECT nickname, avatar FROM users WHERE id = ?').get(id) as { nickname: string; avatar: string } | undefined) ?? null;
  })();
}
