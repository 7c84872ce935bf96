'use client'
import { emailMethod } from '../../hooks/internalApi.js'
import { lazyComponent, lazyDefault, lazyModule } from '../lib/lazy.js'
import type { UiLoginMethod } from './types.js'

/**
 * E-mail code login in the default UI: the landing's e-mail form (or, with `hideDirectWeb2Inputs`,
 * a 'Continue with email' button to the `email` screen), the code screen, and the link and update
 * screens `useLinkAccount().linkEmail()` / `useUpdateEmail().updateEmail()` open.
 */
export const emailUi: UiLoginMethod = {
  owns: emailMethod.owns,
  entry: lazyComponent(() => import('../login-methods/EmailMethod.js').then((m) => m.EmailMethod)),
  inlineForm: (appConfig) => !appConfig?.appearance.hideDirectWeb2Inputs,
  screens: {
    email: { component: lazyDefault(() => import('../screens/EmailEntry.js')), captcha: true },
    emailCode: { component: lazyDefault(() => import('../screens/EmailCode.js')), captcha: true },
    linkEmail: { component: lazyDefault(() => import('../screens/LinkEmail.js')) },
    updateEmail: { component: lazyDefault(() => import('../screens/LinkEmail.js')) },
  },
  openScreen: (request) => (emailMethod.owns(request.method) ? { screen: request.screen === 'update' ? 'updateEmail' : 'linkEmail' } : null),
  hooks: lazyModule(() => import('./email-hooks.js').then((m) => m.emailHooks)),
  landingHooks: lazyModule(() => import('./email-hooks.js').then((m) => m.useEmailForm)),
}
