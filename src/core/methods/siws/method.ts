import type { LoginMethodDescriptor } from '../../steps/loginMethod.js'
import { walletTransferBody } from '../../wallets/transfer.js'
import { SIWS_PATHS } from './constants.js'

/**
 * Sign-In-With-Solana as the rest of the kit sees it (see `LoginMethodDescriptor`). Its landing
 * entry and accounts are the external wallets' (`wallets/method.ts`); it owns the transfer.
 */
export const siwsMethod: LoginMethodDescriptor = {
  id: 'siws',
  owns: () => false,
  kind: () => 'wallet',
  transfer: { owns: (linkMethod) => linkMethod === 'siws', kind: () => 'solanaWallet', path: SIWS_PATHS.transfer, body: walletTransferBody },
}
