/** Sign-In-With-Ethereum: routes and timings. */
export const SIWE_PATHS = {
  init: '/api/v1/siwe/init',
  authenticate: '/api/v1/siwe/authenticate',
  link: '/api/v1/siwe/link',
  linkSmartWallet: '/api/v1/siwe/link_smart_wallet',
  unlink: '/api/v1/siwe/unlink',
  transfer: '/api/v1/siwe/transfer',
} as const
/** How long a wallet that prompts on its own after a WalletConnect pairing gets before the signature request. */
export const WALLET_CONNECT_AUTO_SIGN_WAIT_MS = 2_500
