'use client'
import { styled } from 'styled-components'
import { useAppConfig, constants } from '../../../hooks/internalApi.js'
import { vars } from '../../../themes/index.js'
import { useFoyerUi } from '../../context.js'
import { Subtitle, Title } from '../../primitives/Text.js'
import { useSlot } from '../../primitives/useSlot.js'

const Logo = styled.img`
  display: block;
  max-width: 180px;
  max-height: calc(${vars.space.unit} * 16);
  margin: 0 auto;
  object-fit: contain;
`

/** A login message is truncated at 100 characters. */
export function truncateLoginMessage(message: string): string {
  const max = constants.LOGIN_MESSAGE_MAX_LENGTH
  return message.length > max ? `${message.slice(0, max)}…` : message
}

/** The landing's top: logo, heading (config `landingHeader` or 'Log in or sign up'; or `title`), login message. */
export function LandingHeader({ title, message = true }: { title?: string; message?: boolean }) {
  const { t, appearance } = useFoyerUi()
  const config = useAppConfig()
  const logo = useSlot('logo')
  const loginMessage = message ? config?.appearance.loginMessage : null
  const HostLogo = appearance.components.Logo
  const alt = t('landing.logoAlt', { app: config?.name ?? '' })
  return (
    <>
      {HostLogo
        ? <HostLogo src={config?.appearance.logo ?? null} alt={alt} appName={config?.name ?? ''} />
        : config?.appearance.logo && <Logo src={config.appearance.logo} alt={alt} {...logo} />}
      <Title>{title ?? (config?.appearance.landingHeader || t('landing.header'))}</Title>
      {loginMessage && <Subtitle slot="loginMessage" title={loginMessage}>{truncateLoginMessage(loginMessage)}</Subtitle>}
    </>
  )
}
