// The type check (`npm run typecheck`, TypeScript 7) reads tsconfig.check.json, where '@ladle/react'
// is .ladle/ladle-react.d.ts (see its head for why). These tests keep that stand-in honest: the
// config differs from tsconfig.json by that mapping only, and TypeScript 5.9, reading Ladle's own
// declaration file, finds the stand-in's types identical to Ladle's.
import { join } from 'node:path'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '../..')
const STAND_IN = './.ladle/ladle-react.d.ts'

function readConfig(file: string): Record<string, unknown> {
  const { config, error } = ts.readConfigFile(join(ROOT, file), ts.sys.readFile)
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'))
  return config
}

// Two types are identical when no type tells them apart (the checker's identity, not assignability).
const PRELUDE = `
import type * as Ladle from '@ladle/react'
import type * as Ours from '../../.ladle/ladle-react.js'
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
type Props = { label: string; count?: number; tone: 'light' | 'dark'; onPick: (value: string) => void }
`
/** Files compiled in memory beside this one: the comparison, and a control that must fail. */
const SOURCES: Record<string, string> = {
  'ladle-types.ts': `${PRELUDE}
export const checks: true[] = [
  true satisfies Equal<Ladle.StoryDefault, Ours.StoryDefault>,
  true satisfies Equal<Ladle.StoryDefault<Props>, Ours.StoryDefault<Props>>,
  true satisfies Equal<Ladle.GlobalProvider, Ours.GlobalProvider>,
]
`,
  // One property's type changed: the comparison tells it apart (else the one above proves nothing).
  'ladle-types-control.ts': `${PRELUDE}
type Changed = Omit<Ours.StoryDefault<Props>, 'title'> & { title?: string | number }
export const control: true = true satisfies Equal<Ladle.StoryDefault<Props>, Changed>
`,
}

/** The errors TypeScript 5.9 reports in each in-memory file, compiled with tsconfig.json. */
function compileInMemory() {
  const parsed = ts.parseJsonConfigFileContent(readConfig('tsconfig.json'), ts.sys, ROOT)
  const options = { ...parsed.options, noEmit: true }
  const paths = Object.fromEntries(Object.entries(SOURCES).map(([name, text]) => [join(ROOT, 'test/architecture', name), text]))
  const host = ts.createCompilerHost(options)
  const { fileExists, readFile, getSourceFile } = host
  host.fileExists = (file) => file in paths || fileExists.call(host, file)
  host.readFile = (file) => paths[file] ?? readFile.call(host, file)
  host.getSourceFile = (file, language, ...rest) =>
    file in paths ? ts.createSourceFile(file, paths[file]!, language) : getSourceFile.call(host, file, language, ...rest)
  const program = ts.createProgram(Object.keys(paths), options, host)
  const errors = (name: string) => {
    const file = program.getSourceFile(join(ROOT, 'test/architecture', name))!
    return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map((d) =>
      ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    )
  }
  const checker = program.getTypeChecker()
  const standIn = program.getSourceFile(join(ROOT, STAND_IN))!
  const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(standIn)!).map((s) => s.name)
  return { errors, exported: exported.sort(), resolvedLadle: program.getSourceFiles().some((f) => f.fileName.endsWith('@ladle/react/typings-for-build/app/exports.d.ts')) }
}

describe("the type check's '@ladle/react' (tsconfig.check.json)", () => {
  it('tsconfig.check.json is tsconfig.json with only @ladle/react mapped to the stand-in', () => {
    const base = readConfig('tsconfig.json') as { compilerOptions: { paths: Record<string, string[]> } }
    const check = readConfig('tsconfig.check.json')
    expect(check).toEqual({
      extends: './tsconfig.json',
      compilerOptions: { paths: { ...base.compilerOptions.paths, '@ladle/react': [STAND_IN] } },
    })
  })

  // Ladle's own declaration file pulls in its UI sources: seconds, more beside the suite's start.
  describe('TypeScript 5.9, reading Ladle’s own declaration file', () => {
    let compiled: ReturnType<typeof compileInMemory>
    beforeAll(() => {
      compiled = compileInMemory()
    }, 60_000)

    it('finds StoryDefault (default and with props) and GlobalProvider identical to Ladle’s', () => {
      expect(compiled.resolvedLadle).toBe(true)
      expect(compiled.errors('ladle-types.ts')).toEqual([])
    })

    it('tells a stand-in with one property changed apart (the comparison can fail)', () => {
      expect(compiled.errors('ladle-types-control.ts')).toEqual([expect.stringMatching(/^Type 'true' does not satisfy the expected type 'false'/)])
    })

    it('the stand-in exports exactly the types compared above', () => {
      expect(compiled.exported).toEqual(['GlobalProvider', 'StoryDefault'])
    })
  })
})
