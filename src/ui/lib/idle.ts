/** Runs `task` when the browser is idle (soon after, where there is no requestIdleCallback); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  const w = globalThis as { requestIdleCallback?: (cb: () => void) => number; cancelIdleCallback?: (id: number) => void }
  if (typeof w.requestIdleCallback === 'function') {
    const id = w.requestIdleCallback(task)
    return () => w.cancelIdleCallback?.(id)
  }
  const id = setTimeout(task, 200)
  return () => clearTimeout(id)
}
