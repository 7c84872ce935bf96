'use client'
import type { ComponentType } from 'react'
import type { ScreenProps } from '../../appearance.js'
import { lazyComponent, lazyModule } from '../../lib/lazy.js'
import type { ScreenDefinition } from '../../router/types.js'
import type { FundingScreenId } from './ids.js'

/** Every funding screen, one chunk for all (./screens.ts): the flow moves between them without a wait. */
const screens = lazyModule(() => import('./screens.js') as Promise<Record<string, ComponentType<ScreenProps>>>)
const NAMES = ['Landing', 'Amount', 'CardStatus', 'Wallets', 'Transfer', 'Bridge', 'BridgeChooser', 'Bridging', 'Receive', 'Success', 'Error'] as const

/** The funding screens' registry rows (src/ui/router/registry.ts): `fundingLanding` is ./FundingLanding.tsx … */
export const FUNDING_SCREENS = Object.fromEntries(
  NAMES.map((name) => [`funding${name}`, { component: lazyComponent(() => screens.preload().then((m) => m[`Funding${name}`]!)) }]),
) as unknown as { [Id in FundingScreenId]: ScreenDefinition<Id> }
