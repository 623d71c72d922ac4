// SQLite error helpers shared by every owner module and handler.

/** SQLite's extended result code, in the `errcode` node:sqlite's errors carry. */
const SQLITE_CONSTRAINT_UNIQUE = 2067;

/** True when the error is SQLite's UNIQUE constraint failure (a racing duplicate). */
export const isUniqueViolation = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { errcode?: number }).errcode === SQLITE_CONSTRAINT_UNIQUE;
