import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@contract/audit';
import { callsTo, nova, renderPage, serve } from '../../../components/posts/test-kit';
import { AuditLogPanel } from './audit-log-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = { ...nova, is_admin: true };

function entry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    actor_id: 1,
    actor_email: 'chief@backline.test',
    action: 'user.suspended',
    target_type: 'user',
    target_id: String(id + 100),
    details: { from: 'active', to: 'suspended' },
    created_at: '2026-06-15T12:00:00.000Z',
    ...overrides,
  };
}

describe('Audit Log', () => {
  it('lists entries newest first as the API gives them, and loads more pages', async () => {
    const api = serve({
      'GET /api/users/me': me,
      'GET /api/admin/audit?limit=25': {
        entries: [
          entry(2),
          entry(1, { actor_id: null, actor_email: null, action: 'subscription.renewed' }),
        ],
        nextCursor: 'next-page',
      },
      'GET /api/admin/audit?limit=25&cursor=next-page': { entries: [entry(0)], nextCursor: null },
    });
    renderPage(<AuditLogPanel />);
    expect(await screen.findByText('user #102')).toBeTruthy();
    expect(screen.getByText('subscription.renewed')).toBeTruthy();
    expect(screen.getByText('by the system')).toBeTruthy();
    expect(screen.getAllByText('{"from":"active","to":"suspended"}')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('user #100')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(callsTo(api, 'GET', '/api/admin/audit')).toHaveLength(2);
  });

  it('filters by action, actor and target', async () => {
    const api = serve({
      'GET /api/users/me': me,
      'GET /api/admin/audit': { entries: [], nextCursor: null },
    });
    renderPage(<AuditLogPanel />);
    expect(await screen.findByText('Nothing recorded yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'user.role_changed' } });
    fireEvent.change(screen.getByLabelText('Actor ID'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Target type'), { target: { value: 'user' } });
    fireEvent.change(screen.getByLabelText('Target ID'), { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(
        Object.fromEntries(callsTo(api, 'GET', '/api/admin/audit').at(-1)!.url.searchParams),
      ).toEqual({
        limit: '25',
        action: 'user.role_changed',
        actor_id: '1',
        target_type: 'user',
        target_id: '42',
      }),
    );
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
  });
});
