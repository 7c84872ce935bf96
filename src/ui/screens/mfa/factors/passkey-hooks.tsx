'use client'
import { useMfaEnrollment, useUser } from '../../../../hooks/internalApi.js'
import type { MfaFactorUiHooks } from './types.js'

/** What a replacement of the passkey factor's setup screen gets. */
export const passkeyFactorHooks: MfaFactorUiHooks = {
  screenHooks: { mfaEnrollPasskey: () => ({ mfaEnrollment: useMfaEnrollment(), user: useUser() }) },
}
