/** `foyer/testing`: the dev backend. Browser-safe: no msw, no node modules. */
export { createDevBackend } from './backend.js'
export { DEV_APP_ID, defaultAppConfig } from './config.js'
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
