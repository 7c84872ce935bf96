/**
 * `foyerkit dev-backend`: the dev backend on a local port, beside a host app's own dev server.
 * Node only; runs from the published package (dist/esm/cli/foyerkit.js).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { DEV_APP_ID } from '../testing/config.js'
import type { DevChain } from '../testing/chains/types.js'
import { DEV_BACKEND_PACKAGES, DEV_CHAIN_PACKAGES, DEV_SERVER_PACKAGES, missingPackages, type PackageResolver } from '../testing/packages.js'
import type { DevBackendOptions } from '../testing/types.js'

export { DEV_CHAIN_PACKAGES }

export const DEV_BACKEND_USAGE = `Usage: foyerkit dev-backend [options]

Runs the Foyer dev backend (the API, e-mail and SMS codes in a dev mailbox, optional local
chains) on a local port, for a host app served by its own dev server.

Options:
  --port <n>            Port to listen on (default 4400; 0 picks a free one)
  --host <address>      Address to listen on (default 127.0.0.1)
  --origin <origin>     A host page origin allowed to call the backend, e.g.
                        http://localhost:5173 (repeat it or separate with commas;
                        "scheme://host:*" allows any port). Default: the dev
                        backend's own allow-list (docs/dev-backend.md)
  --app-id <id>         The app id (25 characters; default ${DEV_APP_ID})
  --config <file.json>  App config (login methods, appearance …) merged over the default
  --chains <list>       Local chains: evm, solana, evm,solana or none (default none).
                        They need optional packages: evm @nomicfoundation/edr;
                        solana litesvm, @solana/kit, @solana/spl-token,
                        @solana/web3.js, ws
  --log                 Print one line per request
  -h, --help            Show this help

Example:
  npx foyerkit dev-backend --port 4400 --origin http://localhost:5173
  then <FoyerProvider appId="${DEV_APP_ID}" apiUrl="http://127.0.0.1:4400">
`

/**
 * What the bin loads, besides the kit's own dependencies: the dev backend and its HTTP server
 * (optional peer dependencies of the package, installed with it as dev dependencies).
 */
export const DEV_BACKEND_COMMAND_PACKAGES = [...DEV_BACKEND_PACKAGES, ...DEV_SERVER_PACKAGES] as const

export type DevChainName = keyof typeof DEV_CHAIN_PACKAGES

export type DevBackendArgs = {
  port: number
  host: string
  origins: string[] | undefined
  appId: string
  configFile: string | undefined
  chains: DevChainName[]
  log: boolean
  help: boolean
}

/** A wrong command line: its message is printed with a pointer to --help, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError'
}

const isOrigin = (value: string) => {
  const anyPort = value.endsWith(':*')
  try {
    const url = new URL(anyPort ? value.slice(0, -2) : value)
    return /^https?:$/.test(url.protocol) && url.origin === (anyPort ? value.slice(0, -2) : value)
  } catch {
    return false
  }
}

/** Parses `foyerkit dev-backend`'s options (what follows the command name). */
export function parseDevBackendArgs(argv: readonly string[]): DevBackendArgs {
  let values
  try {
    ;({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        origin: { type: 'string', multiple: true },
        'app-id': { type: 'string' },
        config: { type: 'string' },
        chains: { type: 'string' },
        log: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }))
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  const port = values.port === undefined ? 4400 : Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be a port number (got '${values.port}')`)
  const origins = values.origin?.flatMap((o) => o.split(',')).map((o) => o.trim().replace(/\/$/, '')).filter(Boolean)
  for (const origin of origins ?? []) {
    if (!isOrigin(origin)) throw new UsageError(`--origin must be an origin such as http://localhost:5173 (got '${origin}')`)
  }
  const appId = values['app-id'] ?? DEV_APP_ID
  if (appId.length !== 25) throw new UsageError(`--app-id must be 25 characters (got ${appId.length})`)
  const chainList = (values.chains ?? 'none').split(',').map((c) => c.trim()).filter(Boolean)
  const chains = chainList.filter((c) => c !== 'none')
  for (const chain of chains) {
    if (!(chain in DEV_CHAIN_PACKAGES)) throw new UsageError(`--chains takes evm, solana or none (got '${chain}')`)
  }
  return {
    port,
    host: values.host ?? '127.0.0.1',
    origins: origins?.length ? origins : undefined,
    appId,
    configFile: values.config,
    chains: [...new Set(chains)] as DevChainName[],
    log: values.log ?? false,
    help: values.help ?? false,
  }
}

/** The packages of `chain` that cannot be loaded from here (none when all are installed). */
export function missingChainPackages(chain: DevChainName, resolve?: PackageResolver): string[] {
  return missingPackages(DEV_CHAIN_PACKAGES[chain], resolve)
}

const missingText = (what: string, missing: readonly string[], all: readonly string[]) =>
  `${what} needs the package${missing.length > 1 ? 's' : ''} ${missing.join(', ')}, which ${missing.length > 1 ? 'are' : 'is'} not installed: ` +
  `npm i -D ${all.join(' ')}`

