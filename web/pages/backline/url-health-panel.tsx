/**
 * URL health (spec part 2, sections 2 and 4): a HEAD request to each uploaded file's URL,
 * with the spec's 5-second time-out; each is checking, working or error.
 */
import { StudioLimits } from '@contract/limits';
import { useQuery } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import type { MediaItem } from '../../lib/api/studio.api';

type Health = 'checking' | 'working' | 'error';

async function headStatus(url: string): Promise<number> {
  const response = await fetch(url, {
    method: 'HEAD',
    credentials: 'same-origin',
    signal: AbortSignal.timeout(StudioLimits.mediaCheckTimeoutMs),
  });
  return response.status;
}

function UrlRow({ item }: { item: MediaItem }) {
  const check = useQuery({
    queryKey: ['studio', 'url-health', item.file_url],
    queryFn: () => headStatus(item.file_url),
    retry: false,
  });
  const health: Health = check.isPending ? 'checking' : check.data === 200 ? 'working' : 'error';
  return (
    <li className="flex items-center justify-between gap-2 text-sm">
      <span className="truncate text-fg">{item.filename}</span>
      <Badge tone={health === 'working' ? 'success' : health === 'error' ? 'danger' : 'neutral'}>
        {health === 'error' && check.data ? `${health} (${check.data})` : health}
      </Badge>
    </li>
  );
}

export function UrlHealthPanel({ items }: { items: MediaItem[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Link2 className="size-5 text-accent-300" aria-hidden="true" /> URL health
        </CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-fg-muted">Upload files to check that their links play.</p>
        ) : (
          <ul className="flex flex-col gap-1.5" aria-label="File links">
            {items.slice(0, 8).map((item) => (
              <UrlRow key={`${item.kind}-${item.id}`} item={item} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
