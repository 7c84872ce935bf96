'use client'
import { useAppConfig, useFundingFlow, useSolanaWallets, useWalletConnectors, useWallets } from '../../../hooks/internalApi.js'
import type { Funding, ScreenHooksMap } from '../../screen-ids.js'
import type { FundingScreenId } from './ids.js'

const useFunding = (): Funding => ({ fundingFlow: useFundingFlow() })


/** The hook values a replacement of a funding screen gets (`appearance.screens[id]`'s `hooks`). */
export const screenHooks: { [Id in FundingScreenId]: () => ScreenHooksMap[Id] } = {
  fundingLanding: useFunding,
  fundingAmount: useFunding,
  fundingCardStatus: useFunding,
  fundingWallets: () => ({
    ...useFunding(), wallets: useWallets(), solanaWallets: useSolanaWallets(), walletConnectors: useWalletConnectors(), appConfig: useAppConfig(),
  }),
  fundingTransfer: useFunding,
  fundingBridge: useFunding,
  fundingBridgeChooser: useFunding,
  fundingBridging: useFunding,
  fundingReceive: useFunding,
  fundingSuccess: useFunding,
  fundingError: useFunding,
}
