/**
 * The user's smart wallet (ERC-4337): a FoyerSmartAccount owned by the user's first embedded
 * Ethereum wallet, sent through the app's bundler and — when the app's config names one for the
 * chain — its sponsoring paymaster. This module imports viem (an optional peer): the kit loads it
 * only when a smart wallet is used (`getSmartWalletOnUse`).
 */
import { createPublicClient, custom, http, type Chain, type Hex, type TypedDataDefinition } from 'viem'
import { createBundlerClient, createPaymasterClient, type BundlerClient } from 'viem/account-abstraction'
import type { FoyerClient } from '../../client/types.js'
import { userValue } from '../../client/session/state.js'
import type { User } from '../../types/user.js'
import type { TransactionRequestResult } from '../../machines/walletRequestFlow.js'
import { WALLET_CHAIN_HANDLERS } from '../registry.js'
import { chainRpc } from '../embedded/chainRpc.js'
import { chainsOf } from '../embedded/constants.js'
import { ProviderRpcError } from '../embedded/errors.js'
import type { EmbeddedEthereumProvider } from '../embedded/getEthereumProvider.js'
import { signingWallet } from '../embedded/signingWallet.js'
import { signWithOptionalUi } from '../embedded/signRequest.js'
import { transactWithOptionalUi } from '../embedded/transactionRequest.js'
import type { WalletUiOptions } from '../embedded/walletRequest.js'
import { toFoyerSmartAccount, type FoyerSmartAccount } from './account.js'
import { fetchSmartWalletsConfig, type FetchSmartWalletsConfigErrorType, type SmartWalletNetwork, type SmartWalletsConfig } from './config.js'
import { SmartWalletChainNotConfiguredError, SmartWalletsDisabledError, UnsupportedSmartWalletTypeError } from './errors.js'
import type { NoEmbeddedWalletError, SignWithWalletAuthError } from '../embedded/errors.js'

/** The smart account factory of the local dev chain (FoyerSmartAccountFactory, the same on every local network). */
export const DEFAULT_SMART_ACCOUNT_FACTORY = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'

/** The account type the kit drives (`smart_wallet_type` of the config): SimpleAccount v0.7 with ERC-1271. */
export const SMART_WALLET_TYPE = 'simple_account'

/** A call the smart wallet makes: to, value (wei), data. */
export type SmartWalletCall = {
  to: `0x${string}`
  value?: bigint | number | string | undefined
  data?: `0x${string}` | undefined
}

/** What the smart wallet's `sendTransaction` takes: one call or several (one user operation, all or nothing). */
export type SmartWalletSendTransactionParameters = {
  calls: SmartWalletCall | readonly SmartWalletCall[]
  /** The confirmation's texts and options (with a default UI mounted); `showWalletUIs: false` sends with no screen. */
  uiOptions?: WalletUiOptions | undefined
}
/** The bundle transaction's hash (`hash`, also in `hashes`) and the user operation's hash. */
export type SmartWalletSendTransactionReturnType = TransactionRequestResult & { userOperationHash: Hex }

/** The user's smart wallet on one chain. */
export type SmartWallet = {
  /** The smart account's address (known before it is deployed: the first user operation deploys it). */
  address: `0x${string}`
  chainId: number
  /** The embedded wallet that owns it and signs for it. */
  owner: `0x${string}`
  /** Whether a paymaster pays the gas (the app's config names one for this chain). */
  sponsored: boolean
  /** The viem smart account (EntryPoint v0.7). */
  account: FoyerSmartAccount
  /** viem's bundler client for this account (with the paymaster when sponsored). */
  bundlerClient: BundlerClient
  /**
   * Sends one call or several in one user operation; with a default UI mounted, through the
   * transaction confirmation ('Sponsored' as the fee when a paymaster pays). Resolves once the
   * operation is included, with the bundle transaction's hash and the operation's hash.
   */
  sendTransaction(parameters: SmartWalletSendTransactionParameters): Promise<SmartWalletSendTransactionReturnType>
  /** Signs a UTF-8 message as the smart account (ERC-1271; ERC-6492-wrapped before deployment). */
  signMessage(parameters: { message: string; uiOptions?: WalletUiOptions | undefined }): Promise<{ signature: Hex }>
  /** Signs EIP-712 typed data as the smart account (ERC-1271; ERC-6492-wrapped before deployment). */
  signTypedData(parameters: { typedData: TypedDataDefinition; uiOptions?: WalletUiOptions | undefined }): Promise<{ signature: Hex }>
}

