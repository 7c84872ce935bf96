import type { FoyerClient } from '../client/client.js'
import { emailFlowAtom } from '../client/state.js'
import { INITIAL_CODE_FLOW } from '../machines/codeFlow.js'
import { guestFlowAtom, smsFlowAtom } from '../client/state.js'
import { oauthFlowAtom, telegramFlowAtom } from '../client/state.js'
import { INITIAL_LOADING_FLOW } from '../machines/loadingFlow.js'
import { passkeyFlowAtom } from '../client/state.js'
import { INITIAL_PASSKEY_FLOW } from '../machines/passkeyFlow.js'
import { crossAppFlowAtom, farcasterFlowAtom } from '../client/state.js'
import { INITIAL_FARCASTER_FLOW } from '../machines/farcasterFlow.js'
import { siweFlowAtom, siwsFlowAtom, walletConnectFlowAtom } from '../client/state.js'
import { solanaLedgerChoiceAtom } from '../client/state.js'
import { INITIAL_WALLET_CONNECT_FLOW } from '../machines/walletConnectFlow.js'
import { INITIAL_WALLET_AUTH_FLOW } from '../machines/walletAuthFlow.js'
import { postLoginAtom } from '../client/state.js'
import { INITIAL_POST_LOGIN } from '../machines/postLogin.js'

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
