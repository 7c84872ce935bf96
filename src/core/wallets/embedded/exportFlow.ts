import { defineFlow } from '../../client/flow.js'
import {
  INITIAL_WALLET_EXPORT, transitionWalletExport, type WalletExportEvent, type WalletExportState,
} from '../../machines/walletExportFlow.js'

/**
 * The wallet export's flow (connecting, ready, exported, error). Apart from the signing requests'
 * flows (./walletUi.ts): a page that shows signing screens does not load the export's machine.
 */
export const walletExportFlow = defineFlow<WalletExportState, WalletExportEvent>({
  id: 'walletExport', initial: INITIAL_WALLET_EXPORT, transition: transitionWalletExport, scope: 'client',
})
