/**
 * The spec's status colours (part 2, section 2, System Status): healthy or connected green,
 * warning yellow, error or disconnected red, otherwise grey. One place, so the status page
 * and the integrations' checks agree.
 */
export type StatusTone = 'green' | 'yellow' | 'red' | 'grey';

export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'healthy':
    case 'connected':
    case 'ok':
      return 'green';
    case 'warning':
      return 'yellow';
    case 'error':
    case 'disconnected':
      return 'red';
    default:
      return 'grey';
  }
}

/** Text and dot classes of each tone (the dot carries the colour; the word says it too). */
export const toneClasses: Record<StatusTone, { text: string; dot: string; badge: string }> = {
  green: {
    text: 'text-success-400',
    dot: 'bg-success-400',
    badge: 'border-success-400/30 bg-success-400/12 text-success-400',
  },
  yellow: {
    text: 'text-warning-300',
    dot: 'bg-warning-400',
    badge: 'border-warning-400/35 bg-warning-400/15 text-warning-300',
  },
  red: {
    text: 'text-danger-300',
    dot: 'bg-danger-400',
    badge: 'border-danger-400/35 bg-danger-500/15 text-danger-300',
  },
  grey: {
    text: 'text-fg-muted',
    dot: 'bg-fg-subtle',
    badge: 'border-white/10 bg-white/[0.06] text-fg-muted',
  },
};

/** How a status reads: `not_configured` as "Not configured". */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
