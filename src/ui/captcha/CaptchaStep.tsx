'use client'
import type { UseCaptchaReturnType } from '../../hooks/internalApi.js'
import { useFoyerUi } from '../context.js'
import { Button } from '../primitives/Button.js'
import { ErrorIcon, SuccessIcon } from '../primitives/Icons.js'
import { Spinner } from '../primitives/Spinner.js'
import { StatusBody } from '../primitives/StatusBadge.js'
import { Subtitle, Title } from '../primitives/Text.js'
import { useSlot } from '../primitives/useSlot.js'
import { captchaView } from './texts.js'

/** The captcha step's content: checking / 'Success!' (+ Continue) / 'Something went wrong' (+ Retry). */
export function CaptchaStep({ captcha }: { captcha: Pick<UseCaptchaReturnType, 'state' | 'retry' | 'continue'> }) {
  const { t } = useFoyerUi()
  const view = captchaView(captcha.state)
  const state = view.kind === 'error' ? 'error' : view.kind === 'success' ? 'success' : 'loading'
  const slot = useSlot('captcha', state)
  return (
    <StatusBody {...slot} role="status" aria-live="polite">
      {view.kind === 'checking' && <Spinner size={32} label={t(view.title)} />}
      {view.kind === 'success' && <SuccessIcon />}
      {view.kind === 'error' && <ErrorIcon />}
      <Title>{t(view.title)}</Title>
      {view.kind === 'error' && <Subtitle>{t(view.detail)}</Subtitle>}
      {view.kind === 'error' && view.canRetry && <Button onClick={() => captcha.retry()}>{t('captcha.retry')}</Button>}
      {view.kind === 'success' && view.showContinue && (
        <Button loading={view.continuing} disabled={view.continuing} onClick={() => captcha.continue()}>
          {view.continuing ? t('captcha.continuing') : t('captcha.continue')}
        </Button>
      )}
    </StatusBody>
  )
}
