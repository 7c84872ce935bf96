// Builds the demo host app and serves it with the dev backend on ONE port.
// Used by `npm start` and by the e2e tests.
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { DEMO_APP_CONFIG, DEMO_APP_ID } from '../demo/config.js'
import { DEMO_CUSTOM_AUTH_SECRET } from '../demo/config.js'
import { DEMO_TELEGRAM_BOT } from '../demo/config.js'
import { DEMO_CROSS_APP_PROVIDER } from '../demo/config.js'
import { createDevBackend, type DevBackendOptions } from '../src/testing/index.js'
import { startDevServer } from '../src/testing/node.js'
import { createEvmDevChain, createSolanaDevChain, type EvmDevChainOptions } from '../src/testing/chains/index.js'
import { buildWalletService } from './build-wallet-service.js'

const demoRoot = fileURLToPath(new URL('../demo/', import.meta.url))

export async function buildDemo(): Promise<string> {
  await build({ configFile: `${demoRoot}vite.config.ts`, root: demoRoot, logLevel: 'warn' })
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
}

export async function startDemoServer({ port = 4321, host = '127.0.0.1', skipBuild = false, backend: options, evm = {}, solana = true }: DemoServerOptions = {}) {
  // The local chains start while the demo builds: real EVM networks (JSON-RPC at
  // /rpc/evm/{chainId}, USDC deployed) and a real Solana runtime (litesvm) at /rpc/solana.
  const [staticDir, evmChain, solanaChain, { code: walletServiceCode }] = await Promise.all([
    skipBuild ? `${demoRoot}dist` : buildDemo(),
    evm === false ? undefined : createEvmDevChain(evm),
    solana ? createSolanaDevChain() : undefined,
    // The wallet-service page script (built in memory; served at /apps/{appId}/embedded-wallets/frame.js).
    buildWalletService(),
  ])
  const chains = [...(evmChain ? [evmChain] : []), ...(solanaChain ? [solanaChain] : []), ...(options?.chains ?? [])]
  const backend = createDevBackend({
    walletServiceScript: () => walletServiceCode,
    // Custom-token login: tokens signed with the demo secret (see POST /__dev/custom-token).
    customAuth: { secret: DEMO_CUSTOM_AUTH_SECRET },
    // Telegram: the fake widget (GET /__dev/telegram/telegram-widget.js) signs for this bot.
    telegram: DEMO_TELEGRAM_BOT,
    // Cross-app: one provider app, played by the fake provider page (GET /__dev/provider-app/oauth/transact).
    crossAppProviders: [DEMO_CROSS_APP_PROVIDER],
    // Linking an account another user owns offers to transfer it (400 account_transfer_required).
    accountTransfers: true,
    ...options,
    // Real EVM networks: JSON-RPC at /rpc/evm/{chainId}, USDC deployed, POST /__dev/faucet.
    chains,
    appId: DEMO_APP_ID,
    appConfig: { ...DEMO_APP_CONFIG, ...(options?.appConfig ?? {}) } as DevBackendOptions['appConfig'],
  })
  const server = await startDevServer({ backend, port, host, staticDir }).catch(async (error: unknown) => {
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
