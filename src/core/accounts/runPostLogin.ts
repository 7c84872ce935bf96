import type { FoyerClient } from '../client/types.js'
import { FoyerError } from '../errors/base.js'
import { nextPostLoginStep, transitionPostLogin, type PostLoginEvent, type PostLoginState, type PostLoginStep } from '../machines/postLogin.js'
import type { AuthResult } from '../types/auth.js'
import type { User } from '../types/user.js'
import { appConfigValue } from '../client/appConfig.js'
import { userValue } from '../client/session/state.js'
import { trackEvent } from '../session/trackEvent.js'
import { logout, type LogoutErrorType } from '../session/logout.js'
import { postLoginStep } from './postLoginSteps.js'
import { postLoginFlow } from './state.js'

export type RunPostLoginParameters = { result: AuthResult }
export type RunPostLoginReturnType = PostLoginState
/**
 * Only the logout after a failed wallet creation (a storage that throws): the failure itself is
 * the state it resolves with, never thrown.
 */
export type RunPostLoginErrorType = LogoutErrorType

/** Analytics event sent when wallet creation after a login fails and the user is logged out. */
export const WALLET_CREATION_FAILURE_EVENT = 'embedded_wallet_creation_failure_logout'

export const dispatchPostLogin = (client: FoyerClient, event: PostLoginEvent) =>
  postLoginFlow.set(client, transitionPostLogin(postLoginFlow.get(client), event))

/** Whether the app requires accepting its terms (legal.requireUsersAcceptTerms). */
export const termsRequired = (client: FoyerClient): boolean => appConfigValue.get(client)?.legal.requireUsersAcceptTerms ?? false

/** The step after a login (or, with `termsAccepted`, after the terms were accepted). */
export function decidePostLoginStep(client: FoyerClient, user: User, { termsAccepted = user.hasAcceptedTerms } = {}): PostLoginStep {
  const wallet = postLoginStep(client, 'create-wallet')
  return nextPostLoginStep({
    termsRequired: termsRequired(client),
    termsAccepted,
    walletNeeded: wallet ? (wallet.isNeeded?.(client, user) ?? true) : false,
  })
}

/**
 * Runs the post-login sequence after a login (the client runs it on every 'login' event, so
 * headless hosts get it too): decides the step synchronously (the UI reads it right away), then
 * creates the wallet when needed. Resolves with the state it reached.
 */
export async function runPostLogin(client: FoyerClient, { result }: RunPostLoginParameters): Promise<RunPostLoginReturnType> {
  const next = decidePostLoginStep(client, result.user)
  dispatchPostLogin(client, { type: 'login', result, next })
  return continuePostLogin(client, next)
}

/** Carries on from `step` (after the decision, or after the terms were accepted). */
export async function continuePostLogin(client: FoyerClient, step: PostLoginStep): Promise<PostLoginState> {
  if (step === 'create-wallet') {
    const user = userValue.get(client)
    const wallet = postLoginStep(client, 'create-wallet')
    try {
      if (!user || !wallet) throw new FoyerError('No user to create a wallet for', 'UNKNOWN_AUTH_ERROR')
      await wallet.run(client, user)
      dispatchPostLogin(client, { type: 'wallet-created' })
    } catch (cause) {
      const error = cause instanceof FoyerError ? cause : new FoyerError('Could not create the wallet', 'EMBEDDED_WALLET_NOT_FOUND', { cause })
      const failed = transitionPostLogin(postLoginFlow.get(client), { type: 'failed', error })
      trackEvent(client, { name: WALLET_CREATION_FAILURE_EVENT })
      await logout(client)
      // Logging out resets the flows; keep the failure visible.
      postLoginFlow.set(client, failed)
      return failed
    }
  }
  const state = postLoginFlow.get(client)
  if (state.status === 'done') {
    const user = userValue.get(client)
    const refresh = postLoginStep(client, 'refresh-wallets')
    if (user && refresh) void refresh.run(client, user).catch((error: unknown) => console.warn('[foyer] could not refresh wallets', error))
  }
  return state
}
