/**
 * Export Data (spec: Export Type full, users, content or analytics with what each includes,
 * Time Range defaulting to 30 days, Download Export). The file is streamed by the server and
 * saved under its own name; the button shows how much has arrived, and a failure is a toast
 * with the server's words.
 */
import type { ExportType, TimeRange } from '@contract/admin';
import { AdminLimits, EXPORT_TYPES, ExportTypeDescriptions } from '@contract/admin';
import { formatFileSize } from '@contract/format';
import { CircleCheck, Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { Label } from '../../../components/ui/input';
import { downloadExport } from '../../../lib/api/admin.api';
import { errorMessage } from '../../../lib/api/api-client';
import { TimeRangeSelect } from '../dashboard/time-range-select';

export function ExportPanel() {
  const [type, setType] = useState<ExportType>('full');
  const [range, setRange] = useState<TimeRange>(AdminLimits.defaultExportRange);
  const [received, setReceived] = useState<number | null>(null);
  const isBusy = received !== null;

  async function handleDownload() {
    setReceived(0);
    try {
      const file = await downloadExport({ type, time_range: range }, setReceived);
      toast.success('Export downloaded', {
        description: `${file.fileName} (${formatFileSize(file.bytes)})`,
      });
    } catch (error) {
      toast.error('Export failed', { description: errorMessage(error, 'Export failed') });
    } finally {
      setReceived(null);
    }
  }

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <fieldset className="flex flex-col gap-3" disabled={isBusy}>
        <legend className="mb-3 text-sm font-semibold text-fg">Export Type</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {EXPORT_TYPES.map((value) => (
            <label key={value} className="block cursor-pointer">
              <input
                type="radio"
                name="export-type"
                value={value}
                checked={type === value}
                onChange={() => setType(value)}
                className="peer sr-only"
              />
              <Card
                className={cn(
                  'relative flex h-full flex-col gap-1 p-4 pr-10 transition peer-focus-visible:ring-3 peer-focus-visible:ring-accent-400/40',
                  type === value ? 'ring-2 ring-accent-400' : 'hover:ring-1 hover:ring-white/20',
                )}
              >
                {type === value && (
                  <CircleCheck
                    className="absolute top-4 right-4 size-5 text-accent-300"
                    aria-hidden="true"
                  />
                )}
                <span className="font-semibold text-fg">
                  {ExportTypeDescriptions[value].label}{' '}
                  <span className="font-normal text-fg-subtle">({value})</span>
                </span>
                <span className="text-sm text-fg-muted">{ExportTypeDescriptions[value].text}</span>
              </Card>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex max-w-xs flex-col gap-1.5">
        <Label htmlFor="export-range">Time Range</Label>
        <TimeRangeSelect id="export-range" label="Time Range" value={range} onChange={setRange} />
        <p className="text-xs text-fg-subtle">Rows made in this range; the file is JSON.</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void handleDownload()} loading={isBusy}>
          {!isBusy && <Download aria-hidden="true" />}
          {isBusy ? 'Preparing export…' : 'Download Export'}
        </Button>
        {isBusy && (
          <p role="status" className="text-sm text-fg-muted tabular-nums">
            {received > 0 ? `${formatFileSize(received)} received` : 'Waiting for the server…'}
          </p>
        )}
      </div>
    </div>
  );
}
