'use client'
import { errorScreenFor, type ErrorCopyKey } from '../lib/errorCopy.js'
import { useAppConfig } from '../../hooks/internalApi.js'
import type { ScreenProps } from '../appearance.js'
import { useFoyerUi, type FoyerUiContextValue } from '../context.js'
import { errorMessage } from '../lib/errorMessage.js'
import { Button, ButtonLink } from '../primitives/Button.js'
import { ErrorIcon } from '../primitives/Icons.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Subtitle, Title } from '../primitives/Text.js'

type Texts = { kind: string; title: string; detail: string | null; button: string; link: string | null }

/** Title, detail and button of the error screen for an error, with the app's overrides. */
export function errorTexts(
  error: unknown,
  t: FoyerUiContextValue['t'],
  config: ReturnType<typeof useAppConfig>,
): Texts {
  const entry = errorScreenFor(error)
  const text = (key: ErrorCopyKey) => (t as (k: ErrorCopyKey, v: Record<string, string>) => string)(key, { app: config?.name ?? '' })
  const texts: Texts = {
    kind: entry.kind,
    title: text(entry.title),
    // "with message": the server's message, or the catalogue's text of a kit error (by its code).
    detail: entry.detailFromMessage
      ? errorMessage(error, t, entry.detail ?? 'error.generic.detail')
      : entry.detail ? text(entry.detail) : null,
    button: text(entry.button),
    link: null,
  }
  if (entry.kind === 'allowlistRejected' && config) {
    const { errorTitle, errorDetail, errorCtaText, errorCtaLink } = config.allowlistConfig
    return {
      ...texts,
      title: errorTitle || texts.title,
      detail: errorDetail || texts.detail,
      button: errorCtaText || texts.button,
      link: errorCtaLink || null,
    }
  }
  return texts
}

/** The error screen; retry returns to the previous screen, otherwise to the landing. */
export default function ErrorScreen({ params, back, canGoBack }: ScreenProps<'error'>) {
  const { t, restart } = useFoyerUi()
  const config = useAppConfig()
  const texts = errorTexts(params?.error, t, config)
  return (
    <ScreenFrame id="error">
      <ErrorIcon />
      <Title data-kind={texts.kind}>{texts.title}</Title>
      {texts.detail && <Subtitle>{texts.detail}</Subtitle>}
      {texts.link ? (
        <ButtonLink href={texts.link} target="_blank" rel="noopener noreferrer">{texts.button}</ButtonLink>
      ) : (
        <Button onClick={canGoBack ? back : restart}>{texts.button}</Button>
      )}
    </ScreenFrame>
  )
}
