// The shape of a deposit order number, shared by the wallet's schemas, the sandbox and the client's
// route check (its own module: the schemas and the rows import it without importing each other).

/** Deposit order numbers: D and 15 capital letters or digits. */
export const ORDER_NO_PATTERN = /^D[A-Z0-9]{15}$/;

/** Withdrawal order numbers: W and 15 capital letters or digits. */
export const WITHDRAW_ORDER_NO_PATTERN = /^W[A-Z0-9]{15}$/;
