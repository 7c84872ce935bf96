'use client'
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { styled } from 'styled-components'
import { constants } from '../core/index.js'
import { useRegisterUiHost, useResetAuthFlows, type LoginOptions } from '../hooks/index.js'
import { MOBILE_BREAKPOINT_PX, vars, type ThemeInput } from '../themes/index.js'
import type { Appearance } from './appearance.js'
import { createTranslate, type CopyOverrides } from './copy/en.js'
import { FoyerUiContext, useFoyerUi } from './context.js'
import { rootStyles } from './FoyerScreens.js'
import { useSlot } from './primitives/useSlot.js'
import { ScreenRouter } from './router/ScreenRouter.js'
import { ThemeStyle, useScopedTheme } from './theme.js'

const mobile = `@media (max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`

const Root = styled(Dialog)`
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
`
const VisuallyHidden = styled(DialogTitle)`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`

export type FoyerModalProps = {
  /** A theme such as `darkTheme()`, or `{ lightMode, darkMode }`. Default: from the app config's color scheme, else light. */
  theme?: ThemeInput
  /** Slot styles and screen replacements. */
  appearance?: Appearance
  /** Copy overrides: any subset of the catalogue's keys. */
  copy?: CopyOverrides
}

/**
 * The default login modal. Mount it once inside <FoyerProvider>; `useFoyer().login()` opens it at
 * the landing. A headless UI Dialog: focus trap, Esc closes, focus returns, labelled.
 */
export function FoyerModal({ theme, appearance, copy }: FoyerModalProps) {
  const [open, setOpen] = useState(false)
  const [session, setSession] = useState<{ key: number; options: LoginOptions }>({ key: 0, options: {} })
  const resetFlows = useResetAuthFlows()
  const resetRef = useRef(resetFlows)
  resetRef.current = resetFlows
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(resetTimer.current), [])

  const close = useCallback(() => {
    setOpen(false)
    clearTimeout(resetTimer.current)
    resetTimer.current = setTimeout(() => resetRef.current(), constants.AUTH_FLOW_RESET_AFTER_CLOSE_MS)
  }, [])
  useRegisterUiHost({
    kind: 'modal',
    open: (request) => {
      clearTimeout(resetTimer.current)
      setSession((s) => ({ key: s.key + 1, options: request.options ?? {} }))
      setOpen(true)
    },
    close,
  })

  const { scopeId, css } = useScopedTheme(theme)
  const parent = useFoyerUi()
  const root = useSlot('root', open ? 'active' : 'idle', { className: undefined })
  const ui = useMemo(() => ({ ...parent, t: createTranslate(copy), appearance: appearance ?? {} }), [parent, copy, appearance])
  return (
    <FoyerUiContext.Provider value={ui}>
      <Root open={open} onClose={close} data-foyer={scopeId} className={root.className} style={root.style}>
        <ThemeStyle css={css} />
        <ModalBody title={ui.t('modal.title')}>
          <ScreenRouter key={session.key} appearance={appearance} copy={copy} loginOptions={session.options} onClose={close} />
        </ModalBody>
      </Root>
    </FoyerUiContext.Provider>
  )
}

function ModalBody({ title, children }: { title: string; children: ReactNode }) {
  const overlay = useSlot('overlay')
  const modal = useSlot('modal')
  return (
    <>
      <Backdrop {...overlay} />
      <Layer>
        <Panel {...modal}>
          <VisuallyHidden>{title}</VisuallyHidden>
          {children}
        </Panel>
      </Layer>
    </>
  )
}
