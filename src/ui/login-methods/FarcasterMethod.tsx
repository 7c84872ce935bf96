'use client'
import { useFoyerUi } from '../context.js'
import { MethodButton } from './MethodButton.js'
import type { LoginMethodEntryProps } from '../methods/types.js'

/** The Farcaster arch mark. */
export function FarcasterIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <rect width="24" height="24" rx="6" fill="#855DCD" />
      <path fill="#fff" d="M7.2 6.2h9.6v11.6h-1.6v-5.3a3.2 3.2 0 0 0-6.4 0v5.3H7.2z" />
      <path fill="#fff" d="M5.8 7.8h2.1v10H5.8zM16.1 7.8h2.1v10h-2.1z" opacity=".85" />
    </svg>
  )
}

/** 'Continue with Farcaster' on the landing: opens the Farcaster screen, which starts the flow. */
export function FarcasterMethod({ navigate }: LoginMethodEntryProps) {
  const { t } = useFoyerUi()
  return (
    <MethodButton method="farcaster" icon={FarcasterIcon} onClick={() => navigate('farcaster', {})}>
      {t('landing.farcaster')}
    </MethodButton>
  )
}
