// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ColorScheme as ConfigColorScheme } from '../../src/core/index.js'
import { FoyerProvider, useFoyer, type UseFoyerReturnType } from '../../src/hooks/index.js'
import { createDevBackend } from '../../src/testing/index.js'
import { brutalistTheme, darkTheme, lightTheme, midnightTheme, type ThemeInput } from '../../src/themes/index.js'
import { FoyerModal, FoyerScreens, useTheme, type UseThemeReturnType } from '../../src/ui/index.js'
import { clientOnBackend } from '../core/helpers.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** A controllable `matchMedia('(prefers-color-scheme: dark)')`. */
function stubPrefersDark(initial: boolean) {
  let matches = initial
  const listeners = new Set<() => void>()
  const matchMedia = vi.fn((query: string) => ({
    media: query,
    get matches() {
      return query === '(prefers-color-scheme: dark)' && matches
    },
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  }))
  vi.stubGlobal('matchMedia', matchMedia)
  return {
    listeners,
    set(dark: boolean) {
      matches = dark
      act(() => listeners.forEach((fn) => fn()))
    },
  }
}

function setup(ui: ReactNode, colorScheme?: ConfigColorScheme) {
  const backend = createDevBackend()
  const client = clientOnBackend(backend, colorScheme ? { config: { appearance: { colorScheme } } } : {})
  let foyer: UseFoyerReturnType | null = null
  function Probe() {
    foyer = useFoyer()
    return null
  }
  const result = render(<FoyerProvider client={client}><Probe />{ui}</FoyerProvider>)
  return { result, foyer: () => foyer! }
}

/** FoyerScreens whose landing reports useTheme() on every render. */
function ThemedScreens({ theme, seen }: { theme?: ThemeInput; seen: UseThemeReturnType[] }) {
  return (
    <FoyerScreens
      theme={theme}
      appearance={{
        screens: {
          landing: () => {
            const t = useTheme()
            seen.push(t)
            return <p data-testid="probe">{`${t.colorScheme} ${t.theme.colors.background}`}</p>
          },
        },
      }}
    />
  )
}

const styleOf = (el: Element) => el.closest('[data-foyer]')!.querySelector('style[data-foyer-theme]')!.textContent!

describe('useTheme()', () => {
  it('outside a Foyer UI root it throws a clear message', () => {
    function Outside() {
      useTheme()
      return null
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Outside />)).toThrow(
      'useTheme() must be called inside a Foyer UI root: <FoyerModal/> or <FoyerScreens/>, or a screen, slot or component they render.',
    )
  })

  it('returns the host theme of the nearest root and its scheme', async () => {
    const theme = midnightTheme()
    const seen: UseThemeReturnType[] = []
    setup(<ThemedScreens theme={theme} seen={seen} />)
    expect((await screen.findByTestId('probe')).textContent).toBe('dark #0B1020')
    expect(seen.at(-1)).toEqual({ theme, colorScheme: 'dark', followsSystem: false })
    expect(seen.at(-1)!.theme).toBe(theme)
  })

  it('host { lightMode, darkMode } with config "dark": the dark half, CSS without a media query', async () => {
    const pair = { lightMode: brutalistTheme(), darkMode: midnightTheme() }
    const seen: UseThemeReturnType[] = []
    setup(<ThemedScreens theme={pair} seen={seen} />, 'dark')
    const probe = await screen.findByTestId('probe')
    await waitFor(() => expect(probe.textContent).toBe('dark #0B1020'))
    expect(seen.at(-1)!.theme).toBe(pair.darkMode)
    expect(styleOf(probe)).not.toContain('@media')
    expect(styleOf(probe)).toContain('--foyer-colors-background: #0B1020;')
  })

  it('host { lightMode, darkMode } with config "auto" follows prefers-color-scheme, live', async () => {
    const media = stubPrefersDark(false)
    const pair = { lightMode: lightTheme(), darkMode: midnightTheme() }
    const seen: UseThemeReturnType[] = []
    setup(<ThemedScreens theme={pair} seen={seen} />, 'auto')
    const probe = await screen.findByTestId('probe')
    expect(probe.textContent).toBe('light #FFFFFF')
    expect(seen.at(-1)!.followsSystem).toBe(true)
    expect(styleOf(probe)).toContain('@media (prefers-color-scheme: dark)')
    media.set(true)
    expect(probe.textContent).toBe('dark #0B1020')
    expect(seen.at(-1)!.theme).toBe(pair.darkMode)
    media.set(false)
    expect(probe.textContent).toBe('light #FFFFFF')
  })

  it('without a host theme, config "auto" gives both built-ins and follows the system', async () => {
    const media = stubPrefersDark(true)
    const seen: UseThemeReturnType[] = []
    setup(<ThemedScreens seen={seen} />, 'auto')
    const probe = await screen.findByTestId('probe')
    await waitFor(() => expect(probe.textContent).toBe(`dark ${darkTheme().colors.background}`))
    expect(seen.at(-1)!.theme).toEqual(darkTheme())
    expect(media.listeners.size).toBe(1)
  })

  it('listens to the media query only when the root follows the system', async () => {
    const media = stubPrefersDark(true)
    setup(<ThemedScreens theme={lightTheme()} seen={[]} />, 'auto')
    expect((await screen.findByTestId('probe')).textContent).toBe('light #FFFFFF')
    expect(media.listeners.size).toBe(0)
  })

  it('a host theme wins over the config', async () => {
    setup(<ThemedScreens theme={brutalistTheme()} seen={[]} />, 'dark')
    expect((await screen.findByTestId('probe')).textContent).toBe('light #FFFFFF')
  })
})

