// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { styled, ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it } from 'vitest'
import { darkTheme } from '../../src/themes/index.js'
import { FoyerModal, useTheme } from '../../src/ui/index.js'
import { renderWithFoyer } from './helpers.js'

afterEach(cleanup)

/** A host theme whose keys collide with ours (`colors.accent`, `radii`, `zIndices` …). */
const hostTheme = {
  colors: { accent: 'rgb(255, 0, 255)', background: 'rgb(1, 2, 3)', foreground: 'rgb(4, 5, 6)' },
  radii: { modal: '77px', button: '77px' },
  fonts: { body: 'HostFont' },
  zIndices: { modal: 5 },
}

const HostBadge = styled.span`
  color: ${(p) => (p.theme as typeof hostTheme).colors.accent};
  border-radius: ${(p) => (p.theme as typeof hostTheme).radii.button};
`

/** All CSS rules styled-components injected, as text. */
const injectedCss = () =>
  Array.from(document.querySelectorAll('style'))
    .filter((s) => !s.hasAttribute('data-foyer-theme'))
    .map((s) => s.textContent ?? '')
    .join('\n')
    + Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules, (r) => r.cssText)).join('\n')

/** The rules of the classes an element carries. */
function rulesOf(el: Element): string {
  const css = injectedCss()
  return Array.from(el.classList)
    .flatMap((c) => css.match(new RegExp(`\\.${c}[^{]*\\{[^}]*\\}`, 'g')) ?? [])
    .join('\n')
}

describe('inside a host styled-components ThemeProvider', () => {
  it('our styles use our variables, the host keeps its theme, and useTheme() is ours', async () => {
    let ours: ReturnType<typeof useTheme> | null = null
    const h = renderWithFoyer(
      <ThemeProvider theme={hostTheme}>
        <HostBadge>host</HostBadge>
        <FoyerModal
          theme={darkTheme()}
          appearance={{ screens: { landing: ({ Default }) => { ours = useTheme(); return <><HostBadge>inside</HostBadge><Default /></> } } }}
        />
      </ThemeProvider>,
    )
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    act(() => h.foyer().login())
    const dialog = await screen.findByRole('dialog', { name: 'log in or sign up' })
    const submit = await screen.findByRole('button', { name: 'Submit' })

    // our elements: styled against var(--foyer-…) only, never the host's values
    const ourRules = [dialog.closest('[data-foyer]')!, dialog.querySelector('.foyer-modal')!, submit].map(rulesOf).join('\n')
    expect(ourRules).toContain('var(--foyer-colors-background)')
    expect(ourRules).toContain('var(--foyer-colors-accent)')
    expect(ourRules).toContain('var(--foyer-radii-modal)')
    expect(ourRules).toContain('var(--foyer-z-indices-modal)')
    for (const hostValue of ['rgb(255, 0, 255)', 'rgb(1, 2, 3)', '77px', 'HostFont']) expect(ourRules).not.toContain(hostValue)
    // … and our variables carry our theme, scoped to our root
    const style = dialog.closest('[data-foyer]')!.querySelector('style[data-foyer-theme]')!.textContent!
    expect(style).toContain(`--foyer-colors-accent: ${darkTheme().colors.accent};`)
    expect(style.startsWith('[data-foyer="')).toBe(true)
    expect(style).not.toMatch(/(^|\n)\s*(:root|html|body|\*)\s*\{/)

    // no global CSS: every injected rule is scoped to a class
    expect(injectedCss()).not.toMatch(/(^|[}\n])\s*(html|body|:root|\*)\s*[{,]/)

    // the host's components keep the host theme, outside and inside our modal
    expect(rulesOf(screen.getByText('host'))).toContain('color:rgb(255, 0, 255)')
    expect(rulesOf(screen.getByText('host'))).toContain('border-radius:77px')
    expect(rulesOf(screen.getByText('inside'))).toContain('color:rgb(255, 0, 255)')

    // useTheme() is ours, not the host's ThemeProvider value
    expect(ours!.theme.colors.accent).toBe(darkTheme().colors.accent)
    expect(ours!.theme.zIndices.modal).toBe('999999')
  })
})
