import type { SelfServiceRole } from '../../contract/users';
import type { ServiceContext } from '../context';
import type { UserRow } from '../db/schema';
import type { Actor } from '../platform/access/actor';
import { actorOf } from '../platform/access/actor';
import { hashPassword } from '../platform/auth/passwords';
import { HttpError } from '../platform/http/errors';
import { addComment } from '../features/comments/comments.service';
import { follow } from '../features/people/people.service';
import { createPost, setLike } from '../features/posts/posts.service';
import { createAccount } from '../features/users/users.service';
import { updateUser } from '../features/users/users.queries';
import { demoFollows, demoPeople, demoPosts } from './demo-content';

export const DEMO_PASSWORD = 'backline-demo';

export interface DemoAccount {
  label: string;
  email: string;
  password: string;
}

/** The two accounts the README and the console name; the others exist to make the feed alive. */
export const demoAccounts: DemoAccount[] = [
  { label: 'Demo artist', email: 'artist@demo.backline.local', password: DEMO_PASSWORD },
  { label: 'Demo fan', email: 'fan@demo.backline.local', password: DEMO_PASSWORD },
];

const HOUR = 3_600_000;

/**
 * First start with an empty database: creates demo people, posts of each visibility, likes
 * and comments, through the same services the API uses so every counter is right. Does
 * nothing when the database already has anyone in it, or when another process is seeding it.
 */
export async function seedDemoData(
  ctx: ServiceContext,
): Promise<{ accounts: DemoAccount[] } | null> {
  const anyone = await ctx.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyone) return null;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const people = new Map<string, UserRow>();
  for (const [index, person] of demoPeople.entries()) {
    let user: UserRow;
    try {
      user = await createAccount(ctx, {
        email: person.email,
        displayName: person.displayName,
        role: person.role as SelfServiceRole,
        passwordHash,
      });
    } catch (error) {
      // Processes started together on an empty database all find nobody: the one that
      // creates the first demo person seeds; the others leave it to that one and start.
      if (index === 0 && error instanceof HttpError && error.statusCode === 409) return null;
      throw error;
    }
    await updateUser(ctx.db, user.id, {
      bio: person.bio,
      location: person.location,
      website: person.website,
      is_verified: person.verified ? 1 : 0,
    });
    people.set(person.key, user);
  }
  const asActor = (key: string): Actor => actorOf(people.get(key) as UserRow, []);

  for (const [follower, followed] of demoFollows)
    await follow(ctx, asActor(follower), people.get(followed)?.id as number);

  // Posts are spread over the last days so relative times read naturally.
  const at = (time: number): ServiceContext => ({ ...ctx, now: () => new Date(time) });
  const start = ctx.now().getTime();
  for (const [index, post] of demoPosts.entries()) {
    const postedAt = start - (demoPosts.length - index) * 7 * HOUR;
    const created = await createPost(at(postedAt), asActor(post.by), {
      title: post.title ?? null,
      content: post.content,
      visibility: post.visibility,
      price_cents: post.priceCents ?? 0,
      content_type: null,
    });
    for (const fan of post.likedBy ?? [])
      await setLike(at(postedAt + HOUR / 2), asActor(fan), created.id, true);
    for (const [offset, comment] of (post.comments ?? []).entries()) {
      await addComment(
        at(postedAt + (offset + 1) * HOUR),
        asActor(comment.by),
        created.id,
        comment.text,
      );
    }
  }
  return { accounts: demoAccounts };
}
