import type { LoginMethodDescriptor } from '../../steps/loginMethod.js'
import { walletTransferBody } from '../../wallets/transfer.js'
import { SIWE_PATHS } from './constants.js'

/**
 * Sign-In-With-Ethereum as the rest of the kit sees it (see `LoginMethodDescriptor`). Its landing
 * entry and accounts are the external wallets' (`wallets/method.ts`); it owns the transfer.
 */
export const siweMethod: LoginMethodDescriptor = {
  id: 'siwe',
  owns: () => false,
  kind: () => 'wallet',
  transfer: { owns: (linkMethod) => linkMethod === 'siwe', kind: () => 'wallet', path: SIWE_PATHS.transfer, body: walletTransferBody },
}
