import type { FoyerClient } from '../client/types.js'
import { FlowAbortedError, whenAborted } from '../client/flow.js'
import { WALLET_REQUEST_TIMEOUT_MS } from '../constants.js'
import { UserExitedFlowError } from '../errors/client.js'
import { isWalletConnectBusy, transitionWalletConnectFlow, type WalletConnectFlowEvent } from '../machines/walletConnectFlow.js'
import { joinAttempt } from '../steps/joinAttempt.js'
import { pollUntil } from '../utils/poll.js'
import type { UnknownConnectWalletError, UnsupportedChainIdError, WalletConnectorNotFoundError, WalletConnectTimeoutError, WalletProviderError, UnableToRetrieveAddressError } from './errors.js'
import { isPendingPermissionRequest, toWalletError } from './providerErrors.js'
import { addConnection, toConnection } from './runtime.js'
import type { WalletConnection } from '../types/wallets.js'
import { toNumericChainId } from './ethereum/eip1193Connector.js'
import { connectorById, walletConnectFlow } from './state.js'

/** The parameters of {@link connectWallet}. */
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
/** What {@link connectWallet} returns. */
export type ConnectWalletReturnType = WalletConnection
/** The errors {@link connectWallet} can throw or reject with. */
export type ConnectWalletErrorType =
  | WalletProviderError
  | UnknownConnectWalletError
  | WalletConnectorNotFoundError
  | WalletConnectTimeoutError
  | UnableToRetrieveAddressError
  | UnsupportedChainIdError
  | UserExitedFlowError

/**
 * Connects a wallet, one run of the connect flow (`walletConnectFlow.get`): connecting → waiting
 * (the wallet's prompt, or a WalletConnect pairing URI) → switching_to_supported_chain (when
 * `chainId` differs) → connected; a failure is disconnected with the mapped error
 * (providerErrors.ts). A duplicate connect to the same wallet joins the attempt under way; a
 * pending permission request (-32002) keeps waiting without error until the wallet authorises an
 * account. Resetting or cancelling the flow (back, close), or connecting another wallet, ends the
 * attempt at once (USER_EXITED_AUTH_FLOW).
 */
export function connectWallet(client: FoyerClient, parameters: ConnectWalletParameters): Promise<ConnectWalletReturnType> {
  const { connectorId } = parameters
  return joinAttempt(
    client,
    walletConnectFlow,
    { key: connectorId, joinable: (state) => isWalletConnectBusy(state) && state.connectorId === connectorId },
    () => connect(client, parameters),
  )
}

async function connect(client: FoyerClient, { connectorId, retry, chainId, pendingPollMs = 1_000 }: ConnectWalletParameters): Promise<WalletConnection> {
  const run = walletConnectFlow.begin(client)
  const { signal } = run
  run.dispatch({ type: 'start', connectorId, retry })
  const step = (event: WalletConnectFlowEvent) => {
    run.throwIfAborted()
    run.dispatch(event)
  }
  // A wallet's prompt cannot be withdrawn: every wait is raced against the run's signal.
  const untilAborted = <T,>(promise: Promise<T>) => Promise.race([promise, whenAborted(signal)])
  try {
    const connector = connectorById(client, connectorId)
    let account
    try {
      account = await untilAborted(connector.connect({
        signal,
        onWaiting: () => step({ type: 'waiting' }),
        onDisplayUri: (uri) => step({ type: 'uri', uri }),
      }))
    } catch (cause) {
      run.throwIfAborted()
      if (!isPendingPermissionRequest(cause)) throw cause
      // The wallet already shows a permission request: keep waiting (no error) until it answers.
      step({ type: 'waiting' })
      account = await pollUntil({
        attempt: async () => (await connector.getAccounts())[0],
        intervalMs: pendingPollMs,
        timeoutMs: WALLET_REQUEST_TIMEOUT_MS,
        onTimeout: () => toWalletError(cause),
        signal,
      })
    }
    if (chainId !== undefined && connector.ethereum && account.chainId !== `eip155:${toNumericChainId(chainId)}`) {
      step({ type: 'switching-chain' })
      await untilAborted(connector.ethereum.switchChain(toNumericChainId(chainId)))
      account = { ...account, chainId: `eip155:${toNumericChainId(chainId)}` }
    }
    run.throwIfAborted()
    const connection = toConnection(connector, account, client.now())
    addConnection(client, connection)
    step({ type: 'connected', connection })
    return connection
  } catch (cause) {
    const error = signal.aborted || cause instanceof FlowAbortedError ? new UserExitedFlowError('USER_EXITED_AUTH_FLOW') : toWalletError(cause)
    // After an abort the run changes nothing: the reset, the cancel or the newer attempt owns the state.
    run.dispatch({ type: 'failed', error })
    throw error
  }
}

/** Back from the QR code: forgets the pairing URI (the attempt goes on). */
export const clearWalletConnectUri = (client: FoyerClient) => {
  walletConnectFlow.dispatch(client, { type: 'clear-uri' })
}

/** Cancels the attempt under way (back, close), without an error: it ends, the state says disconnected. */
export function cancelWalletConnect(client: FoyerClient): void {
  const cancelled = transitionWalletConnectFlow(walletConnectFlow.get(client), { type: 'cancel' })
  walletConnectFlow.reset(client)
  walletConnectFlow.set(client, cancelled)
}

/** Forgets the attempt entirely (back to disconnected, no error, no retries); an attempt under way ends. */
export const resetWalletConnect = (client: FoyerClient) => walletConnectFlow.reset(client)
