import type { WalletChainHandlers } from '../../wallets/sourceTypes.js'
import { signInWithSiwe } from './signInWithSiwe.js'
import { unlinkSiwe } from './unlinkSiwe.js'
import { linkSmartWalletBySigning } from './linkSmartWallet.js'

/** The Ethereum row of WALLET_CHAIN_HANDLERS: SIWE sign-in, siwe/unlink and siwe/link_smart_wallet. */
export const siweChainHandlers: WalletChainHandlers = {
  signIn: (client, { connection, intent, disableSignup }) => signInWithSiwe(client, { connection, intent, disableSignup }),
  unlink: unlinkSiwe,
  linkSmartWallet: linkSmartWalletBySigning,
}
