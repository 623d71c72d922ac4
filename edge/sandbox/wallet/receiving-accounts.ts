// Owner of receiving_accounts: where a player's withdrawals are paid (an e-wallet number or a bank
// account), at most `bankConfig.maxCards` per player, each bank and number once.
import type { AppConfig } from '../../../contract/core';
import type { AccountKind, ReceivingAccount } from '../../../contract/wallet';
import type { SandboxDb } from '../db-types';

interface AccountRow {
  id: number;
  user_id: number;
  bank_id: number;
  kind: AccountKind;
  account_no: string;
  account_name: string;
  updated_at: number;
}

const toAccount = (row: AccountRow, bankName: string): ReceivingAccount => ({
  id: row.id,
  bankId: row.bank_id,
  bankName,
  kind: row.kind,
  accountNo: row.account_no,
  accountName: row.account_name,
  updateTime: row.updated_at,
});

export type BankNames = (bankId: number) => string;

/** Bank and e-wallet names from the config's bank map. */
export const bankNames =
  (config: AppConfig): BankNames =>
  (bankId) =>
    config.appRechargeBankMap[String(bankId)]?.name ?? `Bank ${bankId}`;

export function listAccounts(db: SandboxDb, userId: number, bankName: BankNames): ReceivingAccount[] {
  const rows = db.prepare('SELECT * FROM receiving_accounts WHERE user_id = ? ORDER BY id').all(userId) as AccountRow[];
  return rows.map((row) => toAccount(row, bankName(row.bank_id)));
}

export function findAccount(db: SandboxDb, userId: number, id: number, bankName: BankNames): ReceivingAccount | undefined {
  const row = db.prepare('SELECT * FROM receiving_accounts WHERE id = ? AND user_id = ?').get(id, userId) as AccountRow | undefined;
  return row && toAccount(row, bankName(row.bank_id));
}

export const countAccounts = (db: SandboxDb, userId: number): number =>
  db.prepare('SELECT COUNT(*) FROM receiving_accounts WHERE user_id = ?').pluck().get(userId) as number;

export interface AccountFields {
  bankId: number;
  kind: AccountKind;
  accountNo: string;
  accountName: string;
}

/** Inserts an account; throws a UNIQUE violation when the player has this bank and number already. */
export function insertAccount(db: SandboxDb, userId: number, fields: AccountFields, now: number): number {
  const result = db
    .prepare('INSERT INTO receiving_accounts (user_id, bank_id, kind, account_no, account_name, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(userId, fields.bankId, fields.kind, fields.accountNo, fields.accountName, now);
  return Number(result.lastInsertRowid);
}

/** Changes an account of the player; false when it is not theirs. */
export function updateAccount(db: SandboxDb, userId: number, id: number, fields: AccountFields, now: number): boolean {
  const result = db
    .prepare('UPDATE receiving_accounts SET bank_id = ?, kind = ?, account_no = ?, account_name = ?, updated_at = ? WHERE id = ? AND user_id = ?')
    .run(fields.bankId, fields.kind, fields.accountNo, fields.accountName, now, id, userId);
  return result.changes === 1;
}
