/** Administrators' edits of the trend catalog: add, edit, hide. Each is audited. */
import type { TopicForm } from '../../../../contract/studio';
import type { ServiceContext } from '../../../context';
import type { Actor } from '../../../platform/access/actor';
import { recordAudit } from '../../../platform/audit/audit';
import { notFound } from '../../../platform/http/errors';
import { insertTopic, selectTopics, updateTopic } from './trends.queries';
import type { TopicValues } from './trends.queries';

type TopicRow = Awaited<ReturnType<typeof selectTopics>>[number];

function present(row: TopicRow) {
  return {
    id: row.id,
    topic: row.topic,
    category: row.category as TopicForm['category'],
    platform: row.platform as TopicForm['platform'],
    description: row.description,
    hashtags: row.hashtags,
    hidden: row.hidden === 1,
    source: row.source === 'admin' ? ('admin' as const) : ('curated' as const),
  };
}

function values(form: TopicForm): TopicValues {
  const hashtags = form.hashtags
    .split(/\s+/)
    .filter(Boolean)
    .map((tag) => `#${tag.replace(/^#+/, '')}`)
    .join(' ');
  return { ...form, hashtags, hidden: form.hidden ? 1 : 0 };
}

export async function listCatalog(ctx: ServiceContext) {
  return { topics: (await selectTopics(ctx.db, { includeHidden: true })).map(present) };
}

export async function addTopic(ctx: ServiceContext, admin: Actor, form: TopicForm) {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await insertTopic(trx, values(form), ctx.now().toISOString());
    await recordAudit(
      trx,
      admin,
      'studio.topic.add',
      { type: 'trend_topic', id: row.id },
      { topic: row.topic },
    );
    return present(row);
  });
}

export async function editTopic(ctx: ServiceContext, admin: Actor, id: number, form: TopicForm) {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await updateTopic(trx, id, values(form), ctx.now().toISOString());
    if (!row) throw notFound('Topic not found');
    await recordAudit(
      trx,
      admin,
      'studio.topic.edit',
      { type: 'trend_topic', id },
      { topic: row.topic, hidden: form.hidden },
    );
    return present(row);
  });
}
