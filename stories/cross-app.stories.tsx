import type { StoryDefault } from '@ladle/react'
import {
  CrossAppReadOnlyError, CrossAppRequestTimeoutError, CrossAppUserRejectedError, crossAppRequestFlow, loginWithCrossAppAccount, walletRequestValue,
  type CrossAppRequestState, type CrossAppWindow,
} from '../src/core/internal.js'
import { variants, type StoryContext } from './support.js'

export default { title: 'Cross-app' } satisfies StoryDefault

const ARCADE = { id: 'providerapp00000000000001', name: 'Arcade', iconUrl: null }
const crossApp = {
  crossAppProviders: [ARCADE],
  appConfig: { login_methods: ['email', `privy:${ARCADE.id}`] },
}
const screen = { initialScreen: 'crossApp' as const, initialParams: { providerAppId: ARCADE.id } }

/**
 * A stand-in for the provider app's popup, answering like the fake provider page does:
 * approve (as a test identity), close (the user closed it), or nothing (still open).
 */
function providerPopup(ctx: StoryContext, behaviour: 'approve' | 'close' | 'open'): CrossAppWindow {
  const listeners = new Set<(m: { origin: string; data: unknown }) => void>()
  const popup = {
    closed: false,
    navigate(url: string) {
      if (behaviour === 'close') popup.closed = true
      if (behaviour !== 'approve') return
      const { code, state } = ctx.backend.crossApp.approve(url)
      const message = { type: 'foyer:cross-app:action-response', token_action: 'set', data: { code, state } }
      setTimeout(() => listeners.forEach((l) => l({ origin: new URL(url).origin, data: message })), 0)
    },
    close: () => void (popup.closed = true),
  }
  return { open: () => popup, onMessage: (l) => (listeners.add(l), () => void listeners.delete(l)) }
}

const login = (ctx: StoryContext, behaviour: 'approve' | 'close' | 'open') =>
  loginWithCrossAppAccount(ctx.client, { appId: ARCADE.id, window: providerPopup(ctx, behaviour) }).catch((e: unknown) => e)

const button = variants({ backend: crossApp })
/** The landing with the provider app's button (name and logo from its cross-app details). */
export const CrossAppButtonLight = button.Light
export const CrossAppButtonDark = button.Dark

const connecting = variants({
  backend: crossApp,
  setup: async (ctx) => {
    void login(ctx, 'open')
    return screen
  },
})
/** The provider app's popup is open: connecting. */
export const CrossAppConnectingLight = connecting.Light
export const CrossAppConnectingDark = connecting.Dark

const failed = variants({
  backend: crossApp,
  setup: async (ctx) => {
    await login(ctx, 'close')
    return screen
  },
})
/** The popup was closed: 'Authentication failed' with the provider's name, and Try again. */
export const CrossAppFailedLight = failed.Light
export const CrossAppFailedDark = failed.Dark

const success = variants({
  backend: crossApp,
  setup: async (ctx) => {
    await login(ctx, 'approve')
    return screen
  },
})
/** Approved in the provider app: logged in (the success screen). */
export const CrossAppSuccessLight = success.Light
export const CrossAppSuccessDark = success.Dark

// Cross-app signing: the status screen reads the request on screen and its flow from the client
// (as requestCrossAppSignature puts them there while the provider app's popup is open).
const WALLET = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4'
const signing = (state: Partial<CrossAppRequestState>) =>
  variants({
    backend: crossApp,
    setup: async (ctx) => {
      crossAppRequestFlow.set(ctx.client, {
        status: 'awaiting', method: 'personal_sign', address: WALLET, providerAppId: ARCADE.id, providerAppName: ARCADE.name, result: null, error: null, ...state,
      })
      walletRequestValue.set(ctx.client, { id: 1, kind: 'providerApp', address: WALLET, method: state.method ?? 'personal_sign', providerAppId: ARCADE.id, uiOptions: {} })
      return { initialScreen: 'walletProviderApp' as const }
    },
  })

const waiting = signing({})
/** A signature request: 'Waiting for Arcade' while its popup is open. */
export const CrossAppSignWaitingLight = waiting.Light
export const CrossAppSignWaitingDark = waiting.Dark

const rejected = signing({ status: 'error', error: new CrossAppUserRejectedError() })
/** The popup was closed (or Reject): 'User rejected request'. */
export const CrossAppSignRejectedLight = rejected.Light
export const CrossAppSignRejectedDark = rejected.Dark

const timedOut = signing({ status: 'error', method: 'eth_sendTransaction', error: new CrossAppRequestTimeoutError() })
/** No answer in 2 minutes: 'Request timeout'. */
export const CrossAppSignTimedOutLight = timedOut.Light
export const CrossAppSignTimedOutDark = timedOut.Dark

const readOnly = signing({ status: 'error', error: new CrossAppReadOnlyError() })
/** A read-only provider app: 'Cannot transact against a read-only provider app'. */
export const CrossAppSignReadOnlyLight = readOnly.Light
export const CrossAppSignReadOnlyDark = readOnly.Dark