/** The parameters of `getSmartWallet`. */
export type GetSmartWalletParameters = {
  /** The chain (default: the first configured network that is among the client's supported chains, the default chain first). */
  chainId?: number | undefined
  /** The config to use (default: read from the server). */
  config?: SmartWalletsConfig | undefined
  /** The smart account factory's address (default: the dev chain's FoyerSmartAccountFactory). */
  factoryAddress?: `0x${string}` | undefined
  /** Link the smart wallet to the user as a `smart_wallet` account when it is not yet (default true). */
  link?: boolean | undefined
}
/** What `getSmartWallet` returns. */
export type GetSmartWalletReturnType = SmartWallet
/** The errors of `getSmartWallet`: smart wallets off or not on that chain ('smart_wallets_disabled', 'smart_wallet_chain_not_configured'), no embedded wallet, the server's. */
export type GetSmartWalletErrorType =
  | SmartWalletsDisabledError
  | SmartWalletChainNotConfiguredError
  | UnsupportedSmartWalletTypeError
  | SignWithWalletAuthError
  | NoEmbeddedWalletError
  | FetchSmartWalletsConfigErrorType
  | ProviderRpcError

/** The network the smart wallet uses: `chainId`, else the default chain's, else the first supported one configured. */
function pickNetwork(client: FoyerClient, config: SmartWalletsConfig, chainId: number | undefined): { network: SmartWalletNetwork; chain: Chain } {
  if (!config.enabled) throw new SmartWalletsDisabledError()
  const { supported, initial } = chainsOf(client)
  const candidates = chainId !== undefined ? [chainId] : [initial.id, ...supported.map((c) => c.id)]
  for (const id of candidates) {
    const network = config.networks.find((n) => n.chainId === id)
    const chain = supported.find((c) => c.id === id)
    if (network && chain) return { network, chain }
  }
  throw new SmartWalletChainNotConfiguredError(chainId)
}

const toWei = (value: SmartWalletCall['value']): bigint => (value === undefined ? 0n : BigInt(value))

/** Links the smart wallet to the user (Ethereum's sign-in message signed by the smart account: ERC-6492 before deployment). */
async function linkIfNeeded(client: FoyerClient, account: FoyerSmartAccount, chainId: number, config: SmartWalletsConfig): Promise<void> {
  const user: User | null = userValue.get(client)
  if (!user) return
  const linked = user.linkedAccounts.some((a) => a.type === 'smart_wallet' && a.address.toLowerCase() === account.address.toLowerCase())
  if (linked) return
  const link = WALLET_CHAIN_HANDLERS.ethereum?.linkSmartWallet
  if (!link) return
  await link(client, {
    address: account.address,
    chainId,
    signMessage: (message) => account.signMessage({ message }),
    smartWalletType: config.smartWalletType ?? SMART_WALLET_TYPE,
    smartWalletVersion: config.smartWalletVersion ?? undefined,
  })
}

/**
 * The user's smart wallet: a FoyerSmartAccount (SimpleAccount v0.7 with ERC-1271) owned by the
 * user's first embedded Ethereum wallet, which signs its user operations, messages and typed data
 * (in the wallet service, with no extra screen); user operations go to the app's bundler, and
 * through its paymaster when the config names one for the chain. Unless `link: false`, the smart
 * wallet's address is linked to the user (a `smart_wallet` account) on first use.
 */
