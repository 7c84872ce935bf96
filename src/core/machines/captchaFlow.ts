import { CAPTCHA_MAX_RETRIES } from '../constants.js'

/**
 * The captcha: loading → ready → success, or error from any of them.
 * `idle` means no widget is mounted. A pure transition function: an event that does not apply
 * in a status leaves the state as is. The timers (ready auto-starts after 0.5 s, success is
 * processed after 1 s) live in the controller (actions/captcha/controller.ts), which dispatches.
 */
export const CAPTCHA_STATUSES = ['idle', 'loading', 'ready', 'success', 'error'] as const
/** Where the captcha stands (`CaptchaState.status`). */
export type CaptchaStatus = (typeof CAPTCHA_STATUSES)[number]

/** Why the captcha is in `error`: the widget failed, the wait timed out, or the provider cannot run. */
export const CAPTCHA_ERROR_KINDS = ['failed', 'timeout', 'unavailable'] as const
/** Why the captcha failed: the widget failed, the wait timed out, or the provider cannot run. */
export type CaptchaErrorKind = (typeof CAPTCHA_ERROR_KINDS)[number]

/** The state of the captcha: its status, the token of a solved challenge and the last error kind. */
export type CaptchaState = {
  status: CaptchaStatus
  /** The token of a solved challenge, until a login step takes it. */
  token: string | null
  /** Whether the widget was started (`execute`) since it became ready. */
  started: boolean
  /** Success has been processed (1 s after it, CAPTCHA_SUCCESS_DELAY_MS). */
  processed: boolean
  error: CaptchaErrorKind | null
  /** Retries used since the widget mounted (at most CAPTCHA_MAX_RETRIES). */
  retries: number
  /**
   * A login step waits for a token (the default UI shows the captcha step meanwhile).
   * `requiresUserIntent`: the step continues on a Continue press, not by itself.
   */
  waiting: { requiresUserIntent: boolean; continuing: boolean } | null
}

export type CaptchaEvent =
  | { type: 'mount' }
  | { type: 'loaded' }
  | { type: 'start' }
  | { type: 'solved'; token: string }
  | { type: 'processed' }
  | { type: 'failed'; kind: CaptchaErrorKind }
  | { type: 'expired' }
  | { type: 'consume' }
  | { type: 'retry' }
  | { type: 'wait'; requiresUserIntent: boolean }
  | { type: 'continue' }
  | { type: 'settle' }
  | { type: 'unmount' }

export const INITIAL_CAPTCHA: CaptchaState = {
  status: 'idle',
  token: null,
  started: false,
  processed: false,
  error: null,
  retries: 0,
  waiting: null,
}

/** Whether Retry is offered: in `error`, while fewer than 3 retries were used. */
export const canRetryCaptcha = (state: CaptchaState): boolean =>
  state.status === 'error' && state.error !== 'unavailable' && state.retries < CAPTCHA_MAX_RETRIES

/** A fresh challenge (after a retry, an expired or a used token): back to ready, not started. */
const fresh = (state: CaptchaState): CaptchaState => ({ ...state, status: 'ready', token: null, started: false, processed: false, error: null })

export function transitionCaptcha(state: CaptchaState, event: CaptchaEvent): CaptchaState {
  switch (event.type) {
    case 'mount':
      return { ...INITIAL_CAPTCHA, status: 'loading', waiting: state.waiting }
    case 'unmount':
      return { ...INITIAL_CAPTCHA, waiting: state.waiting }
    case 'loaded':
      return state.status === 'loading' ? { ...state, status: 'ready' } : state
    case 'start':
      return state.status === 'ready' && !state.started ? { ...state, started: true } : state
    case 'solved':
      if (state.status !== 'ready' && state.status !== 'loading') return state
      return { ...state, status: 'success', token: event.token, processed: false, error: null }
    case 'processed':
      return state.status === 'success' ? { ...state, processed: true } : state
    case 'failed':
      if (state.status === 'idle') return state
      return { ...state, status: 'error', token: null, processed: false, error: event.kind }
    case 'expired':
      return state.status === 'success' ? fresh(state) : state
    case 'consume':
      return state.status === 'success' ? fresh(state) : state
    case 'retry':
      return canRetryCaptcha(state) ? { ...fresh(state), retries: state.retries + 1 } : state
    case 'wait':
      return { ...state, waiting: { requiresUserIntent: event.requiresUserIntent, continuing: false } }
    case 'continue':
      return state.waiting && state.status === 'success' ? { ...state, waiting: { ...state.waiting, continuing: true } } : state
    case 'settle':
      return state.waiting ? { ...state, waiting: null } : state
  }
}

export type ShouldRunCaptchaParameters = {
  /** No default UI (modal or embed) is mounted. */
  headless: boolean
  /** The app config's captcha flag. */
  enabled: boolean
  authenticated: boolean
  /** The current screen sends a captcha token (a login step that starts with one). */
  screenNeedsCaptcha: boolean
  /** The modal is open (an embed counts as open while mounted). */
  open: boolean
}

/** The default UI runs the captcha only when all five hold. */
export function shouldRunCaptcha({ headless, enabled, authenticated, screenNeedsCaptcha, open }: ShouldRunCaptchaParameters): boolean {
  return !headless && enabled && !authenticated && screenNeedsCaptcha && open
}
