import type { EIP1193Provider } from 'viem'
import { numberToHexQuantity as numberToHex, utf8ToHex as stringToHex } from './hex.js'
import { UnableToRetrieveAddressError, UnsupportedChainIdError } from '../errors.js'
import { providerErrorCode } from '../providerErrors.js'
import type { ConnectOptions, ConnectorAccount, ConnectorEvent, WalletConnector } from '../../types/wallets.js'

/** CAIP-2 of an EIP-155 chain id (hex or number): 'eip155:1'. */
export const toCaip2 = (chainId: string | number): string =>
  `eip155:${typeof chainId === 'number' ? chainId : Number.parseInt(chainId, chainId.startsWith('0x') ? 16 : 10)}`

/** The numeric chain id of 'eip155:1', '0x1', '1' or 1 (the sign-in message's and switch-chain's form). */
export function toNumericChainId(chainId: string | number): number {
  if (typeof chainId === 'number') return chainId
  const bare = chainId.replace(/^eip155:/, '')
  const value = Number.parseInt(bare, bare.startsWith('0x') ? 16 : 10)
  if (!Number.isSafeInteger(value) || value <= 0) throw new UnsupportedChainIdError({ details: `Got ${chainId}` })
  return value
}

/** wallet_switchEthereumChain answers 4902 for a chain the wallet does not know. */
const UNRECOGNISED_CHAIN = 4902

/** The parameters of {@link eip1193Connector}. */
export type Eip1193ConnectorParameters =
  Pick<WalletConnector, 'id' | 'connectorType' | 'walletClientType' | 'name' | 'icon' | 'rdns' | 'installed' | 'usesPairingUri'> & {
  /** The provider (lazily created for WalletConnect). */
  provider: () => Promise<EIP1193Provider>
  /** Connect override (WalletConnect pairs first, then reads the accounts). */
  connect?: ((provider: EIP1193Provider, options: ConnectOptions) => Promise<void>) | undefined
  disconnect?: ((provider: EIP1193Provider) => Promise<void>) | undefined
}

/** The EIP-55 checksum (keccak-256) is a chunk of its own: loaded when a wallet reports an address. */
const loadChecksum = () => import('./checksum.js').then((m) => m.checksumAddress)

async function readAccount(provider: EIP1193Provider, accounts: readonly string[]): Promise<ConnectorAccount> {
  const first = accounts[0]
  if (!first) throw new UnableToRetrieveAddressError()
  const chainId = (await provider.request({ method: 'eth_chainId' })) as string
  const getAddress = await loadChecksum()
  return { address: getAddress(first), chainId: toCaip2(chainId) }
}

/**
 * A WalletConnector over an EIP-1193 provider (injected, Coinbase, WalletConnect): connect with
 * eth_requestAccounts, sign with personal_sign, switch with wallet_switchEthereumChain.
 */
export function eip1193Connector(p: Eip1193ConnectorParameters): WalletConnector {
  return {
    id: p.id,
    chainType: 'ethereum',
    connectorType: p.connectorType,
    walletClientType: p.walletClientType,
    name: p.name,
    icon: p.icon,
    rdns: p.rdns,
    installed: p.installed,
    usesPairingUri: p.usesPairingUri,
    async connect(options = {}) {
      const provider = await p.provider()
      if (p.connect) {
        await p.connect(provider, options)
        return readAccount(provider, (await provider.request({ method: 'eth_accounts' })) as string[])
      }
      options.onWaiting?.()
      return readAccount(provider, (await provider.request({ method: 'eth_requestAccounts' })) as string[])
    },
    async getAccounts() {
      const provider = await p.provider()
      const accounts = (await provider.request({ method: 'eth_accounts' })) as string[]
      if (accounts.length === 0) return []
      const chainId = toCaip2((await provider.request({ method: 'eth_chainId' })) as string)
      const getAddress = await loadChecksum()
      return accounts.map((a) => ({ address: getAddress(a), chainId }))
    },
    async disconnect() {
      const provider = await p.provider()
      if (p.disconnect) return p.disconnect(provider)
      // Best effort: not every wallet supports revoking its permission.
      await provider
        .request({ method: 'wallet_revokePermissions' as never, params: [{ eth_accounts: {} }] as never })
        .catch(() => undefined)
    },
    async signMessage({ address, message }) {
      const provider = await p.provider()
      return (await provider.request({ method: 'personal_sign', params: [stringToHex(message), address as `0x${string}`] })) as string
    },
    subscribe(listener: (event: ConnectorEvent) => void) {
      let provider: EIP1193Provider | null = null
      let stopped = false
      let getAddress: (address: string) => string = (address) => address
      const onAccounts = (accounts: string[]) => listener({ type: 'accountsChanged', addresses: accounts.map((a) => getAddress(a)) })
      const onChain = (chainId: string) => listener({ type: 'chainChanged', chainId: toCaip2(chainId) })
      const onDisconnect = () => listener({ type: 'disconnect' })
      void Promise.all([p.provider(), loadChecksum()]).then(([resolved, checksum]) => {
        if (stopped) return
        getAddress = checksum
        provider = resolved
        resolved.on('accountsChanged', onAccounts)
        resolved.on('chainChanged', onChain)
        resolved.on('disconnect', onDisconnect)
      }).catch(() => undefined)
      return () => {
        stopped = true
        provider?.removeListener('accountsChanged', onAccounts)
        provider?.removeListener('chainChanged', onChain)
        provider?.removeListener('disconnect', onDisconnect)
      }
    },
    ethereum: {
      getProvider: p.provider,
      async switchChain(chainId: number) {
        const provider = await p.provider()
        try {
          await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] })
        } catch (cause) {
          if (providerErrorCode(cause) === UNRECOGNISED_CHAIN) throw new UnsupportedChainIdError({ cause })
          throw cause
        }
      },
    },
  }
}
