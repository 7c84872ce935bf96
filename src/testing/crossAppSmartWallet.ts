/**
 * The fake provider app's smart wallets: each test identity also owns a FoyerSmartAccount (ERC-4337,
 * the kit's own account, `toFoyerSmartAccount`) whose owner is the identity's embedded-wallet key.
 * Its address comes from the local EVM chain's factory (the same on every network), so it exists
 * counterfactually until its first user operation deploys it. The provider app answers the
 * smart-wallet request variants with it: signatures that viem's `verifyMessage` / `verifyTypedData`
 * accept (ERC-6492 before deployment, ERC-1271 after) and transactions sent as user operations
 * through the dev backend's own bundler, sponsored by its paymaster when the app's smart wallet
 * config has one for that chain (otherwise the smart wallet pays its own gas).
 */
import { createPublicClient, defineChain, http, type Address, type Hex, type PublicClient } from 'viem'
import { createBundlerClient, createPaymasterClient } from 'viem/account-abstraction'
import { toFoyerSmartAccount, type FoyerSmartAccount } from '../core/wallets/smart/account.js'
import type { BackendContext } from './context.js'
import type { DevChain } from './chains/types.js'
import { crossAppWalletAccount } from './crossApp.js'
import { ApiError } from './errors.js'
import { paymasterRoutes } from './routes/smartWallets.js'

/** The part of a local EVM chain the provider's smart wallets need. */
type SmartWalletChain = DevChain & {
  accountAbstraction: { factory: { address: Address }; bundlerPath(chainId: number): string }
}

/** A local EVM chain running ERC-4337 (EntryPoint, factory, bundler), if the backend has one. */
function aaChain(chains: readonly DevChain[]): SmartWalletChain | undefined {
  return chains.find((c): c is SmartWalletChain => c.chainType === 'ethereum' && 'accountAbstraction' in c)
}

/** An origin for in-process requests: never resolved on a network (requests go to the Hono apps). */
const IN_PROCESS = 'http://dev-backend.internal'

/** A viem client of one local network (its JSON-RPC route, in process), the network's id and the fetch it uses. */
type NetworkClient = { chainId: number; client: PublicClient; fetchFn: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> }

/** The client of the network `chainId` (default: the chain's first network); null when the chain has no such network. */
function networkClient(chain: SmartWalletChain, chainId: number | undefined): NetworkClient | null {
  const network = chain.describe().networks.find((n) => chainId === undefined || Number(n.id) === chainId)
  if (!network) return null
  const id = Number(network.id)
  const fetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(chain.routes().fetch(new Request(input, init)))
  const viemChain = defineChain({ id, name: network.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })
  const client = createPublicClient({ chain: viemChain, transport: http(`${IN_PROCESS}${network.rpcPath}`, { fetchFn, retryCount: 0 }) })
  return { chainId: id, client, fetchFn }
}

/** The identity's smart account on `chainId` (default: the chain's first network); null without a local ERC-4337 chain. */
export async function crossAppSmartAccount(
  chains: readonly DevChain[],
  providerAppId: string,
  identity: string,
  chainId?: number,
): Promise<{ account: FoyerSmartAccount; chainId: number; chain: SmartWalletChain; network: NetworkClient } | null> {
  const chain = aaChain(chains)
  const network = chain && networkClient(chain, chainId)
  if (!chain || !network) return null
  const account = await toFoyerSmartAccount({
    client: network.client,
    owner: crossAppWalletAccount(providerAppId, identity),
    factoryAddress: chain.accountAbstraction.factory.address,
  })
  return { account, chainId: network.chainId, chain, network }
}

/** The identity's smart wallet address (the factory's, before deployment too); null without a local ERC-4337 chain. */
export async function crossAppSmartWalletAddress(chains: readonly DevChain[], providerAppId: string, identity: string): Promise<Address | null> {
  return (await crossAppSmartAccount(chains, providerAppId, identity))?.account.address ?? null
}

