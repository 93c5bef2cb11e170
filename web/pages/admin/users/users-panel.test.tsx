import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser, AdminUsersReply } from '@contract/admin';
import { callsTo, json, nova, renderPage, serve } from '../../../components/posts/test-kit';
import type { ApiCall } from '../../../components/posts/test-kit';
import { UsersPanel } from './users-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = { ...nova, id: 1, email: 'chief@backline.test', is_admin: true };

function makeUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 7,
    email: 'ada@example.test',
    role: 'fan',
    is_new_user: false,
    subscription_status: 'active',
    total_generations: 12,
    total_logins: 30,
    created_at: '2026-06-01T00:00:00.000Z',
    ...overrides,
  };
}

function page(users: AdminUser[], pageNumber = 1, totalPages = 1): AdminUsersReply {
  return {
    users,
    pagination: { page: pageNumber, limit: 50, total: users.length, total_pages: totalPages },
  };
}

const people = [
  makeUser(),
  makeUser({
    id: 8,
    email: 'new@example.test',
    role: 'artist',
    is_new_user: true,
    subscription_status: 'suspended',
  }),
  makeUser({ id: 9, email: 'odd@example.test', subscription_status: '' }),
  makeUser({ id: 1, email: 'chief@backline.test', role: 'admin' }),
];

function rowOf(email: string): HTMLElement {
  const cell = screen.getByText(email);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return row;
}

function queryOf(call: ApiCall) {
  return Object.fromEntries(call.url.searchParams);
}

