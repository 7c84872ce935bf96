'use client'
import { useGuestAccounts } from '../../hooks/internalApi.js'
import { useFoyerUi } from '../context.js'
import { MethodButton } from './MethodButton.js'
import type { LoginMethodEntryProps } from '../methods/types.js'

/** A person outline (the guest login method's mark). */
export function GuestIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <circle cx="10" cy="7" r="3.25" stroke="currentColor" strokeWidth="1.5" />
      <path d="M3.5 17c.8-3 3.4-5 6.5-5s5.7 2 6.5 5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  )
}

/** 'Continue as guest' on the landing: logs this browser's guest in, then the success screen. */
export function GuestMethod({ navigate }: LoginMethodEntryProps) {
  const { t } = useFoyerUi()
  const { state, createGuestAccount } = useGuestAccounts()
  const loading = state.status === 'loading'
  const start = async () => {
    try {
      await createGuestAccount()
      navigate('success')
    } catch (error) {
      navigate('error', { error })
    }
  }
  return (
    <MethodButton method="guest" icon={GuestIcon} onClick={start} loading={loading}>
      {loading ? t('landing.guestLoading') : t('landing.guest')}
    </MethodButton>
  )
}
