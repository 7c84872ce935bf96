'use client'
import type { RecoveryUiRequest } from '../../hooks/index.js'
import type { FoyerOverlaysProps } from './props.js'
import { recoveryRoute, recoveryRouteKeyOf } from '../screens/recovery/routes.js'
import OverlayDialog from './OverlayDialog.js'

/**
 * The recovery request's dialog (a chunk of its own, loaded with the first request): it opens on
 * the request's screen (src/ui/screens/recovery/routes.ts) and cannot be closed while wallet
 * creation asked for it (the screens close it when done).
 */
export default function RecoveryOverlay({ open, request, onDismiss, ...common }: Omit<FoyerOverlaysProps, 'host'> & {
  open: boolean
  request: RecoveryUiRequest | null
  onDismiss: () => void
}) {
  const route = request ? recoveryRoute(recoveryRouteKeyOf(request)) : null
  return (
    <OverlayDialog
      open={open}
      onClose={() => {}}
      onDismiss={onDismiss}
      screen={route?.id ?? 'recoverySelect'}
      params={route?.params}
      closeable={!(request?.kind === 'setRecovery' && request.initiatedBy === 'automatic')}
      title="recovery.dialogTitle"
      routerKey={request?.id ?? 0}
      {...common}
    />
  )
}
