// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recoveryFileContents } from '../../src/core/index.js'
import { en, FoyerScreens } from '../../src/ui/index.js'
import { formatCopy } from '../../src/ui/copy/format.js'
import { PasswordFlowView, type PasswordFlowViewProps } from '../../src/ui/screens/embedded-wallet/recovery/PasswordFlowView.js'
import { RecoverPasswordView, type RecoverPasswordViewProps } from '../../src/ui/screens/embedded-wallet/recovery/RecoverPasswordView.js'
import { renderWithFoyer } from './helpers.js'

// The password screens' views, each shown as the screen of <FoyerScreens/> (theme, copy, router):
// what they show and do, given what the wiring passes them.

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  cleanup()
})

const PASSWORD = 'Tr0ub4dor&3x'

function flow(props: Partial<PasswordFlowViewProps> = {}) {
  const save = vi.fn<(password: string) => Promise<unknown>>(async () => undefined)
  const back = vi.fn()
  const close = vi.fn()
  const all: PasswordFlowViewProps = { id: 'landing', reset: false, initiatedBy: 'user', fromSelection: false, appName: 'Acme Pay', save, back, close, ...props }
  renderWithFoyer(<FoyerScreens appearance={{ screens: { landing: () => <PasswordFlowView {...all} /> } }} />)
  return { save: all.save as typeof save, back, close: all.close as typeof close }
}

const field = () => screen.getByLabelText('Password') as HTMLInputElement
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement
const step = () => document.querySelector('[data-step]')?.getAttribute('data-step')
const type = (value: string) => fireEvent.input(field(), { target: { value } })

async function toSave(password = PASSWORD) {
  await screen.findByRole('heading', { name: 'Set your password' })
  type(password)
  fireEvent.click(button('Continue'))
  await screen.findByRole('heading', { name: 'Save your password' })
}
async function toConfirm(password = PASSWORD) {
  await toSave(password)
  fireEvent.click(button('Continue'))
  await screen.findByRole('heading', { name: 'Confirm your password' })
}
async function toFinalize(password = PASSWORD) {
  await toConfirm(password)
  type(password)
  fireEvent.click(button('Continue'))
  await screen.findByRole('heading', { name: 'Confirm you have saved' })
}
const checkbox = () => screen.getByRole('checkbox', { name: /I understand that if I lose my password and device/ }) as HTMLInputElement

