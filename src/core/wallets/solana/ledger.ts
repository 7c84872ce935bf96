import type { FoyerClient } from '../../client/client.js'
import { appConfigAtom, solanaLedgerChoiceAtom } from '../../client/state.js'
import type { WalletConnector } from '../types.js'

/** The wallet that gets the Ledger choice (spec 01 §4: Phantom Solana with the Ledger plugin). */
export const LEDGER_CHOICE_WALLET_CLIENT_TYPE = 'phantom'

/**
 * True when `connector` must show the Ledger choice before signing: Phantom on Solana, the app's
 * Ledger plugin on (`solanaWallets.ledgerPlugin`) and the choice still undecided.
 */
export function needsSolanaLedgerChoice(client: FoyerClient, connector: Pick<WalletConnector, 'chainType' | 'walletClientType'>): boolean {
  return (
    connector.chainType === 'solana' &&
    connector.walletClientType === LEDGER_CHOICE_WALLET_CLIENT_TYPE &&
    client.store.get(appConfigAtom)?.solanaWallets?.ledgerPlugin === true &&
    client.store.get(solanaLedgerChoiceAtom) === null
  )
}

/** Records the user's choice ('Continue with Ledger' → true); null makes it undecided again. */
export function setSolanaLedgerChoice(client: FoyerClient, useLedger: boolean | null): void {
  client.store.set(solanaLedgerChoiceAtom, useLedger)
}

/** The login data's isSigningInWithLedgerSolana: null while undecided. */
export const getSolanaLedgerChoice = (client: FoyerClient): boolean | null => client.store.get(solanaLedgerChoiceAtom)

export const watchSolanaLedgerChoice = (client: FoyerClient, { onChange }: { onChange: (choice: boolean | null) => void }) =>
  client.store.sub(solanaLedgerChoiceAtom, () => onChange(client.store.get(solanaLedgerChoiceAtom)))
