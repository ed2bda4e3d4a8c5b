// A seeded random generator (mulberry32) so the demo catalogue is the same on every machine.
export function randomGenerator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    between: (min: number, max: number) => min + next() * (max - min),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)],
    pickMany<T>(items: readonly T[], n: number): T[] {
      const copy = [...items];
      return Array.from({ length: Math.min(n, copy.length) }, () => copy.splice(int(0, copy.length - 1), 1)[0]);
    },
  };
}
