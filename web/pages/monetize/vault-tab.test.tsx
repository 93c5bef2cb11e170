import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderPage, serve } from '../../components/posts/test-kit';
import type { ApiCall } from '../../components/posts/test-kit';
import { makeVaultFile } from './monetize-test-kit';
import { VaultTab } from './vault-tab';
import { FakeUpload } from '../../lib/fake-upload';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText('File'), { target: { files: [file] } });
}

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

describe('Content Vault', () => {
  it('shows the files with size, downloads and access, and searches as you type', async () => {
    const api = serve({
      'GET /api/vault/files': (call: ApiCall) => {
        const q = (call.url.searchParams.get('q') ?? '').toLowerCase();
        const found = files.filter((file) =>
          `${file.original_filename} ${file.description ?? ''}`.toLowerCase().includes(q),
        );
        return json(200, { files: found, nextCursor: null, max_file_size_mb: 100 });
      },
    });
    renderPage(<VaultTab />);
    expect(await screen.findByText('Night-Drive-Stems.zip')).toBeTruthy();
    expect(screen.getByText('Up to 100 MB', { exact: false })).toBeTruthy();
    expect(screen.getByText(/1\.5 KB/)).toBeTruthy();
    expect(screen.getByText('1 download')).toBeTruthy();
    expect(screen.getAllByText('Team')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('Search your vault'), { target: { value: 'ARTWORK' } });
    await waitFor(() => expect(screen.queryByText('Night-Drive-Stems.zip')).toBeNull());
    expect(screen.getByText('cover.png')).toBeTruthy();
    expect(callsTo(api, 'GET', '/api/vault/files').at(-1)?.url.searchParams.get('q')).toBe(
      'ARTWORK',
    );

    fireEvent.change(screen.getByLabelText('Search your vault'), { target: { value: 'lyrics' } });
    expect(await screen.findByText('No files match your search')).toBeTruthy();
  });

  it('brings older files a page at a time', async () => {
    const older = makeVaultFile({ id: 3, original_filename: 'old-demo.mp3', description: null });
    const api = serve({
      'GET /api/vault/files': (call: ApiCall) =>
        call.url.searchParams.get('cursor') === 'page-2'
          ? json(200, { files: [older], nextCursor: null, max_file_size_mb: 100 })
          : json(200, { files, nextCursor: 'page-2', max_file_size_mb: 100 }),
    });
    renderPage(<VaultTab />);
    expect(await screen.findByText('cover.png')).toBeTruthy();
    expect(screen.queryByText('old-demo.mp3')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('old-demo.mp3')).toBeTruthy();
    expect(screen.getByText('Night-Drive-Stems.zip')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(callsTo(api, 'GET', '/api/vault/files')).toHaveLength(2);
  });

  it('shows storage used against the quota, and refuses a file that does not fit before sending it', async () => {
    const api = serve({
      'GET /api/vault/files': {
        files,
        max_file_size_mb: 100,
        storage: { used_bytes: 4.5 * 1024 * 1024, quota_bytes: 5 * 1024 * 1024 },
      },
    });
    renderPage(<VaultTab />);
    const bar = await screen.findByRole('progressbar', { name: 'Storage used' });
    expect(bar.getAttribute('aria-valuenow')).toBe('90');
    expect(bar.getAttribute('aria-valuetext')).toBe('4.5 MB of 5 MB used');
    fireEvent.click(screen.getByRole('button', { name: 'Upload File' }));
    await screen.findByRole('dialog', { name: 'Upload a file' });
    chooseFile(new File([new Uint8Array(600 * 1024)], 'mix.wav', { type: 'audio/wav' }));
    expect(await screen.findByText(/512 KB of storage left/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(callsTo(api, 'POST', '/api/vault/upload')).toHaveLength(0);
  });

  it('says when the storage is full', async () => {
    serve({
      'GET /api/vault/files': {
        files,
        max_file_size_mb: 100,
        storage: { used_bytes: 5 * 1024 * 1024, quota_bytes: 5 * 1024 * 1024 },
      },
    });
    renderPage(<VaultTab />);
    expect(
      await screen.findByText('Your storage is full. Delete files to upload more.'),
    ).toBeTruthy();
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

  it('uploads the file with its description, showing progress, then closes', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    serve({ 'GET /api/vault/files': { files: [], max_file_size_mb: 1 } });
    renderPage(<VaultTab />);
    await screen.findByText('No files uploaded yet');
    fireEvent.click(screen.getAllByRole('button', { name: /Upload File/ })[0]);
    await screen.findByRole('dialog', { name: 'Upload a file' });
    chooseFile(new File(['stems'], 'stems.zip', { type: 'application/zip' }));
    fireEvent.change(screen.getByLabelText('Description (optional)'), {
      target: { value: '  Remix stems  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(FakeUpload.last?.sent).toBeTruthy());
    const upload = FakeUpload.last!;
    expect(upload.url).toBe('/api/vault/upload');
    expect([...upload.sent!.keys()]).toEqual(['description', 'access_level', 'file']);
    expect(upload.sent!.get('description')).toBe('Remix stems');
    act(() => upload.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 }));
    expect(await screen.findByText('Uploading… 25%')).toBeTruthy();
    act(() => upload.answer(201, { file: makeVaultFile({ original_filename: 'stems.zip' }) }));
    expect(await screen.findByText('File uploaded')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a file over the limit before sending it, and keeps the description', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    FakeUpload.last = null;
    serve({ 'GET /api/vault/files': { files: [], max_file_size_mb: 1 } });
    renderPage(<VaultTab />);
    await screen.findByText('No files uploaded yet');
    fireEvent.click(screen.getAllByRole('button', { name: /Upload File/ })[0]);
    await screen.findByRole('dialog', { name: 'Upload a file' });
    fireEvent.change(screen.getByLabelText('Description (optional)'), {
      target: { value: 'Too big' },
    });
    chooseFile(new File([new Uint8Array(2 * 1024 * 1024)], 'huge.wav'));
    expect(await screen.findByText(/over the 1 MB limit/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    // Submitted anyway (Enter in the form): the schema refuses it with the limit's words.
    fireEvent.submit(screen.getByRole('button', { name: 'Upload' }).closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This file is larger than the 1 MB limit of your vault.',
    );
    expect(FakeUpload.last).toBeNull();
    expect((screen.getByLabelText('Description (optional)') as HTMLTextAreaElement).value).toBe(
      'Too big',
    );
  });
});
