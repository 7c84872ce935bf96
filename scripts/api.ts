// The public API of each package entry, read with the TypeScript compiler: every exported name
// (values and types), its kind and the first sentence of its TSDoc. Used by the API test (every
// export is documented and listed in docs/reference/) and by `npm run api` to regenerate
// docs/reference/*.md.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** The package's entries (package.json `exports`), with their source and reference page. */
export const ENTRIES = [
  { entry: 'foyerkit', source: 'src/index.ts', page: 'docs/reference/foyerkit.md', about: 'FoyerProvider and the hooks (React), with the core types a hook user needs.' },
  { entry: 'foyerkit/core', source: 'src/core/index.ts', page: 'docs/reference/core.md', about: 'The framework-free core: the client, actions, flows, errors and types.' },
  { entry: 'foyerkit/ui', source: 'src/ui/index.ts', page: 'docs/reference/ui.md', about: 'The default UI: the modal, the embed, screens, overrides and copy.' },
  { entry: 'foyerkit/themes', source: 'src/themes/index.ts', page: 'docs/reference/themes.md', about: 'Themes: the built-in ones, their factories and the CSS variables.' },
  { entry: 'foyerkit/server', source: 'src/server/index.ts', page: 'docs/reference/server.md', about: "For the app's server: sign wallet API requests with the authorization key, call the wallet API (delegated actions)." },
  { entry: 'foyerkit/testing', source: 'src/testing/index.ts', page: 'docs/reference/testing.md', about: 'The dev backend and test helpers (runs in a browser too).' },
  { entry: 'foyerkit/testing/msw', source: 'src/testing/msw.ts', page: 'docs/reference/testing.md', about: 'The dev backend under msw.' },
  { entry: 'foyerkit/testing/node', source: 'src/testing/node.ts', page: 'docs/reference/testing.md', about: 'The dev backend as a real HTTP server (Node).' },
  { entry: 'foyerkit/testing/chains', source: 'src/testing/chains/index.ts', page: 'docs/reference/testing.md', about: 'Local chains for the dev backend (Node, native runtimes).' },
] as const

export type ApiName = { name: string; kind: 'function' | 'class' | 'constant' | 'type' | 'component'; summary: string }

function kindOf(symbol: ts.Symbol, checker: ts.TypeChecker): ApiName['kind'] {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
  if (target.flags & ts.SymbolFlags.Class) return 'class'
  if (target.flags & ts.SymbolFlags.Function) return /^[A-Z]/.test(symbol.name) ? 'component' : 'function'
  if (target.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Enum)) {
    const decl = target.valueDeclaration
    const type = decl ? checker.getTypeOfSymbolAtLocation(target, decl) : undefined
    const callable = type && type.getCallSignatures().length > 0
    return callable ? (/^[A-Z]/.test(symbol.name) && !/^[A-Z0-9_]+$/.test(symbol.name) ? 'component' : 'function') : 'constant'
  }
  return 'type'
}

function summaryOf(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
  const text = ts.displayPartsToString(target.getDocumentationComment(checker)).trim()
  const first = text.split(/\n\s*\n/)[0]!.replace(/\s+/g, ' ').trim()
  // `{@link name}` (or `{@link name | text}`) reads as code in the page.
  return first.replace(/\{@link\s+([^}|\s]+)\s*(?:\|\s*([^}]+?)\s*)?\}/g, (_, name: string, text?: string) => `\`${text ?? name}\``)
}

const UNNEEDED_DECLARATIONS =
  /\/node_modules\/(@types\/node|viem|ox|abitype|graphql|@solana|@noble|@scure|hono|@hono|@account-abstraction|@simplewebauthn|@walletconnect|@reown|msw|jose|otpauth|libphonenumber-js|@zxcvbn-ts|qrcode|litesvm|hardhat|@nomicfoundation)\//

let program: ts.Program | null = null
function load(): ts.Program {
  if (program) return program
  const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile)
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT)
  // Most of the parsing was the declarations of packages whose types no export list or comment
  // needs (chains, crypto, servers, Node's own): they are read as empty files. React's,
  // styled-components' and the standard library's stay (they tell a component from a constant).
  const options: ts.CompilerOptions = { ...parsed.options, noEmit: true }
  const host = ts.createCompilerHost(options)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (fileName, language, ...rest) =>
    UNNEEDED_DECLARATIONS.test(fileName) ? ts.createSourceFile(fileName, '', language) : getSourceFile(fileName, language, ...rest)
  program = ts.createProgram([...ENTRIES.map((e) => join(ROOT, e.source)), join(ROOT, 'src/core/internal.ts')], options, host)
  return program
}

/** Every name an entry exports, sorted, with its kind and TSDoc summary. */
export function apiOf(source: string): ApiName[] {
  const p = load()
  const checker = p.getTypeChecker()
  const file = p.getSourceFile(join(ROOT, source))
  if (!file) throw new Error(`No source ${source}`)
  const moduleSymbol = checker.getSymbolAtLocation(file)
  if (!moduleSymbol) return []
  return checker
    .getExportsOfModule(moduleSymbol)
    .map((symbol) => ({ name: symbol.name, kind: kindOf(symbol, checker), summary: summaryOf(symbol, checker) }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

const KIND_TITLES: Record<ApiName['kind'], string> = {
  component: 'Components',
  function: 'Functions and hooks',
  class: 'Errors and classes',
  constant: 'Constants',
  type: 'Types',
}

/** The reference page of the entries that share `page`. */
export function referencePage(page: string): string {
  const entries = ENTRIES.filter((e) => e.page === page)
  const parts = [
    `# API reference: ${entries.map((e) => `\`${e.entry}\``).join(', ')}`,
    '',
    'Generated from the sources by `npm run api` (a test fails when this page is out of date): every',
    'name the entry exports, with the first paragraph of its TSDoc. Read the whole comment in your',
    'editor, and the guides in docs/ for how the pieces fit.',
    '',
  ]
  for (const entry of entries) {
    const names = apiOf(entry.source)
    parts.push(`## \`${entry.entry}\``, '', entry.about, '')
    for (const kind of Object.keys(KIND_TITLES) as ApiName['kind'][]) {
      const group = names.filter((n) => n.kind === kind)
      if (group.length === 0) continue
      parts.push(`### ${KIND_TITLES[kind]}`, '')
      for (const n of group) parts.push(`- \`${n.name}\`${n.summary ? ` — ${n.summary}` : ''}`)
      parts.push('')
    }
  }
  return `${parts.join('\n').trimEnd()}\n`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check')
  let stale = 0
  for (const page of new Set(ENTRIES.map((e) => e.page))) {
    const text = referencePage(page)
    const path = join(ROOT, page)
    let current = ''
    try {
      current = readFileSync(path, 'utf8')
    } catch {
      // new page
    }
    if (current === text) continue
    stale++
    if (check) console.log(`${page} is out of date`)
    else writeFileSync(path, text)
  }
  if (!check) console.log('docs/reference written')
  process.exit(check && stale ? 1 : 0)
}
