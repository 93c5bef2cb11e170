/** The e-mail that invites someone to a creator's team, in text and simple HTML. */
import { TeamLimits } from '../../../contract/limits';
import type { OutgoingMail } from '../../platform/mailer/mailer';
import { escapeHtml, nameForMail } from '../../platform/mailer/mail-text';

/** Who invites, when their display name cannot be shown (it looks like a link). */
export function unnamedCreator(appName: string): string {
  return `A ${appName} creator`;
}

export function invitationEmail(invitation: {
  /** The admin's app name, as the product is called in the e-mail. */
  appName: string;
  to: string;
  creatorName: string;
  acceptUrl: string;
}): OutgoingMail {
  const { appName } = invitation;
  // The name goes into the subject and the text, where a mail program would link an address.
  const creator = nameForMail(invitation.creatorName, unnamedCreator(appName));
  const days = TeamLimits.inviteLifetimeDays;
  const text = [
    'Hi,',
    '',
    `${creator} invited you to join their team on ${appName}. Team members can download the files ${creator} shares in their Content Vault.`,
    '',
    `Accept the invitation: ${invitation.acceptUrl}`,
    '',
    `Sign in or create an account with this e-mail address (${invitation.to}) to accept. The invitation expires in ${days} days.`,
    '',
    'If you did not expect this invitation, you can ignore this e-mail.',
  ].join('\n');
  const name = escapeHtml(creator);
  const url = escapeHtml(invitation.acceptUrl);
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5; color: #111;">',
    `<p>Hi,</p>`,
    `<p><strong>${name}</strong> invited you to join their team on ${escapeHtml(appName)}. Team members can download the files ${name} shares in their Content Vault.</p>`,
    `<p><a href="${url}" style="display: inline-block; padding: 10px 16px; background: #7c3aed; color: #fff; border-radius: 6px; text-decoration: none;">Accept the invitation</a></p>`,
    `<p>Or open this link: <a href="${url}">${url}</a></p>`,
    `<p>Sign in or create an account with this e-mail address (${escapeHtml(invitation.to)}) to accept. The invitation expires in ${days} days.</p>`,
    '<p style="color: #666;">If you did not expect this invitation, you can ignore this e-mail.</p>',
    '</body></html>',
  ].join('\n');
  return {
    to: invitation.to,
    subject: `${creator} invited you to their team on ${appName}`,
    text,
    html,
  };
}