/** Throws a UsageError naming the packages a chain needs and that are not installed. */
export function assertChainPackages(names: readonly DevChainName[], resolve?: PackageResolver): void {
  for (const name of names) {
    const missing = missingChainPackages(name, resolve)
    if (missing.length > 0) throw new UsageError(missingText(`--chains ${name}`, missing, DEV_CHAIN_PACKAGES[name]))
  }
}

/**
 * Throws a UsageError naming what the command needs and is not installed: the dev backend's
 * packages (DEV_BACKEND_COMMAND_PACKAGES), then those of each asked-for chain.
 */
export function assertDevBackendPackages(chains: readonly DevChainName[], resolve?: PackageResolver): void {
  const missing = missingPackages(DEV_BACKEND_COMMAND_PACKAGES, resolve)
  if (missing.length > 0) throw new UsageError(missingText('the dev backend', missing, DEV_BACKEND_COMMAND_PACKAGES))
  assertChainPackages(chains, resolve)
}

/** Starts the asked-for local chains; a chain whose packages are missing is a clear error naming them. */
async function startChains(names: readonly DevChainName[]): Promise<DevChain[]> {
  // Each chain's module is loaded only when asked for: they import the optional native runtimes.
  return Promise.all(
    names.map(async (name) =>
      name === 'evm'
        ? (await import('../testing/chains/evm/index.js')).createEvmDevChain()
        : (await import('../testing/chains/solana/index.js')).createSolanaDevChain(),
    ),
  )
}

/**
 * The wallet-service page script: the files of dist/wallet-service/ (built by `npm run build`:
 * frame.js and its chunks) by name, if frame.js is there.
 */
function walletServiceScript(): (() => Record<string, string>) | undefined {
  // From dist/esm/cli/ (the published package) or src/cli/ (a clone, after npm run build).
  const candidates = ['../../wallet-service/', '../../dist/wallet-service/'].map((p) => fileURLToPath(new URL(p, import.meta.url)))
  const dir = candidates.find((path) => existsSync(join(path, 'frame.js')))
  if (!dir) return undefined
  const files = Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => [name, readFileSync(join(dir, name), 'utf8')]),
  )
  return () => files
}

function readConfig(file: string | undefined): DevBackendOptions['appConfig'] {
  if (file === undefined) return undefined
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    throw new UsageError(`--config: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`)
  }
  try {
    return JSON.parse(text) as DevBackendOptions['appConfig']
  } catch (error) {
    throw new UsageError(`--config: ${file} is not JSON (${(error as Error).message})`)
  }
}

export type RunningDevBackend = { url: string; appId: string; close(): Promise<void> }

/** Starts the dev backend the arguments describe and prints where it is and how to use it. */
export async function startDevBackendCommand(args: DevBackendArgs, out: (line: string) => void = console.log): Promise<RunningDevBackend> {
  // The dev backend's packages are optional peer dependencies: checked before they are loaded.
  assertDevBackendPackages(args.chains)
  const [{ createDevBackend }, { startDevServer }] = await Promise.all([import('../testing/backend.js'), import('../testing/node.js')])
  const appConfig = readConfig(args.configFile)
  const chains = await startChains(args.chains)
  const closeChains = () => Promise.all(chains.map((chain) => chain.close?.()))
  const backend = createDevBackend({
    appId: args.appId,
    appConfig,
    chains,
    walletServiceScript: walletServiceScript(),
    ...(args.origins ? { allowedOrigins: args.origins } : {}),
  })
  // `dev`: the dev routes (/__dev/mailbox …) answer, where the server gates them.
  const serverOptions = { backend, port: args.port, host: args.host, dev: true, ...(args.log ? { log: out } : {}) }
  const server = await startDevServer(serverOptions).catch(async (error: NodeJS.ErrnoException) => {
    await closeChains()
    if (error.code === 'EADDRINUSE') throw new UsageError(`port ${args.port} on ${args.host} is in use: pass another --port`)
    throw error
  })

  out('')
  out(`  Foyer dev backend: ${server.url}`)
  out(`  App id:            ${backend.appId}`)
  out(`  Allowed origins:   ${args.origins?.join(', ') ?? "not set (the dev backend's default)"}`)
  for (const chain of backend.chains.list()) {
    for (const network of chain.networks) {
      const ws = network.wsPath ? ` (WebSocket ${server.url.replace(/^http/, 'ws')}${network.wsPath})` : ''
      out(`  ${network.name} (${chain.chainType} ${network.id}) JSON-RPC: ${server.url}${network.rpcPath}${ws}`)
    }
  }
  if (chains.length > 0) out(`  Faucet: POST ${server.url}/__dev/faucet`)
  out('')
  out('  Point your app at it:')
  out(`    <FoyerProvider appId="${backend.appId}" apiUrl="${server.url}">`)
  out(`  E-mail codes: GET ${server.url}/__dev/mailbox   SMS codes: GET ${server.url}/__dev/sms`)
  out('  Ctrl+C stops.')
  out('')
  return {
    url: server.url,
    appId: backend.appId,
    async close() {
      await server.close()
      await closeChains()
    },
  }
}
