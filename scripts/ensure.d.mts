/** The Chromium binary to drive in browser tests, or null when none is installed. */
export function findChromium(): string | null

/** What `installDependencies` runs a command with: its output captured. */
export type QuietExec = (cmd: string, args: string[]) => { ok: boolean; status: number | string | null | undefined; output: string }

/**
 * `npm ci`, else `npm install`, with npm's output shown (through `fail`) only when both fail; one
 * line through `log` when npm ci refuses the lock file. Returns whether the packages are installed.
 */
export function installDependencies(options: {
  hasLock: boolean
  exec: QuietExec
  log: (line: string) => void
  fail: (text: string) => void
}): boolean
