/**
 * This process's API requests of the last minute, for System Status: how many, how many
 * failed (5xx, and 4xx apart), and the median duration. A ring of one-second slots in memory:
 * recording is a few additions, and the window slides by the second. Each slot keeps at most
 * `SLOT_SAMPLES` durations (reservoir sampling), so the median is exact at ordinary traffic and
 * a fair estimate under heavy load, in bounded memory. No library on our list does this (the
 * HDR histogram in node_modules comes with the load-testing tool, not as a dependency); it is
 * small enough to own.
 *
 * The figures are per process: several processes behind a load balancer each count their own.
 */
export const SLOT_SAMPLES = 128;

interface Slot {
  /** The whole second (since the epoch) the slot holds; -1 when unused. */
  second: number;
  requests: number;
  serverErrors: number;
  clientErrors: number;
  durations: number[];
}

export interface WindowSummary {
  requests: number;
  serverErrors: number;
  clientErrors: number;
  /** Null when there were no requests. */
  medianMs: number | null;
}

export class RequestWindow {
  private readonly slots: Slot[];

  constructor(
    readonly windowSeconds: number,
    private readonly clock: () => number = Date.now,
    private readonly random: () => number = Math.random,
  ) {
    this.slots = Array.from({ length: windowSeconds }, () => emptySlot(-1));
  }

  record(status: number, durationMs: number): void {
    const second = Math.floor(this.clock() / 1000);
    const index = second % this.windowSeconds;
    let slot = this.slots[index];
    if (slot.second !== second) {
      slot = emptySlot(second);
      this.slots[index] = slot;
    }
    slot.requests += 1;
    if (status >= 500) slot.serverErrors += 1;
    else if (status >= 400) slot.clientErrors += 1;
    if (slot.durations.length < SLOT_SAMPLES) {
      slot.durations.push(durationMs);
    } else {
      // Algorithm R: each of the slot's requests is kept with the same chance.
      const pick = Math.floor(this.random() * slot.requests);
      if (pick < SLOT_SAMPLES) slot.durations[pick] = durationMs;
    }
  }

  summary(): WindowSummary {
    const now = Math.floor(this.clock() / 1000);
    const live = this.slots.filter(
      (slot) => slot.second > now - this.windowSeconds && slot.second <= now,
    );
    const durations = live.flatMap((slot) => slot.durations).sort((a, b) => a - b);
    return {
      requests: sum(live.map((slot) => slot.requests)),
      serverErrors: sum(live.map((slot) => slot.serverErrors)),
      clientErrors: sum(live.map((slot) => slot.clientErrors)),
      medianMs: median(durations),
    };
  }
}

function emptySlot(second: number): Slot {
  return { second, requests: 0, serverErrors: 0, clientErrors: 0, durations: [] };
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** The middle of sorted values (the mean of the two middle ones for an even count). */
export function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
