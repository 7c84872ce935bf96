'use client'
import { useState, type FormEvent } from 'react'
import { styled } from 'styled-components'
import type { FoyerError } from '../../hooks/index.js'
import { useAppConfig, useLoginWithEmail, hasPlusAddressing, isRateLimitError, isValidEmail } from '../../hooks/internalApi.js'
import { vars } from '../../themes/index.js'
import type { Navigate } from '../appearance.js'
import { useFoyerUi } from '../context.js'
import { Button } from '../primitives/Button.js'
import { TextInput } from '../primitives/TextInput.js'
import { useSlot } from '../primitives/useSlot.js'
import { RecentChip } from './placement.js'

const Form = styled.form`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: calc(${vars.space.unit} * 3);
`

type EmailFormError = 'landing.tooManyRequests' | 'landing.email.plusNotAllowed' | 'landing.email.invalid'

/**
 * Errors of sending a code shown under the input (their copy key: translated when shown, so a
 * language change reaches them); the others get the error screen.
 */
function inlineError(error: unknown): EmailFormError | null {
  if (isRateLimitError(error)) return 'landing.tooManyRequests'
  const code = (error as FoyerError | null)?.code
  if (code === 'disallowed_plus_email') return 'landing.email.plusNotAllowed'
  if (code === 'invalid_email') return 'landing.email.invalid'
  return null
}

/**
 * The e-mail form: prefilled by `login({ prefill: { type: 'email', value } })`, submit disabled
 * until the address is valid, '+' addresses and rate limits inline; a sent code opens `emailCode`
 * (with `login({ disableSignup })` passed on). On the landing, and on the `email` screen.
 */
export function EmailForm({ navigate, recent = false, intent }: {
  navigate: Navigate
  recent?: boolean
  /** Link or update screens (linkEmail / updateEmail) send the code with that intent. */
  intent?: 'link' | 'update' | undefined
}) {
  const { t, loginOptions } = useFoyerUi()
  const config = useAppConfig()
  const { state, sendCode } = useLoginWithEmail()
  const prefill = loginOptions.prefill?.type === 'email' ? loginOptions.prefill.value : null
  const [email, setEmail] = useState(() => (intent ? '' : (prefill ?? state.destination ?? '')))
  const [error, setError] = useState<EmailFormError | null>(null)
  const sending = state.status === 'sending-code'
  const valid = isValidEmail(email)
  const form = useSlot('form')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!valid || sending) return
    if (config?.disablePlusEmails && hasPlusAddressing(email)) return setError('landing.email.plusNotAllowed')
    setError(null)
    try {
      await sendCode(intent ? { email, intent } : { email, disableSignup: loginOptions.disableSignup ?? false })
      navigate('emailCode')
    } catch (cause) {
      const inline = inlineError(cause)
      if (inline) setError(inline)
      else navigate('error', { error: cause })
    }
  }

  return (
    <Form onSubmit={submit} noValidate data-method="email" data-recent={recent || undefined} {...form}>
      {recent && <RecentChip at="field" />}
      <TextInput
        type="email"
        name="email"
        autoComplete="email"
        label={t('landing.email.label')}
        placeholder={t('landing.email.placeholder')}
        value={email}
        onChange={(e) => {
          setEmail(e.target.value)
          setError(null)
        }}
        error={error && t(error)}
        readOnly={sending}
      />
      <Button type="submit" disabled={!valid} loading={sending}>
        {sending ? t('landing.email.submitting') : t('landing.email.submit')}
      </Button>
    </Form>
  )
}
