// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerEmbed, FoyerModal } from '../../src/ui/index.js'
import { cells, goToCodeScreen, renderWithFoyer, typeCode } from './helpers.js'

afterEach(cleanup)

const panel = () => screen.getByRole('region', { name: 'log in or sign up' })

describe('<FoyerEmbed/>', () => {
  it('renders the screens inline (no dialog, no close button) and logs a user in by e-mail; then back to the landing', async () => {
    const h = renderWithFoyer(<FoyerEmbed />)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    await waitFor(() => expect(screen.queryByLabelText('Email address')).not.toBeNull())
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(panel().getAttribute('data-foyer')).not.toBeNull()
    expect(panel().className).toContain('foyer-embed')
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    const code = await goToCodeScreen(h)
    typeCode(fireEvent, cells(screen), code)
    await screen.findByText('Success!')
    expect(h.foyer().authenticated).toBe(true)
    // Closing (the success screen closes after 1.4 s) returns the embed to the landing.
    await waitFor(() => expect(screen.queryByText('Success!')).toBeNull(), { timeout: 3000 })
    expect(screen.queryByRole('region', { name: 'log in or sign up' })).not.toBeNull()
  })

  it('answers login() when it is the only UI: back to the landing with the options', async () => {
    const h = renderWithFoyer(<FoyerEmbed />)
    await goToCodeScreen(h, 'ada@example.com')
    act(() => h.foyer().login({ prefill: { type: 'email', value: 'grace@example.com' } }))
    const input = (await screen.findByLabelText('Email address')) as HTMLInputElement
    expect(input.value).toBe('grace@example.com')
  })

  it('with the modal also mounted, a visible embed answers login(); the modal stays closed', async () => {
    const h = renderWithFoyer(
      <>
        <FoyerModal />
        <FoyerEmbed />
      </>,
    )
    await goToCodeScreen(h)
    act(() => h.foyer().login())
    await waitFor(() => expect(screen.queryByLabelText('Email address')).not.toBeNull())
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('answersOpeners={false}: openers go to the modal', async () => {
    const h = renderWithFoyer(
      <>
        <FoyerEmbed answersOpeners={false} />
        <FoyerModal />
      </>,
    )
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    act(() => h.foyer().login())
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'log in or sign up' })).not.toBeNull())
  })

  it('a hidden embed (display: none) leaves openers to the modal', async () => {
    const h = renderWithFoyer(
      <>
        <div style={{ display: 'none' }}>
          <FoyerEmbed />
        </div>
        <FoyerModal />
      </>,
    )
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    act(() => h.foyer().login())
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'log in or sign up' })).not.toBeNull())
  })

  it('unmounting the embed hands openers back to the modal; with neither, login() names the headless hook', async () => {
    const h = renderWithFoyer(<FoyerEmbed />)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    h.result.rerender(<></>)
    expect(() => h.foyer().login()).toThrow(/mount <FoyerModal\/>.*<FoyerEmbed\/>.*useLoginWithEmail \(headless\)/)
  })
})
