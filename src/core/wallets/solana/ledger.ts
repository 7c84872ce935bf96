import type { FoyerClient } from '../../client/types.js'
import type { WalletConnector } from '../../types/wallets.js'
import { solanaLedgerChoiceValue } from '../state.js'
import { appConfigValue } from '../../client/appConfig.js'

/** The wallet that gets the Ledger choice (Phantom on Solana, with the app's Ledger plugin). */
export const LEDGER_CHOICE_WALLET_CLIENT_TYPE = 'phantom'

/**
 * True when `connector` must show the Ledger choice before signing: Phantom on Solana, the app's
 * Ledger plugin on (`solanaWallets.ledgerPlugin`) and the choice still undecided.
 */
export function needsSolanaLedgerChoice(client: FoyerClient, connector: Pick<WalletConnector, 'chainType' | 'walletClientType'>): boolean {
  return (
    connector.chainType === 'solana' &&
    connector.walletClientType === LEDGER_CHOICE_WALLET_CLIENT_TYPE &&
    appConfigValue.get(client)?.solanaWallets?.ledgerPlugin === true &&
    solanaLedgerChoiceValue.get(client) === null
  )
}

/** Records the user's choice ('Continue with Ledger' → true); null makes it undecided again. */
export function setSolanaLedgerChoice(client: FoyerClient, useLedger: boolean | null): void {
  solanaLedgerChoiceValue.set(client, useLedger)
}

/**
 * Whether a Solana sign-in with `walletClientType` signs as a Ledger (a memo transaction): the user
 * chose 'Continue with Ledger' in this login, and the wallet is the one the choice was asked for
 * (Phantom). Another wallet picked afterwards signs its message as usual.
 */
export const signsInWithLedger = (client: FoyerClient, walletClientType: string): boolean =>
  solanaLedgerChoiceValue.get(client) === true && walletClientType === LEDGER_CHOICE_WALLET_CLIENT_TYPE

/** The login data's isSigningInWithLedgerSolana: null while undecided. */
export const getSolanaLedgerChoice = (client: FoyerClient): boolean | null => solanaLedgerChoiceValue.get(client)

/**
 * Calls `onChange` when the user's choice for a Ledger on Solana changes; returns the unsubscribe function.
 */
export const watchSolanaLedgerChoice = (client: FoyerClient, { onChange }: { onChange: (choice: boolean | null) => void }) =>
  solanaLedgerChoiceValue.watch(client, { onChange: () => onChange(solanaLedgerChoiceValue.get(client)) })
