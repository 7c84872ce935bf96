import type { WireTotpEnrollment } from '../../types/mfa.js'
import { codeOf, postVerification, type MfaFactor } from './factor.js'

/** The authenticator app's MFA routes. */
export const TOTP_MFA_PATHS = {
  init: '/api/v1/mfa/totp/init',
  enroll: '/api/v1/mfa/totp/enroll',
  verify: '/api/v1/mfa/totp/verify',
} as const

/**
 * An authenticator app (TOTP): verifying needs no init, only a code of the app. Enrolling creates
 * a secret (POST /api/v1/mfa/totp/init → { auth_url, secret }: scan the QR code of `authUrl` or
 * type `secret`), then checks a code of it.
 */
export const totpFactor: MfaFactor = {
  method: 'totp',
  init: async () => ({ method: 'totp' }),
  toSubmission: (parameters) => ({ method: 'totp', code: codeOf(parameters as { code?: unknown }) }),
  verify: (client, submission) => postVerification(client, TOTP_MFA_PATHS.verify, { code: (submission as { code: string }).code }),
  initEnrollment: (_client, _parameters, { step, request, dispatch }) =>
    step({ type: 'init', method: 'totp' }, async () => {
      const wire = await request<WireTotpEnrollment>(TOTP_MFA_PATHS.init, {})
      const totp = { authUrl: wire.auth_url, secret: wire.secret }
      dispatch({ type: 'initialized', totp })
      return { method: 'totp', ...totp }
    }),
  submitEnrollment: (_client, parameters, { step, finish }) => {
    const code = codeOf(parameters as { code?: unknown })
    return step({ type: 'submit', method: 'totp' }, () => finish(TOTP_MFA_PATHS.enroll, { code }))
  },
}
