'use client'
import { useGuestAccounts } from '../../hooks/index.js'
import { useFoyerUi } from '../context.js'
import { GuestIcon } from '../primitives/Icons.js'
import { MethodButton } from './MethodButton.js'
import type { LoginMethodEntryProps } from '../methods/types.js'

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
