import { expect } from 'vitest'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactNode } from 'react'
import {
  type CreateFoyerClientParameters, type FoyerClient,
} from '../../src/core/index.js'
import { FoyerProvider, useFoyer, type FoyerProviderProps, type UseFoyerReturnType } from '../../src/hooks/index.js'
import { createDevBackend, type DevBackend, type DevBackendOptions } from '../../src/testing/index.js'
import { clientOnBackend } from '../core/helpers.js'
import { act, waitFor } from '@testing-library/react'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import { loginWithEmailCode, sendEmailCode } from '../../src/core/internal.js'
import { createWallet } from '../../src/core/wallets/embedded/createWallet.js'
import { setEmbeddedFrameConnection } from '../../src/core/wallets/embedded/session.js'
import { DEV_APP_ID } from '../../src/testing/index.js'
import { createWalletService } from '../../src/wallet-service/index.js'
import { backendFetch, memoryStorage } from '../wallet-service/helpers.js'
import { servicePort } from '../core/wallets/embedded/helpers.js'

export type Harness = {
  backend: DevBackend
  client: FoyerClient
  /** The latest useFoyer() value of a component rendered inside the provider. */
  foyer: () => UseFoyerReturnType
  result: RenderResult
}

/** A FoyerProvider whose client talks to an in-process dev backend; renders `ui` inside it. */
export function renderWithFoyer(
  ui: ReactNode,
  options: DevBackendOptions = {},
  clientOptions: Partial<CreateFoyerClientParameters> = {},
  providerProps: Pick<FoyerProviderProps, 'appearance'> = {},
): Harness {
  const backend = createDevBackend(options)
  const client = clientOnBackend(backend, clientOptions)
  let latest: UseFoyerReturnType | null = null
  function Probe() {
    latest = useFoyer()
    return null
  }
  const result = render(
    <FoyerProvider client={client} {...providerProps}>
      <Probe />
      {ui}
    </FoyerProvider>,
  )
  return { backend, client, foyer: () => latest!, result }
}

/** Waits for `ready`, types an e-mail on the landing and submits; resolves on the code screen. */
export async function goToCodeScreen(h: Harness, email = 'ada@example.com'): Promise<string> {
  const { fireEvent, screen, waitFor } = await import('@testing-library/react')
  await waitFor(() => expect(h.foyer().ready).toBe(true))
  fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: email } })
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
  await screen.findByText('Enter confirmation code')
  return h.backend.mailbox.latest(email)!.code
}

/** The six code boxes. */
export const cells = (screen: typeof import('@testing-library/react').screen) =>
  Array.from({ length: 6 }, (_, i) => screen.getByLabelText(`Digit ${i + 1} of 6`) as HTMLInputElement)

/** Types a code one digit at a time, starting at the first box. */
export function typeCode(
  fireEvent: typeof import('@testing-library/react').fireEvent,
  boxes: HTMLInputElement[],
  code: string,
) {
  code.split('').forEach((digit, i) => fireEvent.change(boxes[i]!, { target: { value: digit } }))
}

/**
 * When `check` first held: a DOM observer notes the time in the microtask after the change that
 * made it true (a `waitFor` continuation can run much later on a busy machine, which would make a
 * measured delay look shorter than it was). Start it before the action; `at()` is 0 until then.
 */
export function timeWhen(check: () => boolean): { at: () => number; stop: () => void } {
  let at = check() ? Date.now() : 0
  const observer = new MutationObserver(() => {
    if (!at && check()) at = Date.now()
  })
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
  return { at: () => at, stop: () => observer.disconnect() }
}

/** The wallet service's origin in the UI tests (another origin than the page's). */
export const WALLET_ORIGIN = 'http://127.0.0.1:4321'

/** A wallet service on the harness's backend, in-process, with storage of its own (a device of its own). */
export const inProcessWalletService = (h: Harness) =>
  servicePort(createWalletService({ appId: h.backend.appId, apiUrl: WALLET_ORIGIN, fetch: backendFetch(h.backend), storage: memoryStorage() }))

/**
 * `ui` in a provider whose embedded wallets talk to an in-process wallet service (`hidden`, the one
 * the hidden frame connects to), logged in as ada@example.com with an embedded Ethereum wallet.
 */
export async function renderWithEmbeddedWallet(ui: ReactNode): Promise<{ h: Harness; address: `0x${string}`; hidden: ReturnType<typeof servicePort> }> {
  clearRefreshMarker(DEV_APP_ID)
  const h = renderWithFoyer(ui, {}, { walletServiceUrl: WALLET_ORIGIN })
  const hidden = inProcessWalletService(h)
  setEmbeddedFrameConnection(h.client, { connect: () => hidden })
  await waitFor(() => expect(h.foyer().ready).toBe(true))
  await act(async () => {
    await sendEmailCode(h.client, { email: 'ada@example.com' })
    await loginWithEmailCode(h.client, { code: h.backend.mailbox.latest('ada@example.com')!.code })
  })
  const address = (await act(() => createWallet(h.client))).wallet.address as `0x${string}`
  return { h, address, hidden }
}

/**
 * Lets I/O and promises run while setTimeout is faked (setImmediate is not) until `check` holds;
 * fails when it does not within `timeoutMs` of real time (a screen's chunk loads on first use).
 */
export async function settle(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!check() && Date.now() < until) await act(() => new Promise<void>((resolve) => setImmediate(resolve)))
  expect(check()).toBe(true)
}
