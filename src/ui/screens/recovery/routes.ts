import type { RecoveryUiRequest } from '../../../hooks/index.js'
import type { Navigate, ScreenId, ScreenParamsMap } from '../../screen-ids.js'

/**
 * What the recovery screens can be asked to show: the selection and its info, the splash, a
 * method's screens to secure the wallet ('user-passcode', 'google-drive', 'icloud'), or to
 * recover it ('recover:…'; 'recover:privy' is automatic recovery).
 */
export type RecoveryRouteKey =
  | 'selection' | 'info' | 'splash'
  | 'user-passcode' | 'google-drive' | 'icloud'
  | 'recover:privy' | 'recover:user-passcode' | 'recover:google-drive' | 'recover:icloud'

/** A screen and its params. */
export type RecoveryRoute = { [Id in ScreenId]: { id: Id; params: ScreenParamsMap[Id] } }[ScreenId]

/**
 * The screen of each route. The password screens and the cloud backup screen register here with
 * their screen ids; a route without a screen shows the error screen ('Unsupported recovery action').
 */
export const RECOVERY_ROUTES: Partial<Record<RecoveryRouteKey, RecoveryRoute>> = {
  selection: { id: 'recoverySelect', params: undefined },
  info: { id: 'recoveryInfo', params: undefined },
  splash: { id: 'recoverySplash', params: undefined },
  'recover:privy': { id: 'recoveryAutomatic', params: undefined },
  // The password screens (src/ui/screens/embedded-wallet/recovery/).
  'user-passcode': { id: 'walletPassword', params: undefined },
  'recover:user-passcode': { id: 'walletPasswordRecover', params: undefined },
  // The cloud backup screen: backing up starts at once; recovering waits for 'Confirm with {provider}'.
  'google-drive': { id: 'walletRecoveryCloud', params: { provider: 'google-drive', action: 'setRecovery' } },
  icloud: { id: 'walletRecoveryCloud', params: { provider: 'icloud', action: 'setRecovery' } },
  'recover:google-drive': { id: 'walletRecoveryCloud', params: { provider: 'google-drive', action: 'recover' } },
  'recover:icloud': { id: 'walletRecoveryCloud', params: { provider: 'icloud', action: 'recover' } },
}

/** Where a recovery request starts: a wallet creation that asks for a password opens on the splash. */
export function recoveryRouteKeyOf(request: RecoveryUiRequest): RecoveryRouteKey {
  if (request.kind === 'recover') {
    const method = request.recoveryMethod === 'privy' || request.recoveryMethod === 'user-passcode' || request.recoveryMethod === 'google-drive' || request.recoveryMethod === 'icloud'
      ? request.recoveryMethod
      : 'user-passcode'
    return `recover:${method}`
  }
  if (request.start === 'user-passcode' && request.initiatedBy === 'automatic' && request.currentMethod === null) return 'splash'
  return request.start
}

/** The screen of a route: its registered screen, else the error screen with 'Unsupported recovery action'. */
export function recoveryRoute(key: RecoveryRouteKey): RecoveryRoute {
  return RECOVERY_ROUTES[key] ?? { id: 'error', params: { error: new Error('Unsupported recovery action') } }
}

/** Opens a route's screen on the router. */
export function navigateTo(navigate: Navigate, route: RecoveryRoute): void {
  ;(navigate as (id: ScreenId, params?: unknown) => void)(route.id, route.params)
}
