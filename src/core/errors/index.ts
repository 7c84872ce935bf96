export { FoyerError, isFoyerError, walk, type FoyerErrorParameters } from './base.js'
export { ApiError, isApiError, isRateLimitError, type ApiErrorParameters } from './api.js'
export * from './client.js'
export {
  SERVER_ERROR_CODES, CLIENT_ERROR_CODES, type ServerErrorCode, type ClientErrorCode, type ErrorCode,
  type ApiErrorCode, type HttpStatusErrorCode, type WalletProviderErrorCode,
} from './codes.js'
export {
  ERROR_SCREENS, ERROR_SCREEN_KINDS, ERROR_COPY_KEYS, errorScreenFor,
  type ErrorScreenEntry, type ErrorScreenKind, type ErrorCopyKey,
} from './catalogue.js'
