import { Card, CardContent } from '../../components/ui/card';
import type { TrendingTopic } from '../../lib/api/studio.api';

const PRO_TIPS = [
  'Pick a topic that is rising on Backline today: its trend score counts accounts, not posts.',
  'Generate two or three drafts and keep the one with the strongest hook.',
  'Square (1:1) audiograms suit feeds; 9:16 suits Reels, Shorts and TikTok.',
  'Keep audiogram clips under a minute: the waveform holds attention, not the length.',
];

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-fg-subtle">{label}</dt>
      <dd className="text-sm font-semibold text-fg">{value}</dd>
    </div>
  );
}

/** The summary strip and pro tips (spec part 2, section 2). */
export function SummaryStrip({
  topic,
  audioSelected,
  promptReady,
  mediaCount,
}: {
  topic: TrendingTopic | null;
  audioSelected: boolean;
  promptReady: boolean;
  mediaCount: number;
}) {
  const ready = promptReady && (topic !== null || audioSelected);
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label="Summary">
          <Item label="Active topic" value={topic?.topic ?? 'None'} />
          <Item label="Audio selected" value={audioSelected ? 'Yes' : 'No'} />
          <Item label="Prompt ready" value={promptReady ? 'Yes' : 'No'} />
          <Item label="Media files" value={String(mediaCount)} />
          <Item label="Ready" value={ready ? 'Ready to create' : 'Not yet'} />
        </dl>
        <div>
          <h2 className="text-sm font-semibold text-fg">Pro tips</h2>
          <ul className="mt-1 list-disc pl-5 text-sm text-fg-muted">
            {PRO_TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
