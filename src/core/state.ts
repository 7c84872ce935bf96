import { atom, type PrimitiveAtom } from 'jotai/vanilla'
import type { CodeFlowState } from './flows/codeFlow.js'
import { INITIAL_CODE_FLOW } from './flows/codeFlow.js'
import { INITIAL_CUSTOM_AUTH, type CustomAuthState } from './flows/customAuthFlow.js'
import { INITIAL_LOADING_FLOW, type LoadingFlowState } from './flows/loadingFlow.js'
import { INITIAL_PASSKEY_FLOW, type PasskeyFlowState } from './flows/passkeyFlow.js'
import { INITIAL_FARCASTER_FLOW, type FarcasterFlowState } from './flows/farcasterFlow.js'
import type { AppConfig } from './types/config.js'
import { EMPTY_TOKENS, type SessionTokens } from './types/tokens.js'
import type { User } from './types/user.js'
import type { FoyerError } from './errors/base.js'

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
