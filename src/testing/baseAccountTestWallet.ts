/**
 * A test double of the Coinbase Smart Wallet (the Base Account SDK, connector type `base_account`):
 * the SDK's shape (`createBaseAccountSDK(options).getProvider()`) over the Ethereum test wallet's
 * EIP-1193 provider, plus the SDK provider's `disconnect()`. Each prompt (eth_requestAccounts —
 * the real SDK's popup —, personal_sign, wallet_switchEthereumChain) answers as scripted with
 * `respondNext`. Register it with the kit's `baseAccountSource`:
 *
 * ```ts
 * const smartWallet = createTestBaseAccount()
 * addWalletConnectorSource(client, baseAccountSource({ createProvider: smartWallet.createProvider }))
 * // or, as a host loads the real SDK: baseAccountSource({ loadSdk: async () => smartWallet.sdk })
 * ```
 *
 * Its signatures are the account key's plain ECDSA signatures, which the dev backend's SIWE check
 * verifies; a real smart wallet signs as a contract (ERC-1271, ERC-6492 before deployment), which a
 * server verifies against the chain.
 */
import { createTestEthereumWallet, type TestEip1193Provider, type TestEthereumWallet, type TestEthereumWalletOptions } from './ethereumTestWallet.js'

/** The options the kit passed to the SDK (`createBaseAccountSDK`). */
export type TestBaseAccountSdkOptions = { appName: string; appLogoUrl?: string | null | undefined; appChainIds?: number[] | undefined }

/** A Coinbase Smart Wallet test double (from {@link createTestBaseAccount}). */
export type TestBaseAccount = Pick<TestEthereumWallet, 'account' | 'address' | 'respondNext' | 'requests' | 'revoke'> & {
  /** Whether the page was granted the account (and did not disconnect). */
  readonly connected: boolean
  /** The SDK provider: EIP-1193 and `disconnect()`. */
  readonly provider: TestEip1193Provider & { disconnect(): Promise<void> }
  /** The `@base-org/account` module's shape: what `baseAccountSource({ loadSdk })` loads. */
  readonly sdk: { createBaseAccountSDK(options: TestBaseAccountSdkOptions): { getProvider(): TestBaseAccount['provider'] } }
  /** `baseAccountSource`'s `createProvider`: the provider, recording the options as the SDK would get them. */
  createProvider(options: { appName: string; appLogoUrl: string | null; chains: number[] }): Promise<TestBaseAccount['provider']>
  /** Every options object the SDK was created with. */
  readonly sdkOptions: readonly TestBaseAccountSdkOptions[]
}

/** A Coinbase Smart Wallet test double whose answers a test controls (see above). Default chain: Base (8453). */
export function createTestBaseAccount(options: Omit<TestEthereumWalletOptions, 'rdns' | 'icon'> = {}): TestBaseAccount {
  const wallet = createTestEthereumWallet({ name: 'Coinbase Smart Wallet', chainId: 8453, ...options })
  const provider = Object.assign(wallet.provider, { disconnect: async () => wallet.revoke() })
  const sdkOptions: TestBaseAccountSdkOptions[] = []
  const sdk = {
    createBaseAccountSDK(sdkParameters: TestBaseAccountSdkOptions) {
      sdkOptions.push(sdkParameters)
      return { getProvider: () => provider }
    },
  }
  return {
    account: wallet.account,
    address: wallet.address,
    respondNext: wallet.respondNext,
    requests: wallet.requests,
    revoke: wallet.revoke,
    get connected() {
      return wallet.connected
    },
    provider,
    sdk,
    sdkOptions,
    createProvider: async ({ appName, appLogoUrl, chains }) => sdk.createBaseAccountSDK({ appName, appLogoUrl, appChainIds: chains }).getProvider(),
  }
}
