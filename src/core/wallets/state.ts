import { defineFlow, defineValue } from '../client/flow.js'
import {
  INITIAL_WALLET_CONNECT_FLOW, transitionWalletConnectFlow, type WalletConnectFlowEvent, type WalletConnectFlowState,
} from '../machines/walletConnectFlow.js'
import type { FoyerClient } from '../client/types.js'
import type { WalletConnection, WalletConnector, WalletListing } from '../types/wallets.js'
import { WalletConnectorNotFoundError } from './errors.js'

/** The wallet connectors discovered so far (EIP-6963, injected, WalletConnect, Solana wallet-standard). */
export const walletConnectorsValue = defineValue<readonly WalletConnector[]>({ id: 'walletConnectors', initial: [] })
/** True once the connectors initialised (or after the 1.5 s readiness fallback). */
export const walletConnectorsReadyValue = defineValue({ id: 'walletConnectorsReady', initial: false })
/**
 * The wallet directory the directory service answered (`loadWalletDirectory`, when the picker
 * opens); null until then, or when it failed or was slow: the bundled list stands.
 */
export const walletDirectoryValue = /* @__PURE__ */ defineValue<readonly WalletListing[] | null>({ id: 'walletDirectory', initial: null })
/** The external wallets connected in this browser. */
export const walletConnectionsValue = defineValue<readonly WalletConnection[]>({ id: 'walletConnections', initial: [] })
/** The picker's connection attempt (connecting, switching chain, connected …). */
export const walletConnectFlow = defineFlow<WalletConnectFlowState, WalletConnectFlowEvent>({
  id: 'walletConnect',
  initial: INITIAL_WALLET_CONNECT_FLOW,
  transition: transitionWalletConnectFlow,
})
/**
 * The login data's `isSigningInWithLedgerSolana`: null while undecided, then the user's 'Continue
 * with Ledger' (true) / 'Continue without Ledger' (false). It belongs to one login.
 */
export const solanaLedgerChoiceValue = defineValue<boolean | null>({ id: 'solanaLedgerChoice', initial: null, scope: 'auth' })

/** The discovered connector with this id; 'Unable to connect to wallet' when it is gone. */
export function connectorById(client: FoyerClient, connectorId: string): WalletConnector {
  const connector = walletConnectorsValue.get(client).find((c) => c.id === connectorId)
  if (!connector) throw new WalletConnectorNotFoundError({ details: `No wallet connector ${connectorId}` })
  return connector
}
