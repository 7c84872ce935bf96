'use client'
import { useMfaEnrollment } from '../../../../hooks/internalApi.js'
import type { MfaFactorUiHooks } from './types.js'

/** What a replacement of the authenticator-app factor's setup screen gets. */
export const totpFactorHooks: MfaFactorUiHooks = {
  screenHooks: { mfaEnrollTotp: () => ({ mfaEnrollment: useMfaEnrollment() }) },
}
