// `npm start` opens the demo in the default browser: only for a person at a terminal (stdout is a
// TTY), never in CI, and not with `--no-open`.
import { spawn } from 'node:child_process'

export type OpenContext = { isTTY: boolean | undefined; env: NodeJS.ProcessEnv; argv: readonly string[] }

/** Whether to open a browser: a terminal, not CI, no `--no-open`. */
export function shouldOpenBrowser({ isTTY, env, argv }: OpenContext): boolean {
  const ci = env.CI !== undefined && env.CI !== '' && env.CI !== '0' && env.CI.toLowerCase() !== 'false'
  return Boolean(isTTY) && !ci && !argv.includes('--no-open')
}

/** The platform's "open this URL" command. */
export function openCommand(platform: NodeJS.Platform, url: string): { cmd: string; args: string[] } {
  if (platform === 'darwin') return { cmd: 'open', args: [url] }
  if (platform === 'win32') return { cmd: 'cmd', args: ['/c', 'start', '""', url] }
  return { cmd: 'xdg-open', args: [url] }
}

/** Opens `url` in the default browser; a machine without one is not an error (the URL is printed). */
export function openBrowser(url: string): void {
  const { cmd, args } = openCommand(process.platform, url)
  try {
    const child = spawn(cmd, args, { stdio: 'ignore', detached: true })
    child.on('error', () => {})
    child.unref()
  } catch {
    // No opener on this machine.
  }
}
