'use client'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { styled } from 'styled-components'
import { generatePassword, recoveryFileName, validatePassword } from '../../../../hooks/internalApi.js'
import { vars } from '../../../../themes/index.js'
import { enCatalogue } from '../../../copy/catalogue.js'
import type { Translate } from '../../../copy/en.js'
import { useFoyerUi } from '../../../context.js'
import { downloadText } from '../../../lib/downloadText.js'
import { useCopy } from '../../../lib/useCopy.js'
import { Button } from '../../../primitives/Button.js'
import { ErrorIcon, SuccessIcon } from '../../../primitives/Icons.js'
import { Subtitle, Title } from '../../../primitives/Text.js'
import { useSlot } from '../../../primitives/useSlot.js'
import { walletErrorText } from '../parts.js'
import { AcknowledgeCheckbox, ButtonRow, Form, PasswordBox, PasswordField, passwordErrorText, StrengthMeter, usePasswordStrength } from './parts.js'

/**
 * The steps of setting a recovery password, each a form on react-hook-form where it takes input:
 * Create, Save, Confirm, Finalize and Done. The screen (PasswordFlowView.tsx) holds the flow and
 * passes each step what it shows and does.
 */

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: calc(${vars.space.unit} * 2);
`

/**
 * Create: 'Set your password' (or 'Reset your password' when the wallet has one), the field with
 * show/hide and regenerate, the strength meter and Continue — disabled while the field is empty
 * or invalid. Invalid characters show at once; 'Password must be at least 6 characters' once the
 * field is left or Enter pressed.
 */
export function CreateStep({ reset, initialPassword, onContinue }: {
  reset: boolean
  initialPassword: string
  onContinue: (password: string) => void
}) {
  const { t } = useFoyerUi()
  const { register, handleSubmit, watch, setValue } = useForm<{ password: string }>({ defaultValues: { password: initialPassword } })
  const password = watch('password')
  const [lengthShown, setLengthShown] = useState(false)
  const strength = usePasswordStrength(password)
  const valid = validatePassword(password).valid
  const field = register('password', { validate: (value) => validatePassword(value).valid, onBlur: () => setLengthShown(true) })
  return (
    <Form noValidate onSubmit={handleSubmit(({ password: value }) => onContinue(value), () => setLengthShown(true))} {...useSlot('form')}>
      <Title>{t(reset ? 'walletPassword.create.titleReset' : 'walletPassword.create.title')}</Title>
      <Subtitle>{t('walletPassword.create.detail')}</Subtitle>
      <Fields>
        <PasswordField
          {...field}
          label={t('walletPassword.create.label')}
          placeholder={t('walletPassword.create.placeholder')}
          error={passwordErrorText(password, t, lengthShown)}
          onRegenerate={() => setValue('password', generatePassword(), { shouldDirty: true })}
        />
        <StrengthMeter strength={valid ? strength : null} />
      </Fields>
      <Button type="submit" disabled={!valid} data-action="continue">{t('walletPassword.continue')}</Button>
    </Form>
  )
}

/**
 * Save: 'Save your password', the password to read, Copy (to the clipboard; 'Copied' for 3 s) and
 * Download (a text file named after the app: 'acme-foyer-wallet-recovery.txt'), then Continue.
 */
export function SaveStep({ password, appName, onContinue }: { password: string; appName: string | null; onContinue: () => void }) {
  const { t } = useFoyerUi()
  const { copied, copy } = useCopy()
  const download = () => {
    const text = appName ? t('walletPassword.save.file', { app: appName, password }) : t('walletPassword.save.fileNoApp', { password })
    downloadText(recoveryFileName(appName), text)
  }
  return (
    <>
      <Title>{t('walletPassword.save.title')}</Title>
      <Subtitle>{t('walletPassword.save.detail')}</Subtitle>
      <PasswordBox label={t('walletPassword.save.password')}>{password}</PasswordBox>
      <ButtonRow>
        <Button kind="secondary" onClick={() => void copy(password)} data-action="copy">{copied ? t('walletPassword.save.copied') : t('walletPassword.save.copy')}</Button>
        <Button kind="secondary" onClick={download} data-action="download">{t('walletPassword.save.download')}</Button>
      </ButtonRow>
      <Button onClick={onContinue} data-action="continue">{t('walletPassword.continue')}</Button>
    </>
  )
}

/**
 * Confirm: 'Confirm your password' and the field to type it again. Continue is disabled until the
 * two are equal; Enter submits — with a different password it shows 'Passwords do not match'
 * (which also shows once the typed password is as long as the first and differs).
 */
export function ConfirmStep({ password, onContinue }: { password: string; onContinue: (confirmation: string) => void }) {
  const { t } = useFoyerUi()
  const { register, handleSubmit, watch, formState } = useForm<{ confirmation: string }>({ defaultValues: { confirmation: '' } })
  const confirmation = watch('confirmation')
  const matches = confirmation === password
  const mismatch = confirmation !== '' && !matches && (formState.isSubmitted || Array.from(confirmation).length >= Array.from(password).length)
  return (
    <Form noValidate onSubmit={handleSubmit(({ confirmation: value }) => onContinue(value))} {...useSlot('form')}>
      <Title>{t('walletPassword.confirm.title')}</Title>
      <Subtitle>{t('walletPassword.confirm.detail')}</Subtitle>
      <PasswordField
        {...register('confirmation', { validate: (value) => value === password })}
        label={t('walletPassword.confirm.label')}
        error={mismatch ? t('walletPassword.confirm.mismatch') : null}
      />
      <Button type="submit" disabled={!matches} data-action="continue">{t('walletPassword.continue')}</Button>
    </Form>
  )
}

/**
 * Finalize: 'Confirm you have saved', the checkbox 'I understand that if I lose my password and
 * device, …', then Cancel (only when the user started the flow) and 'Set Password' — enabled once
 * the box is ticked; it performs the save.
 */
export function FinalizeStep({ acknowledged, submitting, cancellable, onAcknowledge, onSubmit, onCancel }: {
  acknowledged: boolean
  submitting: boolean
  cancellable: boolean
  onAcknowledge: (acknowledged: boolean) => void
  onSubmit: () => void
  onCancel: () => void
}) {
  const { t } = useFoyerUi()
  const { handleSubmit } = useForm()
  return (
    <Form noValidate onSubmit={handleSubmit(() => onSubmit())} {...useSlot('form')}>
      <Title>{t('walletPassword.finalize.title')}</Title>
      <AcknowledgeCheckbox checked={acknowledged} disabled={submitting} onChange={onAcknowledge}>
        {t('walletPassword.finalize.acknowledge')}
      </AcknowledgeCheckbox>
      <ButtonRow>
        {cancellable && <Button kind="secondary" disabled={submitting} onClick={onCancel} data-action="cancel">{t('walletPassword.finalize.cancel')}</Button>}
        <Button type="submit" disabled={!acknowledged} loading={submitting} data-action="set-password" aria-label={submitting ? t('walletPassword.finalize.submitting') : undefined}>
          {t('walletPassword.finalize.submit')}
        </Button>
      </ButtonRow>
    </Form>
  )
}

/**
 * The error a failed save shows: the wallet service's 'Error setting password on Foyer wallet' in
 * the catalogue's language (it is the catalogue's English text); an error the catalogue knows by
 * its code, its text; another error's own message; else 'Error setting password on Foyer wallet'.
 */
export function saveErrorText(error: unknown, t: Translate): string {
  const { shortMessage, message } = (error ?? {}) as { shortMessage?: unknown; message?: unknown }
  const text = typeof shortMessage === 'string' && shortMessage ? shortMessage : message
  if (text === enCatalogue.read()['walletPassword.done.setPasswordFailed']) return t('walletPassword.done.setPasswordFailed')
  return walletErrorText(error, t, 'walletPassword.done.setPasswordFailed')
}

/** Done: 'Success', or 'Something went wrong' with the error; Close. */
export function DoneStep({ error, onClose }: { error: Error | null; onClose: () => void }) {
  const { t } = useFoyerUi()
  return (
    <>
      {error ? (
        <div aria-live="assertive" data-status="error" style={{ display: 'contents' }}>
          <ErrorIcon />
          <Title>{t('walletPassword.done.errorTitle')}</Title>
          <Subtitle>{saveErrorText(error, t)}</Subtitle>
        </div>
      ) : (
        <div aria-live="polite" data-status="done" style={{ display: 'contents' }}>
          <SuccessIcon />
          <Title>{t('walletPassword.done.title')}</Title>
          <Subtitle>{t('walletPassword.done.detail')}</Subtitle>
        </div>
      )}
      <Button onClick={onClose} data-action="close">{t('walletPassword.done.close')}</Button>
    </>
  )
}
