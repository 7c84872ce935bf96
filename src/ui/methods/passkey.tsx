'use client'
import { lazy } from 'react'
import { passkeyMethod } from '../../core/index.js'
import {
  useAppConfig, useLinkWithPasskey, useLoginWithPasskey, usePostLoginStep, useSignupWithPasskey,
} from '../../hooks/index.js'
import { PasskeyMethod } from '../login-methods/PasskeyMethod.js'
import type { Passkeys } from '../screen-ids.js'
import type { UiLoginMethod } from './types.js'

const usePasskeys = (): Passkeys => ({
  loginWithPasskey: useLoginWithPasskey(),
  signupWithPasskey: useSignupWithPasskey(),
  linkWithPasskey: useLinkWithPasskey(),
})

/**
 * Passkeys in the default UI: the landing button (with "What's a passkey?"), the status screen of
 * every ceremony and the log-in-or-sign-up chooser; `useLinkAccount().linkPasskey()` opens the
 * status screen on a link.
 */
export const passkeyUi: UiLoginMethod = {
  owns: passkeyMethod.owns,
  entry: PasskeyMethod,
  screens: {
    passkey: { component: lazy(() => import('../screens/Passkey.js')) },
    passkeyChoice: { component: lazy(() => import('../screens/PasskeyChoice.js')) },
  },
  screenHooks: {
    passkey: () => ({ ...usePasskeys(), postLoginStep: usePostLoginStep(), appConfig: useAppConfig() }),
    passkeyChoice: usePasskeys,
  },
  openScreen: (request) =>
    request.screen === 'link' && passkeyMethod.owns(request.method) ? { screen: 'passkey', params: { mode: 'link' } } : null,
}
