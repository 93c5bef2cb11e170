import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_THANKS, ReportPostDialog } from './report-post-dialog';
import { callsTo, json, renderPage, serve } from './test-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  const onOpenChange = vi.fn();
  renderPage(<ReportPostDialog postId={10} open onOpenChange={onOpenChange} />);
  return onOpenChange;
}

describe('ReportPostDialog', () => {
  it('sends the reason, thanks the user and closes', async () => {
    const api = serve({ 'POST /api/posts/10/report': { success: true } });
    const onOpenChange = renderDialog();
    fireEvent.change(await screen.findByLabelText('Reason (optional)'), {
      target: { value: '  Stolen artwork  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(callsTo(api, 'POST', '/api/posts/10/report')[0].body).toEqual({
      reason: 'Stolen artwork',
    });
    expect(await screen.findByText(REPORT_THANKS)).toBeTruthy();
  });

  it('sends no reason when none is given', async () => {
    const api = serve({ 'POST /api/posts/10/report': { success: true } });
    const onOpenChange = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(callsTo(api, 'POST', '/api/posts/10/report')[0].body).toEqual({});
  });

  it('refuses a reason over the limit with the schema, and keeps it', async () => {
    const api = serve({});
    renderDialog();
    const box = await screen.findByLabelText('Reason (optional)');
    fireEvent.change(box, { target: { value: 'x'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/500/);
    expect(document.activeElement).toBe(box);
    expect((box as HTMLTextAreaElement).value).toHaveLength(501);
    expect(callsTo(api, 'POST', '/api/posts/10/report')).toHaveLength(0);
  });

  it('says why the report failed and keeps the reason', async () => {
    serve({ 'POST /api/posts/10/report': json(429, { error: 'Too many reports. Try later.' }) });
    const onOpenChange = renderDialog();
    fireEvent.change(await screen.findByLabelText('Reason (optional)'), {
      target: { value: 'Spam' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many reports. Try later.');
    expect((screen.getByLabelText('Reason (optional)') as HTMLTextAreaElement).value).toBe('Spam');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
