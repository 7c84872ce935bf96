'use client'
import type { CopyKey } from '../../copy/en.js'
import { useFoyerUi } from '../../context.js'
import { Button } from '../../primitives/Button.js'
import { ErrorIcon, SuccessIcon } from '../../primitives/Icons.js'
import { StatusBody } from '../../primitives/StatusBadge.js'
import { ErrorText, Subtitle, Title } from '../../primitives/Text.js'
import { mfaErrorCopyKey } from '../../lib/errorCopy.js'

/** What an enrolment screen shows once done: added (or removed), and 'Done' back to the manager. */
export function EnrollmentDone({ label: labelKey, action, onDone }: {
  /** The factor's name (`mfa.method.*`). */
  label: CopyKey
  action: 'enroll' | 'unenroll'
  onDone: () => void
}) {
  const { t } = useFoyerUi()
  const label = t(labelKey as 'mfa.title')
  return (
    <>
      <StatusBody aria-live="polite" data-status="done">
        <SuccessIcon />
        <Title>{action === 'enroll' ? t('mfaEnroll.added.title') : t('mfaEnroll.removed.title', { method: label })}</Title>
        <Subtitle>{action === 'enroll' ? t('mfaEnroll.added.detail', { method: label }) : t('mfaEnroll.removed.detail')}</Subtitle>
      </StatusBody>
      <Button onClick={onDone}>{t('mfaEnroll.done')}</Button>
    </>
  )
}

/** A failed enrolment step that is not a code to retry (the MFA prompt's texts). */
export function EnrollmentFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useFoyerUi()
  return (
    <StatusBody aria-live="polite" data-status="error">
      <ErrorIcon />
      <ErrorText>{t(mfaErrorCopyKey(error))}</ErrorText>
      <Button kind="secondary" onClick={onRetry}>{t('error.tryAgain')}</Button>
    </StatusBody>
  )
}

/** Back to the manager's intro: the setup screens sit two entries above it (intro → choose → setup). */
export function useBackToManager(back: () => void, canGoBack: boolean, close: () => void) {
  return () => {
    if (!canGoBack) return close()
    back()
    back()
  }
}
