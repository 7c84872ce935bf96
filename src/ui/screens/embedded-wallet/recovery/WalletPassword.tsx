'use client'
import { useAppConfig, useRecoveryRequest, useSetWalletPassword } from '../../../../hooks/internalApi.js'
import type { ScreenProps } from '../../../appearance.js'
import { PasswordFlowView } from './PasswordFlowView.js'

/**
 * Setting a recovery password (the recovery request's password screens): 'Set your password' /
 * 'Reset your password' → 'Save your password' → 'Confirm your password' → 'Confirm you have
 * saved' → Success or 'Something went wrong'. Who started the request (`initiatedBy`) decides
 * Cancel and the automatic close; 'Set Password' calls `useSetWalletPassword` with the password
 * (recorded on the request, which its caller gets when the screens close). Back from the first step
 * returns to the recovery method selection when it opened this screen (`fromSelection`).
 */
export default function WalletPassword({ params, back, close, canGoBack }: ScreenProps<'walletPassword'>) {
  const { request } = useRecoveryRequest()
  const { setWalletPassword } = useSetWalletPassword()
  const config = useAppConfig()
  const setRecovery = request?.kind === 'setRecovery' ? request : null
  return (
    <PasswordFlowView
      id="walletPassword"
      reset={setRecovery?.currentMethod === 'user-passcode'}
      initiatedBy={setRecovery?.initiatedBy ?? 'user'}
      fromSelection={Boolean(params?.fromSelection) && canGoBack}
      appName={config?.name ?? null}
      save={(password) => setWalletPassword({ password })}
      back={back}
      close={close}
    />
  )
}
