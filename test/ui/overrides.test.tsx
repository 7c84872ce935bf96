// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { darkTheme } from '../../src/themes/index.js'
import { FoyerScreens, SCREEN_IDS, SLOT_NAMES, type Appearance } from '../../src/ui/index.js'
import { renderWithFoyer } from './helpers.js'
import { setStoryGlobals } from '../../stories/globals.js'
import { DefaultLight } from '../../stories/landing.stories.js'

afterEach(cleanup)

describe('overrides', () => {
  it('slots take a class name or a style object, next to foyer-<slot> and data-state', async () => {
    const appearance: Appearance = {
      slots: {
        primaryButton: 'my-button',
        primaryButton__disabled: { opacity: 0.3 },
        emailInput: { borderWidth: '3px' },
        title: 'my-title',
      },
    }
    const h = renderWithFoyer(<FoyerScreens appearance={appearance} />)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    const input = (await screen.findByLabelText('Email address')) as HTMLInputElement
    const button = screen.getByRole('button', { name: 'Submit' })
    expect(button.classList).toContain('foyer-primaryButton')
    expect(button.classList).toContain('my-button')
    expect(button.getAttribute('data-state')).toBe('disabled')
    expect(button.style.opacity).toBe('0.3')
    expect(input.classList).toContain('foyer-emailInput')
    expect(input.style.borderWidth).toBe('3px')
    expect(screen.getByRole('heading').className).toContain('my-title')
    fireEvent.change(input, { target: { value: 'ada@example.com' } })
    expect(button.getAttribute('data-state')).toBe('idle')
    expect(button.style.opacity).toBe('')
  })

  it('every slot name is a distinct identifier; every screen id is distinct', () => {
    expect(new Set(SLOT_NAMES).size).toBe(SLOT_NAMES.length)
    expect(SLOT_NAMES.every((s) => /^[a-z][A-Za-z]+$/.test(s))).toBe(true)
    expect(new Set(SCREEN_IDS).size).toBe(SCREEN_IDS.length)
  })

  it('appearance.screens replaces a screen; the replacement gets navigate/back/close and Default', async () => {
    const appearance: Appearance = {
      screens: {
        landing: ({ Default, navigate }) => (
          <div>
            <p>Host banner</p>
            <Default />
            <button onClick={() => navigate('error', { error: new Error('x') })}>Host action</button>
          </div>
        ),
      },
    }
    const h = renderWithFoyer(<FoyerScreens appearance={appearance} />)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    await waitFor(() => expect(screen.queryByText('Host banner')).not.toBeNull())
    await waitFor(() => expect(screen.queryByLabelText('Email address')).not.toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Host action' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeNull())
  })

  it('copy overrides replace any key and keep the others', async () => {
    const h = renderWithFoyer(<FoyerScreens copy={{ 'landing.header': 'Sign in to Acme', 'landing.email.submit': 'Continue' }} />)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Sign in to Acme' })).not.toBeNull())
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeNull()
    expect(screen.queryByLabelText('Email address')).not.toBeNull()
  })

  it('writes one scoped <style> for its data-foyer root, and no global CSS variables', async () => {
    const h = renderWithFoyer(<FoyerScreens theme={darkTheme()} />)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    const root = document.querySelector('[data-foyer]')!
    const styles = root.querySelectorAll('style[data-foyer-theme]')
    expect(styles).toHaveLength(1)
    const scope = root.getAttribute('data-foyer')
    expect(styles[0]!.textContent).toContain(`[data-foyer="${scope}"] {`)
    expect(styles[0]!.textContent).not.toContain(':root')
  })

  it('the gallery\'s overrides sample applies to every story, under the story\'s own appearance and copy', async () => {
    setStoryGlobals({ overrides: true })
    try {
      render(<DefaultLight />)
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Sign in to Acme' })).not.toBeNull())
      expect(screen.getByRole('img', { name: /logo/i }).tagName.toLowerCase()).toBe('svg')
      expect((screen.getByRole('button', { name: 'Continue' }) as HTMLElement).style.borderRadius).toBe('999px')
    } finally {
      setStoryGlobals(null)
    }
  })
})
