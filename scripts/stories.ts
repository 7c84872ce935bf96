// The story gallery as a static site: build it with ladle, serve it on 127.0.0.1, list its stories
// and open one in a page. Used by the accessibility test (axe over every story), the layout guard
// and `npm run screenshots`.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('..', import.meta.url))
export const DEFAULT_STORIES_DIR = join(root, '.ladle-build')

export type StoryEntry = { id: string; name: string; levels: string[]; filePath: string }

/** `ladle build` into `outDir` (relative paths are taken from the project root). */
export async function buildStories(outDir: string = DEFAULT_STORIES_DIR): Promise<string> {
  const bin = join(root, 'node_modules', '.bin', 'ladle')
  await new Promise<void>((done, fail) => {
    // ladle takes --outDir relative to the working directory (even an absolute one).
    const child = spawn(bin, ['build', '--outDir', relative(root, resolve(root, outDir))], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let log = ''
    child.stdout.on('data', (d) => (log += d))
    child.stderr.on('data', (d) => (log += d))
    child.on('error', fail)
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`ladle build failed (exit ${code}):\n${log.slice(-4000)}`))))
  })
  return resolve(root, outDir)
}

/**
 * `buildStories(outDir)` once, however many processes ask (the e2e files that walk the gallery run
 * side by side): the first caller builds, the others wait for its build (or its failure).
 */
export async function buildStoriesOnce(outDir: string, timeoutMs = 300_000): Promise<string> {
  const dir = resolve(root, outDir)
  const done = `${dir}.built`
  const failed = `${dir}.failed`
  try {
    mkdirSync(`${dir}.lock`, { recursive: false })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    // Another process builds it.
    const deadline = Date.now() + timeoutMs
    for (;;) {
      if (existsSync(done)) return dir
      if (existsSync(failed)) throw new Error(`the story gallery build failed (in another test file):\n${readFileSync(failed, 'utf8')}`)
      if (Date.now() > deadline) throw new Error(`the story gallery build in ${dir} did not finish in ${timeoutMs / 1000} s`)
      await new Promise((next) => setTimeout(next, 200))
    }
  }
  try {
    await buildStories(dir)
  } catch (error) {
    writeFileSync(failed, (error as Error).message)
    throw error
  }
  writeFileSync(done, '')
  return dir
}

/** Every story of a built gallery (from ladle's meta.json), sorted by id. */
export function listStories(dir: string = DEFAULT_STORIES_DIR): StoryEntry[] {
  const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as { stories: Record<string, Omit<StoryEntry, 'id'>> }
  return Object.entries(meta.stories)
    .map(([id, s]) => ({ id, name: s.name, levels: s.levels, filePath: s.filePath }))
    .sort((a, b) => a.id.localeCompare(b.id))
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2',
}

/** A static file server for `dir` on 127.0.0.1 (port 0 = a free one). */
export async function serveDir(dir: string, port = 0): Promise<{ url: string; close: () => Promise<void> }> {
  const base = resolve(dir)
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    let file = normalize(join(base, path))
    if (!file.startsWith(base)) return void res.writeHead(403).end()
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(base, 'index.html')
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    res.end(readFileSync(file))
  })
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  const address = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

/** The URL of one story rendered alone (no ladle chrome). `params` become extra query parameters. */
export function storyUrl(baseUrl: string, id: string, params: Record<string, string> = {}): string {
  const url = new URL(baseUrl)
  url.searchParams.set('story', id)
  url.searchParams.set('mode', 'preview')
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  return url.toString()
}

type PageLike = {
  url: () => string
  goto: (url: string) => Promise<unknown>
  waitForSelector: (selector: string, options?: { timeout?: number; state?: 'attached' | 'visible' }) => Promise<unknown>
  waitForTimeout: (ms: number) => Promise<void>
  evaluate: <R, A>(fn: (arg: A) => R, arg: A) => Promise<R>
}

const visits = new WeakMap<object, number>()

/**
 * Opens a story and waits until it settled: the story's setup and play ran (`data-story-ready`),
 * its lazy screen chunk loaded, fonts loaded, finite animations finished and endless ones
 * (spinners) paused. A story whose setup or
 * play threw (`data-story-failed`) fails at once, with its id and the error. On a page that already shows
 * the gallery it switches to another story in place (history navigation, ~0.35 s instead of a
 * ~1.2 s load); every 40 stories, or for the same story again, it loads the page.
 */
export async function openStory(page: PageLike, baseUrl: string, id: string, params: Record<string, string> = {}): Promise<void> {
  const url = storyUrl(baseUrl, id, params)
  const count = visits.get(page) ?? 0
  visits.set(page, count + 1)
  // In place only to another story: the same story again (other parameters) may not remount.
  const current = page.url().startsWith(baseUrl) ? new URL(page.url()).searchParams.get('story') : null
  if (count % 40 !== 0 && current !== null && current !== id) {
    await page.evaluate((to: string) => {
      document.querySelectorAll('[data-story-ready], [data-story-failed]').forEach((el) => el.setAttribute('data-story-stale', ''))
      history.pushState({}, '', to)
      dispatchEvent(new PopStateEvent('popstate'))
    }, url)
  } else {
    await page.goto(url)
  }
  // A limit for a hung story, not a speed check: on two cores shared by four browser workers a
  // story has taken over 15 s to settle.
  await page
    .waitForSelector('[data-story-ready]:not([data-story-stale]), [data-story-failed]:not([data-story-stale])', { timeout: 30_000, state: 'attached' })
    .catch((error: Error) => {
      throw new Error(`story ${id} did not become ready: ${error.message}`)
    })
  const failure = await page.evaluate(
    () => document.querySelector('[data-story-failed]:not([data-story-stale])')?.getAttribute('data-story-failed') ?? null,
    undefined,
  )
  if (failure !== null) throw new Error(`story ${id} failed: ${failure}`)
  // A lazy screen shows the kit's loading spinner until its chunk arrives.
  await page
    .waitForSelector('[data-foyer] .foyer-screen, [data-foyer] .foyer-embed', { timeout: 3_000, state: 'attached' })
    .catch(() => {})
  // Fonts loaded, two frames painted, then the finite animations and transitions that are running
  // (a shake, a fade) have finished — at most 1 s; endless ones (spinners) are not waited for but
  // paused where they are: a page left on a spinner paints every frame (a tenth of a core, for
  // nothing, while the story is checked or photographed).
  // Anonymous callbacks only: tsx (keepNames) would wrap named ones in a helper the page lacks.
  await page.evaluate(async (capMs: number) => {
    await document.fonts?.ready
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    const running = document.getAnimations().filter((a) => a.playState === 'running')
    const endless = running.filter((a) => !Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
    endless.forEach((a) => a.pause())
    const finite = running.filter((a) => !endless.includes(a))
    if (finite.length === 0) return
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((done) => setTimeout(done, capMs))])
  }, 1_000)
}
