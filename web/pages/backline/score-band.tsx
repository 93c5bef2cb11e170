import { scoreBand } from '@contract/studio';
import type { ScoreFactor } from '@contract/studio';
import { Badge } from '../../components/ui/badge';

const TONE = {
  'High Viral Potential': 'success',
  'Good Engagement': 'warning',
  'Needs Improvement': 'danger',
} as const;

/** The spec's score band, and the factors the score is made of under it. */
export function ScoreBand({ score, factors }: { score: number; factors: ScoreFactor[] }) {
  const band = scoreBand(score);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <span className="font-display text-2xl font-extrabold text-fg">{score}</span>
        <Badge tone={TONE[band]}>{band}</Badge>
      </div>
      <ul className="grid gap-1.5 text-sm" aria-label="Score factors">
        {factors.map((factor) => (
          <li
            key={factor.key}
            className="flex flex-col gap-0.5 rounded-xl bg-white/[0.03] px-3 py-2"
          >
            <span className="flex justify-between gap-3 font-semibold text-fg">
              <span>{factor.label}</span>
              <span className="tabular-nums">
                {factor.points} / {factor.max_points}
              </span>
            </span>
            <span className="text-xs text-fg-muted">{factor.note}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
