import type { SocialPlatform } from '@contract/social';
import { PLATFORM_LABELS } from '@contract/social';
import { cn } from '../../components/ui/cn';

const marks: Record<SocialPlatform, { text: string; className: string }> = {
  tiktok: { text: 'TT', className: 'bg-[#111] text-[#25f4ee] ring-1 ring-[#fe2c55]/60' },
  youtube: { text: 'YT', className: 'bg-[#ff0033] text-white' },
  twitter: { text: 'X', className: 'bg-black text-white ring-1 ring-white/20' },
  instagram: {
    text: 'IG',
    className: 'bg-gradient-to-br from-[#feda75] via-[#d62976] to-[#4f5bd5] text-white',
  },
};

/** A platform's small badge (its initials in its colours: no hot-linked logos). */
export function PlatformMark({
  platform,
  className,
}: {
  platform: SocialPlatform;
  className?: string;
}) {
  const mark = marks[platform];
  return (
    <span
      role="img"
      aria-label={PLATFORM_LABELS[platform]}
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-xl font-display text-sm font-extrabold',
        mark.className,
        className,
      )}
    >
      {mark.text}
    </span>
  );
}
