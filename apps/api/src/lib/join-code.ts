import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@sinfxona/domain/constants';

/** `length` characters of the join-code alphabet (no 0/O, 1/I/L), drawn with a CSPRNG so none can be predicted. */
function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** A fresh join code: 32^7 ≈ 34 billion codes. */
export const newJoinCode = () => randomCode(JOIN_CODE_LENGTH);

/**
 * A one-time password for a login card or an admin's reset: 10 characters (32^10 ≈ 10^15), read
 * off paper and typed by a child without confusing look-alikes; it must be changed at first use.
 */
export const newOneTimePassword = () => randomCode(10);

/** A teacher's invitation code (one use, in a link): 32^12 ≈ 10^18, never guessed. */
export const newInvitationCode = () => randomCode(12);

/** A guardian's link code (one use, 7 days): 8 characters, 32^8 ≈ 10^12. */
export const newGuardianCode = () => randomCode(8);
