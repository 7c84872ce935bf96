'use client'
import { useState, type FormEvent } from 'react'
import { styled } from 'styled-components'
import { constants, hasPlusAddressing, isRateLimitError, isValidEmail, type FoyerError } from '../../core/index.js'
import { useAppConfig, useLoginWithEmail } from '../../hooks/index.js'
import { vars } from '../../themes/index.js'
import type { ScreenProps } from '../appearance.js'
import { useFoyerUi, type FoyerUiContextValue } from '../context.js'
import { Button } from '../primitives/Button.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Link, SmallText, Subtitle, Title } from '../primitives/Text.js'
import { TextInput } from '../primitives/TextInput.js'
import { useSlot } from '../primitives/useSlot.js'
import { loginMethodEntry } from '../login-methods/registry.js'

const Logo = styled.img`
  display: block;
  max-width: 180px;
  max-height: calc(${vars.space.unit} * 16);
  margin: 0 auto;
  object-fit: contain;
`
const MethodList = styled.div`
  display: flex;
  flex-direction: column;
  gap: calc(${vars.space.unit} * 2);
  max-height: ${constants.METHOD_LIST_MAX_HEIGHT_PX}px;
  overflow-y: auto;
`
const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: calc(${vars.space.unit} * 2);
  color: ${vars.colors.foregroundSecondary};
  font-size: ${vars.fontSizes.sm};
  &::before, &::after { content: ''; flex: 1; border-top: 1px solid ${vars.colors.border}; }
`
const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: calc(${vars.space.unit} * 3);
`

/** A login message is truncated at 100 characters (spec 01 §5). */
export function truncateLoginMessage(message: string): string {
  const max = constants.LOGIN_MESSAGE_MAX_LENGTH
  return message.length > max ? `${message.slice(0, max)}…` : message
}

/** Errors of sending a code shown under the input; the others get the error screen. */
function inlineError(error: unknown, t: FoyerUiContextValue['t']): string | null {
  if (isRateLimitError(error)) return t('landing.tooManyRequests')
  const code = (error as FoyerError | null)?.code
  if (code === 'disallowed_plus_email') return t('landing.email.plusNotAllowed')
  if (code === 'invalid_email') return t('landing.email.invalid')
  return null
}

/** Login landing: heading, logo, login message, e-mail form and the terms footer. */
export default function Landing({ navigate }: ScreenProps<'landing'>) {
  const { t, loginOptions } = useFoyerUi()
  const config = useAppConfig()
  const { state, sendCode } = useLoginWithEmail()
  const prefill = loginOptions.prefill?.type === 'email' ? loginOptions.prefill.value : null
  const [email, setEmail] = useState(() => prefill ?? state.destination ?? '')
  const [error, setError] = useState<string | null>(null)
  const sending = state.status === 'sending-code'
  const valid = isValidEmail(email)
  const logo = useSlot('logo')
  const form = useSlot('form')
  const message = config?.appearance.loginMessage
  const methods = loginOptions.loginMethods ?? config?.loginMethods ?? ['email']
  const showEmail = methods.includes('email')
  const others = methods.filter((m) => m !== 'email' && loginMethodEntry(m))
  const methodList = useSlot('methodList')
  const divider = useSlot('divider')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!valid || sending) return
    if (config?.disablePlusEmails && hasPlusAddressing(email)) return setError(t('landing.email.plusNotAllowed'))
    setError(null)
    try {
      await sendCode({ email, disableSignup: loginOptions.disableSignup ?? false })
      navigate('emailCode')
    } catch (cause) {
      const inline = inlineError(cause, t)
      if (inline) setError(inline)
      else navigate('error', { error: cause })
    }
  }

  return (
    <ScreenFrame id="landing" footer={<TermsFooter />}>
      {config?.appearance.logo && <Logo src={config.appearance.logo} alt={t('landing.logoAlt', { app: config.name })} {...logo} />}
      <Title>{config?.appearance.landingHeader || t('landing.header')}</Title>
      {message && <Subtitle slot="loginMessage" title={message}>{truncateLoginMessage(message)}</Subtitle>}
      {showEmail && (
        <Form onSubmit={submit} noValidate {...form}>
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
            error={error}
            readOnly={sending}
          />
          <Button type="submit" disabled={!valid} loading={sending}>
            {sending ? t('landing.email.submitting') : t('landing.email.submit')}
          </Button>
        </Form>
      )}
      {showEmail && others.length > 0 && <Divider {...divider}>{t('landing.or')}</Divider>}
      {others.length > 0 && (
        <MethodList {...methodList}>
          {others.map((method) => {
            const Entry = loginMethodEntry(method)!
            return <Entry key={method} method={method} navigate={navigate} />
          })}
        </MethodList>
      )}
    </ScreenFrame>
  )
}

/** 'By logging in I agree to the Terms & Privacy Policy', shown when acceptance is not required. */
function TermsFooter() {
  const { tRich, t } = useFoyerUi()
  const legal = useAppConfig()?.legal
  if (!legal || legal.requireUsersAcceptTerms) return null
  const { termsAndConditionsUrl: terms, privacyPolicyUrl: privacy } = legal
  if (!terms && !privacy) return null
  return (
    <SmallText slot="terms">
      {terms && privacy
        ? tRich('landing.terms.both', {
            terms: <Link href={terms}>{t('landing.terms.terms')}</Link>,
            privacy: <Link href={privacy}>{t('landing.terms.privacy')}</Link>,
          })
        : tRich('landing.terms.one', {
            link: terms
              ? <Link href={terms}>{t('landing.terms.termsOfService')}</Link>
              : <Link href={privacy!}>{t('landing.terms.privacy')}</Link>,
          })}
    </SmallText>
  )
}
