import type { FundingScreen } from '../../../hooks/index.js'
import type { ScreenId } from '../../screen-ids.js'

/** The screen id of each screen of the funding flow (`funding.screen`). */
export const FUNDING_SCREEN_IDS = {
  landing: 'fundingLanding',
  amount: 'fundingAmount',
  'card-status': 'fundingCardStatus',
  wallets: 'fundingWallets',
  transfer: 'fundingTransfer',
  bridge: 'fundingBridge',
  'bridge-chooser': 'fundingBridgeChooser',
  bridging: 'fundingBridging',
  receive: 'fundingReceive',
  success: 'fundingSuccess',
  error: 'fundingError',
} as const satisfies Record<FundingScreen, ScreenId>

/** A screen id of the funding flow. */
export type FundingScreenId = (typeof FUNDING_SCREEN_IDS)[FundingScreen]
