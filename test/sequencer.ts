import { readFileSync } from 'node:fs'
import { relative, sep } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The unit suite runs without per-file isolation: a worker reuses its module graph (and its DOM) for
 * the next file when that file asks for the same environment. This order keeps the files of one
 * environment together (happy-dom files first: the slowest are there), each group in vitest's own
 * order (slowest or largest first), so the workers rarely start afresh.
 *
 * The files that keep a core busy for long (Vite builds, the TypeScript compiler: FIRST) start
 * before all others: the UI files mostly wait (timers, React revealing a lazy screen) and fill the
 * cores around them; started last, they ran alone at the end. The longest waiting files (EARLY)
 * head their group.
 *
 * `FOYER_SHUFFLE_FILES=<seed>` shuffles the files within each group instead (the same seed, the same
 * order): a file that leaves something behind for the next one shows up that way. (vitest's own
 * `--sequence.shuffle.files` does not reach a custom sequencer.)
 */
const FIRST = ['test/bench/size.test.ts', 'test/architecture/api.test.ts', 'test/architecture/exports.test.ts']
/**
 * Then, at the head of their group: the long files that mostly wait (the story checks, the Solana
 * screens: React revealing screens, timers), whose waits the builds and the gallery's walk fill.
 * vitest's own order puts them there from its timing cache, which a fresh clone (CI) does not have:
 * ordered by file size they ran last, beside the host-app browser tests.
 */
const EARLY = [/^test\/ui\/story-checks\/part-\d+\.test\.tsx$/, /^test\/ui\/solana\.test\.tsx$/]

export class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seed = process.env.FOYER_SHUFFLE_FILES
    const sorted = seed ? shuffled(files, Number.parseInt(seed, 10) || 1) : await super.sort(files)
    const environment = new Map(sorted.map((spec) => [spec, environmentOf(spec.moduleId)]))
    const groups = [...new Set(environment.values())].sort((a, b) => (a === 'node' ? 1 : 0) - (b === 'node' ? 1 : 0) || a.localeCompare(b))
    const first = (spec: TestSpecification) => FIRST.some((file) => spec.moduleId.endsWith(`/${file}`))
    const early = (spec: TestSpecification) => EARLY.some((pattern) => pattern.test(relative(spec.project.config.root, spec.moduleId).split(sep).join('/')))
    return [
      ...FIRST.flatMap((file) => sorted.filter((spec) => spec.moduleId.endsWith(`/${file}`))),
      ...groups.flatMap((group) => {
        const inGroup = sorted.filter((spec) => environment.get(spec) === group && !first(spec))
        return [...inGroup.filter(early), ...inGroup.filter((spec) => !early(spec))]
      }),
    ]
  }
}

/** The file's `@vitest-environment` (and its options) from its docblock; 'node' when none. */
function environmentOf(file: string): string {
  const head = readFileSync(file, 'utf8').slice(0, 1000)
  const name = /@vitest-environment\s+([\w-]+)/.exec(head)?.[1] ?? 'node'
  const options = /@vitest-environment-options\s+(.+)/.exec(head)?.[1]?.trim() ?? ''
  return options ? `${name} ${options}` : name
}

/** A seeded shuffle (mulberry32): the same seed gives the same order. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}
