/**
 * Who every e-mail is from: the administrator's app name (a platform setting, so renaming the
 * app renames the sender at once) at MAIL_FROM's address. MAIL_FROM's own display name is
 * used only when it has no address to put the app name in front of.
 */
import addressparser from 'nodemailer/lib/addressparser';
import { oneLine } from './mail-text';

export type Sender = { name: string; address: string } | string;

export function senderOf(mailFrom: string, appName: string): Sender {
  const [parsed] = addressparser(mailFrom, { flatten: true });
  if (!parsed?.address) return mailFrom;
  return { name: oneLine(appName), address: parsed.address };
}
