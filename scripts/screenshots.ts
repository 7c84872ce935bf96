// `npm run screenshots`: every story of the gallery in every built-in theme, as PNG files, plus a
// contact sheet (screenshots/index.html) that shows the themes of each story side by side.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type Page } from 'playwright-core'
import { STORY_THEMES, THEME_PARAM, type StoryThemeName } from '../stories/globals.js'
import { findChromium } from './ensure.mjs'
import { DEFAULT_STORIES_DIR, buildStories, listStories, openStory, root, serveDir, type StoryEntry } from './stories.js'

export const HELP = `Usage: npm run screenshots -- [options]

Builds the story gallery (ladle build), serves it, and renders every story in
every built-in theme (light, dark, midnight, brutalist; passed as ?foyerTheme=) to
screenshots/<theme>/<story-id>.png, cropped to the story's canvas, plus screenshots/index.html: a
contact sheet with the themes of each story side by side.

Stories come in Light/Dark pairs and the theme parameter replaces the story's own scheme, so only
the "-light" story of each pair is rendered (the "-dark" one would give the same images); stories
without a pair are all rendered. --all-variants renders both.

Options:
  --filter <text>     only stories whose id contains <text> (e.g. --filter email-code)
  --themes <list>     comma-separated subset of: ${STORY_THEMES.join(', ')} (default: all)
  --no-build          reuse the existing build in .ladle-build
  --all-variants      render the "-dark" story of each pair too
  --width <px>        viewport width (default 600; the screens are 360 px wide)
  --out <dir>         output folder (default screenshots/)
  --stories-dir <dir> the built gallery to use (default .ladle-build)
  --help              this text

The contact sheet lists the images of this run only.`

export type ScreenshotOptions = {
  filter: string | undefined
  themes: StoryThemeName[]
  build: boolean
  allVariants: boolean
  width: number
  outDir: string
  storiesDir: string
}

/** Parses the command line (without `node script`); throws with a clear message on a bad option. */
export function parseArgs(argv: string[]): ScreenshotOptions | 'help' {
  const options: ScreenshotOptions = {
    filter: undefined, themes: [...STORY_THEMES], build: true, allVariants: false, width: 600, outDir: join(root, 'screenshots'),
    storiesDir: DEFAULT_STORIES_DIR,
  }
  const value = (flag: string, i: number): string => {
    const v = argv[i + 1]
    if (v === undefined || v.startsWith('--')) throw new Error(`${flag} needs a value`)
    return v
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined]
    const take = () => (inline !== undefined ? inline : value(flag, i++))
    switch (flag) {
      case '--help':
      case '-h':
        return 'help'
      case '--filter':
        options.filter = take()
        break
      case '--themes': {
        const names = take().split(',').map((t) => t.trim()).filter(Boolean)
        const unknown = names.filter((t) => !(STORY_THEMES as readonly string[]).includes(t))
        if (unknown.length || !names.length) {
          throw new Error(`--themes: unknown theme ${unknown.map((t) => `"${t}"`).join(', ') || '(none given)'}; expected a comma-separated subset of ${STORY_THEMES.join(', ')}`)
        }
        options.themes = [...new Set(names)] as StoryThemeName[]
        break
      }
      case '--no-build':
        options.build = false
        break
      case '--all-variants':
        options.allVariants = true
        break
      case '--width': {
        const raw = take()
        const width = Number(raw)
        if (!Number.isInteger(width) || width < 320 || width > 3840) throw new Error(`--width: expected an integer from 320 to 3840, got "${raw}"`)
        options.width = width
        break
      }
      case '--out':
        options.outDir = resolve(take())
        break
      case '--stories-dir':
        options.storiesDir = resolve(take())
        break
      default:
        throw new Error(`Unknown option "${arg}". Run with --help for the options.`)
    }
  }
  return options
}

/**
 * The stories to render: those whose id contains `filter`; of each Light/Dark pair
 * (`…-light` / `…-dark`) only the light one unless `allVariants`.
 */
