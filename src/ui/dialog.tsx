'use client'
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, FocusTrap, FocusTrapFeatures } from '@headlessui/react'
import { useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { styled } from 'styled-components'
import { MOBILE_BREAKPOINT_PX, vars } from '../themes/index.js'
import { rootStyles } from './FoyerScreens.js'
import { useSlot } from './primitives/useSlot.js'
import { visuallyHidden } from './primitives/visuallyHidden.js'
import { useScrollEdges } from './lib/useScrollEdges.js'

// The dialog the modal and the MFA overlays render into (headless UI's Dialog, or plain elements
// inside a host's container).

const mobile = `@media (max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`

/** The dialog root (the modal's and the MFA overlays'). */
export const Root = styled(Dialog)`
  ${rootStyles}
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndices.modal};
`
const Backdrop = styled(DialogBackdrop)`
  position: fixed;
  inset: 0;
  background: ${vars.colors.overlay};
  backdrop-filter: ${vars.blurs.overlay};
`
const Layer = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: calc(${vars.space.unit} * 4);
  ${mobile} {
    align-items: flex-end;
    padding: 0;
  }
`
const Panel = styled(DialogPanel)`
  position: relative;
  width: ${vars.sizes.modalWidth};
  max-width: 100%;
  max-height: min(${vars.sizes.modalHeight}, 100%);
  overflow-y: auto;
  background: ${vars.colors.background};
  border-radius: ${vars.radii.modal};
  box-shadow: ${vars.shadows.modal};
  ${mobile} {
    width: 100%;
    border-bottom-left-radius: 0;
    border-bottom-right-radius: 0;
  }
  /*
   * More to scroll to (data-scroll, kept by useScrollEdges): a shade along the edge the content
   * continues past (the text colour, faint: visible on light and dark themes), at the bottom
   * and/or the top, so a cut-off line reads as "scroll".
   */
  &::before, &::after {
    content: '';
    position: sticky;
    z-index: 1;
    display: block;
    height: calc(${vars.space.unit} * 6);
    pointer-events: none;
    opacity: 0;
    transition: opacity ${vars.durations.fast};
  }
  &::before {
    top: 0;
    margin-bottom: calc(${vars.space.unit} * -6);
    background: linear-gradient(to bottom, color-mix(in srgb, ${vars.colors.foreground} 22%, transparent), transparent);
  }
  &::after {
    bottom: 0;
    margin-top: calc(${vars.space.unit} * -6);
    background: linear-gradient(to top, color-mix(in srgb, ${vars.colors.foreground} 22%, transparent), transparent);
  }
  &[data-scroll~='above']::before, &[data-scroll~='below']::after { opacity: 1; }
`
const VisuallyHidden = styled(DialogTitle)`
  ${visuallyHidden}
`

/** Root's styles on a plain element (a fixed layer: it covers the viewport, or the container if that one has a transform). */
const ContainedRoot = styled.div`
  ${rootStyles}
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndices.modal};
`

/**
 * The modal rendered into a host's container: headless UI's Dialog always portals to its own root
 * in `document.body`, so here the same styled parts are rendered as plain elements, with
 * headless UI's FocusTrap (initial focus, Tab lock, focus restore) and Esc to close.
 */
export function ContainedDialog({ container, onClose, titleId, children, ...rest }: {
  container: HTMLElement
  onClose: () => void
  titleId: string
  children: ReactNode
  'data-foyer': string
  lang: string
  className: string | undefined
  style: CSSProperties | undefined
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    onClose()
  }
  const rootRef = useRef<HTMLDivElement | null>(null)
  return createPortal(
    <ContainedRoot ref={rootRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown} {...rest}>
      <FocusTrap initialFocusFallback={rootRef} features={FocusTrapFeatures.InitialFocus | FocusTrapFeatures.TabLock | FocusTrapFeatures.RestoreFocus | FocusTrapFeatures.AutoFocus}>
        {children}
      </FocusTrap>
    </ContainedRoot>,
    container,
  )
}

export function ModalBody({ title, children, contained }: {
  title: string
  children: ReactNode
  /** Set when rendered by ContainedDialog: plain elements instead of headless UI's Dialog parts. */
  contained?: { titleId: string; onDismiss: () => void } | undefined
}) {
  const overlay = useSlot('overlay')
  const modal = useSlot('modal')
  const scrollRef = useScrollEdges<HTMLElement>()
  const plain = contained ? ({ as: 'div' } as const) : {}
  const dismissOutside = contained ? (e: { target: unknown; currentTarget: unknown }) => e.target === e.currentTarget && contained.onDismiss() : undefined
  return (
    <>
      <Backdrop {...overlay} {...plain} />
      <Layer onClick={dismissOutside}>
        <Panel ref={scrollRef} {...modal} {...plain}>
          <VisuallyHidden {...(contained ? { as: 'h2' as const, id: contained.titleId } : {})}>{title}</VisuallyHidden>
          {children}
        </Panel>
      </Layer>
    </>
  )
}
