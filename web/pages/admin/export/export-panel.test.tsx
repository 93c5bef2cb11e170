import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, nova, renderPage, serve } from '../../../components/posts/test-kit';
import { fileNameFrom } from '../../../lib/api/admin.api';
import { ExportPanel } from './export-panel';

const me = { ...nova, is_admin: true };
const createObjectURL = vi.fn(() => 'blob:export');
const revokeObjectURL = vi.fn();
let clicked: { href: string; download: string }[] = [];

beforeEach(() => {
  clicked = [];
  createObjectURL.mockClear();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const fileName = 'backline-export-users-7d-2026-06-15T12-00-00Z.json';

describe('Export Data', () => {
  it('offers the four types with what each holds, and 30 days by default', async () => {
    serve({ 'GET /api/users/me': me });
    renderPage(<ExportPanel />);
    for (const type of ['full', 'users', 'content', 'analytics']) {
      expect(await screen.findByRole('radio', { name: new RegExp(`\\(${type}\\)`) })).toBeTruthy();
    }
    expect(screen.getByText(/Never passwords or tokens/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: /\(full\)/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByLabelText('Time Range') as HTMLSelectElement).value).toBe('30d');
  });

  it('downloads the chosen export under the server’s file name', async () => {
    const api = serve({
      'GET /api/users/me': me,
      'GET /api/admin/export': () =>
        new Response('{"export":{"type":"users"},"users":[]}', {
          status: 200,
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'content-disposition': `attachment; filename="${fileName}"`,
          },
        }),
    });
    renderPage(<ExportPanel />);
    fireEvent.click(await screen.findByRole('radio', { name: /\(users\)/ }));
    fireEvent.change(screen.getByLabelText('Time Range'), { target: { value: '7d' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download Export' }));
    expect(await screen.findByText('Export downloaded')).toBeTruthy();
    const call = callsTo(api, 'GET', '/api/admin/export')[0];
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ type: 'users', time_range: '7d' });
    expect(clicked).toEqual([{ href: 'blob:export', download: fileName }]);
    const blob = createObjectURL.mock.calls[0] as unknown as [Blob];
    expect(await blob[0].text()).toBe('{"export":{"type":"users"},"users":[]}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download Export' })).toBeTruthy(),
    );
  });

  it('tells the administrator when the export is refused, saving nothing', async () => {
    serve({
      'GET /api/users/me': me,
      'GET /api/admin/export': json(403, {
        error: 'Access denied. Administrator privileges required.',
      }),
    });
    renderPage(<ExportPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download Export' }));
    expect(await screen.findByText('Export failed')).toBeTruthy();
    expect(screen.getByText('Access denied. Administrator privileges required.')).toBeTruthy();
    expect(clicked).toEqual([]);
  });
});

describe('fileNameFrom', () => {
  it('reads the name out of Content-Disposition, or falls back', () => {
    expect(fileNameFrom(`attachment; filename="${fileName}"`, 'x.json')).toBe(fileName);
    expect(fileNameFrom(null, 'x.json')).toBe('x.json');
  });
});
