import type { PrimitiveAtom } from 'jotai/vanilla'
import type { FoyerClient } from '../client/types.js'
import type { FoyerError } from '../errors/base.js'
import { InvalidSignInMessageError, UserExitedFlowError, WalletConnectorNotFoundError } from '../errors/client.js'
import type { AuthResult } from '../types/auth.js'
import { toWalletError } from './providerErrors.js'
import type { WalletChainFamily, WalletConnector } from '../types/wallets.js'
import { assertIntentAllowed, runAuthStep, type AuthIntent } from '../steps/intent.js'
import { transitionWalletAuthFlow, type WalletAuthFlowEvent, type WalletAuthFlowState } from '../machines/walletAuthFlow.js'
import { walletConnectorsValue } from './state.js'

/** Moves one wallet sign-in atom (siweFlowAtom / siwsFlowAtom) through the shared transition function. */
export const dispatchWalletAuthFlow = (client: FoyerClient, atom: PrimitiveAtom<WalletAuthFlowState>, event: WalletAuthFlowEvent) =>
  client.store.set(atom, transitionWalletAuthFlow(client.store.get(atom), event))

/** The discovered connector with this id; 'Unable to connect to wallet' when it is gone. */
export function connectorById(client: FoyerClient, connectorId: string): WalletConnector {
  const connector = walletConnectorsValue.get(client).find((c) => c.id === connectorId)
  if (!connector) throw new WalletConnectorNotFoundError({ details: `No wallet connector ${connectorId}` })
  return connector
}

export type WalletSignInSteps = {
  /** 'siwe' | 'siws': the login method reported to error events and results. */
  method: string
  atom: PrimitiveAtom<WalletAuthFlowState>
  chainType: WalletChainFamily
  address: string
  intent: AuthIntent
  /** generating-message: the server's nonce, then the message text. */
  createMessage(): Promise<string>
  /** awaiting-signature: the wallet's prompt. What it throws is mapped by `toWalletError` (4001 …). */
  sign(message: string): Promise<string>
  /** submitting-signature: authenticate or link (and emit `login` / `link`). */
  submit(message: string, signature: string): Promise<AuthResult>
}

/**
 * The SIWE / SIWS sign-in shared by both chain families (spec 01 §4: generating-message,
 * awaiting-signature, submitting-signature, done, error) on the method's own atom: intent rules
 * first, then the steps; a reset or a newer start while a step runs ends this one with
 * USER_EXITED_*; a failure fires the login/link error event (runAuthStep) and rethrows.
 */
export function runWalletSignIn(client: FoyerClient, steps: WalletSignInSteps): Promise<AuthResult> {
  // One sign-in per atom at a time: a second call while a message is generated or a signature
  // submitted (a double click, a remounted screen) joins the one under way.
  const inFlight = running.get(client)?.get(steps.atom)
  const state = client.store.get(steps.atom)
  if (inFlight && (state.status === 'generating-message' || state.status === 'submitting-signature')) return inFlight
  const promise = signIn(client, steps)
  const perClient = running.get(client) ?? new Map()
  running.set(client, perClient.set(steps.atom, promise))
  const clear = () => {
    if (perClient.get(steps.atom) === promise) perClient.delete(steps.atom)
  }
  promise.then(clear, clear)
  return promise
}

const running = new WeakMap<FoyerClient, Map<PrimitiveAtom<WalletAuthFlowState>, Promise<AuthResult>>>()

function signIn(client: FoyerClient, steps: WalletSignInSteps): Promise<AuthResult> {
  const { method, atom, chainType, address, intent } = steps
  return runAuthStep(client, { method, intent }, async () => {
    assertIntentAllowed(client, intent)
    dispatchWalletAuthFlow(client, atom, { type: 'start', chainType, address, intent })
    let current = client.store.get(atom)
    const exited = () => new UserExitedFlowError(intent === 'link' ? 'USER_EXITED_LINK_FLOW' : 'USER_EXITED_AUTH_FLOW')
    // A reset or a newer start replaces the state object's identity; every step checks it is still ours.
    const step = (event: WalletAuthFlowEvent) => {
      if (client.store.get(atom) !== current) throw exited()
      current = transitionWalletAuthFlow(current, event)
      client.store.set(atom, current)
    }
    // The wallet's prompt may never answer: a reset ends the wait at once.
    let stopWatching = () => {}
    const reset = new Promise<never>((_, reject) => {
      stopWatching = client.store.sub(atom, () => {
        if (client.store.get(atom) !== current) reject(exited())
      })
    })
    reset.catch(() => {})
    try {
      const message = await steps.createMessage()
      if (!message) throw new InvalidSignInMessageError()
      step({ type: 'message', message })
      const signing = steps.sign(message).catch((cause: unknown) => {
        throw toWalletError(cause)
      })
      const signature = await Promise.race([signing, reset])
      step({ type: 'signed' })
      const result = await steps.submit(message, signature)
      // The login or link happened: a reset meanwhile only means nobody watches the flow any more.
      if (client.store.get(atom) === current) dispatchWalletAuthFlow(client, atom, { type: 'succeeded', result })
      return result
    } catch (error) {
      if (client.store.get(atom) === current) dispatchWalletAuthFlow(client, atom, { type: 'failed', error: error as FoyerError })
      throw error
    } finally {
      stopWatching()
    }
  })
}
