import type { FoyerClient } from '../client.js'
import { emailFlowAtom } from '../state.js'
import { INITIAL_CODE_FLOW } from './codeFlow.js'
import { guestFlowAtom, smsFlowAtom } from '../state.js'
import { oauthFlowAtom, telegramFlowAtom } from '../state.js'
import { INITIAL_LOADING_FLOW } from './loadingFlow.js'
import { passkeyFlowAtom } from '../state.js'
import { INITIAL_PASSKEY_FLOW } from './passkeyFlow.js'
import { crossAppFlowAtom, farcasterFlowAtom } from '../state.js'
import { INITIAL_FARCASTER_FLOW } from './farcasterFlow.js'
import { siweFlowAtom, siwsFlowAtom, walletConnectFlowAtom } from '../state.js'
import { solanaLedgerChoiceAtom } from '../state.js'
import { INITIAL_WALLET_CONNECT_FLOW } from './walletConnectFlow.js'
import { INITIAL_WALLET_AUTH_FLOW } from './walletAuthFlow.js'
import { postLoginAtom } from '../state.js'
import { INITIAL_POST_LOGIN } from './postLogin.js'

/** Clears every auth flow's state (after the modal closes, and at logout). */
export function resetFlows(client: FoyerClient): void {
  client.store.set(emailFlowAtom, INITIAL_CODE_FLOW)
  client.store.set(smsFlowAtom, INITIAL_CODE_FLOW)
  client.store.set(guestFlowAtom, INITIAL_LOADING_FLOW)
  client.store.set(oauthFlowAtom, INITIAL_LOADING_FLOW)
  client.store.set(telegramFlowAtom, INITIAL_LOADING_FLOW)
  client.store.set(passkeyFlowAtom, INITIAL_PASSKEY_FLOW)
  // Resetting also ends a Farcaster poll or a cross-app popup wait (their actions watch the atom).
  client.store.set(farcasterFlowAtom, INITIAL_FARCASTER_FLOW)
  client.store.set(crossAppFlowAtom, INITIAL_LOADING_FLOW)
  // Resetting the connect attempt also aborts it (connectWallet watches the atom).
  client.store.set(walletConnectFlowAtom, INITIAL_WALLET_CONNECT_FLOW)
  client.store.set(siweFlowAtom, INITIAL_WALLET_AUTH_FLOW)
  client.store.set(siwsFlowAtom, INITIAL_WALLET_AUTH_FLOW)
  // The Ledger choice belongs to one login (login data isSigningInWithLedgerSolana): undecided again.
  client.store.set(solanaLedgerChoiceAtom, null)
  client.store.set(postLoginAtom, INITIAL_POST_LOGIN)
}
