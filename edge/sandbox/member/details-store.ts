// Owner of member_details: the player's Philippine address and other details.
import type { UserOther } from '../../../contract/member';
import type { PhAddress } from '../../../contract/member-details-fields';
import type { SandboxDb } from '../db-types';

interface Row {
  street: string;
  barangay: string;
  city: string;
  province: string;
  zip: string;
  address_saved_at: number | null;
  real_name: string;
  birth_date: string;
  email: string;
  occupation: string;
  source_of_income: string;
  other_saved_at: number | null;
}

const read = (db: SandboxDb, userId: number): Row | undefined => db.prepare('SELECT * FROM member_details WHERE user_id = ?').get(userId) as Row | undefined;

/** The saved address, or null when none was ever saved. */
export function readAddress(db: SandboxDb, userId: number): PhAddress | null {
  const row = read(db, userId);
  return row?.address_saved_at ? { street: row.street, barangay: row.barangay, city: row.city, province: row.province, zip: row.zip } : null;
}

/** The saved other details (empty strings where nothing was given). */
export function readOther(db: SandboxDb, userId: number): UserOther {
  const row = read(db, userId);
  return {
    realName: row?.real_name ?? '',
    birthDate: row?.birth_date ?? '',
    email: row?.email ?? '',
    occupation: (row?.occupation ?? '') as UserOther['occupation'],
    sourceOfIncome: (row?.source_of_income ?? '') as UserOther['sourceOfIncome'],
  };
}

/** True once the player saved their other details. */
export function hasOther(db: SandboxDb, userId: number): boolean {
  return (read(db, userId)?.other_saved_at ?? null) !== null;
}

/** Replaces the address (one statement: a repeated or racing save leaves one row). */
export function saveAddress(db: SandboxDb, userId: number, address: PhAddress, now: number): void {
  db.prepare(
    `INSERT INTO member_details (user_id, street, barangay, city, province, zip, address_saved_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET street = excluded.street, barangay = excluded.barangay, city = excluded.city,
       province = excluded.province, zip = excluded.zip, address_saved_at = excluded.address_saved_at`,
  ).run(userId, address.street, address.barangay, address.city, address.province, address.zip, now);
}

/** Replaces the other details. */
export function saveOther(db: SandboxDb, userId: number, other: UserOther, now: number): void {
  db.prepare(
    `INSERT INTO member_details (user_id, real_name, birth_date, email, occupation, source_of_income, other_saved_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET real_name = excluded.real_name, birth_date = excluded.birth_date, email = excluded.email,
       occupation = excluded.occupation, source_of_income = excluded.source_of_income, other_saved_at = excluded.other_saved_at`,
  ).run(userId, other.realName, other.birthDate, other.email, other.occupation, other.sourceOfIncome, now);
}
