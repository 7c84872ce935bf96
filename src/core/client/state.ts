import { atom, type PrimitiveAtom } from 'jotai/vanilla'
import { INITIAL_MFA_FLOW, type MfaFlowState } from '../machines/mfaFlow.js'
import { INITIAL_MFA_ENROLLMENT, type MfaEnrollmentState } from '../machines/mfaEnrollmentFlow.js'
import type { MfaToken } from '../types/mfa.js'
import type { CodeFlowState } from '../machines/codeFlow.js'
import { INITIAL_CODE_FLOW } from '../machines/codeFlow.js'
import { INITIAL_CUSTOM_AUTH, type CustomAuthState } from '../machines/customAuthFlow.js'
import { INITIAL_LOADING_FLOW, type LoadingFlowState } from '../machines/loadingFlow.js'
import { INITIAL_PASSKEY_FLOW, type PasskeyFlowState } from '../machines/passkeyFlow.js'
import { INITIAL_FARCASTER_FLOW, type FarcasterFlowState } from '../machines/farcasterFlow.js'
import type { AppConfig } from '../types/config.js'
import { EMPTY_TOKENS, type SessionTokens } from '../types/tokens.js'
import type { User } from '../types/user.js'
import type { FoyerError } from '../errors/base.js'
import { INITIAL_POST_LOGIN, type PostLoginState } from '../machines/postLogin.js'
import { INITIAL_UI_FLOW, type UiFlowState } from '../machines/uiFlow.js'
import type { WalletConnection, WalletConnector } from '../wallets/types.js'
import { INITIAL_WALLET_CONNECT_FLOW, type WalletConnectFlowState } from '../machines/walletConnectFlow.js'
import { INITIAL_WALLET_AUTH_FLOW, type WalletAuthFlowState } from '../machines/walletAuthFlow.js'

import { INITIAL_CAPTCHA, type CaptchaState } from '../machines/captchaFlow.js'
/**
 * Every piece of client state is an atom in the client's own jotai store (one store per client,
 * so two clients never share state). Read with `getX(client)`, subscribe with `watchX(client)`.
 */
export const readyAtom = atom(false)
export const initErrorAtom = atom<FoyerError | null>(null)
export const appConfigAtom = atom<AppConfig | null>(null)
export const tokensAtom = atom<SessionTokens>(EMPTY_TOKENS)
export const userAtom = atom<User | null>(null)
export const isNewUserThisSessionAtom = atom(false)
export const emailFlowAtom: PrimitiveAtom<CodeFlowState> = atom(INITIAL_CODE_FLOW)
export const smsFlowAtom: PrimitiveAtom<CodeFlowState> = atom(INITIAL_CODE_FLOW)
export const guestFlowAtom: PrimitiveAtom<LoadingFlowState> = atom(INITIAL_LOADING_FLOW)
export const customAuthAtom: PrimitiveAtom<CustomAuthState> = atom(INITIAL_CUSTOM_AUTH)
export const oauthFlowAtom: PrimitiveAtom<LoadingFlowState> = atom(INITIAL_LOADING_FLOW)
export const telegramFlowAtom: PrimitiveAtom<LoadingFlowState> = atom(INITIAL_LOADING_FLOW)
export const passkeyFlowAtom: PrimitiveAtom<PasskeyFlowState> = atom(INITIAL_PASSKEY_FLOW)
export const farcasterFlowAtom: PrimitiveAtom<FarcasterFlowState> = atom(INITIAL_FARCASTER_FLOW)
/** Cross-app login runs the OAuth-like loading flow; `provider` is the provider app id. */
export const crossAppFlowAtom: PrimitiveAtom<LoadingFlowState> = atom(INITIAL_LOADING_FLOW)
/** Bumped when a login records the recent login method (the value itself lives in the app's storage). */
export const recentLoginMethodVersionAtom = atom(0)
// External wallets (docs/wallets.md "Design"): discovered connectors, connections, the picker's
// connection attempt and the SIWE / SIWS sign-in flows (one transition function, two atoms).
export const walletConnectorsAtom: PrimitiveAtom<readonly WalletConnector[]> = atom<readonly WalletConnector[]>([])
export const walletConnectorsReadyAtom = atom(false)
export const walletConnectionsAtom: PrimitiveAtom<readonly WalletConnection[]> = atom<readonly WalletConnection[]>([])
export const walletConnectFlowAtom: PrimitiveAtom<WalletConnectFlowState> = atom(INITIAL_WALLET_CONNECT_FLOW)
export const siweFlowAtom: PrimitiveAtom<WalletAuthFlowState> = atom(INITIAL_WALLET_AUTH_FLOW)
export const siwsFlowAtom: PrimitiveAtom<WalletAuthFlowState> = atom(INITIAL_WALLET_AUTH_FLOW)
/** The captcha widget's state (flows/captchaFlow.ts); one widget per client at a time. */
export const captchaAtom: PrimitiveAtom<CaptchaState> = atom(INITIAL_CAPTCHA)
// Multi-factor verification (flows/mfaFlow.ts, flows/mfaEnrollmentFlow.ts) and the MFA token a
// verification earned (bound to the session that earned it), plus the enrolment manager's
// open request for the default UI.
export const mfaFlowAtom: PrimitiveAtom<MfaFlowState> = atom(INITIAL_MFA_FLOW)
export const mfaEnrollmentAtom: PrimitiveAtom<MfaEnrollmentState> = atom(INITIAL_MFA_ENROLLMENT)
export const mfaTokenAtom = atom<MfaToken | null>(null)
export const mfaEnrollmentUiAtom = atom(0)
/**
 * The login data's `isSigningInWithLedgerSolana` (spec 01 §3): null while undecided, then the
 * user's 'Continue with Ledger' (true) / 'Continue without Ledger' (false) choice.
 */
export const solanaLedgerChoiceAtom = atom<boolean | null>(null)
/** The post-login sequence (flows/postLogin.ts): terms → wallet creation → done. */
export const postLoginAtom: PrimitiveAtom<PostLoginState> = atom(INITIAL_POST_LOGIN)
/** The flow the default UI was opened for (flows/uiFlow.ts), so its callbacks fire once. */
export const uiFlowAtom: PrimitiveAtom<UiFlowState> = atom(INITIAL_UI_FLOW)
