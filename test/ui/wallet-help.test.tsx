// @vitest-environment happy-dom
import { act, cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { stopWalletConnectors } from '../../src/core/internal.js'
import { FoyerProvider } from '../../src/hooks/index.js'
import { createDevBackend, createTestEthereumWallet } from '../../src/testing/index.js'
import { FoyerScreens } from '../../src/ui/index.js'
import { useWaitedFor, WALLET_HELP_AFTER_MS } from '../../src/ui/lib/useWaitedFor.js'
import { clientOnBackend } from '../core/helpers.js'
import { renderWithFoyer, type Harness } from './helpers.js'

afterEach(() => {
  vi.useRealTimers()
  cleanup()
})

describe('useWaitedFor (the wait before a status screen offers help)', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FoyerProvider client={clientOnBackend(createDevBackend())}>{children}</FoyerProvider>
  )

  it('turns true once active for the whole delay (fake timers drive it), false again when inactive', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ active, key }) => useWaitedFor(active, 10_000, key), {
      wrapper, initialProps: { active: true, key: 'a' },
    })
    expect(result.current).toBe(false)
    act(() => void vi.advanceTimersByTime(9_500))
    expect(result.current).toBe(false)
    act(() => void vi.advanceTimersByTime(500))
    expect(result.current).toBe(true)
    rerender({ active: false, key: 'a' })
    expect(result.current).toBe(false)
    rerender({ active: true, key: 'a' })
    expect(result.current).toBe(false)
    act(() => void vi.advanceTimersByTime(10_000))
    expect(result.current).toBe(true)
  })

  it('starts over when the key changes (a new wait, e.g. a retry)', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ key }) => useWaitedFor(true, 10_000, key), { wrapper, initialProps: { key: 'sign:0' } })
    act(() => void vi.advanceTimersByTime(8_000))
    rerender({ key: 'sign:1' })
    act(() => void vi.advanceTimersByTime(8_000))
    expect(result.current).toBe(false)
    act(() => void vi.advanceTimersByTime(2_000))
    expect(result.current).toBe(true)
  })

  it('never turns true while inactive', () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useWaitedFor(false, 10_000), { wrapper })
    act(() => void vi.advanceTimersByTime(60_000))
    expect(result.current).toBe(false)
  })
})

describe("'Sign to verify' left unanswered", () => {
  const wallet = createTestEthereumWallet({ name: 'Slow Wallet', rdns: 'dev.foyer.slowwallet' })
  const uninstall = wallet.announce(window)
  afterAll(uninstall)
  let harness: Harness | null = null
  afterEach(() => {
    if (harness) stopWalletConnectors(harness.client)
    harness = null
  })

  it(`adds 'Go to {wallet} to continue' after ${WALLET_HELP_AFTER_MS / 1000} s on the client's clock`, async () => {
    const clock = { offset: 0 }
    harness = renderWithFoyer(
      <FoyerScreens />,
      { appConfig: { login_methods: ['email', 'wallet'], appearance: { wallet_chain_type: 'ethereum-only' } as never } },
      { now: () => Date.now() + clock.offset },
    )
    wallet.respondNext('hang', 'personal_sign')
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with a wallet' }, { timeout: 4000 }))
    fireEvent.click(await screen.findByRole('button', { name: 'Slow Wallet' }, { timeout: 4000 }))
    await screen.findByText('Sign to verify', undefined, { timeout: 4000 })
    // Not yet: the prompt has only just opened.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)))
    expect(screen.queryByText('Go to Slow Wallet to continue')).toBeNull()
    // The wallet has been silent for longer than the delay.
    clock.offset += WALLET_HELP_AFTER_MS + 1_000
    await waitFor(() => expect(screen.queryByText('Go to Slow Wallet to continue')).not.toBeNull(), { timeout: 2000 })
    expect(screen.queryByText(/open Slow Wallet from your browser toolbar or its app/)).not.toBeNull()
    // One title: the help is a note under the spinner, not a second heading.
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Sign to verify'])
  })
})
