import type { FoyerClient } from '../client/types.js'
import { WALLET_REQUEST_TIMEOUT_MS } from '../constants.js'
import type { FoyerError } from '../errors/base.js'
import { UserExitedFlowError } from '../errors/client.js'
import { connectorById } from './walletSignIn.js'
import { isWalletConnectBusy, transitionWalletConnectFlow, type WalletConnectFlowEvent } from '../machines/walletConnectFlow.js'
import { pollUntil } from '../utils/poll.js'
import { isPendingPermissionRequest, toWalletError } from './providerErrors.js'
import { addConnection, toConnection } from './runtime.js'
import type { WalletConnection } from '../types/wallets.js'
import { toNumericChainId } from './ethereum/eip1193Connector.js'
import { walletConnectFlow } from './state.js'

export type ConnectWalletParameters = {
  /** A discovered connector's id (`walletConnectorsValue.get`). */
  connectorId: string
  /** This attempt is the user's Retry (counts towards WALLET_CONNECT_MAX_RETRIES). */
  retry?: boolean | undefined
  /** Ethereum: the chain the app needs; the wallet is switched to it after connecting. */
  chainId?: string | number | undefined
  /** How often a pending permission request (-32002) is re-checked (default 1000 ms). */
  pendingPollMs?: number | undefined
}
export type ConnectWalletReturnType = WalletConnection
export type ConnectWalletErrorType = FoyerError

const dispatch = (client: FoyerClient, event: WalletConnectFlowEvent) =>
  walletConnectFlow.set(client, transitionWalletConnectFlow(walletConnectFlow.get(client), event))

/** Settles with `promise`, or rejects with the signal's reason once it aborts (a wallet prompt cannot be withdrawn). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => { signal.removeEventListener('abort', onAbort); resolve(value) },
      (error: unknown) => { signal.removeEventListener('abort', onAbort); reject(error) },
    )
  })
}

const inFlight = new WeakMap<FoyerClient, { connectorId: string; promise: Promise<WalletConnection> }>()

/**
 * Connects a wallet (spec 01 §4 "Wallet connection") through the connect state
 * (`walletConnectFlow.get`): connecting → waiting (the wallet's prompt, or a WalletConnect pairing
 * URI) → switching_to_supported_chain (when `chainId` differs) → connected; a failure is
 * disconnected with the mapped error (providerErrors.ts). A duplicate connect to the same wallet
 * joins the attempt under way; a pending permission request (-32002) keeps waiting without error
 * until the wallet authorises an account. Resetting the flow (back, close) aborts the attempt.
 */
export function connectWallet(client: FoyerClient, parameters: ConnectWalletParameters): Promise<ConnectWalletReturnType> {
  const current = inFlight.get(client)
  if (current && current.connectorId === parameters.connectorId && isWalletConnectBusy(walletConnectFlow.get(client))) {
    return current.promise
  }
  const promise = connect(client, parameters)
  inFlight.set(client, { connectorId: parameters.connectorId, promise })
  const clear = () => {
    if (inFlight.get(client)?.promise === promise) inFlight.delete(client)
  }
  promise.then(clear, clear)
  return promise
}

async function connect(client: FoyerClient, { connectorId, retry, chainId, pendingPollMs = 1_000 }: ConnectWalletParameters): Promise<WalletConnection> {
  dispatch(client, { type: 'start', connectorId, retry })
  let mine = walletConnectFlow.get(client)
  const controller = new AbortController()
  // A reset or a newer attempt replaces the state's identity: this attempt is over.
  const unwatch = walletConnectFlow.watch(client, { onChange: () => {
    const state = walletConnectFlow.get(client)
    if (state.connectorId !== connectorId || state.status === 'disconnected') controller.abort(new UserExitedFlowError('USER_EXITED_AUTH_FLOW'))
  } })
  const step = (event: WalletConnectFlowEvent) => {
    if (controller.signal.aborted) throw controller.signal.reason
    dispatch(client, event)
    mine = walletConnectFlow.get(client)
  }
  try {
    const connector = connectorById(client, connectorId)
    let account
    try {
      account = await untilAborted(connector.connect({
        signal: controller.signal,
        onWaiting: () => step({ type: 'waiting' }),
        onDisplayUri: (uri) => step({ type: 'uri', uri }),
      }), controller.signal)
    } catch (cause) {
      if (controller.signal.aborted) throw controller.signal.reason
      if (!isPendingPermissionRequest(cause)) throw cause
      // The wallet already shows a permission request: keep waiting (no error) until it answers.
      step({ type: 'waiting' })
      account = await pollUntil({
        attempt: async () => (await connector.getAccounts())[0],
        intervalMs: pendingPollMs,
        timeoutMs: WALLET_REQUEST_TIMEOUT_MS,
        onTimeout: () => toWalletError(cause),
        signal: controller.signal,
      })
    }
    if (chainId !== undefined && connector.ethereum && account.chainId !== `eip155:${toNumericChainId(chainId)}`) {
      step({ type: 'switching-chain' })
      await connector.ethereum.switchChain(toNumericChainId(chainId))
      account = { ...account, chainId: `eip155:${toNumericChainId(chainId)}` }
    }
    if (controller.signal.aborted) throw controller.signal.reason
    const connection = toConnection(connector, account, client.now())
    addConnection(client, connection)
    step({ type: 'connected', connection })
    return connection
  } catch (cause) {
    const error = toWalletError(controller.signal.aborted ? controller.signal.reason : cause)
    if (walletConnectFlow.get(client) === mine) dispatch(client, { type: 'failed', error })
    throw error
  } finally {
    unwatch()
  }
}

/** Back from the QR code: forgets the pairing URI (the attempt goes on). */
export const clearWalletConnectUri = (client: FoyerClient) => dispatch(client, { type: 'clear-uri' })

/** Cancels the attempt under way (back, close), without an error. */
export const cancelWalletConnect = (client: FoyerClient) => dispatch(client, { type: 'cancel' })

/** Forgets the attempt entirely (back to disconnected, no error, no retries). */
export const resetWalletConnect = (client: FoyerClient) => dispatch(client, { type: 'reset' })
