import { FoyerError, type FoyerErrorParameters } from '../../errors/base.js'

/** The app's smart-wallet config says smart wallets are off. */
export class SmartWalletsDisabledError extends FoyerError<'smart_wallets_disabled'> {
  override name = 'SmartWalletsDisabledError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Smart wallets are not enabled for this app', 'smart_wallets_disabled', p)
  }
}

/** No network of the app's smart-wallet config is the chain asked for (or, with none asked, one the app supports). */
export class SmartWalletChainNotConfiguredError extends FoyerError<'smart_wallet_chain_not_configured'> {
  override name = 'SmartWalletChainNotConfiguredError'
  constructor(chainId: number | undefined, p: FoyerErrorParameters = {}) {
    super(chainId !== undefined ? `Smart wallets are not configured for chain ${chainId}` : 'Smart wallets are not configured for any supported chain', 'smart_wallet_chain_not_configured', p)
  }
}

/** The app's smart-wallet config names an account type the kit does not drive. */
export class UnsupportedSmartWalletTypeError extends FoyerError<'UNSUPPORTED_WALLET_TYPE'> {
  override name = 'UnsupportedSmartWalletTypeError'
  constructor(type: string, supported: string, p: FoyerErrorParameters = {}) {
    super(`Smart wallet type ${type} is not supported (supported: ${supported})`, 'UNSUPPORTED_WALLET_TYPE', p)
  }
}

/** A smart wallet call of `useSmartWallets` before the smart wallet is ready (its status is not 'ready'). */
export class SmartWalletNotReadyError extends FoyerError<'smart_wallet_not_ready'> {
  override name = 'SmartWalletNotReadyError'
  constructor(p: FoyerErrorParameters = {}) {
    super('The smart wallet is not ready', 'smart_wallet_not_ready', p)
  }
}
