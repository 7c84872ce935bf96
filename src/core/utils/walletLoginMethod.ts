/** The landing's wallet entry: opens the wallet picker. */
export const WALLET_LOGIN_METHOD = 'wallet'
/** Prefix of one wallet as a login method: `wallet:{walletClientType}`. */
export const WALLET_LOGIN_METHOD_PREFIX = 'wallet:'

/** Whether a login-method id is the wallet picker or one wallet. */
export const isWalletLoginMethod = (method: string) =>
  method === WALLET_LOGIN_METHOD || (method.startsWith(WALLET_LOGIN_METHOD_PREFIX) && method.length > WALLET_LOGIN_METHOD_PREFIX.length)
