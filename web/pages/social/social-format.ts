/** Figures of the social screens: counts compacted to K and M (spec), rates as percentages. */
import type { SocialConnection } from '../../lib/api/social.api';

export function compactCount(value: number | null): string {
  if (value === null) return '—';
  if (value >= 1_000_000) return `${trim(value / 1_000_000)}M`;
  if (value >= 1_000) return `${trim(value / 1_000)}K`;
  return String(value);
}

function trim(value: number): string {
  return value.toFixed(1).replace(/\.0$/, '');
}

export function percent(rate: number | null): string {
  return rate === null ? '—' : `${(rate * 100).toFixed(1)}%`;
}

export type ConnectionStatus = 'Needs Reauth' | 'Connected' | 'Disconnected';

/** The spec's rule: Needs Reauth if needs_reauth or token_expired; else Connected if active. */
export function connectionStatus(
  connection: Pick<SocialConnection, 'needs_reauth' | 'token_expired' | 'is_active'>,
): ConnectionStatus {
  if (connection.needs_reauth || connection.token_expired) return 'Needs Reauth';
  return connection.is_active ? 'Connected' : 'Disconnected';
}
