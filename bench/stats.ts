// Summaries of timing samples for the bench tables.

/** The median: the middle value, or the mean of the two middle values of an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export type Summary = { median: number; min: number; max: number; runs: number }

/** Median, min and max of the samples. */
export function summarize(values: readonly number[]): Summary {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), runs: values.length }
}
