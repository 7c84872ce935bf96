'use client'
import { Suspense, useEffect, useState } from 'react'
import { WALLET_LOGIN_METHOD } from '../../hooks/internalApi.js'
import { useFoyerUi } from '../context.js'
import { lazyDefault } from '../lib/lazy.js'
import { whenIdle } from '../lib/idle.js'
import { MethodButton } from './MethodButton.js'
import type { LoginMethodEntryProps } from '../methods/types.js'

/** The wallet icon of the landing's wallet entries. */
export const WalletIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M3 7h15a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3z" />
    <path d="M3 7l12-3v3" />
    <circle cx="16.5" cy="13.5" r="1" fill="currentColor" />
  </svg>
)

/** Starts wallet discovery and handles a wallet deep link of the page URL (a chunk of its own). */
const StartWallets = lazyDefault(() => import('../wallets/StartWallets.js'))

/**
 * The landing's `wallet` entry: 'Continue with a wallet' (it opens the wallet picker, 'Select your
 * wallet'). It needs no wallet code to paint: discovery (and a deep link's connection) starts
 * once the browser is idle after it shows, so the picker finds the wallets already listed.
 * (`wallet:{walletClientType}` entries are OneWalletMethod.)
 */
export function WalletMethod({ navigate }: LoginMethodEntryProps) {
  const { t } = useFoyerUi()
  const [start, setStart] = useState(false)
  useEffect(() => whenIdle(() => setStart(true)), [])
  return (
    <>
      <MethodButton method={WALLET_LOGIN_METHOD} icon={WalletIcon} onClick={() => navigate('walletPicker', {})}>
        {t('wallet.continueWith')}
      </MethodButton>
      {start && <Suspense fallback={null}><StartWallets /></Suspense>}
    </>
  )
}
