'use client'
import { useEffect, useRef, useState } from 'react'
import { styled } from 'styled-components'
import type { FoyerError } from '../../../hooks/index.js'
import { mfaErrorCopyKey } from '../../lib/errorCopy.js'
import { useMfaEnrollment, constants } from '../../../hooks/internalApi.js'
import { vars } from '../../../themes/index.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { useCopy } from '../../lib/useCopy.js'
import { Button } from '../../primitives/Button.js'
import { QrCode } from '../../primitives/QrCode.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { Loading } from '../../primitives/Spinner.js'
import { ErrorText, SmallText, Subtitle, Text, Title } from '../../primitives/Text.js'
import { EnrollmentDone, EnrollmentFailed, useBackToManager } from './done.js'
import { MfaCodeInput, Row } from './parts.js'

const Key = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: calc(${vars.space.unit} * 2);
  padding: calc(${vars.space.unit} * 2) calc(${vars.space.unit} * 3);
  border: 1px solid ${vars.colors.border};
  border-radius: ${vars.radii.input};
  & > button { flex: none; }
`
/** The setup key in groups of 4 that wrap between groups, never inside one (the text stays the bare key). */
const Groups = styled.code`
  display: flex;
  flex-wrap: wrap;
  column-gap: 1ch;
  min-width: 0;
  font-family: ${vars.fonts.mono};
  font-size: ${vars.fontSizes.sm};
  letter-spacing: 0.04em;
  color: ${vars.colors.foreground};
  & > span { white-space: nowrap; }
`

/** `ABCDEFGH…` → `['ABCD', 'EFGH', …]`. */
function setupKeyGroups(secret: string, size = 4): string[] {
  return secret.match(new RegExp(`.{1,${size}}`, 'g')) ?? []
}
const isCodeError = (error: unknown) => (error as FoyerError | null)?.code === 'invalid_credentials'

/**
 * Authenticator-app enrolment: the QR code of `authUrl` (error correction Q) and the setup key to
 * type instead, then a code from the app (→ added).
 */
export default function MfaEnrollTotp({ back, canGoBack, close }: ScreenProps<'mfaEnrollTotp'>) {
  const { t } = useFoyerUi()
  const { state, initEnrollment, submitEnrollment } = useMfaEnrollment()
  const { copied, copy } = useCopy()
  // A copy key, translated when shown (a language change reaches a message already shown).
  const [message, setMessage] = useState<'mfa.code.nonNumeric' | null>(null)
  const started = useRef(false)
  const done = useBackToManager(back, canGoBack, close)
  const start = () => initEnrollment({ method: 'totp' }).catch(() => {})
  useEffect(() => {
    if (started.current || state.totp || state.status !== 'initial') return
    started.current = true
    void start()
  })

  // Added: the confirmation is the screen's only title (as for the other methods).
  if (state.status === 'done' && state.method === 'totp') return (
    <ScreenFrame id="mfaEnrollTotp">
      <EnrollmentDone label="mfa.method.totp" action="enroll" onDone={done} />
    </ScreenFrame>
  )

  const body = (() => {
    if (!state.totp) {
      if (state.status === 'error') return <EnrollmentFailed error={state.error} onRetry={() => void start()} />
      return <Loading label={t('mfaEnroll.totp.preparing')} />
    }
    return (
      <>
        <Subtitle>{t('mfaEnroll.totp.scan')}</Subtitle>
        <QrCode value={state.totp.authUrl} label={t('mfaEnroll.totp.qrLabel')} size={constants.QR_SIZE_DEFAULT_PX} />
        <Text>{t('mfaEnroll.totp.setupKey')}</Text>
        <Key>
          <Groups data-testid="totp-secret" translate="no">
            {setupKeyGroups(state.totp.secret).map((group, i) => <span key={i}>{group}</span>)}
          </Groups>
          <Button kind="link" onClick={() => void copy(state.totp!.secret)}>
            {copied ? t('mfaEnroll.totp.copied') : t('mfaEnroll.totp.copy')}
          </Button>
        </Key>
        <SmallText>{t('mfaEnroll.totp.enterCode')}</SmallText>
        <MfaCodeInput
          onSubmit={(code) => submitEnrollment({ method: 'totp', code })}
          isRetryable={isCodeError}
          onNonNumeric={() => setMessage('mfa.code.nonNumeric')}
          onChange={() => setMessage(null)}
          busy={state.status === 'submitting'}
        />
        <Row>
          {(message || state.status === 'error') && <ErrorText>{t(message ?? mfaErrorCopyKey(state.error))}</ErrorText>}
        </Row>
      </>
    )
  })()

  return (
    <ScreenFrame id="mfaEnrollTotp" showBack={canGoBack} onBack={back}>
      <Title>{t('mfaEnroll.totp.title')}</Title>
      {body}
    </ScreenFrame>
  )
}
