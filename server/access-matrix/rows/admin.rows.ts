import { createUser } from '../../test/factories';
import { administrators } from '../actors';
import type { MatrixRow } from '../matrix-row';
import { freshPost } from './fresh';

const someoneElse = async (world: Parameters<typeof freshPost>[0]) => ({
  id: (await createUser(world.t, { role: 'fan' })).id,
});
const probeToken = () => ({ token: 'b'.repeat(24) });

/** The admin console: only the administrator passes, everyone else is refused before the handler. */
export const adminRows: MatrixRow[] = [
  { method: 'GET', route: '/api/admin/outbox', expect: administrators(200) },
  { method: 'GET', route: '/api/admin/settings', expect: administrators(200) },
  {
    method: 'PUT',
    route: '/api/admin/settings',
    json: () => ({ category: 'general', settings: { app_name: 'Backline' } }),
    expect: administrators(200),
  },
  { method: 'GET', route: '/api/admin/audit', expect: administrators(200) },
  { method: 'GET', route: '/api/admin/analytics', expect: administrators(200) },
  { method: 'GET', route: '/api/admin/top-users', expect: administrators(200) },
  { method: 'GET', route: '/api/admin/users', expect: administrators(200) },
  {
    method: 'PUT',
    route: '/api/admin/users/:id/role',
    params: someoneElse,
    json: () => ({ role: 'artist' }),
    expect: administrators(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/users/:id/subscription',
    params: someoneElse,
    json: () => ({ action: 'suspend' }),
    expect: administrators(200),
  },
  {
    method: 'GET',
    route: '/api/admin/export',
    expect: administrators(200),
    revealsAllTo: {
      actor: 'administrator',
      why: 'the operator’s full data export holds every post; its columns are an allowlist without secrets',
    },
  },
  { method: 'GET', route: '/api/admin/diagnostics/storage', expect: administrators(200) },
  {
    method: 'GET',
    route: '/api/admin/diagnostics/test-uploads/:token',
    params: probeToken,
    expect: administrators(404),
    note: 'no test upload under that token',
  },
  {
    method: 'DELETE',
    route: '/api/admin/diagnostics/test-uploads/:token',
    params: probeToken,
    expect: administrators(200),
    note: 'removing a test upload that is already gone succeeds',
  },
  { method: 'GET', route: '/api/admin/system-status', expect: administrators(200) },
  { method: 'GET', route: '/api/admin/integrations', expect: administrators(200) },
  {
    method: 'POST',
    route: '/api/admin/integrations/:name/check',
    params: () => ({ name: 'smtp' }),
    expect: administrators(200),
  },
  { method: 'GET', route: '/api/admin/content-review', expect: administrators(200) },
  {
    method: 'PUT',
    route: '/api/admin/content/:type/:id/flag',
    params: (world) => ({ type: 'post', id: world.ids.publicPost }),
    json: () => ({ flag: false, reason: 'Admin review' }),
    expect: administrators(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/content/:type/:id',
    params: async (world, actor) => ({
      type: 'post',
      id: actor === 'administrator' ? await freshPost(world) : world.ids.publicPost,
    }),
    expect: administrators(200),
  },
];
