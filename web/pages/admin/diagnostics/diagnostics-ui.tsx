/** Small pieces the diagnostics tools share: a state badge, a step row, a tool's card. */
import {
  CircleAlert,
  CircleCheck,
  CircleDashed,
  LoaderCircle,
  ShieldX,
  TriangleAlert,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import type { OverallStatus, StepState } from './diagnostics-logic';

const stateLook: Record<StepState, { tone: BadgeTone; label: string; icon: ReactNode }> = {
  pending: { tone: 'neutral', label: 'Pending', icon: <CircleDashed aria-hidden="true" /> },
  running: {
    tone: 'accent',
    label: 'Running',
    icon: <LoaderCircle className="animate-spin" aria-hidden="true" />,
  },
  success: { tone: 'success', label: 'Success', icon: <CircleCheck aria-hidden="true" /> },
  warning: { tone: 'warning', label: 'Warning', icon: <TriangleAlert aria-hidden="true" /> },
  error: { tone: 'danger', label: 'Error', icon: <CircleAlert aria-hidden="true" /> },
  cors_blocked: { tone: 'danger', label: 'CORS blocked', icon: <ShieldX aria-hidden="true" /> },
};

export function StateBadge({ state }: { state: StepState }) {
  const look = stateLook[state];
  return (
    <Badge tone={look.tone} className="self-start">
      {look.icon}
      {look.label}
    </Badge>
  );
}

const overallTone: Record<OverallStatus, BadgeTone> = {
  healthy: 'success',
  degraded: 'warning',
  failing: 'danger',
};

export function OverallBadge({ status }: { status: OverallStatus }) {
  return (
    <Badge tone={overallTone[status]} className="self-start" data-testid="overall-status">
      Overall: {status}
    </Badge>
  );
}

export interface Step {
  name: string;
  state: StepState;
  detail?: string;
}

/** A tool's steps, each with its state and what it found. */
export function StepList({ steps, label }: { steps: Step[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-white/[0.06]">
      {steps.map((step) => (
        <li
          key={step.name}
          className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
        >
          <div className="min-w-0">
            <p className="text-sm font-semibold text-fg">{step.name}</p>
            {step.detail && <p className="text-xs break-words text-fg-muted">{step.detail}</p>}
          </div>
          <StateBadge state={step.state} />
        </li>
      ))}
    </ul>
  );
}

/** One stacked storage tool: a titled card with its own region. */
export function ToolCard({
  title,
  description,
  actions,
  children,
  className,
}: {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section aria-label={title}>
      <Card className={cn(className)}>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 flex-col gap-1.5">
            <CardTitle className="text-base sm:text-lg">{title}</CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </CardHeader>
        {children && <CardContent className="flex flex-col gap-4">{children}</CardContent>}
      </Card>
    </section>
  );
}

/** A progress bar fed by real upload progress (0 to 1). */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex justify-between text-xs text-fg-muted">
        <span>{label}</span>
        <span className="tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-white/[0.08]"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** A block of text to paste elsewhere, named, with its copy button above it. */
export function CopyBlock({ name, text, copy }: { name: string; text: string; copy: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <h4 className="text-sm font-semibold text-fg">{name}</h4>
        {copy}
      </div>
      <pre className="max-h-64 overflow-auto rounded-xl border border-white/[0.08] bg-ink-950/80 p-3 font-mono text-xs text-fg-muted">
        {text}
      </pre>
    </div>
  );
}

/** A fact in a definition list (label and value), wrapping long values on a phone. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-fg-subtle uppercase">{label}</dt>
      <dd className="text-sm break-words text-fg">{children}</dd>
    </div>
  );
}
