import type { Actor, Deps } from '../../deps';
import { makeGuardianCode } from '../guardians/service';
import type { LoginCard } from './login-cards';

/**
 * The cards with a new parent link code for each pupil (docs/architecture.md §4 "Guardians": an
 * admin may make one for any student), so a school hands parents their code with the pupil's card.
 */
export async function withGuardianCodes(deps: Deps, admin: Actor, cards: LoginCard[]): Promise<LoginCard[]> {
  const usernames = cards.map((card) => card.username);
  const pupils =
    usernames.length === 0
      ? []
      : await deps.db
          .selectFrom('users')
          .select(['id', 'username'])
          .where('role', '=', 'student')
          .where('username', 'in', usernames)
          .execute();
  const idOf = new Map(pupils.map((pupil) => [pupil.username, pupil.id]));
  const withCodes: LoginCard[] = [];
  for (const card of cards) {
    const studentId = idOf.get(card.username);
    // A pupil removed since the import gets no code.
    if (!studentId) withCodes.push(card);
    else withCodes.push({ ...card, guardianCode: (await makeGuardianCode(deps, admin, { studentId })).code });
  }
  return withCodes;
}
