import type { StoryDefault } from '@ladle/react'
import { connectWallet, siweFlow, walletConnectFlow, walletConnectorsValue, startWalletConnectors, stopWalletConnectors, walletConnectSource, type WalletAuthFlowStatus, type WalletConnectionStatus } from '../src/core/internal.js'
import { STORAGE_KEYS } from '../src/core/constants.js'
import { find, typeInto, variants, type StoryContext } from './support.js'
import { pairingProvider, storyEthereumWallet, storySolanaWallet } from './testWallets.js'

export default { title: 'Wallets (Ethereum, picker)' } satisfies StoryDefault

/** The page's Ethereum test wallet (shared by every story; see ./testWallets.ts). */
const testWallet = storyEthereumWallet
const CONNECTOR_ID = 'ethereum:dev.foyer.testwallet'
const ethApp = (appearance: Record<string, unknown> = {}) => ({
  appConfig: { login_methods: ['email', 'wallet'], appearance: { wallet_chain_type: 'ethereum-only' as const, ...appearance } },
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
async function discovered(ctx: StoryContext) {
  testWallet()
  while (!walletConnectorsValue.get(ctx.client).some((c) => c.id === CONNECTOR_ID)) await sleep(10)
}
async function untilConnect(ctx: StoryContext, status: WalletConnectionStatus) {
  while (walletConnectFlow.get(ctx.client).status !== status) await sleep(10)
}
async function untilSiwe(ctx: StoryContext, status: WalletAuthFlowStatus) {
  while (siweFlow.get(ctx.client).status !== status) await sleep(10)
}
const picker = (appearance?: Record<string, unknown>, play?: (root: HTMLElement) => Promise<void>) =>
  variants({
    backend: ethApp(appearance),
    setup: async (ctx) => {
      await discovered(ctx)
      return { initialScreen: 'walletPicker' }
    },
    play,
  })

const list = picker({ wallet_list: ['detected_wallets', 'metamask', 'rainbow', 'coinbase_wallet'] })
/** 'Select your wallet': the test wallet (installed) and directory wallets, rows of 56 px. */
export const WalletPickerLight = list.Light
export const WalletPickerDark = list.Dark

const many = picker({ wallet_list: ['detected_wallets', 'metamask', 'rainbow', 'coinbase_wallet', 'phantom', 'rabby_wallet', 'solflare'], wallet_chain_type: 'ethereum-and-solana' })
/** More than 6 wallets: the 'Search wallets' box; 5 rows visible, the list scrolls; chain badges on multi-chain wallets. */
export const WalletPickerWithSearchLight = many.Light
export const WalletPickerWithSearchDark = many.Dark

const none = picker(
  { wallet_list: ['detected_wallets', 'metamask', 'rainbow', 'coinbase_wallet', 'phantom', 'rabby_wallet', 'solflare'], wallet_chain_type: 'ethereum-and-solana' },
  async (root) => typeInto(await find<HTMLInputElement>(root, 'input[type="search"]'), 'zzz'),
)
/** A search with no match: 'No wallets found. Try another search.' */
export const WalletPickerNoResultsLight = none.Light
export const WalletPickerNoResultsDark = none.Dark

const both = variants({
  backend: ethApp({ wallet_list: ['detected_wallets', 'coinbase_wallet', 'phantom'], wallet_chain_type: 'ethereum-and-solana' }),
  setup: async (ctx) => {
    await discovered(ctx)
    storySolanaWallet()
    while (!walletConnectorsValue.get(ctx.client).some((c) => c.id === 'solana:standard:Foyer Test Wallet')) await sleep(10)
    // Phantom (both chains) was the last wallet used: 'Last used' beside its name and badges.
    ctx.client.storage.set(STORAGE_KEYS.recentLoginMethod, 'wallet')
    ctx.client.storage.set(STORAGE_KEYS.recentWalletClient, 'phantom')
    ctx.client.storage.set(STORAGE_KEYS.recentChainType, 'solana')
    return { initialScreen: 'walletPicker' }
  },
})
/** Wallets serving both chains: full names, their 'Ethereum' and 'Solana' badges under them, 'Last used'. */
export const WalletPickerBothChainsLight = both.Light
export const WalletPickerBothChainsDark = both.Dark

const network = picker(
  { wallet_list: ['phantom'], wallet_chain_type: 'ethereum-and-solana' },
  async (root) => (await find<HTMLButtonElement>(root, 'button[data-wallet="phantom"]')).click(),
)
/** A multi-chain wallet leads to 'Select network'. */
export const WalletSelectNetworkLight = network.Light
export const WalletSelectNetworkDark = network.Dark

const empty = variants({
  backend: ethApp({ wallet_chain_type: 'ethereum-and-solana' }),
  setup: async (ctx) => {
    stopWalletConnectors(ctx.client)
    startWalletConnectors(ctx.client, { sources: [] })
    return { initialScreen: 'walletPicker' }
  },
})
/** No wallet in the page: 'No wallets available' with the suggestions per chain. */
export const WalletEmptyLight = empty.Light
export const WalletEmptyDark = empty.Dark

/** Opens the status screen of the test wallet after `prepare` started the attempt. */
const status = (prepare: (ctx: StoryContext) => Promise<void>, appearance?: Record<string, unknown>) =>
  variants({
    backend: ethApp(appearance),
    setup: async (ctx) => {
      await discovered(ctx)
      await prepare(ctx)
      return { initialScreen: 'walletConnect', initialParams: { connectorId: CONNECTOR_ID } }
    },
  })
const attempt = (ctx: StoryContext, parameters: Parameters<typeof connectWallet>[1] = { connectorId: CONNECTOR_ID }) =>
  void connectWallet(ctx.client, parameters).catch(() => undefined)

const waiting = status(async (ctx) => {
  testWallet().respondNext('hang', 'eth_requestAccounts')
  attempt(ctx)
  await untilConnect(ctx, 'waiting')
})
/** 'Waiting for Foyer Test Wallet': the wallet's connection prompt is open. */
export const WalletWaitingLight = waiting.Light
export const WalletWaitingDark = waiting.Dark

const switching = status(async (ctx) => {
  testWallet().respondNext('hang', 'wallet_switchEthereumChain')
  attempt(ctx, { connectorId: CONNECTOR_ID, chainId: 8453 })
  await untilConnect(ctx, 'switching_to_supported_chain')
})
/** 'Switching networks' (the app asked for another chain). */
export const WalletSwitchingLight = switching.Light
export const WalletSwitchingDark = switching.Dark

const sign = status(async (ctx) => {
  testWallet().respondNext('hang', 'personal_sign')
  await connectWallet(ctx.client, { connectorId: CONNECTOR_ID })
})
/** 'Sign to verify': the wallet shows the SIWE message. */
export const WalletSignLight = sign.Light
export const WalletSignDark = sign.Dark

const signHelp = variants({
  backend: ethApp(),
  setup: async (ctx) => {
    await discovered(ctx)
    testWallet().respondNext('hang', 'personal_sign')
    await connectWallet(ctx.client, { connectorId: CONNECTOR_ID })
    return { initialScreen: 'walletConnect', initialParams: { connectorId: CONNECTOR_ID } }
  },
  play: async (root, ctx) => {
    await find(root, '[data-status="sign"]', 10_000)
    // The prompt has been waiting for a while (the client's clock moves on). The screen's wait starts
    // in an effect that may run after the status showed (a busy page): the clock moves on again until
    // the help shows.
    for (let i = 0; i < 8 && !root.querySelector('[data-help]'); i++) {
      ctx.clock.offset += 11_000
      await find(root, '[data-help]', 1_200).catch(() => undefined)
    }
    await find(root, '[data-help]', 10_000)
  },
})
/** 'Sign to verify' left unanswered: 'Go to Foyer Test Wallet to continue' and where to find it. */
export const WalletSignHelpLight = signHelp.Light
export const WalletSignHelpDark = signHelp.Dark

const signing = variants({
  backend: ethApp(),
  setup: async (ctx) => {
    await discovered(ctx)
    ctx.backend.faults.add({ path: '/api/v1/siwe/authenticate', delayMs: 1_000_000_000 })
    await connectWallet(ctx.client, { connectorId: CONNECTOR_ID })
    return { initialScreen: 'walletConnect', initialParams: { connectorId: CONNECTOR_ID } }
  },
  play: async (_, ctx) => untilSiwe(ctx, 'submitting-signature'),
})
/** 'Signing': the signature is being verified. */
export const WalletSigningLight = signing.Light
export const WalletSigningDark = signing.Dark

const success = variants({
  backend: ethApp(),
  setup: async (ctx) => {
    await discovered(ctx)
    await connectWallet(ctx.client, { connectorId: CONNECTOR_ID })
    return { initialScreen: 'walletConnect', initialParams: { connectorId: CONNECTOR_ID } }
  },
  play: async (_, ctx) => untilSiwe(ctx, 'done'),
})
/** 'Successfully connected with Foyer Test Wallet' (closes after 1400 ms). */
export const WalletSuccessLight = success.Light
export const WalletSuccessDark = success.Dark

const rejected = status(async (ctx) => {
  testWallet().respondNext('reject', 'eth_requestAccounts')
  attempt(ctx)
  await untilConnect(ctx, 'disconnected')
})
/** 'Could not connect with wallet': the user rejected (4001); Retry is offered. */
export const WalletRejectedLight = rejected.Light
export const WalletRejectedDark = rejected.Dark

const exhausted = status(async (ctx) => {
  for (const retry of [false, true, true]) {
    testWallet().respondNext('reject', 'eth_requestAccounts')
    await connectWallet(ctx.client, { connectorId: CONNECTOR_ID, retry }).catch(() => undefined)
  }
})
/** After 2 retries: 'Unable to connect wallet', no Retry. */
export const WalletRetriesExhaustedLight = exhausted.Light
export const WalletRetriesExhaustedDark = exhausted.Dark

const signRejected = variants({
  backend: ethApp(),
  setup: async (ctx) => {
    await discovered(ctx)
    testWallet().respondNext('reject', 'personal_sign')
    await connectWallet(ctx.client, { connectorId: CONNECTOR_ID })
    return { initialScreen: 'walletConnect', initialParams: { connectorId: CONNECTOR_ID } }
  },
  play: async (_, ctx) => untilSiwe(ctx, 'error'),
})
/** The signature was rejected: 'Could not connect with wallet' with Try again and Cancel. */
export const WalletSignRejectedLight = signRejected.Light
export const WalletSignRejectedDark = signRejected.Dark

const qr = variants({
  backend: ethApp(),
  setup: async (ctx) => {
    stopWalletConnectors(ctx.client)
    { const { appConfigValue } = await import('../src/core/client/appConfig.js'); appConfigValue.set(ctx.client, { ...appConfigValue.get(ctx.client)!, walletConnectCloudProjectId: 'story' }) }
    startWalletConnectors(ctx.client, { sources: [walletConnectSource({ createProvider: async () => pairingProvider() })] })
    attempt(ctx, { connectorId: 'ethereum:wallet_connect_v2' })
    while (!walletConnectFlow.get(ctx.client).uri) await sleep(10)
    return { initialScreen: 'walletConnect', initialParams: { connectorId: 'ethereum:wallet_connect_v2', slug: 'rainbow' } }
  },
})
/** 'Scan code to connect to Rainbow': the WalletConnect QR code (280 px, level Q) and 'Copy link'. */
export const WalletScanQrLight = qr.Light
export const WalletScanQrDark = qr.Dark

const install = variants({ backend: ethApp(), setup: async () => ({ initialScreen: 'walletInstall', initialParams: { slug: 'rainbow' } }) })
/** Install instructions (desktop): install, set up, store the recovery phrase; reload; 'Learn more'. */
export const WalletInstallLight = install.Light
export const WalletInstallDark = install.Dark

const redirect = variants({ backend: ethApp(), setup: async () => ({ initialScreen: 'walletMobileRedirect', initialParams: { slug: 'metamask' } }) })
/** The mobile redirect: 'Redirecting to MetaMask Mobile Wallet', 'Still here?', 'Go to App Store'. */
export const WalletMobileRedirectLight = redirect.Light
export const WalletMobileRedirectDark = redirect.Dark

const missing = variants({ backend: ethApp(), setup: async () => ({ initialScreen: 'walletConnect', initialParams: { connectorId: 'ethereum:io.metamask', slug: 'metamask' } }) })
/** The wallet is not in this page: 'Open or install MetaMask'. */
export const WalletOpenOrInstallLight = missing.Light
export const WalletOpenOrInstallDark = missing.Dark
