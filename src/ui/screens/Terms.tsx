'use client'
import { useState } from 'react'
import { styled } from 'styled-components'
import type { FoyerError } from '../../hooks/index.js'
import { useAppConfig, usePostLoginStep } from '../../hooks/internalApi.js'
import { vars } from '../../themes/index.js'
import type { ScreenProps } from '../appearance.js'
import { useFoyerUi } from '../context.js'
import { errorMessage } from '../lib/errorMessage.js'
import { Button } from '../primitives/Button.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { ErrorText, Link, Subtitle, Title } from '../primitives/Text.js'

const Links = styled.div`
  display: flex;
  justify-content: center;
  gap: calc(${vars.space.unit} * 4);
`

/**
 * Affirmative consent: 'One last step'. Accept records it and continues the post-login
 * sequence (wallet creation if needed, else success); 'No thanks' logs out and closes the modal.
 */
export default function Terms({ navigate, close }: ScreenProps<'terms'>) {
  const { t } = useFoyerUi()
  const legal = useAppConfig()?.legal
  const { state, acceptTerms, declineTerms } = usePostLoginStep()
  const [declining, setDeclining] = useState(false)
  const [error, setError] = useState<FoyerError | null>(null)
  const accepting = state.status === 'accepting-terms'
  const accept = async () => {
    setError(null)
    try {
      await acceptTerms()
      navigate('success')
    } catch (cause) {
      setError(cause as FoyerError)
    }
  }
  const decline = async () => {
    setDeclining(true)
    await declineTerms().catch(() => {})
    close()
  }
  return (
    <ScreenFrame id="terms">
      <Title>{t('terms.title')}</Title>
      <Subtitle>{t('terms.detail')}</Subtitle>
      {(legal?.termsAndConditionsUrl || legal?.privacyPolicyUrl) && (
        <Links>
          {legal.termsAndConditionsUrl && <Link href={legal.termsAndConditionsUrl} target="_blank" rel="noopener noreferrer">{t('terms.viewTerms')}</Link>}
          {legal.privacyPolicyUrl && <Link href={legal.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">{t('terms.viewPrivacy')}</Link>}
        </Links>
      )}
      {error && <ErrorText role="alert">{errorMessage(error, t, 'error.generic.detail')}</ErrorText>}
      <Button onClick={accept} loading={accepting} disabled={declining}>{accepting ? t('terms.accepting') : t('terms.accept')}</Button>
      <Button kind="secondary" onClick={decline} disabled={accepting || declining}>{t('terms.decline')}</Button>
    </ScreenFrame>
  )
}
