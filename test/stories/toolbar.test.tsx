// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState, type ComponentProps } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { Provider } from '../../.ladle/components.js'
import {
  GalleryToolbar, SESSION_KEY, globalsAfterNavigation, rememberedGlobals, searchHasGlobals, writeGlobals,
} from '../../.ladle/toolbar.js'
import { getStoryGlobals, setStoryGlobals, type StoryGlobals } from '../../stories/globals.js'

afterEach(() => {
  cleanup()
  setStoryGlobals(null)
  sessionStorage.clear()
  history.replaceState(null, '', '/')
})

describe('the toolbar bar', () => {
  function Harness({ initial, onChange }: { initial: StoryGlobals; onChange: (g: StoryGlobals) => void }) {
    const [globals, setGlobals] = useState(initial)
    return <GalleryToolbar globals={globals} onChange={(g) => (setGlobals(g), onChange(g))} />
  }

  test('choosing a theme, a locale and the overrides sample reports each new set of globals', () => {
    const onChange = vi.fn()
    render(<Harness initial={{}} onChange={onChange} />)
    const bar = screen.getByRole('toolbar', { name: 'Foyer gallery' })
    fireEvent.change(within(bar).getByLabelText('Theme'), { target: { value: 'midnight' } })
    expect(onChange).toHaveBeenLastCalledWith({ theme: 'midnight' })
    fireEvent.change(within(bar).getByLabelText('Locale'), { target: { value: 'pseudo' } })
    expect(onChange).toHaveBeenLastCalledWith({ theme: 'midnight', locale: 'pseudo' })
    fireEvent.click(within(bar).getByLabelText('Overrides sample'))
    expect(onChange).toHaveBeenLastCalledWith({ theme: 'midnight', locale: 'pseudo', overrides: true })
  })

  test("\"story's own\" and English clear the theme and the locale", () => {
    const onChange = vi.fn()
    render(<Harness initial={{ theme: 'brutalist', locale: 'es', overrides: true }} onChange={onChange} />)
    expect((screen.getByLabelText('Theme') as HTMLSelectElement).value).toBe('brutalist')
    expect((screen.getByLabelText('Overrides sample') as HTMLInputElement).checked).toBe(true)
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'own' } })
    fireEvent.change(screen.getByLabelText('Locale'), { target: { value: 'en' } })
    expect(onChange).toHaveBeenLastCalledWith({ theme: undefined, locale: undefined, overrides: true })
  })
})

describe('globals in the query string', () => {
  test('writeGlobals sets our parameters, drops defaults and keeps the others', () => {
    expect(writeGlobals('?story=landing--default-light&mode=full', { theme: 'midnight', locale: 'es', overrides: true }))
      .toBe('?story=landing--default-light&mode=full&foyerTheme=midnight&locale=es&overrides=1')
    expect(writeGlobals('?story=a&foyerTheme=midnight&locale=es&overrides=1', { locale: 'en', overrides: false })).toBe('?story=a')
    // `theme` is ladle's own parameter (its UI theme): left alone.
    expect(writeGlobals('?story=a&theme=dark', {})).toBe('?story=a&theme=dark')
    expect(writeGlobals('?story=a&theme=dark', { theme: 'midnight' })).toBe('?story=a&theme=dark&foyerTheme=midnight')
    expect(writeGlobals('', {})).toBe('')
  })

  test('a query string counts as naming globals only with a known theme, a locale or overrides', () => {
    expect(searchHasGlobals('?story=a')).toBe(false)
    expect(searchHasGlobals('?story=a&theme=dark')).toBe(false)
    expect(searchHasGlobals('?foyerTheme=brutalist')).toBe(true)
    expect(searchHasGlobals('?locale=es')).toBe(true)
    expect(searchHasGlobals('?overrides=0')).toBe(true)
  })

  test('in preview mode the URL decides; in full mode a URL without our parameters keeps the choice', () => {
    const chosen: StoryGlobals = { theme: 'midnight', locale: 'es', overrides: true }
    expect(globalsAfterNavigation('?story=b&mode=preview', true, chosen)).toEqual({ theme: undefined, locale: undefined, overrides: false })
    expect(globalsAfterNavigation('?story=b', false, chosen)).toBe(chosen)
    expect(globalsAfterNavigation('?story=b&foyerTheme=dark', false, chosen)).toEqual({ theme: 'dark', locale: undefined, overrides: false })
    expect(globalsAfterNavigation('?story=b', false, null)).toEqual({ theme: undefined, locale: undefined, overrides: false })
  })

  test('remembered globals are re-validated; garbage is ignored', () => {
    const storage = (value: string | null) => ({ getItem: () => value })
    expect(rememberedGlobals(storage(JSON.stringify({ theme: 'midnight', locale: 'xx', overrides: true }))))
      .toEqual({ theme: 'midnight', locale: undefined, overrides: true })
    expect(rememberedGlobals(storage('{not json'))).toBeNull()
    expect(rememberedGlobals(storage(null))).toBeNull()
    expect(rememberedGlobals(undefined)).toBeNull()
  })
})

describe('the ladle provider', () => {
  let mounts = 0
  function Story() {
    const [mount] = useState(() => ++mounts)
    const g = getStoryGlobals()
    return <p data-testid="story">{`${mount}:${g.theme ?? 'own'}:${g.locale ?? 'en'}:${g.overrides ? 'on' : 'off'}`}</p>
  }
  type ProviderProps = ComponentProps<typeof Provider>
  const props = (mode: 'full' | 'preview') =>
    ({ globalState: { mode, story: 'landing--default-light' }, dispatch: () => {}, config: {} }) as unknown as Omit<ProviderProps, 'children'>

  test('in full mode the toolbar remounts the story with the new globals, remembers them and writes them to the URL', async () => {
    vi.useFakeTimers()
    try {
      history.replaceState(null, '', '/?story=landing--default-light')
      mounts = 0
      render(<Provider {...props('full')}><Story /></Provider>)
      expect(screen.getByTestId('story').textContent).toBe('1:own:en:off')
      fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'midnight' } })
      fireEvent.click(screen.getByLabelText('Overrides sample'))
      expect(screen.getByTestId('story').textContent).toBe('3:midnight:en:on')
      expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!)).toEqual({ theme: 'midnight', overrides: true })
      await act(async () => void vi.runAllTimers())
      expect(location.search).toBe('?story=landing--default-light&foyerTheme=midnight&overrides=1')
    } finally {
      vi.useRealTimers()
    }
  })

  test('in preview mode there is no toolbar, and a history navigation applies the new URL', () => {
    render(<Provider {...props('preview')}><Story /></Provider>)
    expect(screen.queryByRole('toolbar')).toBeNull()
    act(() => {
      history.pushState(null, '', '/?story=landing--default-light&mode=preview&foyerTheme=brutalist&locale=es')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(screen.getByTestId('story').textContent).toMatch(/:brutalist:es:off$/)
    // Ladle later rewrites the URL (dropping our parameters); the story keeps what the navigation said.
    history.replaceState(null, '', '/?story=landing--default-light&mode=preview&locale=es')
    expect(getStoryGlobals()).toEqual({ theme: 'brutalist', locale: 'es', overrides: false })
  })
})
