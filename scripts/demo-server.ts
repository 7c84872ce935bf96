// Builds the demo host app and serves it with the dev backend on ONE port.
// Used by `npm start` and by the e2e tests.
import { fileURLToPath } from 'node:url'
// The demo is built with Vite's Rolldown variant (rolldown-vite: the same config and plugins, a
// native bundler): a seventh of the CPU of Vite's Rollup build. The size budgets measure host apps
// with Vite's own (Rollup) build (bench/measure.ts), as the integration fixture is built.
import { build } from 'rolldown-vite'
import { DEMO_APP_CONFIG, DEMO_APP_ID } from '../demo/config.js'
import { DEMO_CUSTOM_AUTH_SECRET } from '../demo/config.js'
import { DEMO_TELEGRAM_BOT } from '../demo/config.js'
import { DEMO_CROSS_APP_PROVIDER } from '../demo/config.js'
import { createDevBackend, type DevBackendOptions } from '../src/testing/index.js'
import { startDevServer } from '../src/testing/node.js'
import { freePortPair } from '../src/testing/ports.js'
import { createEvmDevChain, createSolanaDevChain, type EvmDevChainOptions } from '../src/testing/chains/index.js'
import { buildWalletService } from './build-wallet-service.js'

const demoRoot = fileURLToPath(new URL('../demo/', import.meta.url))

/**
 * Builds the demo into demo/dist. `sourcemap: false` (the e2e runs' builds) leaves out the source
 * maps: the same code, without the maps a browser test never reads (a tenth of the build's CPU).
 */
export async function buildDemo({ sourcemap = true }: { sourcemap?: boolean } = {}): Promise<string> {
  // Errors only: `npm start` stays quiet (the warnings were the kit's known mixed static/dynamic
  // imports and @vitejs/plugin-react's esbuild option, which Rolldown does not read).
  await build({ configFile: `${demoRoot}vite.config.ts`, root: demoRoot, logLevel: 'error', ...(sourcemap ? {} : { build: { sourcemap: false } }) })
  return `${demoRoot}dist`
}

export type DemoServerOptions = {
  port?: number
  host?: string
  skipBuild?: boolean
  backend?: Omit<DevBackendOptions, 'appId'>
  /** The local EVM networks (default: chains 31337 and 31338); false runs none. */
  evm?: EvmDevChainOptions | false
  /** The local Solana runtime (default on). */
  solana?: boolean
  /** One line per request, and the start line on dev mode. */
  log?: (line: string) => void
}

const DEMO_PER_IP = { max: 1_000, windowMs: 10 * 60_000 }

/** The demo's own origins: the page may be opened on localhost or 127.0.0.1. */
export const demoOrigins = (port: number): string[] => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]

/**
 * The wallet-service build, one for the servers started side by side (the e2e setup starts one per
 * worker: the same sources, the same files); a server started after they are up builds afresh.
 */
let walletServiceBuilding: ReturnType<typeof buildWalletService> | undefined
function walletServiceBuild(): ReturnType<typeof buildWalletService> {
  if (!walletServiceBuilding) {
    const building = buildWalletService()
    walletServiceBuilding = building
    const done = () => {
      if (walletServiceBuilding === building) walletServiceBuilding = undefined
    }
    building.then(done, done)
  }
  return walletServiceBuilding
}

export async function startDemoServer({ port: requested = 4321, host = '127.0.0.1', skipBuild = false, backend: options, evm = {}, solana = true, log }: DemoServerOptions = {}) {
  // Its origins are needed before the backend: a free port (with its next one, for the Solana subscriptions).
  const port = requested === 0 ? await freePortPair(host) : requested
  // The local chains start while the demo builds: real EVM networks (JSON-RPC at
  // /rpc/evm/{chainId}, USDC deployed) and a real Solana runtime (litesvm) at /rpc/solana.
  const [staticDir, evmChain, solanaChain, { files: walletServiceFiles }] = await Promise.all([
    skipBuild ? `${demoRoot}dist` : buildDemo(),
    evm === false ? undefined : createEvmDevChain(evm),
    solana ? createSolanaDevChain() : undefined,
    // The wallet-service page script (built in memory; frame.js and its chunks, served at /apps/{appId}/embedded-wallets/<file>.js).
    walletServiceBuild(),
  ])
  const chains = [...(evmChain ? [evmChain] : []), ...(solanaChain ? [solanaChain] : []), ...(options?.chains ?? [])]
  const backend = createDevBackend({
    walletServiceScript: () => walletServiceFiles,
    // Custom-token login: tokens signed with the demo secret (see POST /__dev/custom-token).
    customAuth: { secret: DEMO_CUSTOM_AUTH_SECRET },
    // Telegram: the fake widget (GET /__dev/telegram/telegram-widget.js) signs for this bot.
    telegram: DEMO_TELEGRAM_BOT,
    // Cross-app: one provider app, played by the fake provider page (GET /__dev/provider-app/oauth/transact).
    crossAppProviders: [DEMO_CROSS_APP_PROVIDER],
    // Linking an account another user owns offers to transfer it (400 account_transfer_required).
    accountTransfers: true,
    // Every client of a local demo is 127.0.0.1 (the e2e suite included): per-IP windows sized for
    // one machine; the per-code, per-address and per-authenticator limits stay as a server's.
    limits: { codesPerIp: DEMO_PER_IP, wrongCodesPerIp: DEMO_PER_IP },
    ...options,
    // Real EVM networks: JSON-RPC at /rpc/evm/{chainId}, USDC deployed, POST /__dev/faucet.
    chains,
    // The demo's own pages (and any origins given) are the app's only origins: CORS, the dev
    // routes, redirects and wallet sign-in domains are checked against them.
    allowedOrigins: [...demoOrigins(port), ...(options?.allowedOrigins ?? [])],
    appId: DEMO_APP_ID,
    appConfig: { ...DEMO_APP_CONFIG, ...(options?.appConfig ?? {}) } as DevBackendOptions['appConfig'],
  })
  // Dev mode: /__dev/* (dev inbox, fake provider pages) for loopback clients on the demo's origins.
  const server = await startDevServer({ backend, port, host, staticDir, dev: true, log }).catch(async (error: unknown) => {
    await Promise.all(chains.map((chain) => chain.close?.()))
    throw error
  })
  return {
    ...server,
    backend,
    async close() {
      await server.close()
      await Promise.all(chains.map((chain) => chain.close?.()))
    },
  }
}