describe('User Management', () => {
  it('shows each person with their ID, NEW badge, role, status and usage', async () => {
    serve({ 'GET /api/users/me': me, 'GET /api/admin/users': page(people) });
    renderPage(<UsersPanel />);
    await screen.findByText('ada@example.test');

    const ada = rowOf('ada@example.test');
    expect(within(ada).getByText('ID 7')).toBeTruthy();
    expect(within(ada).queryByText('NEW')).toBeNull();
    expect(
      (within(ada).getByLabelText('Role of ada@example.test') as HTMLSelectElement).value,
    ).toBe('fan');
    expect(within(ada).getByText('active')).toBeTruthy();
    expect(within(ada).getByText('12 generations')).toBeTruthy();
    expect(within(ada).getByText('30 logins')).toBeTruthy();
    expect(within(ada).getByRole('button', { name: 'Suspend' })).toBeTruthy();

    const fresh = rowOf('new@example.test');
    expect(within(fresh).getByText('NEW')).toBeTruthy();
    expect(within(fresh).getByText('suspended')).toBeTruthy();
    expect(within(fresh).getByRole('button', { name: 'Activate' })).toBeTruthy();

    // No standing reads as "none", and can be activated.
    const odd = rowOf('odd@example.test');
    expect(within(odd).getByText('none')).toBeTruthy();
    expect(within(odd).getByRole('button', { name: 'Activate' })).toBeTruthy();

    // The administrator's own row cannot be changed from here.
    const own = rowOf('chief@backline.test');
    expect(
      (within(own).getByLabelText('Role of chief@backline.test') as HTMLSelectElement).disabled,
    ).toBe(true);
    expect(
      (within(own).getByRole('button', { name: 'Suspend' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    const select = within(ada).getByLabelText('Role of ada@example.test') as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['fan', 'artist', 'admin']);
  });

  it('searches by e-mail and filters by role, from the first page', async () => {
    const api = serve({ 'GET /api/users/me': me, 'GET /api/admin/users': page(people, 1, 3) });
    renderPage(<UsersPanel />);
    await screen.findByText('ada@example.test');
    const role = screen.getByLabelText('Role') as HTMLSelectElement;
    expect([...role.options].map((option) => option.textContent)).toEqual([
      'All Roles',
      'Fan',
      'Artist',
      'Admin',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(
        callsTo(api, 'GET', '/api/admin/users').some((call) => queryOf(call).page === '2'),
      ).toBe(true),
    );

    fireEvent.change(screen.getByLabelText('Search by e-mail'), { target: { value: 'ADA@' } });
    fireEvent.change(role, { target: { value: 'artist' } });
    await waitFor(() =>
      expect(queryOf(callsTo(api, 'GET', '/api/admin/users').at(-1) as ApiCall)).toEqual({
        page: '1',
        limit: '50',
        search: 'ADA@',
        role: 'artist',
      }),
    );
  });

  it('shows Page X of Y, with Previous and Next disabled at the ends', async () => {
    serve({
      'GET /api/users/me': me,
      'GET /api/admin/users?page=1&limit=50': page(people, 1, 2),
      'GET /api/admin/users?page=2&limit=50': page(
        [makeUser({ id: 20, email: 'last@example.test' })],
        2,
        2,
      ),
    });
    renderPage(<UsersPanel />);
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(await screen.findByText('last@example.test')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('changes a role and reloads the list', async () => {
    let current = people;
    const api = serve({
      'GET /api/users/me': me,
      'GET /api/admin/users': () => json(200, page(current)),
      'PUT /api/admin/users/7/role': (call: ApiCall) => {
        current = people.map((user) =>
          user.id === 7 ? { ...user, role: (call.body as { role: 'artist' }).role } : user,
        );
        return json(200, { user: current[0] });
      },
    });
    renderPage(<UsersPanel />);
    await screen.findByText('ada@example.test');
    const before = callsTo(api, 'GET', '/api/admin/users').length;
    fireEvent.change(screen.getByLabelText('Role of ada@example.test'), {
      target: { value: 'artist' },
    });
    await waitFor(() =>
      expect(callsTo(api, 'PUT', '/api/admin/users/7/role')[0]?.body).toEqual({ role: 'artist' }),
    );
    expect(await screen.findByText('ada@example.test is now artist')).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(api, 'GET', '/api/admin/users').length).toBeGreaterThan(before),
    );
    await waitFor(() =>
      expect((screen.getByLabelText('Role of ada@example.test') as HTMLSelectElement).value).toBe(
        'artist',
      ),
    );
  });

  it('asks before suspending, then suspends and reloads; a refusal is a toast', async () => {
    let refuse = false;
    const api = serve({
      'GET /api/users/me': me,
      'GET /api/admin/users': page(people),
      'PUT /api/admin/users/7/subscription': () =>
        refuse
          ? json(403, { error: 'You cannot suspend your own account.' })
          : json(200, { user: { ...people[0], subscription_status: 'suspended' } }),
      'PUT /api/admin/users/8/subscription': json(200, { user: people[1] }),
    });
    renderPage(<UsersPanel />);
    await screen.findByText('ada@example.test');

    fireEvent.click(within(rowOf('ada@example.test')).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend ada@example.test?' });
    expect(callsTo(api, 'PUT', '/api/admin/users/7/subscription')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api, 'PUT', '/api/admin/users/7/subscription')).toEqual([]);

    fireEvent.click(within(rowOf('ada@example.test')).getByRole('button', { name: 'Suspend' }));
    const before = callsTo(api, 'GET', '/api/admin/users').length;
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Suspend' }),
    );
    await waitFor(() =>
      expect(callsTo(api, 'PUT', '/api/admin/users/7/subscription')[0]?.body).toEqual({
        action: 'suspend',
      }),
    );
    expect(await screen.findByText('ada@example.test is suspended')).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(api, 'GET', '/api/admin/users').length).toBeGreaterThan(before),
    );

    // Activate needs no confirmation.
    fireEvent.click(within(rowOf('new@example.test')).getByRole('button', { name: 'Activate' }));
    await waitFor(() =>
      expect(callsTo(api, 'PUT', '/api/admin/users/8/subscription')[0]?.body).toEqual({
        action: 'activate',
      }),
    );

    refuse = true;
    fireEvent.click(within(rowOf('ada@example.test')).getByRole('button', { name: 'Suspend' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Suspend' }),
    );
    expect(await screen.findByText('Failed to suspend')).toBeTruthy();
    expect(screen.getByText('You cannot suspend your own account.')).toBeTruthy();
    // The question stays open, so the administrator can try again or cancel.
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says when no one matches, and offers Retry when the list fails', async () => {
    let fail = true;
    serve({
      'GET /api/users/me': me,
      'GET /api/admin/users': () =>
        fail ? json(500, { error: 'Database unavailable' }) : json(200, page([])),
    });
    renderPage(<UsersPanel />);
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No users found')).toBeTruthy();
  });
});