describe('Create', () => {
  it("shows the texts; Continue is disabled while empty, too short or invalid; errors: invalid characters at once, too short once the field is left", async () => {
    flow()
    await screen.findByRole('heading', { name: 'Set your password' })
    expect(screen.getByText('Select a strong, memorable password to secure your account.')).toBeTruthy()
    expect(field().placeholder).toBe('enter or generate a strong password')
    expect(button('Continue').disabled).toBe(true)

    type('abc')
    expect(button('Continue').disabled).toBe(true)
    expect(screen.queryByText('Password must be at least 6 characters')).toBeNull()
    fireEvent.blur(field())
    await screen.findByText('Password must be at least 6 characters')

    type('abc def.')
    await screen.findByText('Invalid characters used ( SPACE . )')
    expect(button('Continue').disabled).toBe(true)
    expect(field().getAttribute('aria-invalid')).toBe('true')

    type('abcdef')
    await waitFor(() => expect(button('Continue').disabled).toBe(false))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("'Reset your password' when the wallet already has one", async () => {
    flow({ reset: true })
    await screen.findByRole('heading', { name: 'Reset your password' })
  })

  it('the strength meter reads Weak, Medium or Strong once zxcvbn has loaded (only for a valid password)', async () => {
    flow()
    await screen.findByRole('heading', { name: 'Set your password' })
    const meter = screen.getByRole('meter', { name: 'Password strength' })
    type('abc')
    expect(meter.getAttribute('data-level')).toBeNull()
    type('password')
    await waitFor(() => expect(meter.getAttribute('aria-valuetext')).toBe('Weak'), { timeout: 20_000 })
    type('Password1!')
    await waitFor(() => expect(meter.getAttribute('aria-valuetext')).toBe('Medium'))
    type('Tr0ub4dor&3')
    await waitFor(() => expect(meter.getAttribute('aria-valuetext')).toBe('Strong'))
    expect(meter.textContent).toBe('Strong')
  }, 30_000)

  it('regenerate fills the field with 4 units, shows it, and Continue is enabled; show/hide toggles the field', async () => {
    flow()
    await screen.findByRole('heading', { name: 'Set your password' })
    expect(field().type).toBe('password')
    fireEvent.click(button('Show password'))
    expect(field().type).toBe('text')
    fireEvent.click(button('Hide password'))
    expect(field().type).toBe('password')

    fireEvent.click(button('Generate a new password'))
    await waitFor(() => expect(field().value).toMatch(/^[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){3}$/))
    expect(field().type).toBe('text')
    const first = field().value
    await waitFor(() => expect(button('Continue').disabled).toBe(false))
    fireEvent.click(button('Generate a new password'))
    await waitFor(() => expect(field().value).not.toBe(first))
  })

  it('Enter submits: a valid password moves on; an invalid one shows why and stays', async () => {
    flow()
    await screen.findByRole('heading', { name: 'Set your password' })
    type('abc')
    fireEvent.submit(field().form!)
    await screen.findByText('Password must be at least 6 characters')
    expect(step()).toBe('creating')
    type(PASSWORD)
    fireEvent.submit(field().form!)
    await screen.findByRole('heading', { name: 'Save your password' })
  })
})

describe('Save', () => {
  it('shows the password and the texts; Copy writes it to the clipboard and reads Copied', async () => {
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    flow()
    await toSave()
    expect(screen.getByText('For your security, this password cannot be reset, so keep it somewhere safe.')).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Your password' }).textContent).toBe(PASSWORD)
    fireEvent.click(button('Copy'))
    await screen.findByRole('button', { name: 'Copied' })
    expect(writeText).toHaveBeenCalledWith(PASSWORD)
  })

  it("Download saves '{app}-foyer-wallet-recovery.txt' holding the password", async () => {
    let blob: Blob | null = null
    const createObjectURL = vi.fn((b: Blob) => {
      blob = b
      return 'blob:recovery'
    })
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const clicks: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this)
    })
    flow({ appName: 'Acme Pay 2' })
    await toSave()
    fireEvent.click(button('Download'))
    expect(clicks).toHaveLength(1)
    expect(clicks[0]!.download).toBe('acme-pay-foyer-wallet-recovery.txt')
    expect(clicks[0]!.href).toBe('blob:recovery')
    const text = await blob!.text()
    expect(text).toBe(recoveryFileContents({ password: PASSWORD, appName: 'Acme Pay 2' }))
    expect(text.split('\n')).toContain(PASSWORD)
    expect(document.querySelector('a[download]')).toBeNull()
  })
})

describe('Confirm', () => {
  it("Continue stays disabled until the passwords match; 'Passwords do not match' once as long, or on Enter", async () => {
    flow()
    await toConfirm()
    expect(screen.getByText('Please re-enter your password below to continue.')).toBeTruthy()
    expect(button('Continue').disabled).toBe(true)
    type('Tr0ub')
    expect(screen.queryByText('Passwords do not match')).toBeNull()
    fireEvent.submit(field().form!)
    await screen.findByText('Passwords do not match')
    expect(step()).toBe('confirming')
    type(`${PASSWORD}!`)
    await screen.findByText('Passwords do not match')
    type(PASSWORD)
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).toBeNull())
    expect(button('Continue').disabled).toBe(false)
    fireEvent.submit(field().form!)
    await screen.findByRole('heading', { name: 'Confirm you have saved' })
  })
})

describe('Back', () => {
  it('moves one step: finalize → confirm → save → create, keeping the password', async () => {
    flow()
    await toFinalize()
    fireEvent.click(button('Back'))
    await screen.findByRole('heading', { name: 'Confirm your password' })
    fireEvent.click(button('Back'))
    await screen.findByRole('heading', { name: 'Save your password' })
    expect(screen.getByRole('group', { name: 'Your password' }).textContent).toBe(PASSWORD)
    fireEvent.click(button('Back'))
    await screen.findByRole('heading', { name: 'Set your password' })
    expect(field().value).toBe(PASSWORD)
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  })

  it('from create, back returns to the recovery selection only when that was the screen before', async () => {
    const { back } = flow({ fromSelection: true })
    await screen.findByRole('heading', { name: 'Set your password' })
    fireEvent.click(button('Back'))
    expect(back).toHaveBeenCalledTimes(1)
  })

  it('a new step takes the focus (its field, else its title)', async () => {
    flow()
    await toSave()
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Save your password' }))
    fireEvent.click(button('Continue'))
    await screen.findByRole('heading', { name: 'Confirm your password' })
    expect(document.activeElement).toBe(field())
  })
})

