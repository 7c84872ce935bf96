import { chromium } from 'playwright-core'
import { listStories, openStory, serveDir } from './stories.js'
const dir = '/tmp/gal-dbg/stories'
const stories = listStories(dir).filter((s) => s.id.endsWith('-light')).slice(40, 80)
const g = await serveDir(dir)
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] })
const ctx = await b.newContext({ viewport: { width: 1280, height: 800 } })
const page = await ctx.newPage()
await openStory(page, g.url, stories[0]!.id)
const cdp = await ctx.newCDPSession(page)
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 500 })
await cdp.send('Performance.enable')
const m0 = await cdp.send('Performance.getMetrics')
await cdp.send('Profiler.start')
for (const s of stories.slice(1)) await openStory(page, g.url, s.id)
const { profile } = await cdp.send('Profiler.stop')
const m1 = await cdp.send('Performance.getMetrics')
const get = (m: any, n: string) => m.metrics.find((x: any) => x.name === n)?.value
for (const n of ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration']) console.log(n, (get(m1, n) - get(m0, n)).toFixed(2))
const self = new Map<string, number>()
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]))
const dt = new Map<number, number>()
profile.samples.forEach((id: number, i: number) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))
for (const [id, t] of dt) { const n: any = byId.get(id); const f = n.callFrame; const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`; self.set(k, (self.get(k) ?? 0) + t) }
const total = [...self.values()].reduce((a, b) => a + b, 0)
console.log('total ms', (total / 1000).toFixed(0))
for (const [k, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 35)) console.log((t / 1000).toFixed(0).padStart(6), k.slice(0, 120))
// by script file
const files = new Map<string, number>()
for (const [id, t] of dt) { const n: any = byId.get(id); const u = n.callFrame.url.split('/').pop() || n.callFrame.functionName; files.set(u, (files.get(u) ?? 0) + t) }
console.log('--- by file'); for (const [k, t] of [...files].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log((t / 1000).toFixed(0).padStart(6), k)
await b.close(); await g.close()
