/** The A/V diagnostics' real-time log: levels INFO, SUCCESS, WARNING, ERROR, a fixed height. */
import { Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';

export type LogLevel = 'INFO' | 'SUCCESS' | 'WARNING' | 'ERROR';

export interface LogEntry {
  id: number;
  at: Date;
  level: LogLevel;
  message: string;
}

export type Log = (level: LogLevel, message: string) => void;

export function useDiagnosticLog() {
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const nextId = useRef(1);
  const log = useCallback<Log>((level, message) => {
    const entry = { id: nextId.current, at: new Date(), level, message };
    nextId.current += 1;
    setEntries((current) => [...current, entry]);
  }, []);
  const clear = useCallback(() => setEntries([]), []);
  return { entries, log, clear };
}

const levelStyles: Record<LogLevel, string> = {
  INFO: 'text-accent-200',
  SUCCESS: 'text-success-400',
  WARNING: 'text-warning-300',
  ERROR: 'text-danger-300',
};

export function DiagnosticLog({ entries, onClear }: { entries: LogEntry[]; onClear: () => void }) {
  const panel = useRef<HTMLOListElement>(null);
  const titleId = useId();
  // Follow the newest line, like a terminal.
  useEffect(() => {
    const element = panel.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [entries]);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-display text-base font-bold text-fg" id={titleId}>
          Real-time log
        </h3>
        <Button variant="outline" size="sm" onClick={onClear} disabled={entries.length === 0}>
          <Trash2 aria-hidden="true" />
          Clear Log
        </Button>
      </div>
      <ol
        ref={panel}
        role="log"
        aria-live="polite"
        aria-labelledby={titleId}
        tabIndex={0}
        className="h-64 overflow-y-auto rounded-xl border border-white/[0.08] bg-ink-950/80 p-3 font-mono text-xs leading-relaxed"
      >
        {entries.length === 0 ? (
          <li className="text-fg-subtle">
            No entries yet. Run a check or a test and its steps appear here.
          </li>
        ) : (
          entries.map((entry) => (
            <li key={entry.id} className="break-words">
              <span className="text-fg-subtle">{entry.at.toLocaleTimeString()}</span>{' '}
              <span className={cn('font-bold', levelStyles[entry.level])}>[{entry.level}]</span>{' '}
              <span className="text-fg">{entry.message}</span>
            </li>
          ))
        )}
      </ol>
    </div>
  );
}
