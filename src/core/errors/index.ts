export { FoyerError, isFoyerError, walk, type FoyerErrorParameters } from './base.js'
export { ApiError, isApiError, isRateLimitError, type ApiErrorParameters } from './api.js'
export * from './client.js'
export {
  SERVER_ERROR_CODES, CLIENT_ERROR_CODES, type ServerErrorCode, type ClientErrorCode, type ErrorCode,
  type ApiErrorCode, type HttpStatusErrorCode, type WalletProviderErrorCode,
} from './codes.js'
export { ERROR_SCREEN_KINDS, errorScreenKind, type ErrorScreenKind } from './catalogue.js'
