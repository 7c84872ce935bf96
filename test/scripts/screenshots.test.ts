import { join, resolve } from 'node:path'
import { describe, expect, test } from 'vitest'
import { contactSheet, parseArgs, pickStories, summaryTable, type Shot } from '../../scripts/screenshots.js'
import { DEFAULT_STORIES_DIR, root, type StoryEntry } from '../../scripts/stories.js'

const story = (id: string, group = 'Email code'): StoryEntry => ({ id, name: id.split('--')[1] ?? id, levels: [group], filePath: 'x' })

describe('npm run screenshots: arguments', () => {
  test('defaults: every theme, a fresh build, the screenshots/ folder', () => {
    expect(parseArgs([])).toEqual({
      filter: undefined, themes: ['light', 'dark', 'midnight', 'brutalist'], build: true, allVariants: false, width: 600,
      outDir: join(root, 'screenshots'), storiesDir: DEFAULT_STORIES_DIR,
    })
  })

  test('--filter, --themes, --no-build, --all-variants, --width and --out (also as --flag=value)', () => {
    const options = parseArgs(['--filter', 'email', '--themes=light,midnight', '--no-build', '--all-variants', '--width', '480', '--out', 'tmp/x'])
    expect(options).toMatchObject({ filter: 'email', themes: ['light', 'midnight'], build: false, allVariants: true, width: 480, outDir: resolve('tmp/x') })
  })

  test('bad options fail with a message naming what is expected', () => {
    expect(() => parseArgs(['--themes', 'light,neon'])).toThrow('--themes: unknown theme "neon"; expected a comma-separated subset of light, dark, midnight, brutalist')
    expect(() => parseArgs(['--filter'])).toThrow('--filter needs a value')
    expect(() => parseArgs(['--width', 'wide'])).toThrow('--width: expected an integer from 320 to 3840, got "wide"')
    expect(() => parseArgs(['--theme', 'dark'])).toThrow('Unknown option "--theme". Run with --help for the options.')
    expect(parseArgs(['--no-build', '--help'])).toBe('help')
  })
})

describe('npm run screenshots: which stories', () => {
  const all = ['landing--default-dark', 'landing--default-light', 'modal--open-dark', 'modal--open-light', 'solo--only-dark', 'solo--plain'].map((id) => story(id))

  test('the light story of each pair, and every unpaired story', () => {
    expect(pickStories(all).map((s) => s.id)).toEqual(['landing--default-light', 'modal--open-light', 'solo--only-dark', 'solo--plain'])
  })

  test('a filter keeps ids containing it; --all-variants keeps the dark ones', () => {
    expect(pickStories(all, 'modal').map((s) => s.id)).toEqual(['modal--open-light'])
    expect(pickStories(all, 'modal', true).map((s) => s.id)).toEqual(['modal--open-dark', 'modal--open-light'])
  })
})

describe('npm run screenshots: the contact sheet', () => {
  const out = '/shots'
  const shots: Shot[] = [
    { story: story('email-code--awaiting-light'), theme: 'light', file: '/shots/light/email-code--awaiting-light.png' },
    { story: story('email-code--awaiting-light'), theme: 'midnight', file: '/shots/midnight/email-code--awaiting-light.png' },
    { story: story('landing--default-light', 'Landing'), theme: 'midnight', file: null, error: 'Timeout <15000ms>' },
  ]
  const html = contactSheet(shots, ['light', 'midnight'], out)

  test('one section per group, one row per story, the themes side by side in the given order', () => {
    expect(html.match(/<section /g)).toHaveLength(2)
    expect(html).toContain('<thead><tr><th>story</th><th>light</th><th>midnight</th></tr></thead>')
    const row = html.slice(html.indexOf('<tr data-story="email-code--awaiting-light">'))
    expect(row.indexOf('light/email-code--awaiting-light.png')).toBeLessThan(row.indexOf('midnight/email-code--awaiting-light.png'))
    expect(html).toContain('<img src="light/email-code--awaiting-light.png" loading="lazy" alt="email-code--awaiting-light in light">')
    expect(html).toContain('2 stories × 2 themes')
  })

  test('a failed image shows its (escaped) error, a theme not rendered shows a dash', () => {
    expect(html).toContain('<td class="failed">failed: Timeout &lt;15000ms&gt;</td>')
    const landing = html.slice(html.indexOf('<tr data-story="landing--default-light">'))
    expect(landing.slice(0, landing.indexOf('</tr>'))).toContain('<td class="missing">–</td>')
  })

  test('the summary table reports stories, images and seconds', () => {
    const table = summaryTable({ stories: 2, themes: 2, images: 3, failed: [], seconds: 10, buildSeconds: 4, outDir: out })
    expect(table).toContain('| images        |        3 |')
    expect(table).toContain('| per image (s) |     2.00 |')
  })
})
