// `npm run bench` (structure part): how the source is shaped — how many files outside a login
// method's own files name it, exports per entry and how many the docs mention, import cycles.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const rel = (file: string) => relative(ROOT, file).split(sep).join('/')

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

/** Each login method: the words that name it in code, and the path fragment of its own files. */
export const METHOD_NAMES: Record<string, { pattern: RegExp; own: RegExp }> = {
  email: { pattern: /\bemail\b|Email/, own: /email/i },
  sms: { pattern: /\bsms\b|Sms|SMS/, own: /sms|phone/i },
  oauth: { pattern: /oauth|OAuth/, own: /oauth/i },
  passkey: { pattern: /passkey|Passkey/, own: /passkey/i },
  telegram: { pattern: /telegram|Telegram/, own: /telegram/i },
  farcaster: { pattern: /farcaster|Farcaster/, own: /farcaster/i },
  'cross-app': { pattern: /crossApp|CrossApp|cross_app|cross-app/, own: /cross-?app/i },
  guest: { pattern: /\bguest\b|Guest/, own: /guest/i },
  'custom auth': { pattern: /customAuth|CustomAuth|custom_auth|custom-auth/, own: /custom/i },
  siwe: { pattern: /siwe|Siwe|SIWE/, own: /siwe/i },
  siws: { pattern: /siws|Siws|SIWS/, own: /siws/i },
}

/**
 * Type-union modules: they list every method's name in a type (linked-account types, error codes,
 * screen ids), which is their job.
 */
const TYPE_UNIONS = /^src\/core\/types\/|^src\/core\/errors\/codes\.ts$|^src\/ui\/screen-ids\.ts$/

/**
 * Files of src/core, src/hooks and src/ui that name a method outside its own files (barrels — the
 * entries and the internal barrels core/internal.ts, hooks/internalApi.ts —, copy catalogues and
 * type-union modules aside).
 */
export function filesNamingMethod(method: string): string[] {
  const { pattern, own } = METHOD_NAMES[method]!
  return ['core', 'hooks', 'ui']
    .flatMap((layer) => sourceFiles(join(ROOT, 'src', layer)))
    .map(rel)
    .filter((file) => !own.test(file))
    .filter((file) => !/(^|\/)index\.tsx?$|^src\/core\/internal\.ts$|^src\/hooks\/internalApi\.ts$/.test(file) && !file.includes('/copy/') && !TYPE_UNIONS.test(file))
    .filter((file) => pattern.test(readFileSync(join(ROOT, file), 'utf8')))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv.slice(2)
  const rows = Object.keys(METHOD_NAMES).map((method) => ({ method, 'files naming it elsewhere': filesNamingMethod(method).length }))
  console.table(rows)
  // `npx tsx bench/structure.ts telegram` lists the files too.
  for (const method of only) console.log(`${method}:\n  ${filesNamingMethod(method).join('\n  ')}`)
}
