'use client'
import { useRef } from 'react'
import { useFundingFlow } from '../../hooks/internalApi.js'
import type { FoyerOverlaysProps } from './props.js'
import { FUNDING_SCREEN_IDS, type FundingScreenId } from '../screens/funding/ids.js'
import OverlayDialog from './OverlayDialog.js'

/**
 * The funding flow's dialog (a chunk of its own, loaded when a funding first opens): it shows the
 * screen the flow is on (src/ui/screens/funding/routes.ts), a new screen each time the flow
 * moves; closing it (the close button, Escape) closes the flow, as do the flow's own ends
 * (success after 4 s, Continue on manual receive).
 */
export default function FundingOverlay({ open, ...common }: Omit<FoyerOverlaysProps, 'host'> & { open: boolean }) {
  const { funding, close } = useFundingFlow()
  const screen = funding ? FUNDING_SCREEN_IDS[funding.screen] : null
  // The last screen stays while the dialog closes; each move of the flow mounts its screen anew.
  const last = useRef<{ screen: FundingScreenId; key: string; count: number }>({ screen: 'fundingLanding', key: '', count: 0 })
  const key = funding ? `${funding.request.id}:${funding.screen}` : last.current.key
  if (screen && key !== last.current.key) last.current = { screen, key, count: last.current.count + 1 }
  return (
    <OverlayDialog
      open={open && funding !== null}
      onClose={() => {}}
      onDismiss={close}
      screen={last.current.screen}
      title="funding.dialogTitle"
      routerKey={last.current.count}
      {...common}
    />
  )
}
