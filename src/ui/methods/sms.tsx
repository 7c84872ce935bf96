'use client'
import { smsMethod } from '../../hooks/internalApi.js'
import { lazyComponent, lazyDefault, lazyModule } from '../lib/lazy.js'
import type { UiLoginMethod } from './types.js'

/**
 * SMS code login in the default UI: the landing's 'Continue with SMS' button, the phone and code
 * screens, and the link and update screens `useLinkAccount().linkPhone()` /
 * `useUpdatePhone().updatePhone()` open.
 */
export const smsUi: UiLoginMethod = {
  owns: smsMethod.owns,
  entry: lazyComponent(() => import('../login-methods/SmsMethod.js').then((m) => m.SmsMethod)),
  screens: {
    smsPhone: { component: lazyDefault(() => import('../screens/SmsPhone.js')), captcha: true },
    smsCode: { component: lazyDefault(() => import('../screens/SmsCode.js')), captcha: true },
    linkPhone: { component: lazyDefault(() => import('../screens/LinkPhone.js')) },
    updatePhone: { component: lazyDefault(() => import('../screens/LinkPhone.js')) },
  },
  openScreen: (request) => (smsMethod.owns(request.method) ? { screen: request.screen === 'update' ? 'updatePhone' : 'linkPhone' } : null),
  hooks: lazyModule(() => import('./sms-hooks.js').then((m) => m.smsHooks)),
}
