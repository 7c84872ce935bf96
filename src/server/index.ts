/**
 * `foyerkit/server`: what the host's server needs to act with the wallets its users delegated to
 * it — sign wallet API requests with the app's authorization key and call the wallet API. No React,
 * no browser code, no dependency (WebCrypto). See docs/delegated-actions.md.
 */
export {
  APP_ID_HEADER, AUTHORIZATION_PAYLOAD_VERSION, AUTHORIZATION_SIGNATURE_HEADER, MAX_REQUEST_LIFETIME_MS, REQUEST_EXPIRY_HEADER,
  authorizationPayload, canonicalJson, canonicalUrl, type AuthorizationRequest,
} from './canonical.js'
export {
  generateAuthorizationKeyPair, importAuthorizationKey, signAuthorizationRequest, type AuthorizationKeyPair, type AuthorizationPrivateKey,
} from './authorization.js'
export {
  WalletApiError, createWalletApi, type CreateWalletApiParameters, type WalletApi, type WalletApiEthereumTransaction, type WalletApiQuantity,
  type WalletApiWallet,
} from './walletApi.js'
