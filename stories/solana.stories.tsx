import type { StoryDefault } from '@ladle/react'
import { connectWallet, setSolanaLedgerChoice, siwsFlow, walletConnectorsValue, type WalletAuthFlowStatus } from '../src/core/internal.js'
import { variants, type StoryContext } from './support.js'
import { storyPhantomWallet, storySolanaWallet } from './testWallets.js'

export default { title: 'Solana wallets' } satisfies StoryDefault

/** The page's Solana test wallet (shared by every story; see ./testWallets.ts). */
const testWallet = storySolanaWallet
const CONNECTOR_ID = 'solana:standard:Foyer Test Wallet'
const solanaApp = { appConfig: { login_methods: ['email', 'wallet'], appearance: { wallet_chain_type: 'solana-only' as const } } }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
async function discovered(ctx: StoryContext, connectorId = CONNECTOR_ID) {
  if (connectorId === CONNECTOR_ID) testWallet()
  else storyPhantomWallet()
  while (!walletConnectorsValue.get(ctx.client).some((c) => c.id === connectorId)) await sleep(10)
}
async function until(ctx: StoryContext, status: WalletAuthFlowStatus) {
  while (siwsFlow.get(ctx.client).status !== status) await sleep(10)
}
/** Connects the test wallet (or 'Phantom'), then opens its status screen (which signs in with SIWS by itself). */
const statusScreen = (prepare: (ctx: StoryContext) => Promise<void> | void, status?: WalletAuthFlowStatus, connectorId = CONNECTOR_ID) =>
  variants({
    backend: solanaApp,
    setup: async (ctx) => {
      await discovered(ctx, connectorId)
      await prepare(ctx)
      await connectWallet(ctx.client, { connectorId })
      return { initialScreen: 'walletConnect', initialParams: { connectorId } }
    },
    play: async (_, ctx) => {
      if (status) await until(ctx, status)
    },
  })

const picker = variants({
  backend: solanaApp,
  setup: async (ctx) => {
    await discovered(ctx)
    return { initialScreen: 'walletPicker' }
  },
})
/** 'Select your wallet' for a Solana-only app: the wallet-standard test wallet is listed. */
export const SolanaPickerLight = picker.Light
export const SolanaPickerDark = picker.Dark

const ledger = variants({
  backend: { appConfig: { login_methods: ['email', 'wallet'], appearance: { wallet_chain_type: 'ethereum-and-solana' as const } } },
  setup: async () => ({ initialScreen: 'walletLedger', initialParams: { connectorId: 'solana:standard:Phantom' } }),
})
/** The Ledger choice for Phantom on Solana: 'Continue with Ledger' / 'Continue without Ledger'. */
export const SolanaLedgerChoiceLight = ledger.Light
export const SolanaLedgerChoiceDark = ledger.Dark

const sign = statusScreen(() => testWallet().respondNext('hang', 'signMessage'), 'awaiting-signature')
/** awaiting-signature: 'Sign to verify' while the wallet shows the SIWS message. */
export const SiwsSignLight = sign.Light
export const SiwsSignDark = sign.Dark

const signing = statusScreen((ctx) => ctx.backend.faults.add({ path: '/api/v1/siws/authenticate', delayMs: 1_000_000_000 }), 'submitting-signature')
/** submitting-signature: 'Signing' while siws/authenticate answers. */
export const SiwsSigningLight = signing.Light
export const SiwsSigningDark = signing.Dark

const rejected = statusScreen(() => testWallet().respondNext('reject', 'signMessage'), 'error')
/** error: the user rejected the signature in the wallet (4001) — Try again / Cancel. */
export const SiwsRejectedLight = rejected.Light
export const SiwsRejectedDark = rejected.Dark

// A Ledger ('Continue with Ledger' for Phantom): the wallet signs a memo transaction that carries the message.
const PHANTOM = 'solana:standard:Phantom'
const ledgerScreen = (prepare: (ctx: StoryContext) => Promise<void> | void, status: WalletAuthFlowStatus) =>
  statusScreen(async (ctx) => {
    setSolanaLedgerChoice(ctx.client, true)
    await prepare(ctx)
  }, status, PHANTOM)
const ledgerSign = ledgerScreen(() => storyPhantomWallet().respondNext('hang', 'signTransaction'), 'awaiting-signature')
/** A Ledger's awaiting-signature: 'Sign to verify', approve the sign-in transaction on the Ledger (it is never sent). */
export const LedgerMemoSignLight = ledgerSign.Light
export const LedgerMemoSignDark = ledgerSign.Dark

const ledgerSigning = ledgerScreen((ctx) => ctx.backend.faults.add({ path: '/api/v1/siws/authenticate', delayMs: 1_000_000_000 }), 'submitting-signature')
/** A Ledger's submitting-signature: 'Signing' while siws/authenticate checks the memo transaction. */
export const LedgerMemoSigningLight = ledgerSigning.Light
export const LedgerMemoSigningDark = ledgerSigning.Dark

const ledgerRejected = ledgerScreen(() => storyPhantomWallet().respondNext('reject', 'signTransaction'), 'error')
/** A Ledger's error: the transaction was rejected on the device or in the wallet (4001) — Try again / Cancel. */
export const LedgerMemoRejectedLight = ledgerRejected.Light
export const LedgerMemoRejectedDark = ledgerRejected.Dark

const seededSession = async (ctx: StoryContext) => {
  // The in-process backend checks the message's domain against the request's host, which a story
  // page cannot match: the authenticate answer is a real session of a seeded user instead.
  const user = ctx.backend.users.create({ email: `sol-${Math.random()}@example.com` })
  ctx.backend.faults.add({ path: '/api/v1/siws/authenticate', status: 200, body: await ctx.backend.createSession(user.id), times: 1 })
}
const ledgerSuccess = ledgerScreen(seededSession, 'done')
/** A Ledger's done: 'Successfully connected with Phantom'. */
export const LedgerMemoSuccessLight = ledgerSuccess.Light
export const LedgerMemoSuccessDark = ledgerSuccess.Dark

const success = statusScreen(seededSession, 'done')
/** done: 'Successfully connected with Foyer Test Wallet' (the modal closes after 1400 ms). */
export const SiwsSuccessLight = success.Light
export const SiwsSuccessDark = success.Dark
