// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createDevBackend } from '../../src/testing/index.js'
import { devBackendHandlers } from '../../src/testing/msw.js'

// The README's code samples are the files under docs/examples; this keeps them true.
const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8')
const example = (name: string) => readFileSync(join(process.cwd(), 'docs/examples', `${name}.tsx`), 'utf8').trimEnd()

const backend = createDevBackend({ appId: 'foyerdemoapp0000000000001' })
// What `npx foyerkit dev-backend --port 4400` serves (the integration sample's apiUrl).
const devBackend = createDevBackend()
const server = setupServer(
  ...devBackendHandlers(backend, { baseUrl: window.location.origin }),
  ...devBackendHandlers(devBackend, { baseUrl: 'http://127.0.0.1:4400' }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  localStorage.clear()
  backend.reset()
  devBackend.reset()
})
afterAll(() => server.close())

describe('README samples', () => {
  test.each(['integration', 'headless', 'modal', 'themes', 'embed', 'overrides', 'custom-screens', 'custom-theme'])('the %s sample appears verbatim in the README', (name) => {
    expect(readme).toContain('```tsx\n' + example(name) + '\n```')
  })

  test('the integration sample talks to the dev backend at its apiUrl: log in through the modal with an e-mail code', async () => {
    const { App } = await import('../../docs/examples/integration.js')
    render(<App />)
    const login = await screen.findByRole('button', { name: 'Log in' })
    await waitFor(() => expect((login as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(login)
    await screen.findByRole('dialog', { name: 'log in or sign up' })
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'host@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('Enter confirmation code')
    const code = devBackend.mailbox.latest('host@example.com')!.code
    code.split('').forEach((digit, i) => fireEvent.change(screen.getByLabelText(`Digit ${i + 1} of 6`), { target: { value: digit } }))
    // Logged in (the page behind the modal, which shows 'Success!' before it closes).
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Log out host@example.com', hidden: true })).not.toBeNull())
    expect(backend.mailbox.list()).toEqual([])
  })

  test('the headless sample logs a user in with an e-mail code and out again', async () => {
    const { App } = await import('../../docs/examples/headless.js')
    render(<App />)
    const input = await screen.findByLabelText('E-mail')
    fireEvent.change(input, { target: { value: 'reader@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    const codeInput = await screen.findByLabelText('Code')
    fireEvent.change(codeInput, { target: { value: backend.mailbox.latest('reader@example.com')!.code } })
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    const logout = await screen.findByRole('button', { name: 'Log out reader@example.com' })
    fireEvent.click(logout)
    await screen.findByLabelText('E-mail')
  })

  test('the headless sample shows the server error for a wrong code', async () => {
    const { App } = await import('../../docs/examples/headless.js')
    render(<App />)
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'typo@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    await waitFor(() => expect(backend.mailbox.latest('typo@example.com')).toBeDefined())
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '12345x' } })
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Code should be numeric')
  })

  test.each(['modal', 'themes'])('the %s sample renders and login() opens the modal', async (name) => {
    const samples = { modal: () => import('../../docs/examples/modal.js'), themes: () => import('../../docs/examples/themes.js') }
    const { App } = await samples[name as keyof typeof samples]()
    render(<App />)
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'log in or sign up' })).not.toBeNull())
    if (name === 'themes') {
      const css = () => [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n')
      await waitFor(() => expect(css()).toContain('--foyer-colors-accent: #0E76FD'))
      expect(css()).toContain('@media (prefers-color-scheme: dark)')
      expect(css()).toContain('--foyer-colors-accent: #4C9AFF')
    }
  })

  test('the overrides sample: provider-wide slots and Logo, the per-screen code boxes, the replaced code screen', async () => {
    const { App } = await import('../../docs/examples/overrides.js')
    render(<App />)
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }))
    await screen.findByRole('dialog', { name: 'log in or sign up' })
    const title = await screen.findByRole('heading', { name: 'Log in or sign up' })
    expect(title.classList).toContain('acme-title')
    expect((screen.getByRole('img', { name: /logo/i }) as HTMLImageElement).getAttribute('src')).toBe('/acme.svg')
    const submit = screen.getByRole('button', { name: 'Submit' })
    expect(submit.style.borderRadius).toBe('999px')
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'brand@example.com' } })
    fireEvent.click(submit)
    await waitFor(() => expect(screen.queryByText('Sent to brand@example.com. Check your spam folder too.')).not.toBeNull())
    expect(screen.queryByRole('heading', { name: 'Enter confirmation code' })).not.toBeNull()
    expect(screen.getByLabelText('Digit 1 of 6').style.borderRadius).toBe('999px')
  })

  test('the embed sample: the login panel inline, login() drives it, an e-mail login inside it', async () => {
    const { App } = await import('../../docs/examples/embed.js')
    render(<App />)
    const panel = await screen.findByRole('region', { name: 'log in or sign up' })
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'embed@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByText('Enter confirmation code')
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }))
    await screen.findByLabelText('Email address')
    expect(screen.queryByText('Enter confirmation code')).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(panel.isConnected).toBe(true)
  })

  test('the custom-screens sample lays out the enabled methods, opens the overflow, and logs in as a guest', async () => {
    backend.setAppConfig({ login_methods: ['email', 'guest', 'passkey', 'google', 'github', 'apple', 'discord'] })
    const { App } = await import('../../docs/examples/custom-screens.js')
    render(<App />)
    const login = await screen.findByRole('region', { name: 'Log in' })
    // Seven methods: four on the landing and the rest behind the one overflow button.
    expect(screen.queryByRole('button', { name: 'Continue as guest' })).not.toBeNull()
    expect(screen.queryByRole('button', { name: 'Continue with discord' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'More options' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Continue with discord' })).not.toBeNull())
    expect(login.textContent).toContain('Log in with a passkey')
    fireEvent.click(screen.getByRole('button', { name: 'Continue as guest' }))
    expect((await screen.findByText(/Logged in as a guest/)).textContent).toContain('Log out')
  })

  test('the custom-theme sample: the host element carries the brand variables and the modal uses the brand theme', async () => {
    const { App, brandTheme } = await import('../../docs/examples/custom-theme.js')
    expect(brandTheme.colors.background).toBe('#0B0B0F')
    expect(brandTheme.radii.button).toBe('6px')
    render(<App />)
    const banner = await screen.findByRole('complementary', { name: 'Members' })
    expect(banner.style.getPropertyValue('--foyer-colors-background')).toBe('#0B0B0F')
    expect(banner.style.getPropertyValue('--foyer-colors-accent')).toBe('#E84142')
    expect(banner.style.background).toBe('var(--foyer-colors-background-secondary)')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'log in or sign up' })).not.toBeNull())
    const css = () => [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n')
    await waitFor(() => expect(css()).toContain('--foyer-radii-modal: 20px'))
    expect(css()).toContain('--foyer-fonts-body: "Inter Var", system-ui, sans-serif')
  })
})
