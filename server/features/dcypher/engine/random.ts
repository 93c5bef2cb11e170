/** Choosing helpers that take the caller's random source, so a seed reproduces a result. */

export type RandomSource = () => number;

/** Mulberry32: small, fast and good enough to make tests and shared seeds reproducible. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export function pickIndex(length: number, random: RandomSource): number {
  return Math.min(length - 1, Math.floor(random() * length));
}

export function pickOne<T>(choices: readonly T[], random: RandomSource): T | undefined {
  return choices.length === 0 ? undefined : choices[pickIndex(choices.length, random)];
}

/**
 * Picks from a list ordered most common first, leaning toward its head: squaring the draw
 * makes the first tenth about three times as likely as the last tenth, yet nothing is excluded.
 */
export function pickCommon<T>(commonFirst: readonly T[], random: RandomSource): T | undefined {
  if (commonFirst.length === 0) return undefined;
  const draw = random();
  return commonFirst[
    Math.min(commonFirst.length - 1, Math.floor(draw * draw * commonFirst.length))
  ];
}

export function shuffled<T>(list: readonly T[], random: RandomSource): T[] {
  const copy = [...list];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = pickIndex(index + 1, random);
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}
