/**
 * How hard a new password is to guess, shown while it is typed: the same verdict the server
 * gives (contract/password-strength.ts, zxcvbn with its common-password list), so the form
 * can say so before it is sent. The checker weighs about 1 MB, so it is loaded the first time
 * a password is typed, in a chunk of its own: never in the landing page's JavaScript. The
 * server decides either way.
 */
import { useEffect, useState } from 'react';
import type { PasswordVerdict } from '@contract/password-strength';
import { cn } from './ui/cn';

type Judge = (password: string, personal: readonly string[]) => PasswordVerdict;

let loading: Promise<Judge> | null = null;

function loadJudge(): Promise<Judge> {
  loading ??= import('@contract/password-strength').then((module) => module.judgePassword);
  return loading;
}

const LABELS = ['Very easy to guess', 'Easy to guess', 'Could be guessed', 'Strong', 'Very strong'];

/** The verdict on `password`, or null while there is none (empty, or the checker loading). */
export function usePasswordVerdict(password: string, personal: readonly string[]) {
  const [verdict, setVerdict] = useState<PasswordVerdict | null>(null);
  const personalKey = personal.join('\n');

  useEffect(() => {
    if (!password) {
      setVerdict(null);
      return;
    }
    let current = true;
    const timer = window.setTimeout(() => {
      loadJudge().then(
        (judge) => {
          if (current) setVerdict(judge(password, ['backline', ...personalKey.split('\n')]));
        },
        () => {
          // Could not load: the server still checks.
          if (current) setVerdict(null);
        },
      );
    }, 150);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [password, personalKey]);

  return password ? verdict : null;
}

export function PasswordStrength({
  password,
  personal = [],
  id,
  problemShown = false,
}: {
  password: string;
  /** The person's own details (e-mail, name) a password must not lean on. */
  personal?: readonly string[];
  id?: string;
  /** The field already shows why the password was refused: the meter only rates it. */
  problemShown?: boolean;
}) {
  const verdict = usePasswordVerdict(password, personal);
  if (!verdict) return null;
  const strong = verdict.problem === null;
  const filled = strong
    ? 'bg-success-400'
    : verdict.score >= 2
      ? 'bg-warning-400'
      : 'bg-danger-400';
  return (
    <div id={id} className="flex flex-col gap-1.5" aria-live="polite">
      <div className="flex gap-1" aria-hidden="true">
        {[0, 1, 2, 3].map((segment) => (
          <span
            key={segment}
            className={cn(
              'h-1.5 flex-1 rounded-full transition-colors',
              segment < Math.max(1, verdict.score) ? filled : 'bg-white/10',
            )}
          />
        ))}
      </div>
      <p className={cn('text-xs', strong ? 'text-success-400' : 'text-fg-muted')}>
        <span className="font-semibold">{LABELS[verdict.score]}.</span>
        {!problemShown && ` ${verdict.problem ?? 'Good choice.'}`}
      </p>
    </div>
  );
}
