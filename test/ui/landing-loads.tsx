import { act, screen, waitFor } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { enCatalogue } from '../../src/ui/copy/catalogue.js'
import { FoyerScreens } from '../../src/ui/index.js'
import { renderWithFoyer } from './helpers.js'

/**
 * Renders the landing for `methods` (at most five: all on the landing) and checks it painted every
 * entry without the whole copy catalogue (an entry asking for a text outside copy/landing.ts would
 * have loaded it), then that the catalogue follows once the browser is idle. Once per test file:
 * the catalogue stays loaded in a file's module registry.
 */
export async function expectLandingWithLandingCopy(methods: string[]) {
  expect(enCatalogue.peek()).toBeUndefined()
  const idle: (() => void)[] = []
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task))
  vi.stubGlobal('cancelIdleCallback', () => {})
  renderWithFoyer(<FoyerScreens />, {
    appConfig: { login_methods: methods },
    crossAppProviders: [{ id: 'providerapp00000000000001', name: 'Arcade' }],
  })
  await screen.findByRole('heading', { name: 'Log in or sign up' })
  await waitFor(() => expect(document.querySelectorAll('[data-screen="landing"] [data-method]').length).toBe(methods.length))
  expect(enCatalogue.peek()).toBeUndefined()
  await act(async () => {
    for (const task of idle.splice(0)) task()
  })
  await waitFor(() => expect(enCatalogue.peek()).toBeDefined())
}
