/**
 * A guardian code from the pupil's shared link (/register?guardian=CODE), kept over sign-up in this
 * tab and used once the guardian is in (features/guardian/children-page.tsx). No imports: the register page carries it.
 */
const PENDING_CODE = 'sinfxona.guardianCode';

export const pendingCode = {
  save: (code: string) => sessionStorage.setItem(PENDING_CODE, code),
  take: () => {
    const code = sessionStorage.getItem(PENDING_CODE);
    sessionStorage.removeItem(PENDING_CODE);
    return code;
  },
};
