import { atom, type PrimitiveAtom } from 'jotai/vanilla'
import type { CodeFlowState } from './flows/codeFlow.js'
import { INITIAL_CODE_FLOW } from './flows/codeFlow.js'
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
