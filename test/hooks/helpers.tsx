import { Component, type ReactNode } from 'react'
import { FoyerProvider } from '../../src/hooks/FoyerProvider.js'
import type { FoyerClient } from '../../src/core/client/types.js'
import { waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import type { CrossAppWindow } from '../../src/core/internal.js'
import type { DevBackend } from '../../src/testing/index.js'

/** A wrapper for renderHook/render that provides `client`. */
export const providerFor = (client: FoyerClient) =>
  function Wrapper({ children }: { children?: ReactNode }) {
    return <FoyerProvider client={client}>{children}</FoyerProvider>
  }

/** Catches a render error so a test can assert on it. */
export class Catch extends Component<{ onError: (error: Error) => void; children?: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: Error) {
    this.props.onError(error)
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * A scripted cross-app popup window for the hook tests: `approveLogin` and `approveTransaction` do
 * what the provider app's pages do (through `backend`); `opened` counts the popups, `sent` is the
 * method of the request the popup was opened with.
 */
export function fakeCrossAppWindow(backend: () => DevBackend) {
  const listeners = new Set<(m: { origin: string; data: unknown }) => void>()
  let url: string | null = null
  let opened = 0
  const popup = { closed: false, navigate: (u: string) => void (url = u), close: () => void (popup.closed = true) }
  const post = (data: unknown) => listeners.forEach((l) => l({ origin: new URL(url!).origin, data }))
  const win: CrossAppWindow = {
    open: () => ((opened += 1), (popup.closed = false), (url = null), popup),
    onMessage: (l) => (listeners.add(l), () => void listeners.delete(l)),
  }
  return {
    win,
    opened: () => opened,
    sent: () => JSON.parse(new URL(url!).searchParams.get('request')!).content.request.method as string,
    async approveLogin() {
      await waitFor(() => expect(url).not.toBeNull())
      const { code, state, token } = backend().crossApp.approve(url!, { identity: 'ada' })
      post({ type: 'foyer:cross-app:action-response', token_action: 'set', token, data: { code, state } })
    },
    async approveTransaction() {
      await waitFor(() => expect(url).not.toBeNull())
      const { result } = await backend().crossApp.approveTransaction(url!)
      post({ type: 'foyer:cross-app:action-response', token_action: 'set', data: { result } })
    },
  }
}
