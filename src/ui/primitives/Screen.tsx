'use client'
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import { styled } from 'styled-components'
import { vars } from '../../themes/index.js'
import { useFoyerUi } from '../context.js'
import type { ScreenId } from '../screen-ids.js'
import { BackGlyph, CloseGlyph } from './Icons.js'
import { IconButton } from './IconButton.js'
import { useSlot } from './useSlot.js'

const Frame = styled.section`
  display: flex;
  flex-direction: column;
  gap: calc(${vars.space.unit} * 4);
  padding: calc(${vars.space.unit} * 4) calc(${vars.space.unit} * 5) calc(${vars.space.unit} * 5);
  /* No back or close button (an embed's landing, inline screens): no empty header band on top. */
  &[data-bare] { padding-top: calc(${vars.space.unit} * 5); }
`
const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: calc(${vars.space.unit} * 8);
`
const Spacer = styled.span`
  width: calc(${vars.space.unit} * 8);
`
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: calc(${vars.space.unit} * 4);
`

/** The props of {@link ScreenFrame}: the screen id, the back and close buttons, and the content. */
export type ScreenFrameProps = {
  id: ScreenId
  /** Show the back button (when there is a screen to go back to). */
  showBack?: boolean
  onBack?: () => void
  children?: ReactNode
  footer?: ReactNode
}

/** Kit roots (`[data-foyer]`) whose previous screen held the focus when it unmounted. */
const focusLeftWith = new WeakSet<Element>()
const FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)'

/**
 * Moves the focus into a screen when it mounts: to its first field, else its heading, else the
 * screen itself — when the screen is in a dialog (the modal, an MFA prompt), when the focus is
 * already inside the kit, or when it was lost with the previous screen. So an inline embed never
 * takes the focus from the host page, and a keyboard user always continues inside the screen.
 */
function useFocusOnMount() {
  const ref = useRef<HTMLElement | null>(null)
  // Before the DOM goes away: remember that the focus leaves with this screen.
  useLayoutEffect(() => () => {
    const frame = ref.current
    const root = frame?.closest('[data-foyer]')
    if (frame && root && frame.contains(document.activeElement)) focusLeftWith.add(root)
  }, [])
  useEffect(() => {
    const frame = ref.current
    const root = frame?.closest('[data-foyer]')
    if (!frame || !root) return
    const active = document.activeElement
    const lost = focusLeftWith.has(root) && (!active || active === document.body)
    focusLeftWith.delete(root)
    const inDialog = frame.closest('[role="dialog"]') !== null
    if (frame.contains(active) || !(inDialog || lost || (active && root.contains(active)))) return
    const target = frame.querySelector<HTMLElement>(FIELD) ?? frame.querySelector<HTMLElement>('h1, h2, h3') ?? frame
    if (!target.matches(FIELD)) target.tabIndex = -1
    target.focus()
  }, [])
  return ref
}

/** The frame of every screen: header (back / close), body, optional footer. */
export function ScreenFrame({ id, showBack = false, onBack, children, footer }: ScreenFrameProps) {
  const ref = useFocusOnMount()
  const { t, back, close, canGoBack, canClose } = useFoyerUi()
  const frame = useSlot('screen', 'idle', { variant: id })
  const header = useSlot('header')
  const backButton = useSlot('backButton')
  const closeButton = useSlot('closeButton')
  const body = useSlot('body')
  const footerSlot = useSlot('footer')
  const hasBack = showBack && Boolean(onBack || canGoBack)
  return (
    <Frame ref={ref} data-screen={id} data-bare={hasBack || canClose ? undefined : ''} {...frame}>
      {(hasBack || canClose) && (
        <Header {...header}>
          {hasBack ? (
            <IconButton type="button" aria-label={t('modal.back')} onClick={onBack ?? back} {...backButton}>
              <BackGlyph />
            </IconButton>
          ) : <Spacer />}
          {canClose ? (
            <IconButton type="button" aria-label={t('modal.close')} onClick={close} {...closeButton}>
              <CloseGlyph />
            </IconButton>
          ) : <Spacer />}
        </Header>
      )}
      <Body {...body}>{children}</Body>
      {footer && <div {...footerSlot}>{footer}</div>}
    </Frame>
  )
}
