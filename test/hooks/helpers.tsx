import { Component, type ReactNode } from 'react'
import { FoyerProvider } from '../../src/hooks/FoyerProvider.js'
import type { FoyerClient } from '../../src/core/client/types.js'

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
