'use client'
import type { ComponentType } from 'react'
import type { FundingScreen } from '../../../hooks/index.js'
import type { ScreenProps } from '../../appearance.js'
import { lazyComponent, lazyModule } from '../../lib/lazy.js'
import type { ScreenDefinition } from '../../router/types.js'
import type { ScreenHooksMap, ScreenId } from '../../screen-ids.js'

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

/** Every funding screen, one chunk for all (./screens.ts): the flow moves between them without a wait. */
const screens = lazyModule(() => import('./screens.js'))
const screen = <Id extends FundingScreenId>(name: keyof Awaited<ReturnType<typeof screens.preload>>) =>
  ({ component: lazyComponent(() => screens.preload().then((m) => m[name] as ComponentType<ScreenProps<Id>>)) }) as ScreenDefinition<Id>

/** The funding screens' registry rows (src/ui/router/registry.ts). */
export const FUNDING_SCREENS: { [Id in FundingScreenId]: ScreenDefinition<Id> } = {
  fundingLanding: screen('FundingLanding'),
  fundingAmount: screen('FundingAmount'),
  fundingCardStatus: screen('FundingCardStatus'),
  fundingWallets: screen('FundingWallets'),
  fundingTransfer: screen('FundingTransfer'),
  fundingBridge: screen('FundingBridge'),
  fundingBridgeChooser: screen('FundingBridgeChooser'),
  fundingBridging: screen('FundingBridging'),
  fundingReceive: screen('FundingReceive'),
  fundingSuccess: screen('FundingSuccess'),
  fundingError: screen('FundingError'),
}

/** The funding room as the screen-hooks table reads it: its screens, and their hooks in a lazy module (./hooks.ts). */
export const FUNDING_UI = {
  screens: FUNDING_SCREENS,
  hooks: lazyModule(() => import('./hooks.js')),
} satisfies { screens: object; hooks: { read(): { screenHooks: { [Id in FundingScreenId]: () => ScreenHooksMap[Id] } } } }
