import type { WalletChainHandlers } from '../../wallets/sourceTypes.js'
import { signInWithSiwe } from './signInWithSiwe.js'
import { unlinkSiwe } from './unlinkSiwe.js'

/** The Ethereum row of WALLET_CHAIN_HANDLERS: SIWE sign-in and siwe/unlink. */
export const siweChainHandlers: WalletChainHandlers = {
  signIn: (client, { connection, intent, disableSignup }) => signInWithSiwe(client, { connection, intent, disableSignup }),
  unlink: unlinkSiwe,
}