export function pickStories(stories: StoryEntry[], filter?: string, allVariants = false): StoryEntry[] {
  const ids = new Set(stories.map((s) => s.id))
  return stories.filter((s) => {
    if (filter && !s.id.includes(filter)) return false
    if (allVariants) return true
    return !(s.id.endsWith('-dark') && ids.has(`${s.id.slice(0, -'-dark'.length)}-light`))
  })
}

export type Shot = { story: StoryEntry; theme: StoryThemeName; file: string | null; error?: string }

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The contact sheet: one row per story (grouped by its first level), one column per theme. */
export function contactSheet(shots: Shot[], themes: readonly StoryThemeName[], outDir: string): string {
  const byStory = new Map<string, { story: StoryEntry; shots: Map<StoryThemeName, Shot> }>()
  for (const shot of shots) {
    const row = byStory.get(shot.story.id) ?? { story: shot.story, shots: new Map() }
    row.shots.set(shot.theme, shot)
    byStory.set(shot.story.id, row)
  }
  const groups = new Map<string, (typeof byStory extends Map<string, infer R> ? R : never)[]>()
  for (const row of [...byStory.values()].sort((a, b) => a.story.id.localeCompare(b.story.id))) {
    const group = row.story.levels[0] ?? 'Stories'
    groups.set(group, [...(groups.get(group) ?? []), row])
  }
  const cell = (shot: Shot | undefined) => {
    if (!shot) return '<td class="missing">–</td>'
    if (!shot.file) return `<td class="failed">failed: ${esc(shot.error ?? 'unknown error')}</td>`
    const src = esc(relative(outDir, shot.file).split('\\').join('/'))
    return `<td><a href="${src}"><img src="${src}" loading="lazy" alt="${esc(`${shot.story.id} in ${shot.theme}`)}"></a></td>`
  }
  const sections = [...groups].map(([group, rows]) => `
<section data-group="${esc(group)}">
  <h2>${esc(group)}</h2>
  <table>
    <thead><tr><th>story</th>${themes.map((t) => `<th>${esc(t)}</th>`).join('')}</tr></thead>
    <tbody>${rows.map((row) => `
      <tr data-story="${esc(row.story.id)}"><th scope="row">${esc(row.story.name)}<br><code>${esc(row.story.id)}</code></th>${themes.map((t) => cell(row.shots.get(t))).join('')}</tr>`).join('')}
    </tbody>
  </table>
</section>`).join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Foyer stories × themes</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #111; background: #fafafa; }
  header { position: sticky; top: 0; background: #fafafa; padding: 8px 0; z-index: 1; }
  table { border-collapse: collapse; margin-bottom: 32px; }
  th, td { border: 1px solid #ddd; padding: 6px; vertical-align: top; text-align: left; }
  thead th { text-transform: capitalize; }
  th[scope=row] { width: 180px; font-weight: 600; }
  th[scope=row] code { font-weight: 400; font-size: 11px; color: #555; word-break: break-all; }
  img { width: 300px; height: auto; display: block; }
  td.failed { color: #b00000; max-width: 300px; }
  td.missing { color: #999; }
</style>
</head>
<body>
<header>
  <strong>${byStory.size} stories × ${themes.length} themes</strong> ·
  <label>filter <input id="filter" placeholder="story id…" autofocus></label>
</header>
${sections}
<script>
  document.getElementById('filter').addEventListener('input', (e) => {
    const q = e.target.value.toLowerCase()
    for (const tr of document.querySelectorAll('tr[data-story]')) tr.hidden = !tr.dataset.story.includes(q)
    for (const s of document.querySelectorAll('section')) s.hidden = !s.querySelector('tr[data-story]:not([hidden])')
  })
</script>
</body>
</html>
`
}

const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
]

/** One image: opens the story in the theme (in place when possible) and crops it to its canvas. */
async function shoot(page: Page, baseUrl: string, story: StoryEntry, theme: StoryThemeName, file: string): Promise<void> {
  await openStory(page, baseUrl, story.id, { [THEME_PARAM]: theme })
  const canvas = page.locator('[data-story-canvas]').first()
  if ((await canvas.count()) > 0) await canvas.screenshot({ path: file, animations: 'disabled' })
  else await page.screenshot({ path: file, fullPage: true, animations: 'disabled' })
}

export type ScreenshotSummary = { stories: number; themes: number; images: number; failed: Shot[]; seconds: number; buildSeconds: number; outDir: string }

/** Builds (unless told not to), serves and renders; writes the images and the contact sheet. */
export async function takeScreenshots(options: ScreenshotOptions, log: (line: string) => void = console.log): Promise<ScreenshotSummary> {
  const started = Date.now()
  if (options.build) {
    log('Building the story gallery (ladle build)…')
    await buildStories(options.storiesDir)
  }
  const buildSeconds = (Date.now() - started) / 1000
  const stories = pickStories(listStories(options.storiesDir), options.filter, options.allVariants)
  if (!stories.length) throw new Error(`No story matches ${options.filter ? `"${options.filter}"` : 'at all'}`)
  for (const theme of options.themes) mkdirSync(join(options.outDir, theme), { recursive: true })

  const executablePath = findChromium()
  if (!executablePath) throw new Error('Chromium not found: run `node scripts/ensure.mjs --chromium` (or set CHROMIUM_PATH)')
  const server = await serveDir(options.storiesDir)
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true })
  const shots: Shot[] = []
  try {
    // Theme-major: consecutive visits change story, so each page switches in place (fast).
    const jobs = options.themes.flatMap((theme) => stories.map((story) => ({ story, theme })))
    let next = 0
    let done = 0
    const worker = async () => {
      const context = await browser.newContext({ viewport: { width: options.width, height: 800 }, reducedMotion: 'reduce' })
      const page = await context.newPage()
      try {
        for (let job = jobs[next++]; job; job = jobs[next++]) {
          const file = join(options.outDir, job.theme, `${job.story.id}.png`)
          try {
            await shoot(page, server.url, job.story, job.theme, file)
            shots.push({ ...job, file })
          } catch (error) {
            const message = (error as Error).message.split('\n')[0]!
            shots.push({ ...job, file: null, error: message })
            log(`  ✗ ${job.theme}/${job.story.id}: ${message}`)
            // Start the next story from a clean page load.
            await page.goto('about:blank').catch(() => {})
          }
          if (++done % 25 === 0 || done === jobs.length) log(`  ${done}/${jobs.length} images`)
        }
      } finally {
        await context.close()
      }
    }
    // Two pages at most (the machine is shared; more does not go faster on two cores).
    await Promise.all(Array.from({ length: Math.min(2, jobs.length) }, worker))
  } finally {
    await browser.close()
    await server.close()
  }
  writeFileSync(join(options.outDir, 'index.html'), contactSheet(shots, options.themes, options.outDir))
  return {
    stories: stories.length,
    themes: options.themes.length,
    images: shots.filter((s) => s.file).length,
    failed: shots.filter((s) => !s.file),
    seconds: (Date.now() - started) / 1000,
    buildSeconds,
    outDir: options.outDir,
  }
}

/** The summary as a small table. */
export function summaryTable(summary: ScreenshotSummary): string {
  const rows: [string, string][] = [
    ['stories', String(summary.stories)],
    ['themes', String(summary.themes)],
    ['images', String(summary.images)],
    ['failed', String(summary.failed.length)],
    ['build (s)', summary.buildSeconds.toFixed(1)],
    ['total (s)', summary.seconds.toFixed(1)],
    ['per image (s)', summary.images ? ((summary.seconds - summary.buildSeconds) / summary.images).toFixed(2) : '–'],
  ]
  const width = Math.max(...rows.map(([k]) => k.length))
  const line = `+${'-'.repeat(width + 2)}+${'-'.repeat(10)}+`
  return [line, ...rows.map(([k, v]) => `| ${k.padEnd(width)} | ${v.padStart(8)} |`), line].join('\n')
}

async function main() {
  let options: ScreenshotOptions | 'help'
  try {
    options = parseArgs(process.argv.slice(2))
  } catch (error) {
    console.error((error as Error).message)
    process.exit(2)
  }
  if (options === 'help') return void console.log(HELP)
  const summary = await takeScreenshots(options)
  console.log(summaryTable(summary))
  console.log(`Contact sheet: ${join(summary.outDir, 'index.html')}`)
  if (summary.failed.length) process.exitCode = 1
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