export async function createSmartWallet(client: FoyerClient, parameters: GetSmartWalletParameters = {}): Promise<GetSmartWalletReturnType> {
  const owner = signingWallet(client)
  const config = parameters.config ?? (await fetchSmartWalletsConfig(client))
  const { network, chain } = pickNetwork(client, config, parameters.chainId)
  if (config.smartWalletType !== null && config.smartWalletType !== SMART_WALLET_TYPE) {
    throw new UnsupportedSmartWalletTypeError(config.smartWalletType, SMART_WALLET_TYPE)
  }
  const fetchFn = (input: RequestInfo | URL, init?: RequestInit) => client.fetch(input, init)
  const publicClient = createPublicClient({
    chain,
    transport: custom({ request: ({ method, params }) => chainRpc(client, chain, method, params ?? []) }, { retryCount: 0 }),
  })
  const ownerAddress = owner.address as `0x${string}`
  const account = await toFoyerSmartAccount({
    client: publicClient,
    owner: {
      address: ownerAddress,
      signMessage: async ({ message }) => (await owner.provider.request({ method: 'personal_sign', params: [message.raw, ownerAddress] })) as Hex,
    },
    factoryAddress: parameters.factoryAddress ?? DEFAULT_SMART_ACCOUNT_FACTORY,
  })
  const sponsored = network.paymasterUrl !== null
  const bundlerClient = createBundlerClient({
    account,
    client: publicClient,
    transport: http(network.bundlerUrl, { fetchFn, retryCount: 0 }),
    ...(network.paymasterUrl
      ? {
          paymaster: createPaymasterClient({ transport: http(network.paymasterUrl, { fetchFn, retryCount: 0 }) }),
          ...(network.paymasterContext ? { paymasterContext: { policy_id: network.paymasterContext.policyId } } : {}),
        }
      : {}),
  }) as unknown as BundlerClient
  if (parameters.link !== false) await linkIfNeeded(client, account, chain.id, config)

  /** Sends the calls as one user operation and waits for it; the bundle transaction's hash. */
  let lastUserOperation: Hex | null = null
  async function sendCalls(calls: readonly SmartWalletCall[]): Promise<`0x${string}`> {
    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: calls.map((call) => ({ to: call.to, value: toWei(call.value), data: call.data ?? '0x' })),
    })
    lastUserOperation = hash
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 500 })
    if (!receipt.success) throw new ProviderRpcError(-32603, receipt.reason ? `The user operation reverted: ${receipt.reason}` : 'The user operation reverted')
    return receipt.receipt.transactionHash
  }

  // The confirmation screen's provider: the smart wallet's chain, its calls sent as one operation.
  const provider: EmbeddedEthereumProvider = {
    chainId: chain.id,
    async request({ method, params }) {
      if (method === 'eth_sendTransaction') {
        const [tx] = (params ?? []) as SmartWalletCall[]
        return sendCalls([tx!])
      }
      return chainRpc(client, chain, method, params ?? [])
    },
    on() {},
    removeListener() {},
  }

  return {
    address: account.address,
    chainId: chain.id,
    owner: ownerAddress,
    sponsored,
    account,
    bundlerClient,
    async sendTransaction({ calls, uiOptions }) {
      const list = (Array.isArray(calls) ? calls : [calls]) as readonly SmartWalletCall[]
      if (list.length === 0) throw new ProviderRpcError(-32602, 'No transaction to send')
      const transactions = list.map((call) => ({
        to: call.to,
        value: `0x${toWei(call.value).toString(16)}`,
        ...(call.data ? { data: call.data } : {}),
        chainId: chain.id,
      }))
      const result = await transactWithOptionalUi<TransactionRequestResult>(client, {
        mode: 'send',
        address: account.address,
        transactions,
        sponsored,
        uiOptions,
        provider,
        sendAll: () => sendCalls(list),
      })
      return { ...result, userOperationHash: lastUserOperation! }
    },
    signMessage({ message, uiOptions }) {
      return signWithOptionalUi(client, { kind: 'signMessage', address: account.address, message }, uiOptions, () => account.signMessage({ message }))
    },
    signTypedData({ typedData, uiOptions }) {
      return signWithOptionalUi(
        client,
        { kind: 'signTypedData', address: account.address, typedData: typedData as unknown as Record<string, unknown> },
        uiOptions,
        () => account.signTypedData(typedData),
      )
    },
  }
}
