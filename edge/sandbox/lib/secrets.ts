// Randomness and hashing for the sandbox: everything secret is generated server side with
// node:crypto and only its hash is stored.
import { createHash, randomBytes, randomInt, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** A random opaque token (256 bits, base64url). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** SHA-256 hex of a token or code: what the tables keep instead of the secret itself. */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A string of `length` random decimal digits. */
export const randomDigits = (length: number): string => {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
};

// No 0/O/1/I so invite codes survive being read aloud or typed.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random code of `length` characters from an unambiguous alphabet. */
export const randomCode = (length: number): string => {
  let out = '';
  for (let i = 0; i < length; i++) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return out;
};

/** The cost of new hashes, log2 of N: SANDBOX_PASSWORD_COST (10..16), default 14 (edge/config-schema.ts). */
export function passwordCost(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.SANDBOX_PASSWORD_COST ?? 14);
  return Number.isInteger(value) && value >= 10 && value <= 16 ? value : 14;
}

// N=2^14, r=8: ~16 MiB and tens of milliseconds per hash, the usual interactive-login setting.
// Each hash records its own N, r and p, so a change of cost leaves existing hashes valid.
const SCRYPT = { N: 2 ** passwordCost(), r: 8, p: 1, maxmem: 128 * 1024 * 1024 } as const;
const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const encode = (salt: Buffer, key: Buffer): string =>
  `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;

/** Hashes a password with scrypt and a random salt (off the main thread). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await scryptAsync(password, salt, KEY_LENGTH, SCRYPT));
}

/** Synchronous variant, for seeding only. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return encode(salt, scryptSync(password, salt, KEY_LENGTH, SCRYPT));
}

// Compared against when the user does not exist, so a miss costs as much as a wrong password.
const DUMMY_HASH = hashPasswordSync(randomBytes(12).toString('hex'));

/** True when `password` matches `stored`; always does the full scrypt work and a timing-safe compare. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? DUMMY_HASH).split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, keyText] = parts;
  const expected = Buffer.from(keyText, 'base64');
  const key = await scryptAsync(password, Buffer.from(saltText, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 128 * 1024 * 1024,
  });
  return stored !== null && key.length === expected.length && timingSafeEqual(key, expected);
}

/** Timing-safe equality of two short strings (codes). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