describe('<FoyerModal zIndex/>', () => {
  it('overrides the theme\'s zIndices.modal on the root and in useTheme()', async () => {
    const seen: UseThemeReturnType[] = []
    const h = setup(
      <FoyerModal
        zIndex={42}
        theme={darkTheme()}
        appearance={{ screens: { landing: () => { seen.push(useTheme()); return <p>probe</p> } } }}
      />,
    )
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    act(() => h.foyer().login())
    const dialog = await screen.findByRole('dialog', { name: 'log in or sign up' })
    await screen.findByText('probe')
    const root = dialog.closest('[data-foyer]') as HTMLElement
    expect(root.style.getPropertyValue('--foyer-z-indices-modal')).toBe('42')
    expect(styleOf(dialog)).toContain('--foyer-z-indices-modal: 999999;')
    expect(seen.at(-1)!.theme.zIndices.modal).toBe('42')
    expect(seen.at(-1)!.theme.colors).toEqual(darkTheme().colors)
    expect(Object.isFrozen(seen.at(-1)!.theme)).toBe(true)
  })

  it('rejects a non-integer zIndex', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => setup(<FoyerModal zIndex={1.5} />)).toThrow('Invalid zIndex 1.5: expected an integer, e.g. zIndex={2000}')
    expect(() => setup(<FoyerModal zIndex={'10' as never} />)).toThrow('Invalid zIndex string: expected an integer')
  })
})

describe('<FoyerModal portalContainer/>', () => {
  function Host({ withContainer }: { withContainer: boolean }) {
    const [container, setContainer] = useState<HTMLElement | null>(null)
    const { login } = useFoyer()
    return (
      <>
        <button type="button" onClick={() => login()}>Open</button>
        <section data-testid="host-container" ref={setContainer} />
        <FoyerModal portalContainer={withContainer ? container : undefined} zIndex={7} />
      </>
    )
  }

  it('renders the modal into the container: labelled dialog, focus inside, Esc closes, focus returns', async () => {
    const h = setup(<Host withContainer />)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'log in or sign up' })
    const container = screen.getByTestId('host-container')
    expect(container.contains(dialog)).toBe(true)
    expect(document.getElementById('headlessui-portal-root')?.contains(dialog) ?? false).toBe(false)
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.getAttribute('data-foyer')).toMatch(/^f/)
    expect(dialog.style.getPropertyValue('--foyer-z-indices-modal')).toBe('7')
    expect(styleOf(dialog)).toContain(`[data-foyer="${dialog.getAttribute('data-foyer')}"] {`)
    const email = await screen.findByLabelText('Email address')
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    fireEvent.keyDown(email, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('a click outside the panel closes it; the close button too', async () => {
    const h = setup(<Host withContainer />)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = await screen.findByRole('dialog')
    await screen.findByLabelText('Email address')
    fireEvent.click(screen.getByLabelText('Email address'))
    expect(screen.queryByRole('dialog')).not.toBeNull()
    const panel = dialog.querySelector('.foyer-modal')!
    fireEvent.click(panel.parentElement!)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    await screen.findByRole('dialog')
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('without a container (or with null) it uses headless UI\'s portal root in body', async () => {
    const h = setup(<Host withContainer={false} />)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = await screen.findByRole('dialog', { name: 'log in or sign up' })
    expect(screen.getByTestId('host-container').contains(dialog)).toBe(false)
    expect(document.getElementById('headlessui-portal-root')!.contains(dialog)).toBe(true)
  })
})
