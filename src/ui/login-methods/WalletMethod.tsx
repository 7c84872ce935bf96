'use client'
import { useFoyerUi } from '../context.js'
import { MethodButton } from './MethodButton.js'
import type { LoginMethodEntryProps } from '../methods/types.js'

const WalletIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M3 7h15a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3z" />
    <path d="M3 7l12-3v3" />
    <circle cx="16.5" cy="13.5" r="1" fill="currentColor" />
  </svg>
)

/** 'Continue with a wallet' on the landing: opens the wallet picker ('Select your wallet'). */
export function WalletMethod({ navigate }: LoginMethodEntryProps) {
  const { t } = useFoyerUi()
  return (
    <MethodButton method="wallet" icon={WalletIcon} onClick={() => navigate('walletPicker', {})}>
      {t('wallet.continueWith')}
    </MethodButton>
  )
}
