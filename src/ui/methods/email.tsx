'use client'
import { lazy } from 'react'
import { emailMethod } from '../../core/index.js'
import { useAppConfig, useLoginWithEmail, useUser } from '../../hooks/index.js'
import { EmailMethod } from '../login-methods/EmailMethod.js'
import type { EmailForm } from '../screen-ids.js'
import type { UiLoginMethod } from './types.js'

const useEmailForm = (): EmailForm => ({ loginWithEmail: useLoginWithEmail(), appConfig: useAppConfig() })
const useLinkEmail = () => ({ loginWithEmail: useLoginWithEmail(), user: useUser() })

/**
 * E-mail code login in the default UI: the landing's e-mail form (or, with `hideDirectWeb2Inputs`,
 * a 'Continue with email' button to the `email` screen), the code screen, and the link and update
 * screens `useLinkAccount().linkEmail()` / `useUpdateEmail().updateEmail()` open.
 */
export const emailUi: UiLoginMethod = {
  owns: emailMethod.owns,
  entry: EmailMethod,
  inlineForm: (appConfig) => !appConfig?.appearance.hideDirectWeb2Inputs,
  useLandingHooks: useEmailForm,
  screens: {
    email: { component: lazy(() => import('../screens/EmailEntry.js')), captcha: true },
    emailCode: { component: lazy(() => import('../screens/EmailCode.js')), captcha: true },
    linkEmail: { component: lazy(() => import('../screens/LinkEmail.js')) },
    updateEmail: { component: lazy(() => import('../screens/LinkEmail.js')) },
  },
  screenHooks: {
    email: useEmailForm,
    emailCode: () => ({ loginWithEmail: useLoginWithEmail() }),
    linkEmail: useLinkEmail,
    updateEmail: useLinkEmail,
  },
  openScreen: (request) => (emailMethod.owns(request.method) ? { screen: request.screen === 'update' ? 'updateEmail' : 'linkEmail' } : null),
}