const noChain = (chainId: number | undefined) =>
  new ApiError(400, 'transaction_broadcast_failure', `No local chain with smart wallets${chainId === undefined ? '' : ` and chain id ${chainId}`}`)

/** The account for a request on `chainId`, or a refusal. */
async function accountFor(chains: readonly DevChain[], providerAppId: string, identity: string, chainId: number | undefined) {
  const found = await crossAppSmartAccount(chains, providerAppId, identity, chainId)
  if (!found) throw noChain(chainId)
  return found
}

/** Signs a message (`{ raw }` bytes or text) as the smart wallet (ERC-6492-wrapped while undeployed). */
export async function signSmartWalletMessage(
  chains: readonly DevChain[], providerAppId: string, identity: string, message: string | { raw: Hex },
): Promise<Hex> {
  const { account } = await accountFor(chains, providerAppId, identity, undefined)
  return account.signMessage({ message })
}

/** Signs typed data as the smart wallet, on the network its domain names (else the first). */
export async function signSmartWalletTypedData(
  chains: readonly DevChain[], providerAppId: string, identity: string, typedData: Parameters<FoyerSmartAccount['signTypedData']>[0],
): Promise<Hex> {
  const domainChain = Number((typedData.domain as { chainId?: unknown } | undefined)?.chainId ?? NaN)
  const local = aaChain(chains)?.describe().networks.some((n) => Number(n.id) === domainChain)
  const { account } = await accountFor(chains, providerAppId, identity, local ? domainChain : undefined)
  return account.signTypedData(typedData)
}

/** One call of the smart wallet: where, how much, what. */
export type SmartWalletCall = { to: Address; value?: bigint | undefined; data?: Hex | undefined }

/**
 * Sends `calls` as one user operation of the smart wallet through the chain's bundler and waits for
 * it to land: the hash of the bundle transaction that included it. Sponsored when the app's smart
 * wallet config is enabled with a paymaster for the chain; a reverted operation is refused.
 */
export async function sendSmartWalletCalls(
  ctx: BackendContext, chains: readonly DevChain[], providerAppId: string, identity: string, chainId: number | undefined, calls: SmartWalletCall[],
): Promise<Hex> {
  const { account, chain, network } = await accountFor(chains, providerAppId, identity, chainId)
  const config = ctx.store.config.smart_wallets
  const sponsor = config.enabled
    ? config.configured_networks?.find((n) => n.chain_id === `eip155:${network.chainId}` && n.paymaster_url && n.paymaster_context?.policy_id)
    : undefined
  const paymasterApp = sponsor ? paymasterRoutes(ctx, chains) : null
  const bundler = createBundlerClient({
    account,
    client: network.client,
    transport: http(`${IN_PROCESS}${chain.accountAbstraction.bundlerPath(network.chainId)}`, { fetchFn: network.fetchFn, retryCount: 0 }),
    ...(paymasterApp
      ? {
          paymaster: createPaymasterClient({
            transport: http(`${IN_PROCESS}/paymaster/evm/${network.chainId}`, {
              fetchFn: (input, init) => Promise.resolve(paymasterApp.fetch(new Request(input, init))),
              retryCount: 0,
            }),
          }),
          paymasterContext: { policy_id: sponsor!.paymaster_context!.policy_id },
        }
      : {}),
  })
  try {
    const userOperationHash = await bundler.sendUserOperation({ calls })
    const receipt = await bundler.waitForUserOperationReceipt({ hash: userOperationHash, pollingInterval: 10, timeout: 30_000 })
    if (!receipt.success) throw new Error(receipt.reason ? `The user operation reverted: ${receipt.reason}` : 'The user operation reverted')
    return receipt.receipt.transactionHash
  } catch (error) {
    const message = ((error as { shortMessage?: string }).shortMessage ?? (error as Error).message).split('\n')[0] ?? 'The user operation failed'
    throw new ApiError(400, 'transaction_broadcast_failure', message.slice(0, 300))
  }
}
