// Owner of the mails table: the only module that reads or writes it. Collecting an attachment
// marks it collected and grants its coins as a bonus (bonus ledger: pending before the first
// deposit, else locked until its turnover) in one transaction, so a second tap, a
// second tab or a retry credits nothing more.
import { COIN_PROP_ID, type Award, type MailDetail, type MailRow } from '../../../contract/mail';
import type { AppConfig } from '../../../contract/core';
import { grantBonus } from '../bonus/service';
import type { SandboxDb } from '../db-types';

interface Row {
  id: number;
  title: string;
  body: string;
  awards: string;
  read_at: number | null;
  collected_at: number | null;
  created_at: number;
}

const SUMMARY_LENGTH = 120;

/** Plain text of an HTML body (tags dropped, common entities decoded), for the inbox line. */
export function summaryOf(body: string): string {
  const text = body
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}…` : text;
}

function parseAwards(json: string): Award[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? (value as Award[]) : [];
}

function toRow(row: Row): MailRow {
  const awards = parseAwards(row.awards);
  return {
    id: row.id,
    title: row.title,
    summary: summaryOf(row.body),
    read: row.read_at !== null,
    awards,
    collected: awards.length > 0 && row.collected_at !== null,
    createTime: row.created_at,
  };
}

/** Sends one mail to a player; returns its id. Works inside a caller's transaction (registration). */
export function sendMail(db: SandboxDb, mail: { userId: number; title: string; body: string; awards?: Award[]; now: number }): number {
  const awards = mail.awards ?? [];
  for (const award of awards) {
    if (!Number.isSafeInteger(award.count) || award.count <= 0) throw new Error('mail award count must be a positive integer');
  }
  const result = db
    .prepare('INSERT INTO mails (user_id, title, body, awards, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(mail.userId, mail.title, mail.body, JSON.stringify(awards), mail.now);
  return Number(result.lastInsertRowid);
}

/** A page of the player's inbox, newest first, with the total and the unread count. */
export function pageMails(db: SandboxDb, userId: number, page: { pageNum: number; pageSize: number }): { list: MailRow[]; total: number; unread: number } {
  const rows = db
    .prepare('SELECT * FROM mails WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
    .all(userId, page.pageSize, (page.pageNum - 1) * page.pageSize) as Row[];
  const counts = db
    .prepare('SELECT COUNT(*) AS total, COALESCE(SUM(read_at IS NULL), 0) AS unread FROM mails WHERE user_id = ?')
    .get(userId) as { total: number; unread: number };
  return { list: rows.map(toRow), ...counts };
}

/** True when the player has an unread mail or an attachment not yet collected (the `email` red dot). */
export function hasMailWaiting(db: SandboxDb, userId: number): boolean {
  return (
    db.prepare("SELECT 1 FROM mails WHERE user_id = ? AND (read_at IS NULL OR (collected_at IS NULL AND awards != '[]')) LIMIT 1").get(userId) !== undefined
  );
}

/** Opens a mail: marks it read and returns it with its body; undefined when it is not the player's. */
export function openMail(db: SandboxDb, userId: number, id: number, now: number): MailDetail | undefined {
  return db.transaction(() => {
    db.prepare('UPDATE mails SET read_at = ? WHERE id = ? AND user_id = ? AND read_at IS NULL').run(now, id, userId);
    const row = db.prepare('SELECT * FROM mails WHERE id = ? AND user_id = ?').get(id, userId) as Row | undefined;
    return row ? { ...toRow(row), body: row.body } : undefined;
  })();
}

type BonusStatus = 'pending' | 'locked' | 'released';

/** Why a collection failed. */
export type CollectRefusal = 'notFound' | 'noAttachment' | 'alreadyCollected';

/**
 * Collects a mail's attachment: marks it collected (only when not yet) and credits its coins
 * through the ledger, in one IMMEDIATE transaction; returns the awards and the balance after.
 */
export function collectMail(
  db: SandboxDb,
  config: Pick<AppConfig, 'bonusTurnover'>,
  userId: number,
  id: number,
  now: number,
): { awards: Award[]; coin: number | undefined; bonusStatus: BonusStatus | undefined } | CollectRefusal {
  return db.transaction(() => {
    const row = db.prepare('SELECT * FROM mails WHERE id = ? AND user_id = ?').get(id, userId) as Row | undefined;
    if (!row) return 'notFound' as const;
    const awards = parseAwards(row.awards);
    if (!awards.length) return 'noAttachment' as const;
    // The conditional update is what decides a race: only one caller changes the row.
    const claimed = db.prepare('UPDATE mails SET collected_at = ?, read_at = COALESCE(read_at, ?) WHERE id = ? AND collected_at IS NULL').run(now, now, id);
    if (claimed.changes !== 1) return 'alreadyCollected' as const;
    let coin: number | undefined;
    let bonusStatus: BonusStatus | undefined;
    for (const [index, award] of awards.entries()) {
      // Coins only today; other props are credited by their own features when those land.
      if (award.propId !== COIN_PROP_ID || award.count <= 0) continue;
      const grant = grantBonus(db, config, { userId, kind: 'mail', claimKey: `mail:${id}:${index}`, ref: `mail:${id}`, amount: award.count, now });
      if (grant.granted) ({ coin, status: bonusStatus } = grant);
    }
    return { awards, coin, bonusStatus };
  }).immediate();
}

/** Deletes one mail; refuses one whose attachment waits. */
export function deleteMail(db: SandboxDb, userId: number, id: number): 'deleted' | 'notFound' | 'uncollected' {
  return db.transaction(() => {
    const row = db.prepare('SELECT awards, collected_at FROM mails WHERE id = ? AND user_id = ?').get(id, userId) as Pick<Row, 'awards' | 'collected_at'> | undefined;
    if (!row) return 'notFound' as const;
    if (row.awards !== '[]' && row.collected_at === null) return 'uncollected' as const;
    db.prepare('DELETE FROM mails WHERE id = ?').run(id);
    return 'deleted' as const;
  }).immediate();
}

/** Deletes every read mail with nothing left to collect; returns how many. */
export function deleteReadMails(db: SandboxDb, userId: number): number {
  return db.prepare("DELETE FROM mails WHERE user_id = ? AND read_at IS NOT NULL AND (awards = '[]' OR collected_at IS NOT NULL)").run(userId).changes;
}
