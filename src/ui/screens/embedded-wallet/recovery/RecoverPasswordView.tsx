'use client'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useFoyerUi } from '../../../context.js'
import { Button } from '../../../primitives/Button.js'
import { ScreenFrame } from '../../../primitives/Screen.js'
import { Subtitle, Title } from '../../../primitives/Text.js'
import { useSlot } from '../../../primitives/useSlot.js'
import type { ScreenId } from '../../../screen-ids.js'
import { walletErrorText } from '../parts.js'
import { Form, PasswordField } from './parts.js'

/** What the recover-with-password screen is given: the recovery, how to tell a wrong password, and what follows. */
export type RecoverPasswordViewProps = {
  id: ScreenId
  /** Recovers the wallet with the password ('Recover your account'); rejects with why not. */
  recover: (password: string) => Promise<unknown>
  /** Whether a rejection of `recover` means a wrong password. */
  isWrongPassword: (error: unknown) => boolean
  /** After the recovery: the screens close (or go on). */
  onRecovered: () => void
}

/**
 * 'Enter your password' / 'Recover your account': the password the wallet was secured with. A wrong
 * password shows 'Invalid recovery password, please try again.' and keeps what was typed (to
 * correct it); another failure shows its message. Enter submits; the button is disabled while the
 * field is empty or the recovery runs.
 */
export function RecoverPasswordView({ id, recover, isWrongPassword, onRecovered }: RecoverPasswordViewProps) {
  const { t } = useFoyerUi()
  const { register, handleSubmit, watch, setError, clearErrors, formState } = useForm<{ password: string }>({ defaultValues: { password: '' } })
  const password = watch('password')
  // Why the last recovery failed, put into words when shown (a language change reaches it).
  const [failure, setFailure] = useState<unknown>(null)
  const submit = handleSubmit(async ({ password: value }) => {
    try {
      await recover(value)
    } catch (error) {
      setFailure(error)
      setError('password', { type: 'recover' })
      return
    }
    onRecovered()
  })
  const field = register('password', { required: true, onChange: () => clearErrors('password') })
  return (
    <ScreenFrame id={id}>
      <Form noValidate onSubmit={submit} {...useSlot('form')}>
        <Title>{t('walletPasswordRecover.title')}</Title>
        <Subtitle>{t('walletPasswordRecover.detail')}</Subtitle>
        <PasswordField
          {...field}
          autoComplete="current-password"
          label={t('walletPasswordRecover.label')}
          error={formState.errors.password ? (isWrongPassword(failure) ? t('walletPasswordRecover.invalid') : walletErrorText(failure, t, 'error.generic.detail')) : null}
          readOnly={formState.isSubmitting}
        />
        <Button type="submit" disabled={!password} loading={formState.isSubmitting} data-action="recover">{t('walletPasswordRecover.submit')}</Button>
      </Form>
    </ScreenFrame>
  )
}
