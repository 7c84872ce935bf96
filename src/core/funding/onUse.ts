import type { FoyerClient } from '../client/types.js'
import type { FundWalletParameters } from './fundWallet.js'
import type { FundWalletReturnType } from '../types/fundingFlow.js'

/**
 * `fundWallet`, loaded on first use with every funding action (the providers, the bridge, the
 * transfers): what `useFundWallet` calls, so a host that never funds a wallet loads none of it.
 */
export const fundWalletOnUse = async (client: FoyerClient, parameters: FundWalletParameters): Promise<FundWalletReturnType> =>
  (await import('./fundWallet.js')).fundWallet(client, parameters)
