'use client'
import { useState } from 'react'
import { mfaErrorCopyKey } from '../../lib/errorCopy.js'
import { passkeysOf, useMfaEnrollment, useUser, passkeyMethod } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { Button } from '../../primitives/Button.js'
import { PasskeyIcon } from '../../login-methods/PasskeyIcon.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { Badge, ErrorText, Subtitle, Text, Title } from '../../primitives/Text.js'
import { EnrollmentDone, useBackToManager } from './done.js'
import { formatDate, Item, List, Stack } from './parts.js'

/** The passkey list shows every passkey up to 3; with more, 2 and 'View All'. */
const PASSKEY_LIST_COLLAPSED = 2
const PASSKEY_LIST_COLLAPSED_WHEN_FEW = 3


/** How many passkeys the list shows: all up to 3; 2 (plus 'View All') when there are more. */
export const visiblePasskeyCount = (total: number, expanded: boolean) =>
  expanded || total <= PASSKEY_LIST_COLLAPSED_WHEN_FEW ? total : PASSKEY_LIST_COLLAPSED

/**
 * Passkey enrolment: the user's passkeys (3 entries, or 2 and 'View All' when there are more),
 * each usable for verification, and 'Add a new passkey' (registers one and enrols it).
 */
export default function MfaEnrollPasskey({ back, canGoBack, close }: ScreenProps<'mfaEnrollPasskey'>) {
  const { t } = useFoyerUi()
  const { user } = useUser()
  const { state, submitEnrollment } = useMfaEnrollment()
  const [expanded, setExpanded] = useState(false)
  const done = useBackToManager(back, canGoBack, close)
  const passkeys = passkeysOf(user)
  const busy = state.status === 'submitting'
  const enrol = (credentialIds?: string[]) => submitEnrollment({ method: 'passkey', credentialIds }).catch(() => {})

  if (state.status === 'done' && state.method === 'passkey') return (
    <ScreenFrame id="mfaEnrollPasskey">
      <EnrollmentDone label="mfa.method.passkey" action="enroll" onDone={done} />
    </ScreenFrame>
  )
  const shown = passkeys.slice(0, visiblePasskeyCount(passkeys.length, expanded))
  return (
    <ScreenFrame id="mfaEnrollPasskey" showBack={canGoBack} onBack={back}>
      <Title>{t('mfaEnroll.passkey.title')}</Title>
      <Subtitle>{t('mfaEnroll.passkey.detail')}</Subtitle>
      <Text>{passkeys.length ? t('mfaEnroll.passkey.listHeading') : t('mfaEnroll.passkey.none')}</Text>
      {passkeys.length > 0 && (
        <List data-testid="mfa-passkey-list">
          {shown.map((p) => (
            <Item key={p.credentialId} data-credential-id={p.credentialId}>
              <PasskeyIcon />
              <span>{t('mfaEnroll.passkey.entry', { name: p.authenticatorName ?? t('mfa.method.passkey'), date: formatDate(p.firstVerifiedAt, t('meta.lang')) })}</span>
              {p.enrolledInMfa ? (
                <Badge>{t('mfaEnroll.passkey.enrolled')}</Badge>
              ) : (
                <Button kind="link" onClick={() => enrol([p.credentialId])} disabled={busy}>{t('mfaEnroll.passkey.use')}</Button>
              )}
            </Item>
          ))}
        </List>
      )}
      {!expanded && shown.length < passkeys.length && (
        <Button kind="link" onClick={() => setExpanded(true)}>{t('mfaEnroll.passkey.viewAll')}</Button>
      )}
      {state.status === 'error' && <ErrorText>{t(mfaErrorCopyKey(state.error))}</ErrorText>}
      <Stack>
        <Button onClick={() => enrol()} loading={busy} disabled={passkeys.length >= (passkeyMethod.maxAccounts ?? Infinity)}>
          {busy ? t('mfaEnroll.passkey.adding') : t('mfaEnroll.passkey.add')}
        </Button>
      </Stack>
    </ScreenFrame>
  )
}