describe('Finalize and done', () => {
  it("'Set Password' is disabled until the box is ticked; it saves the password and shows Success; Close closes", async () => {
    const { save, close } = flow()
    await toFinalize()
    expect(button('Set Password').disabled).toBe(true)
    fireEvent.click(checkbox())
    expect(checkbox().checked).toBe(true)
    expect(button('Set Password').disabled).toBe(false)
    fireEvent.click(checkbox())
    expect(button('Set Password').disabled).toBe(true)
    fireEvent.click(checkbox())
    fireEvent.click(button('Set Password'))
    await screen.findByRole('heading', { name: 'Success' })
    expect(save).toHaveBeenCalledExactlyOnceWith(PASSWORD)
    fireEvent.click(button('Close'))
    expect(close).toHaveBeenCalledTimes(1)
  })

  it('Cancel shows only when the user started the flow, and closes', async () => {
    const { close } = flow({ initiatedBy: 'user' })
    await toFinalize()
    fireEvent.click(button('Cancel'))
    expect(close).toHaveBeenCalledTimes(1)
    cleanup()
    flow({ initiatedBy: 'automatic' })
    await toFinalize()
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()
  })

  it("a failed save shows 'Something went wrong' with the error, and Close", async () => {
    const { close } = flow({ save: async () => Promise.reject(new Error('Unable to set recovery on wallet')) })
    await toFinalize()
    fireEvent.click(checkbox())
    fireEvent.click(button('Set Password'))
    await screen.findByRole('heading', { name: 'Something went wrong' })
    expect(screen.getByText('Unable to set recovery on wallet')).toBeTruthy()
    fireEvent.click(button('Close'))
    expect(close).toHaveBeenCalledTimes(1)
  })

  it('an automatic flow closes itself 1400 ms after Success; a user-started one waits for Close', async () => {
    for (const initiatedBy of ['automatic', 'user'] as const) {
      let finish!: () => void
      const { close } = flow({ initiatedBy, save: () => new Promise<void>((resolve) => (finish = resolve)) })
      await toFinalize()
      fireEvent.click(checkbox())
      fireEvent.click(button('Set Password'))
      await waitFor(() => expect(step()).toBe('submitting'))
      vi.useFakeTimers()
      await act(async () => finish())
      expect(screen.getByRole('heading', { name: 'Success' })).toBeTruthy()
      act(() => vi.advanceTimersByTime(1399))
      expect(close).not.toHaveBeenCalled()
      act(() => vi.advanceTimersByTime(1))
      expect(close).toHaveBeenCalledTimes(initiatedBy === 'automatic' ? 1 : 0)
      vi.useRealTimers()
      cleanup()
    }
  })
})

describe('the recovery file text', () => {
  it("the copy catalogue's text is the core's recoveryFileContents", () => {
    expect(formatCopy(en['walletPassword.save.file'], { app: 'Acme', password: PASSWORD })).toBe(recoveryFileContents({ password: PASSWORD, appName: 'Acme' }))
    expect(formatCopy(en['walletPassword.save.fileNoApp'], { password: PASSWORD })).toBe(recoveryFileContents({ password: PASSWORD, appName: null }))
  })
})

describe('Enter your password', () => {
  const WRONG = new Error('Invalid recovery password, please try again.')
  function recoverView(props: Partial<RecoverPasswordViewProps> = {}) {
    const onRecovered = vi.fn()
    const all: RecoverPasswordViewProps = {
      id: 'landing',
      recover: async (password) => (password === PASSWORD ? undefined : Promise.reject(WRONG)),
      isWrongPassword: (error) => error === WRONG,
      onRecovered,
      ...props,
    }
    renderWithFoyer(<FoyerScreens appearance={{ screens: { landing: () => <RecoverPasswordView {...all} /> } }} />)
    return { onRecovered }
  }

  it("a wrong password shows 'Invalid recovery password, please try again.' and keeps the field; the right one recovers", async () => {
    const { onRecovered } = recoverView()
    await screen.findByRole('heading', { name: 'Enter your password' })
    expect(button('Recover your account').disabled).toBe(true)
    type('wrong-password')
    fireEvent.click(button('Recover your account'))
    await screen.findByText('Invalid recovery password, please try again.')
    expect(field().value).toBe('wrong-password')
    expect(onRecovered).not.toHaveBeenCalled()
    type(PASSWORD)
    await waitFor(() => expect(screen.queryByText('Invalid recovery password, please try again.')).toBeNull())
    fireEvent.submit(field().form!)
    await waitFor(() => expect(onRecovered).toHaveBeenCalledTimes(1))
  })

  it('another failure shows its own message', async () => {
    recoverView({ recover: async () => Promise.reject(new Error('Unable to recover wallet')) })
    await screen.findByRole('heading', { name: 'Enter your password' })
    type(PASSWORD)
    fireEvent.click(button('Recover your account'))
    await screen.findByText('Unable to recover wallet')
  })
})
