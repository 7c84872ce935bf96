/** `foyerkit/testing`: the dev backend. Browser-safe: no msw, no node modules. */
export { createDevBackend } from './backend.js'
export { DEV_APP_ID, defaultAppConfig } from './config.js'
export { DEV_ALLOWED_ORIGINS } from './origins.js'
export { DEV_BACKEND_LIMITS, type DevBackendLimits, type RateWindow } from './limits.js'
export type { DevConnection } from './context.js'
export { signCustomToken, DEV_CUSTOM_AUTH_SECRET, type SignCustomTokenParameters } from './customToken.js'
export { DEV_APP_SECRET, DEV_AUTHORIZATION_KEY, type DevServerApiOptions, type ServerAppCredentials } from './delegation.js'
export { DEFAULT_UNSUPPORTED_SMS_REGIONS } from './routes/sms.js'
export type { SmsMessage, CustomAuthOptions, WireCustomAuthAccount } from './types.js'
export {
  createSoftwareAuthenticator, type SoftwareAuthenticator, type SoftwareAuthenticatorOptions,
  type SoftwareAuthenticatorBehaviour, type SoftwareCredential,
} from './passkeys/softwareAuthenticator.js'
export type { WirePasskeyAccount } from './types.js'
export { totpCode, freshTotpCode, type FreshTotpCodeOptions } from './authenticatorApp.js'
export {
  completeFakeOAuth, completeFakeCoinbasePurchase, completeFakeMoonPayPurchase, type FakeOAuthChoice, type FakePurchaseChoice,
  type FakePurchaseResult,
} from './fakeProviders.js'
export {
  DEFAULT_FUNDING_NETWORKS, DEV_COINBASE_APP_ID, DEV_MOONPAY_API_KEYS, FAKE_FUNDING_PATHS, FUNDING_FAULT_STEPS, FUNDING_TEST_CARDS,
  FUNDING_TEST_EXCHANGE_ACCOUNTS, RELAY_SOLANA_CHAIN_ID, type FundingNetworkName,
} from './funding/constants.js'
export type { DevFundingDescription, DevFundingOptions } from './funding/types.js'
export { OAUTH_TEST_IDENTITIES, DEV_OAUTH_PROVIDERS, type OAuthTestIdentity } from './routes/oauth.js'
export {
  DEV_TELEGRAM_BOT, TELEGRAM_TEST_USERS, signTelegramAuthResult, signTelegramWebAppData, telegramLoginHash,
  telegramWebAppHash, dataCheckString, type TelegramTestUser,
} from './telegram.js'
export type { WireOAuthAccount, WireTelegramAccount, WireOAuthTokens, TelegramBotOptions } from './types.js'
export { DEV_FARCASTER_USERS, type FarcasterProfile } from './farcaster.js'
export { CROSS_APP_TEST_IDENTITIES } from './crossApp.js'
export { TEST_CAPTCHA_SITE_KEYS } from './captcha.js'
export type { WireFarcasterAccount, WireCrossAppAccount, CrossAppProviderOptions, CrossAppApproval } from './types.js'
export {
  createTestSolanaWallet, installTestSolanaWallet, installTestSolanaWalletInPage, testSolanaWalletInitScript,
  registerStandardWallet, TestSolanaWalletRejectedError, type SolanaPageLike, type TestSolanaWalletInitScriptParameters,
  type TestSolanaWallet, type TestSolanaWalletOptions, type TestSolanaWalletMethod, type TestSolanaWalletRequest,
  type TestSolanaWalletResponse, type TestSolanaStandardWallet,
} from './solanaTestWallet.js'
export { readSiwsMessage, verifySolanaSignature, type SiwsFields } from './siws.js'
export { readSolanaTransaction, siwsTransactionProblem, MEMO_PROGRAM_IDS, COMPUTE_BUDGET_PROGRAM_ID, type SolanaWireTransaction, type SolanaWireInstruction } from './siwsTransaction.js'
export { DEV_WALLET_DIRECTORY, FAKE_WALLET_DIRECTORY_PATH, type DevWalletListing } from './walletDirectory.js'
export {
  createTestEthereumWallet, installTestEthereumWallet, installTestEthereumWalletInPage, testEthereumWalletInitScript,
  testWalletBindingName, TEST_WALLET_ICON,
  type TestEthereumWallet, type TestEthereumWalletOptions, type TestEthereumWalletResponse, type TestEthereumWalletMethod,
  type TestEthereumWalletRequest, type TestEip1193Provider, type PageLike, type TestEthereumWalletRpc,
} from './ethereumTestWallet.js'
export { createTestBaseAccount, type TestBaseAccount, type TestBaseAccountSdkOptions } from './baseAccountTestWallet.js'
export type { WireWalletAccount, WireSmartWalletAccount, WireEmbeddedWalletAccount } from './types.js'
export { base58Encode, base58Decode } from './base58.js'
export { DEFAULT_TOKEN_PRICES, MAX_SCAN_DATA_BYTES, type DevScanOptions } from './scan.js'
export { DRAINER_ADDRESS } from './chains/evm/constants.js'
export type {
  AnalyticsEvent,
  DeepPartial,
  DevBackend,
  DevBackendOptions,
  Fault,
  Mail,
  RequestLogEntry,
  WireAppConfig,
  WireEmailAccount,
  WireLinkedAccount,
  WirePhoneAccount,
  WireTokenResponse,
  WireUser,
} from './types.js'
export type {
  DevChain, DevChainType, DevChainDescription, DevChainServer, FaucetRequest, FaucetResult, SimulatedAsset, TransactionSimulation,
  TransactionSimulationInput, DevChainFunding, FundingAsset, FundingDeposit, FundingNetworkId, FundingPayer,
} from './chains/types.js'
