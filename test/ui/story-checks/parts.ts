/**
 * The story checks render every story of the gallery (twice: its state in English, then the
 * pseudo-locale). Most of a render is waiting (a story's setup, React revealing a lazy
 * screen, the text settling), so they run as PARTS files (part-1 … part-N.test.tsx) that vitest
 * runs side by side; each takes every PARTS-th state.
 */
export const PARTS = 6

/**
 * The items of `part` (1 … PARTS): items of the same key (a state's Light and Dark stories) go to
 * the same part; keys are dealt round-robin in order of appearance.
 */
export function inPart<T>(items: readonly T[], part: number, key: (item: T) => unknown = (item) => item): T[] {
  if (!Number.isInteger(part) || part < 1 || part > PARTS) throw new Error(`part ${part} is not one of 1…${PARTS}`)
  const order = new Map<unknown, number>()
  for (const item of items) if (!order.has(key(item))) order.set(key(item), order.size)
  return items.filter((item) => order.get(key(item))! % PARTS === part - 1)
}
