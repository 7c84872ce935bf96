import type { Atom } from 'jotai/vanilla'
import type { FoyerClient } from './client.js'
import { mfaEnrollmentAtom, mfaEnrollmentUiAtom, mfaFlowAtom } from './state.js'
import { appConfigAtom, emailFlowAtom, initErrorAtom, readyAtom, tokensAtom, userAtom } from './state.js'
import { customAuthAtom, guestFlowAtom, smsFlowAtom } from './state.js'
import { oauthFlowAtom, telegramFlowAtom } from './state.js'
import { passkeyFlowAtom } from './state.js'
import { crossAppFlowAtom, farcasterFlowAtom } from './state.js'
import { walletConnectorsAtom, walletConnectorsReadyAtom, walletConnectionsAtom, walletConnectFlowAtom, siweFlowAtom, siwsFlowAtom } from './state.js'

import { captchaAtom } from './state.js'
import { postLoginAtom, uiFlowAtom } from './state.js'
/** State reads come in getX(client) / watchX(client, { onChange }) pairs. */
export type WatchParameters<T> = { onChange: (value: T) => void }

function pair<T>(atom: Atom<T>) {
  return [
    (client: FoyerClient): T => client.store.get(atom),
    (client: FoyerClient, { onChange }: WatchParameters<T>): (() => void) =>
      client.store.sub(atom, () => onChange(client.store.get(atom))),
  ] as const
}

export const [getReady, watchReady] = pair(readyAtom)
export const [getInitError, watchInitError] = pair(initErrorAtom)
export const [getAppConfig, watchAppConfig] = pair(appConfigAtom)
export const [getUser, watchUser] = pair(userAtom)
export const [getEmailFlow, watchEmailFlow] = pair(emailFlowAtom)
export const [getSmsFlow, watchSmsFlow] = pair(smsFlowAtom)
export const [getGuestFlow, watchGuestFlow] = pair(guestFlowAtom)
export const [getCustomAuthState, watchCustomAuthState] = pair(customAuthAtom)
export const [getOAuthFlow, watchOAuthFlow] = pair(oauthFlowAtom)
export const [getTelegramFlow, watchTelegramFlow] = pair(telegramFlowAtom)
export const [getPasskeyFlow, watchPasskeyFlow] = pair(passkeyFlowAtom)
export const [getFarcasterFlow, watchFarcasterFlow] = pair(farcasterFlowAtom)
export const [getCrossAppFlow, watchCrossAppFlow] = pair(crossAppFlowAtom)
export const [getWalletConnectors, watchWalletConnectors] = pair(walletConnectorsAtom)
export const [getWalletConnectorsReady, watchWalletConnectorsReady] = pair(walletConnectorsReadyAtom)
export const [getWalletConnections, watchWalletConnections] = pair(walletConnectionsAtom)
export const [getWalletConnectFlow, watchWalletConnectFlow] = pair(walletConnectFlowAtom)
export const [getSiweFlow, watchSiweFlow] = pair(siweFlowAtom)
export const [getSiwsFlow, watchSiwsFlow] = pair(siwsFlowAtom)
const [getTokens, watchTokens] = pair(tokensAtom)

export const getAuthenticated = (client: FoyerClient) => getUser(client) !== null
export const watchAuthenticated = (client: FoyerClient, { onChange }: WatchParameters<boolean>) =>
  watchUser(client, { onChange: (user) => onChange(user !== null) })

/** The identity token (a JWT carrying the user's linked accounts), or null. */
export const getIdentityToken = (client: FoyerClient) => getTokens(client).identityToken
export const watchIdentityToken = (client: FoyerClient, { onChange }: WatchParameters<string | null>) =>
  watchTokens(client, { onChange: (tokens) => onChange(tokens.identityToken) })

export const [getCaptchaState, watchCaptchaState] = pair(captchaAtom)
export const [getMfaFlow, watchMfaFlow] = pair(mfaFlowAtom)
export const [getMfaEnrollmentFlow, watchMfaEnrollmentFlow] = pair(mfaEnrollmentAtom)
/** Bumped each time a host asks the default UI to show the MFA enrolment manager. */
export const [getMfaEnrollmentUiRequest, watchMfaEnrollmentUiRequest] = pair(mfaEnrollmentUiAtom)
/** The post-login sequence (terms → wallet creation → done) and the flow the UI was opened for. */
export const [getPostLogin, watchPostLogin] = pair(postLoginAtom)
export const [getUiFlow, watchUiFlow] = pair(uiFlowAtom)
