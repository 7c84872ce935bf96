'use client'
import { useRecoverWallet, useRecoveryRequest } from '../../../../hooks/internalApi.js'
import type { ScreenProps } from '../../../appearance.js'
import { errorCodeOf } from '../parts.js'
import { RecoverPasswordView } from './RecoverPasswordView.js'

/** A wrong recovery password, as the wallet service answers it. */
const isWrongPassword = (error: unknown) => errorCodeOf(error) === 'invalid_recovery_password'

/**
 * 'Enter your password' / 'Recover your account': recovers the wallet of the recovery request
 * (else the user's own) onto this device with `useRecoverWallet`, then closes — the request's caller
 * gets the recovered wallet. A wrong password reads 'Invalid recovery password, please try again.'
 * and keeps the field.
 */
export default function WalletPasswordRecover({ close }: ScreenProps<'walletPasswordRecover'>) {
  const { request } = useRecoveryRequest()
  const { recoverWallet } = useRecoverWallet()
  const entropyId = request?.kind === 'recover' ? request.entropyId : undefined
  return (
    <RecoverPasswordView
      id="walletPasswordRecover"
      recover={(password) => recoverWallet({ recoveryMethod: 'user-passcode', password, ...(entropyId !== undefined ? { entropyId } : {}) })}
      isWrongPassword={isWrongPassword}
      onRecovered={close}
    />
  )
}
