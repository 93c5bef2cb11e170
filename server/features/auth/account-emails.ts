/**
 * The e-mails of an account's life: confirm a new account, "you already have an account",
 * reset a password, and "your password was changed". Every link is built from PUBLIC_URL; the
 * product is named by the admin's app name (`appName`).
 */
import { AuthLimits } from '../../../contract/limits';
import type { OutgoingMail } from '../../platform/mailer/mailer';
import { escapeHtml } from '../../platform/mailer/mail-text';

interface Paragraph {
  text: string;
  /** A button under the paragraph. */
  link?: { label: string; url: string };
  muted?: boolean;
}

function compose(
  appName: string,
  to: string,
  subject: string,
  paragraphs: Paragraph[],
): OutgoingMail {
  const text = ['Hi,', '']
    .concat(
      paragraphs.flatMap((paragraph) => [
        paragraph.link
          ? `${paragraph.text}\n${paragraph.link.label}: ${paragraph.link.url}`
          : paragraph.text,
        '',
      ]),
    )
    .concat([`— ${appName}`])
    .join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5; color: #111;">',
    '<p>Hi,</p>',
    ...paragraphs.map((paragraph) => {
      const style = paragraph.muted ? ' style="color: #666;"' : '';
      const body = `<p${style}>${escapeHtml(paragraph.text)}</p>`;
      if (!paragraph.link) return body;
      const url = escapeHtml(paragraph.link.url);
      return [
        body,
        `<p><a href="${url}" style="display: inline-block; padding: 10px 16px; background: #7c3aed; color: #fff; border-radius: 6px; text-decoration: none;">${escapeHtml(paragraph.link.label)}</a></p>`,
        `<p style="color: #666;">Or open this link: <a href="${url}">${url}</a></p>`,
      ].join('\n');
    }),
    `<p>— ${escapeHtml(appName)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}

export function confirmSignUpEmail(appName: string, to: string, confirmUrl: string): OutgoingMail {
  return compose(appName, to, `Confirm your e-mail address for ${appName}`, [
    {
      text: `Someone, probably you, asked to create a ${appName} account with this e-mail address (${to}). To finish, open the link and enter the password you chose.`,
      link: { label: 'Finish creating your account', url: confirmUrl },
    },
    {
      text: `The link works for ${AuthLimits.signUpLinkHours} hours. If you did not ask for an account, ignore this e-mail: none is created.`,
      muted: true,
    },
  ]);
}

export function alreadyRegisteredEmail(
  appName: string,
  to: string,
  links: { signIn: string; reset: string },
): OutgoingMail {
  return compose(appName, to, `You already have a ${appName} account`, [
    {
      text: `Someone, probably you, tried to create a ${appName} account with this e-mail address (${to}). You already have one, so nothing was changed.`,
      link: { label: 'Sign in', url: links.signIn },
    },
    {
      text: 'Forgot your password? Choose a new one here:',
      link: { label: 'Reset your password', url: links.reset },
    },
    { text: 'If this was not you, you can ignore this e-mail.', muted: true },
  ]);
}

export function passwordResetEmail(appName: string, to: string, resetUrl: string): OutgoingMail {
  return compose(appName, to, `Reset your ${appName} password`, [
    {
      text: `Someone, probably you, asked to reset the password of your ${appName} account. Choose a new password here:`,
      link: { label: 'Choose a new password', url: resetUrl },
    },
    {
      text: `The link works once, for ${AuthLimits.resetLinkMinutes} minutes. Choosing a new password signs you out everywhere. If you did not ask for this, ignore this e-mail: your password stays as it is.`,
      muted: true,
    },
  ]);
}

export function passwordChangedEmail(
  appName: string,
  to: string,
  how: 'changed' | 'reset',
  links: { reset: string },
): OutgoingMail {
  const what =
    how === 'changed'
      ? `The password of your ${appName} account was just changed, and every other browser signed in to it was signed out.`
      : `The password of your ${appName} account was just reset through an e-mailed link, and every browser signed in to it was signed out.`;
  return compose(appName, to, `Your ${appName} password was changed`, [
    { text: what },
    {
      text: 'If this was not you, reset your password now:',
      link: { label: 'Reset your password', url: links.reset },
    },
  ]);
}
