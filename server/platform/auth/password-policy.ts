import { judgePassword } from '../../../contract/password-strength';
import { badRequest } from '../http/errors';

/**
 * A new password (sign-up, change, reset) must be hard to guess, whatever the web form said:
 * the length is the contract's, the rest is zxcvbn's verdict against common and leaked
 * passwords and the person's own details. The 400 names `field`, so the form shows it there.
 */
export function assertNewPassword(
  password: string,
  personal: readonly (string | null | undefined)[],
  field = 'password',
): void {
  const words = ['backline', ...personal.filter((word): word is string => Boolean(word))];
  const { problem } = judgePassword(password, words);
  if (problem) throw badRequest(`${field}: ${problem}`);
}
