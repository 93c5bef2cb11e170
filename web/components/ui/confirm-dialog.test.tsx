import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm }: { onConfirm: () => void | Promise<void> }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete file"
        text="Are you sure you want to delete this file?"
        confirmLabel="Delete"
        destructive
        onConfirm={onConfirm}
      />
    </>
  );
}

afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('shows the question as an accessible dialog', async () => {
    render(<Harness onConfirm={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete file' });
    expect(dialog.textContent).toContain('Are you sure you want to delete this file?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('runs the action and closes when it succeeds', async () => {
    const onConfirm = vi.fn(async () => undefined);
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText('closed')).toBeTruthy());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('stays open when the action fails, so it can be tried again', async () => {
    const onConfirm = vi.fn(async () => {
      throw new Error('Failed to delete');
    });
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.getByText('open')).toBeTruthy();
  });

  it('closes on Cancel without running the action', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByText('closed')).toBeTruthy());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
