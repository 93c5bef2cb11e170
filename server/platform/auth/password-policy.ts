import { judgePassword } from '../../../contract/password-strength';
import { badRequest } from '../http/errors';
import { isLeakedPassword } from './leaked-passwords';

/**
 * A new password (sign-up, change, reset) must be hard to guess, whatever the web form said:
 * the length is the contract's; it must not be one of the million most leaked passwords;
 * the rest is zxcvbn's verdict against common passwords, patterns and the person's own
 * details. The 400 names `field`, so the form shows it there.
 */
export function assertNewPassword(
  password: string,
  personal: readonly (string | null | undefined)[],
  field = 'password',
): void {
  const words = ['backline', ...personal.filter((word): word is string => Boolean(word))];
  const { problem } = judgePassword(password, words);
  if (problem) throw badRequest(`${field}: ${problem}`);
  // After zxcvbn, whose reasons are more telling ("Repeated characters..."), for what it scores
  // strong but the leaked corpus knows (random-looking strings leaked in plain text).
  if (isLeakedPassword(password)) {
    throw badRequest(`${field}: This password is on lists of common and leaked passwords.`);
  }
}
