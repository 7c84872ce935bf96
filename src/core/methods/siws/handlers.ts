import type { WalletChainHandlers } from '../../wallets/sourceTypes.js'
import { signInWithSiws } from './signInWithSiws.js'
import { unlinkSiws } from './unlinkSiws.js'

/** The Solana row of WALLET_CHAIN_HANDLERS: SIWS sign-in and siws/unlink. */
export const siwsChainHandlers: WalletChainHandlers = {
  signIn: (client, { connection, intent, disableSignup }) => signInWithSiws(client, { connection, intent, disableSignup }),
  unlink: unlinkSiws,
}
