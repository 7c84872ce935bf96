import { defineFlow } from '../../client/flow.js'
import { INITIAL_WALLET_AUTH_FLOW, transitionWalletAuthFlow, type WalletAuthFlowState, type WalletAuthFlowEvent } from '../../machines/walletAuthFlow.js'

/** Sign-In-With-Solana (generating-message → awaiting-signature → submitting-signature). */
export const siwsFlow = defineFlow<WalletAuthFlowState, WalletAuthFlowEvent>({ id: 'siwsFlow', initial: INITIAL_WALLET_AUTH_FLOW, transition: transitionWalletAuthFlow, scope: 'auth' })
