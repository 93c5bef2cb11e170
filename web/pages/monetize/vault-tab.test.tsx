import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderPage, serve } from '../../components/posts/test-kit';
import { filterVaultFiles } from '../../lib/api/vault.api';
import { makeVaultFile } from './monetize-test-kit';
import { VaultTab } from './vault-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const files = [
  makeVaultFile({ id: 1, original_filename: 'Night-Drive-Stems.zip', description: null }),
  makeVaultFile({
    id: 2,
    original_filename: 'cover.png',
    content_type: 'image/png',
    description: 'Final ARTWORK for the single',
    file_size_bytes: 1536,
    download_count: 1,
  }),
];

describe('filterVaultFiles', () => {
  it('matches the filename or the description, ignoring case', () => {
    expect(filterVaultFiles(files, 'night').map((file) => file.id)).toEqual([1]);
    expect(filterVaultFiles(files, 'artwork').map((file) => file.id)).toEqual([2]);
    expect(filterVaultFiles(files, '  ').map((file) => file.id)).toEqual([1, 2]);
    expect(filterVaultFiles(files, 'lyrics')).toEqual([]);
  });
});

describe('Content Vault', () => {
  it('shows the files with size, downloads and access, and filters as you type', async () => {
    serve({ 'GET /api/vault/files': { files, max_file_size_mb: 100 } });
    renderPage(<VaultTab />);
    expect(await screen.findByText('Night-Drive-Stems.zip')).toBeTruthy();
    expect(screen.getByText('Up to 100 MB', { exact: false })).toBeTruthy();
    expect(screen.getByText(/1\.5 KB/)).toBeTruthy();
    expect(screen.getByText('1 download')).toBeTruthy();
    expect(screen.getAllByText('Team')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('Search your vault'), { target: { value: 'ARTWORK' } });
    expect(screen.queryByText('Night-Drive-Stems.zip')).toBeNull();
    expect(screen.getByText('cover.png')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search your vault'), { target: { value: 'lyrics' } });
    expect(screen.getByText('No files match your search')).toBeTruthy();
  });

  it("says 'No files uploaded yet' for an empty vault", async () => {
    serve({ 'GET /api/vault/files': { files: [], max_file_size_mb: 50 } });
    renderPage(<VaultTab />);
    expect(await screen.findByText('No files uploaded yet')).toBeTruthy();
  });

  it('asks before deleting and deletes on confirmation', async () => {
    let stored = files;
    const fetchMock = serve({
      'GET /api/vault/files': () => json(200, { files: stored, max_file_size_mb: 100 }),
      'DELETE /api/vault/files/2': () => {
        stored = stored.filter((file) => file.id !== 2);
        return json(200, { success: true });
      },
    });
    renderPage(<VaultTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete cover.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete file' });
    expect(dialog.textContent).toContain('Are you sure you want to delete this file?');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/vault/files/2')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'cover.png' })).toBeNull());
    expect(await screen.findByText('File deleted')).toBeTruthy();
  });
});
