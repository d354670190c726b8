import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's recommended minimum cost.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

/**
 * A one-time password we drew ourselves (10 characters of 32: 50 bits, lib/join-code.ts) needs no
 * slow hash to resist guessing, and a roster of 2,000 pupils must import in seconds: argon2id at a
 * light cost. It lives until the first sign-in, when the pupil's own password takes the full cost.
 */
const ONE_TIME_OPTIONS = { memoryCost: 1_024, timeCost: 1, parallelism: 1 };
export const hashOneTimePassword = (password: string) => hash(password, ONE_TIME_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when no account matches, so a wrong e-mail takes as long as a wrong password. */
let dummyHash: Promise<string> | null = null;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}
