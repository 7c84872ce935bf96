import type { FoyerClient } from '../client/types.js'
import { closeFundingRun } from './run.js'

/** Nothing: `fundWallet` resolves. */
export type CloseFundingReturnType = void
/** Never throws (no flow open: nothing happens). */
export type CloseFundingErrorType = never

/**
 * Closes the funding flow (the close button, Continue on the manual receive screen; the success
 * screen closes itself after 4 s): its work stops, a provider's popup closes, and `fundWallet`
 * resolves — 'funded' when a funding succeeded, else 'exited'.
 */
export function closeFunding(client: FoyerClient): CloseFundingReturnType {
  closeFundingRun(client)
}
