'use client'
// Every funding screen, in one chunk (./routes.ts loads it when a funding opens). Each shows
// "Couldn't find funding config" when it opens with no funding flow (./FundingMissing.tsx).
import Landing from './FundingLanding.js'
import Amount from './FundingAmount.js'
import CardStatus from './FundingCardStatus.js'
import Wallets from './FundingWallets.js'
import Transfer from './FundingTransfer.js'
import Bridge from './FundingBridge.js'
import BridgeChooser from './FundingBridgeChooser.js'
import Bridging from './FundingBridging.js'
import Receive from './FundingReceive.js'
import Success from './FundingSuccess.js'
import ErrorScreen from './FundingError.js'
import { withFundingFlow } from './FundingMissing.js'

export const FundingLanding = withFundingFlow(Landing, 'fundingLanding')
export const FundingAmount = withFundingFlow(Amount, 'fundingAmount')
export const FundingCardStatus = withFundingFlow(CardStatus, 'fundingCardStatus')
export const FundingWallets = withFundingFlow(Wallets, 'fundingWallets')
export const FundingTransfer = withFundingFlow(Transfer, 'fundingTransfer')
export const FundingBridge = withFundingFlow(Bridge, 'fundingBridge')
export const FundingBridgeChooser = withFundingFlow(BridgeChooser, 'fundingBridgeChooser')
export const FundingBridging = withFundingFlow(Bridging, 'fundingBridging')
export const FundingReceive = withFundingFlow(Receive, 'fundingReceive')
export const FundingSuccess = withFundingFlow(Success, 'fundingSuccess')
export const FundingError = withFundingFlow(ErrorScreen, 'fundingError')
