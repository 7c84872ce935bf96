import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import { UnableToRetrieveAddressError, UnableToSignMessageError, WalletNotFoundError } from '../errors.js'
import type { ConnectOptions, ConnectorAccount, ConnectorEvent, WalletConnector } from '../../types/wallets.js'
import { bytesToBase64 } from '../../utils/base64.js'
import { safeImageSrc } from '../../utils/safeUrl.js'

/**
 * Solana wallets through the wallet-standard (Phantom, Solflare, Backpack … and the test wallet of
 * `foyerkit/testing`): a registered wallet becomes a `WalletConnector` (connectorType
 * 'solana_adapter'). Signatures are returned base64 (docs/wallets.md "Solana").
 */
export const SOLANA_CONNECTOR_TYPE = 'solana_adapter'
/** The chain wallet-standard wallets name for Solana mainnet (the sign-in message's `Chain ID` is `mainnet`). */
export const SOLANA_MAINNET_CHAIN = 'solana:mainnet'

const CONNECT = 'standard:connect'
const DISCONNECT = 'standard:disconnect'
const EVENTS = 'standard:events'
const SIGN_MESSAGE = 'solana:signMessage'
const SIGN_TRANSACTION = 'solana:signTransaction'

type SignTransactionFeature = {
  [SIGN_TRANSACTION]: {
    signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: string }[]): Promise<readonly { signedTransaction: Uint8Array }[]>
  }
}

type ConnectFeature = { [CONNECT]: { connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }> } }
type DisconnectFeature = { [DISCONNECT]: { disconnect(): Promise<void> } }
type EventsFeature = {
  [EVENTS]: { on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void }
}

const isSolanaChain = (chain: string) => chain.startsWith('solana:')

/** A wallet the kit can sign in with: it serves a Solana chain, connects and signs messages. */
export function isSolanaSignInWallet(wallet: Wallet): boolean {
  return wallet.chains.some(isSolanaChain) && CONNECT in wallet.features && SIGN_MESSAGE in wallet.features
}

/** The wallet_client_type of a wallet: its name in lower case, other characters as `_` ('Foyer Test Wallet' → 'foyer_test_wallet'). */
export function solanaWalletClientType(name: string): string {
  return name.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '')
}

const toAccount = (account: WalletAccount): ConnectorAccount => ({
  address: account.address,
  chainId: account.chains.find(isSolanaChain) ?? SOLANA_MAINNET_CHAIN,
})

/** Rejects when `signal` aborts (the wallet's own prompt may stay open; its answer is then ignored). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

export type SolanaConnectorOptions = {
  /** See WalletConnector.needsLedgerChoice (Phantom with the Ledger plugin, choice undecided). */
  needsLedgerChoice?: (() => boolean) | undefined
}

/** The `WalletConnector` of one wallet-standard wallet. */
export function toSolanaConnector(wallet: Wallet, { needsLedgerChoice }: SolanaConnectorOptions = {}): WalletConnector {
  const features = wallet.features as Partial<ConnectFeature & DisconnectFeature & EventsFeature & SolanaSignMessageFeature & SignTransactionFeature>
  const solanaAccounts = () => wallet.accounts.filter((a) => a.chains.length === 0 || a.chains.some(isSolanaChain))
  return {
    id: `solana:standard:${wallet.name}`,
    chainType: 'solana',
    connectorType: SOLANA_CONNECTOR_TYPE,
    walletClientType: solanaWalletClientType(wallet.name),
    name: wallet.name,
    icon: safeImageSrc(wallet.icon),
    installed: true,
    async connect(options: ConnectOptions = {}) {
      options.onWaiting?.()
      const { accounts } = await abortable(features[CONNECT]!.connect(), options.signal)
      const account = accounts.find((a) => a.chains.length === 0 || a.chains.some(isSolanaChain)) ?? accounts[0]
      if (!account) throw new UnableToRetrieveAddressError()
      return toAccount(account)
    },
    async getAccounts() {
      return solanaAccounts().map(toAccount)
    },
    async disconnect() {
      await features[DISCONNECT]?.disconnect()
    },
    async signMessage({ address, message }) {
      const account = wallet.accounts.find((a) => a.address === address)
      if (!account) throw new WalletNotFoundError({ details: `The wallet ${wallet.name} has no account ${address}` })
      const [output] = await features[SIGN_MESSAGE]!.signMessage({ account, message: new TextEncoder().encode(message) })
      if (!output) throw new UnableToSignMessageError({ details: `${wallet.name} returned no signature` })
      return bytesToBase64(output.signature)
    },
    ...(features[SIGN_TRANSACTION]
      ? {
          async signSolanaTransaction({ address, transaction }: { address: string; transaction: Uint8Array }) {
            const account = wallet.accounts.find((a) => a.address === address)
            if (!account) throw new WalletNotFoundError({ details: `The wallet ${wallet.name} has no account ${address}` })
            const [output] = await features[SIGN_TRANSACTION]!.signTransaction({ account, transaction })
            if (!output) throw new UnableToSignMessageError({ details: `${wallet.name} returned no signed transaction` })
            return output.signedTransaction
          },
        }
      : {}),
    subscribe(listener: (event: ConnectorEvent) => void) {
      const events = features[EVENTS]
      if (!events) return () => {}
      return events.on('change', ({ accounts }) => {
        if (!accounts) return
        if (accounts.length === 0) listener({ type: 'disconnect' })
        else listener({ type: 'accountsChanged', addresses: accounts.map((a) => a.address) })
      })
    },
    needsLedgerChoice,
  }
}
