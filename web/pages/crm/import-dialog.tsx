/**
 * Import CSV: choose a file, see what each row would become (added, already on the list,
 * not subscribed again because it left or bounced, invalid with the reason), then import.
 */
import { formatCount } from '@contract/format';
import { useId, useState } from 'react';
import { toast } from '../../lib/toast';
import { Badge } from '../../components/ui/badge';
import type { BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Field, Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api/api-client';
import type { ImportReply } from '../../lib/api/tribe.api';
import { useImportSubscribers } from '../../lib/api/tribe.api';

const outcomeLabels: Record<ImportReply['rows'][number]['outcome'], [string, BadgeTone]> = {
  added: ['will be added', 'success'],
  already_on_list: ['already on the list', 'neutral'],
  suppressed: ['not subscribed again', 'warning'],
  invalid: ['invalid', 'danger'],
  duplicate: ['twice in the file', 'neutral'],
};

export function ImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const importer = useImportSubscribers();
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportReply | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  function close(next: boolean) {
    if (!next) {
      setCsv(null);
      setPreview(null);
      setFileError(null);
    }
    onOpenChange(next);
  }

  async function handleFile(file: File | undefined) {
    setPreview(null);
    setFileError(null);
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    importer.mutate(
      { csv: text, dry_run: true },
      {
        onSuccess: setPreview,
        onError: (failure) => setFileError(errorMessage(failure).replace(/^csv: /, '')),
      },
    );
  }

  function handleImport() {
    if (!csv) return;
    importer.mutate(
      { csv, dry_run: false },
      {
        onSuccess: (reply) => {
          toast.success(`Imported ${formatCount(reply.added)} subscribers`, {
            duration: 3000,
          });
          close(false);
        },
        onError: (failure) =>
          toast.error('Failed to import', { description: errorMessage(failure) }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title="Import subscribers"
        description='A CSV file with a header row naming an "email" column (and "name", "phone" if you have them). Only import people who agreed to hear from you.'
        className="max-w-2xl"
      >
        <div className="flex flex-col gap-4">
          <Field id={`${id}-file`} label="CSV file" error={fileError ?? undefined}>
            {(describedBy) => (
              <Input
                id={`${id}-file`}
                type="file"
                accept=".csv,text/csv"
                aria-describedby={describedBy}
                className="py-2"
                onChange={(event) => void handleFile(event.target.files?.[0])}
              />
            )}
          </Field>
          {preview && (
            <div className="flex flex-col gap-3" aria-label="Import preview">
              <p className="text-sm text-fg-muted" role="status">
                {formatCount(preview.added)} to add, {formatCount(preview.skipped)} skipped,{' '}
                {formatCount(preview.invalid)} invalid.
              </p>
              <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto text-sm">
                {preview.rows.slice(0, 200).map((row) => {
                  const [label, tone] = outcomeLabels[row.outcome];
                  return (
                    <li
                      key={row.line}
                      className="flex flex-wrap items-center gap-2 rounded-lg bg-white/[0.03] px-3 py-1.5"
                    >
                      <span className="text-fg-subtle tabular-nums">Line {row.line}</span>
                      <span className="break-all text-fg">{row.email || '(empty)'}</span>
                      <Badge tone={tone}>{label}</Badge>
                      {row.error && <span className="text-xs text-fg-subtle">{row.error}</span>}
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button
              type="button"
              disabled={!preview || preview.added === 0 || importer.isPending}
              onClick={handleImport}
            >
              {importer.isPending
                ? 'Working…'
                : `Import ${preview ? formatCount(preview.added) : ''}`.trim()}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
