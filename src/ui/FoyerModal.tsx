'use client'
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, FocusTrap, FocusTrapFeatures } from '@headlessui/react'
import { useMemo, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { styled } from 'styled-components'
import { MOBILE_BREAKPOINT_PX, vars, type ThemeInput } from '../themes/index.js'
import type { Appearance } from './appearance.js'
import { createTranslate, type CopyOverrides } from './copy/en.js'
import { FoyerUiContext, useFoyerUi } from './context.js'
import { rootStyles } from './FoyerScreens.js'
import { useSlot } from './primitives/useSlot.js'
import { resolveSlot } from './slots.js'
import { ScreenRouter } from './router/ScreenRouter.js'
import { useUiHost } from './lib/useUiHost.js'
import { useAppearanceLevels, useMergedAppearance } from './lib/useAppearance.js'
import { FoyerThemeContext, ThemeStyle, useScopedTheme } from './theme.js'
import { FoyerOverlays } from './FoyerOverlays.js'
import { visuallyHidden } from './primitives/visuallyHidden.js'
import { useScrollEdges } from './lib/useScrollEdges.js'

const mobile = `@media (max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`

/** The dialog root (also the MFA overlays' dialogs, src/ui/FoyerOverlays.tsx). */
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

export type FoyerModalProps = {
  /** A theme such as `darkTheme()`, or `{ lightMode, darkMode }`. Default: from the app config's color scheme, else light. */
  theme?: ThemeInput
  /** Slot styles and screen replacements. */
  appearance?: Appearance
  /** Copy overrides: any subset of the catalogue's keys. */
  copy?: CopyOverrides
  /**
   * Where the modal's DOM goes. Default (also `null`, e.g. a ref not attached yet): headless UI's
   * portal root at the end of `document.body`. An element: the modal is rendered into it (focus
   * trap, Esc, outside click and focus restore kept; no page scroll lock, and the rest of the page
   * is not made inert — it is the host's container).
   */
  portalContainer?: HTMLElement | null
  /** z-index of the modal layer; overrides the theme's `zIndices.modal` (an integer). */
  zIndex?: number
}

/**
 * The default login modal. Mount it once inside <FoyerProvider>; `useFoyer().login()` opens it at
 * the landing. A headless UI Dialog: focus trap, Esc closes, focus returns, labelled.
 */
export function FoyerModal({ theme, appearance, copy, portalContainer, zIndex }: FoyerModalProps) {
  // Openers, the session they start, redirect returns and close: shared with <FoyerEmbed/>.
  const { open, session, close } = useUiHost('modal')

  const { scopeId, css, resolved, style } = useScopedTheme(theme, { zIndex })
  const titleId = `${scopeId}-title`
  const parent = useFoyerUi()
  const merged = useMergedAppearance(useAppearanceLevels(appearance))
  const ui = useMemo(() => ({ ...parent, t: createTranslate(copy), appearance: merged }), [parent, copy, merged])
  // The root is outside this component's own context: resolve its slot from the merged appearance.
  const root = resolveSlot(merged.slots, 'root', open ? 'active' : 'idle')
  const rootStyle = style ? { ...root.style, ...style } : root.style
  const body = (
    <>
      <ThemeStyle css={css} />
      <ModalBody title={ui.t('modal.title')} contained={portalContainer ? { titleId, onDismiss: close } : undefined}>
        <ScreenRouter key={session.key} initialScreen={session.screen} initialParams={session.params as never} appearance={appearance} copy={copy} loginOptions={session.options} onClose={close} />
      </ModalBody>
    </>
  )
  return (
    <FoyerUiContext.Provider value={ui}>
      <FoyerThemeContext.Provider value={resolved}>
        {portalContainer ? (
          open && (
            <ContainedDialog container={portalContainer} onClose={close} titleId={titleId} data-foyer={scopeId} lang={ui.t('meta.lang')} className={root.className} style={rootStyle}>
              {body}
            </ContainedDialog>
          )
        ) : (
          <Root open={open} onClose={close} data-foyer={scopeId} lang={ui.t('meta.lang')} className={root.className} style={rootStyle}>
            {body}
          </Root>
        )}
        <FoyerOverlays theme={theme} appearance={appearance} copy={copy} zIndex={zIndex} />
      </FoyerThemeContext.Provider>
    </FoyerUiContext.Provider>
  )
}

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
function ContainedDialog({ container, onClose, titleId, children, ...rest }: {
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
