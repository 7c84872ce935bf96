'use client'
import { useAppConfig, useLinkWithPasskey, useLoginWithPasskey, usePostLoginStep, useSignupWithPasskey } from '../../hooks/internalApi.js'
import type { Passkeys } from '../screen-ids.js'
import type { UiLoginMethodHooks } from './types.js'

const usePasskeys = (): Passkeys => ({
  loginWithPasskey: useLoginWithPasskey(),
  signupWithPasskey: useSignupWithPasskey(),
  linkWithPasskey: useLinkWithPasskey(),
})

/** The passkey room's hooks (see `UiLoginMethodHooks`): its screens'. */
export const passkeyHooks: UiLoginMethodHooks = {
  screenHooks: {
    passkey: () => ({ ...usePasskeys(), postLoginStep: usePostLoginStep(), appConfig: useAppConfig() }),
    passkeyChoice: usePasskeys,
  },
}
