'use client'
import { useAppConfig, useLoginWithEmail, useUser } from '../../hooks/internalApi.js'
import type { EmailForm } from '../screen-ids.js'
import type { UiLoginMethodHooks } from './types.js'

/** The landing's e-mail form's hook values (and the `email` screen's). */
export const useEmailForm = (): EmailForm => ({ loginWithEmail: useLoginWithEmail(), appConfig: useAppConfig() })
const useLinkEmail = () => ({ loginWithEmail: useLoginWithEmail(), user: useUser() })

/** The e-mail room's hooks (see `UiLoginMethodHooks`): its screens'. */
export const emailHooks: UiLoginMethodHooks = {
  screenHooks: {
    email: useEmailForm,
    emailCode: () => ({ loginWithEmail: useLoginWithEmail() }),
    linkEmail: useLinkEmail,
    updateEmail: useLinkEmail,
  },
}
