// SQLite error helpers shared by every owner module and handler.

/** True when the error is SQLite's UNIQUE constraint failure (a racing duplicate). */
export const isUniqueViolation = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';
