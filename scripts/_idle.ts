import { readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { openStory, serveDir } from './stories.js'
const id = process.argv[2]!
const reduce = process.argv[3] === 'reduce'
const g = await serveDir('/tmp/gal-dbg/stories')
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] })
const page = await b.newPage({ viewport: { width: 1280, height: 800 } })
if (reduce) await page.emulateMedia({ reducedMotion: 'reduce' })
await openStory(page, g.url, id)
const stat = () => Number(readFileSync('/sys/fs/cgroup/cpuacct/' + process.env.CG + '/cpuacct.usage', 'utf8')) / 1e9
const c0 = stat(); const t0 = Date.now()
await new Promise((r) => setTimeout(r, 10_000))
console.log(id, reduce ? 'reduce' : '', 'idle 10 s: cpu', (stat() - c0).toFixed(2), 's over', Date.now() - t0, 'ms')
await b.close(); await g.close()
