import type { ServiceContext } from '../../context';
import { nameForMail } from '../../platform/mailer/mail-text';
import { notFound } from '../../platform/http/errors';
import { getAppName } from '../../platform/settings/settings.service';
import { resolveDisplayName } from '../users/users.presenter';
import { findUserById } from '../users/users.service';

/** A creator as their fans' mail names them; a creator who is gone or suspended has no list. */
export async function listOwner(ctx: ServiceContext, creatorId: number) {
  const creator = await findUserById(ctx, creatorId);
  if (!creator || creator.status !== 'active') throw notFound('Artist not found');
  const fallback = `A ${await getAppName(ctx)} artist`;
  return { id: creator.id, name: nameForMail(resolveDisplayName(creator), fallback) };
}
