'use client'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { styled } from 'styled-components'
import { constants, useEmbeddedWalletRequest, useWalletExport, type ExportFrameOptions } from '../../../hooks/internalApi.js'
import { vars } from '../../../themes/index.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { Button } from '../../primitives/Button.js'
import { ErrorIcon } from '../../primitives/Icons.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { Spinner } from '../../primitives/Spinner.js'
import { Subtitle, Title } from '../../primitives/Text.js'
import { useSlot } from '../../primitives/useSlot.js'
import { AddressCard as Card, Banner } from './parts.js'


const Frame = styled.iframe`
  display: block;
  width: 100%;
  border: 0;
  background: transparent;
  color-scheme: normal;
`

/** Where the frame's width is measured (the screen's column). */
const Column = styled.div`
  width: 100%;
`

/**
 * A wallet export (`exportWallet`): 'Connecting to your wallet' / 'Please wait...' while the wallet
 * service loads the wallet and a user with MFA verifies (at least 1 s); then 'Never share your
 * private key or seed phrase with anyone.', the wallet's address, and the export frame — a page of
 * the wallet service's origin that alone shows the key, themed through its query. A failure reads
 * "Something went wrong. We're on it. Please try again later." with a Close button.
 */
export default function WalletExport({ close }: ScreenProps<'walletExport'>) {
  const { t } = useFoyerUi()
  const { request } = useEmbeddedWalletRequest()
  const { walletExport, exportFrameUrl, attachExportFrame } = useWalletExport()
  const warningSlot = useSlot('walletExportWarning', 'active')
  const cardSlot = useSlot('walletAddressCard')
  const frameSlot = useSlot('walletExportFrame', walletExport.status === 'exported' ? 'success' : 'loading')

  // The frame's look, read once from the screen (its width, the theme's colours in effect): the
  // frame's URL (and so the frame) must not change after it loads.
  const column = useRef<HTMLDivElement>(null)
  const [options, setOptions] = useState<ExportFrameOptions | null>(null)
  useLayoutEffect(() => {
    if (options || !column.current) return
    const style = getComputedStyle(column.current)
    // `vars.colors.x` is `var(--foyer-colors-x)`: the custom property's value is the colour in effect.
    const color = (cssVar: string) => style.getPropertyValue(cssVar.slice(4, -1)).trim()
    const { colors } = vars
    setOptions({
      ...(column.current.clientWidth ? { width: column.current.clientWidth } : {}),
      colors: {
        background: color(colors.background), backgroundSecondary: color(colors.backgroundSecondary), foreground: color(colors.foreground),
        foregroundSecondary: color(colors.foregroundSecondary), border: color(colors.border), accent: color(colors.accent), accentForeground: color(colors.accentForeground),
      },
      locale: t('meta.lang'),
    })
  })
  const [iframe, setIframe] = useState<HTMLIFrameElement | null>(null)
  const connected = walletExport.status === 'ready' || walletExport.status === 'exported'
  useEffect(() => {
    if (!iframe || !connected || !options) return
    return attachExportFrame(iframe, options)
    // Attached once per frame element; the status moving on to 'exported' keeps it attached.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [iframe, attachExportFrame, options])

  if (!request || request.kind !== 'export') return null

  if (walletExport.status === 'error') {
    return (
      <ScreenFrame id="walletExport">
        <div aria-live="assertive" data-status="error" style={{ display: 'contents' }}>
          <ErrorIcon />
          <Subtitle role="alert">{t('walletExport.error')}</Subtitle>
        </div>
        <Button onClick={close}>{t('walletExport.close')}</Button>
      </ScreenFrame>
    )
  }
  if (!connected) {
    return (
      <ScreenFrame id="walletExport">
        <div aria-live="polite" data-status="connecting" style={{ display: 'contents' }}>
          <Spinner size={28} label={t('walletExport.connecting.title')} />
          <Title>{t('walletExport.connecting.title')}</Title>
          <Subtitle>{t('walletExport.connecting.detail')}</Subtitle>
        </div>
      </ScreenFrame>
    )
  }
  const src = options && exportFrameUrl(options)
  const height = request.imported ? constants.EXPORT_FRAME_HEIGHT_PX : constants.EXPORT_FRAME_WITH_PHRASE_HEIGHT_PX
  return (
    <ScreenFrame id="walletExport">
      <div data-status={walletExport.status} style={{ display: 'contents' }}>
        <Title>{t('walletExport.title')}</Title>
        <Banner $tone="warning" role="note" {...warningSlot}>{t('walletExport.warning')}</Banner>
        <Card {...cardSlot} data-address={request.address}>
          <span>{t('walletExport.address')} · {t(`walletExport.chain.${request.chainType}`)}</span>
          <code>{request.address}</code>
        </Card>
        <Column ref={column}>
          {src && (
            <Frame
              ref={setIframe}
              src={src}
              title={t('walletExport.frameTitle')}
              height={height}
              style={{ height, ...frameSlot.style }}
              className={frameSlot.className}
              data-state={frameSlot['data-state']}
              // Its own origin, scripts and storage; no top navigation, popups or forms. Copy writes to the clipboard.
              sandbox="allow-scripts allow-same-origin"
              allow="clipboard-write"
            />
          )}
        </Column>
      </div>
    </ScreenFrame>
  )
}
