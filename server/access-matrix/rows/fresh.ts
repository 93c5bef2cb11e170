/** Objects a row makes for each actor, where the row changes or deletes what it is given. */
import type { ActorName } from '../actors';
import type { World } from '../world';
import { createPost, created } from '../world';

export async function freshPost(world: World, visibility: 'public' | 'ppv' = 'public') {
  const post = await createPost(world.people.owner.client, {
    content: 'A post made for one request',
    visibility,
    price_cents: visibility === 'ppv' ? 300 : 0,
  });
  return post.id;
}

/** A comment on the owner's public post, by `author` (the fan unless said). */
export async function freshComment(
  world: World,
  author: Exclude<ActorName, 'anonymous' | 'suspended'> = 'fan',
) {
  const reply = await world.people[author].client.post<{ comment: { id: number } }>(
    `/api/posts/${world.ids.publicPost}/comments`,
    { content: 'A comment made for one request' },
  );
  return created(reply, 'comment').comment.id;
}

/** The signed-in person behind `actor`, or the owner for the anonymous one (whose id is never used). */
export function personOf(world: World, actor: ActorName) {
  return world.people[actor === 'anonymous' ? 'owner' : actor];
}
