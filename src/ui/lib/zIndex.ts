/** A UI root's `zIndex` prop: an integer, else a precise error (checked on every render, open or not). */
export function checkZIndex(zIndex: unknown): number | undefined {
  if (zIndex === undefined) return undefined
  if (typeof zIndex !== 'number' || !Number.isInteger(zIndex)) {
    throw new Error(`Invalid zIndex ${typeof zIndex === 'number' ? zIndex : typeof zIndex}: expected an integer, e.g. zIndex={2000}`)
  }
  return zIndex
}
