'use client'
import { Suspense, useEffect, useRef, useState } from 'react'
import { useAppConfig, useMfaOverlayHost, useRecoveryRequest, useShownFunding, useShownWalletRequest, useWalletUiHost } from '../hooks/internalApi.js'
import type { FoyerOverlaysProps } from './overlays/props.js'
import { lazyDefault } from './lib/lazy.js'
import { preloadScreen } from './lib/preload.js'

export type { FoyerOverlaysProps }

/** An overlay's dialog (theme, copy, router): a chunk of its own (./overlays/OverlayDialog.tsx). */
const OverlayDialog = lazyDefault(() => import('./overlays/OverlayDialog.js'))
/** The recovery request's dialog (./overlays/RecoveryOverlay.tsx): its routes load with it. */
const RecoveryOverlay = lazyDefault(() => import('./overlays/RecoveryOverlay.js'))
/** The funding flow's dialog (./overlays/FundingOverlay.tsx): its screens and the funding code load with it. */
const FundingOverlay = lazyDefault(() => import('./overlays/FundingOverlay.js'))

/**
 * The default UI's overlays that live outside the login screens: the MFA verification prompt
 * (kinds 'auth' and 'txn'; shown whenever an operation waits for MFA, unless the app config's
 * `mfa.noPromptOnMfaRequired` is set), the MFA enrolment manager (`showMfaEnrollmentModal()`)
 * and an embedded wallet's signing request (sign message, transaction confirmation and receipt;
 * while mounted, signing requests wait for the user here), an export, a recovery request and a
 * funding flow (`fundWallet`).
 * Each is its own dialog, so it works whether the login modal is open or not. <FoyerModal/> and
 * <FoyerEmbed/> mount it; with both mounted, one shows the overlays — by the rule that picks the UI
 * answering `login()`: the embed, else the most recently mounted. Until one
 * opens, it only watches the MFA state: the dialogs load when first needed.
 */
export function FoyerOverlays({ host, theme, appearance, copy, zIndex }: FoyerOverlaysProps) {
  const { active, enrollmentRequest, mfaPending: pending } = useMfaOverlayHost(host)
  const config = useAppConfig()
  const prompts = active && !config?.mfa.noPromptOnMfaRequired

  const [verifyKey, setVerifyKey] = useState(0)
  const [verifyOpen, setVerifyOpen] = useState(false)
  useEffect(() => {
    if (!prompts || !pending || verifyOpen) return
    setVerifyKey((k) => k + 1)
    setVerifyOpen(true)
  }, [prompts, pending, verifyOpen])

  // Embedded wallets' signing requests: registering makes signing actions ask this UI.
  const walletActive = useWalletUiHost(host)
  const { request: walletRequest, close: closeWalletRequest } = useShownWalletRequest()
  const walletOpen = walletActive && walletRequest !== null
  const walletScreen = walletRequest?.kind === 'transaction' ? 'walletTransaction'
    : walletRequest?.kind === 'solanaTransaction' ? 'walletSolanaTransaction'
      : walletRequest?.kind === 'export' ? 'walletExport' : walletRequest?.kind === 'delegation' ? 'walletDelegation'
        : walletRequest?.kind === 'farcasterSigner' ? 'farcasterSigner'
          : walletRequest?.kind === 'providerApp' ? 'walletProviderApp' : 'walletSign'

  // Wallet recovery (securing the wallet, recovering it on a new device): the same host shows it.
  const { request: recoveryRequest, close: closeRecoveryRequest } = useRecoveryRequest()
  const recoveryOpen = walletActive && recoveryRequest !== null

  // A funding flow (`fundWallet`): the same host shows it; until one opens only whether one is open is watched.
  const fundingShown = useShownFunding()
  const fundingOpen = walletActive && fundingShown

  const [enrollOpen, setEnrollOpen] = useState(false)
  const seenRequest = useRef(enrollmentRequest)
  useEffect(() => {
    if (enrollmentRequest === seenRequest.current) return
    seenRequest.current = enrollmentRequest
    if (active) setEnrollOpen(true)
  }, [enrollmentRequest, active])

  // Each dialog stays mounted from its first opening on (closed, it renders nothing); its chunk,
  // the copy and its screen load together on the first opening.
  const [shown, setShown] = useState({ enroll: false, verify: false, wallet: false, recovery: false, funding: false })
  if ((enrollOpen && !shown.enroll) || (verifyOpen && !shown.verify) || (walletOpen && !shown.wallet) || (recoveryOpen && !shown.recovery) || (fundingOpen && !shown.funding)) {
    void OverlayDialog.preload().catch(() => undefined)
    if (recoveryOpen && !shown.recovery) void RecoveryOverlay.preload().catch(() => undefined)
    else if (fundingOpen && !shown.funding) {
      void FundingOverlay.preload().catch(() => undefined)
      void preloadScreen('fundingLanding', { appConfig: config })
    } else void preloadScreen(verifyOpen && !shown.verify ? 'mfaVerify' : walletOpen && !shown.wallet ? walletScreen : 'mfaEnrollment', { appConfig: config })
    setShown({
      enroll: shown.enroll || enrollOpen, verify: shown.verify || verifyOpen, wallet: shown.wallet || walletOpen,
      recovery: shown.recovery || recoveryOpen, funding: shown.funding || fundingOpen,
    })
  }
  const common = { theme, appearance, copy, zIndex }
  return (
    <>
      {shown.enroll && (
        <Suspense fallback={null}>
          <OverlayDialog
            open={active && enrollOpen}
            onClose={() => setEnrollOpen(false)}
            screen="mfaEnrollment"
            title="mfaEnroll.dialogTitle"
            routerKey={enrollmentRequest}
            {...common}
          />
        </Suspense>
      )}
      {shown.wallet && (
        <Suspense fallback={null}>
          <OverlayDialog
            open={walletOpen}
            onClose={() => {}}
            onDismiss={closeWalletRequest}
            screen={walletScreen}
            title={walletScreen === 'walletSign' || walletScreen === 'walletExport' || walletScreen === 'walletDelegation' || walletScreen === 'farcasterSigner' || walletScreen === 'walletProviderApp' ? `${walletScreen}.dialogTitle` : 'walletTx.dialogTitle'}
            routerKey={walletRequest?.id ?? 0}
            {...common}
          />
        </Suspense>
      )}
      {shown.recovery && (
        <Suspense fallback={null}>
          <RecoveryOverlay open={recoveryOpen} request={recoveryRequest} onDismiss={closeRecoveryRequest} {...common} />
        </Suspense>
      )}
      {shown.funding && (
        <Suspense fallback={null}>
          <FundingOverlay open={fundingOpen} {...common} />
        </Suspense>
      )}
      {shown.verify && (
        <Suspense fallback={null}>
          <OverlayDialog
            open={verifyOpen}
            onClose={() => setVerifyOpen(false)}
            screen="mfaVerify"
            title="mfa.dialogTitle"
            routerKey={verifyKey}
            {...common}
          />
        </Suspense>
      )}
    </>
  )
}
