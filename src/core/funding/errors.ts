import { FoyerError, type FoyerErrorParameters } from '../errors/base.js'

/** `fundWallet` when the app has no funding config, or none of its options applies to the chain and asset. */
export class WalletFundingNotEnabledError extends FoyerError<'wallet_funding_not_enabled'> {
  override name = 'WalletFundingNotEnabledError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Wallet funding is not enabled', 'wallet_funding_not_enabled', p)
  }
}

/** `fundWallet` on an EVM chain that is not among the client's supported chains. */
export class FundingChainNotSupportedError extends FoyerError<'funding_chain_not_supported'> {
  override name = 'FundingChainNotSupportedError'
  constructor(readonly chainId: number, p: FoyerErrorParameters = {}) {
    super(`Funding chain ${chainId} is not in FoyerProvider chains list`, 'funding_chain_not_supported', p)
  }
}

/** USDC on the Solana testnet. */
export class UsdcFundingNotSupportedError extends FoyerError<'usdc_funding_not_supported'> {
  override name = 'UsdcFundingNotSupportedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('USDC funding is not supported on the Solana testnet', 'usdc_funding_not_supported', p)
  }
}

/** `fundWallet` with an address or amount that cannot be funded (not an address, not a decimal amount). */
export class InvalidFundingDataError extends FoyerError<'invalid_funding_data'> {
  override name = 'InvalidFundingDataError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Invalid funding data', 'invalid_funding_data', p)
  }
}

/** The ERC-20 token to fund with could not be read (its symbol and decimals). */
export class TokenDetailsUnavailableError extends FoyerError<'unable_to_fetch_token_details'> {
  override name = 'TokenDetailsUnavailableError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Unable to fetch token details', 'unable_to_fetch_token_details', p)
  }
}

/** The bridge answered no quote (or could not be reached). */
export class BridgeQuotesUnavailableError extends FoyerError<'unable_to_fetch_bridge_quotes'> {
  override name = 'BridgeQuotesUnavailableError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Unable to fetch quotes for bridging', 'unable_to_fetch_bridge_quotes', p)
  }
}

/** The first card provider does not sell on this chain. */
export class UnsupportedOnrampChainError extends FoyerError<'unsupported_onramp_chain'> {
  override name = 'UnsupportedOnrampChainError'
  constructor(readonly chainId: number | string, p: FoyerErrorParameters = {}) {
    super(`Unsupported chainId: ${chainId} for Coinbase Onramp`, 'unsupported_onramp_chain', p)
  }
}

/** A provider's popup could not open (blocked), or its page could not be prepared. */
export class FundingFlowInitError extends FoyerError<'unable_to_initialize_flow'> {
  override name = 'FundingFlowInitError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Unable to initialize flow', 'unable_to_initialize_flow', p)
  }
}

/** The Solana libraries funding needs could not load. */
export class SolanaPluginUnavailableError extends FoyerError<'unable_to_load_solana_plugin'> {
  override name = 'SolanaPluginUnavailableError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Unable to load solana plugin', 'unable_to_load_solana_plugin', p)
  }
}

/** A funding screen's action with no funding request open. */
export class FundingConfigNotFoundError extends FoyerError<'funding_config_not_found'> {
  override name = 'FundingConfigNotFoundError'
  constructor(p: FoyerErrorParameters = {}) {
    super("Couldn't find funding config", 'funding_config_not_found', p)
  }
}

/** `fundWallet` with no logged-in user. */
export class FundingAuthError extends FoyerError<'MUST_BE_AUTHENTICATED'> {
  override name = 'FundingAuthError'
  constructor(p: FoyerErrorParameters = {}) {
    super('User must be authenticated before funding a wallet', 'MUST_BE_AUTHENTICATED', p)
  }
}

/** The second card provider's status could not be read (three failed reads: a service failure). */
export class MoonPayStatusError extends FoyerError<'failed_to_fetch_moonpay_transaction_status'> {
  override name = 'MoonPayStatusError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Failed to fetch Moonpay transaction status', 'failed_to_fetch_moonpay_transaction_status', p)
  }
}

/** The source wallet cannot pay the transfer or the bridge deposit. */
export class FundingInsufficientBalanceError extends FoyerError<'INSUFFICIENT_BALANCE'> {
  override name = 'FundingInsufficientBalanceError'
  constructor(readonly address: string, p: FoyerErrorParameters = {}) {
    super(`Wallet ${address} does not have enough funds.`, 'INSUFFICIENT_BALANCE', p)
  }
}

/** The bridge refunded the deposit, or failed. */
export class BridgeFailedError extends FoyerError<'bridge_failed'> {
  override name = 'BridgeFailedError'
  constructor(readonly status: 'refund' | 'failure', p: FoyerErrorParameters = {}) {
    super('We were unable to complete the bridging transaction. Funds will be refunded on your wallet.', 'bridge_failed', p)
  }
}
