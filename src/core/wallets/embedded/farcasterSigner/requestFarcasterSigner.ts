import type { FoyerClient } from '../../../client/types.js'
import type { HttpRequestErrorType } from '../../../client/http/client.js'
import { getAccessToken, type GetAccessTokenErrorType, type RequireAccessTokenErrorType } from '../../../client/session/getAccessToken.js'
import { userValue } from '../../../client/session/state.js'
import { NetworkError } from '../../../errors/client.js'
import { farcasterSignerOutcome } from '../../../machines/farcasterSignerFlow.js'
import { FarcasterConnectFailedError, FarcasterRequestRejectedError } from '../../../methods/farcaster/errors.js'
import { refreshUser } from '../../../session/refreshUser.js'
import type { User } from '../../../types/user.js'
import { WALLET_SERVICE_EVENTS as E } from '../../../types/walletService.js'
import { pollUntil } from '../../../utils/poll.js'
import type { Timers } from '../../../utils/timers.js'
import type {
  EmbeddedWalletInitTimeoutError, EmbeddedWalletRequestTimeoutError, EmbeddedWalletServiceError, NoEmbeddedWalletError, ProviderRpcError,
} from '../errors.js'
import { embeddedFrameOf } from '../session.js'
import { showWalletRequest, userRejectedRequest, walletUiShown } from '../walletUi.js'
import type { WalletUiOptions } from '../walletRequest.js'
import { FARCASTER_SIGNER_POLL_MS, FARCASTER_SIGNER_STATUS_PATH, FARCASTER_SIGNER_TIMEOUT_MS } from './constants.js'
import type { FarcasterAccountNotLinkedError, FarcasterSignerAuthError } from './errors.js'
import { farcasterSignerFlow } from './flow.js'
import { farcasterSignerAccountOf } from './preconditions.js'

/** What `requestFarcasterSigner` takes (all optional). */
export type RequestFarcasterSignerParameters = {
  /** `showWalletUIs: false` shows no screen: the host shows the approval link from `farcasterSignerFlow` itself. */
  uiOptions?: Pick<WalletUiOptions, 'showWalletUIs'> | undefined
  /** Injectable timers (tests): the status is asked every 2 s, for at most 300000 ms. */
  timers?: Timers | undefined
}
/** The approved signer's public key (0x hex, 32 bytes) and the user, whose Farcaster account now has it as `signerPublicKey`. */
export type RequestFarcasterSignerReturnType = { publicKey: `0x${string}`; user: User }
/** The errors `requestFarcasterSigner` can throw or reject with. */
export type RequestFarcasterSignerErrorType =
  | FarcasterSignerAuthError
  | NoEmbeddedWalletError
  | FarcasterAccountNotLinkedError
  | FarcasterRequestRejectedError
  | FarcasterConnectFailedError
  | ProviderRpcError
  | EmbeddedWalletServiceError
  | EmbeddedWalletInitTimeoutError
  | EmbeddedWalletRequestTimeoutError
  | RequireAccessTokenErrorType
  | GetAccessTokenErrorType
  | HttpRequestErrorType

/** `POST /api/v1/farcaster/signer/status` answer. */
export type WireFarcasterSigner = { status: string; public_key: string; signer_approval_url: string }

/**
 * Asks the user to approve a Farcaster signer for their fid: the wallet service makes (or finds) the
 * user's ed25519 signer key — it never leaves the wallet service — and the backend registers its
 * public key (`POST /api/v1/farcaster/signer/status`) and answers the approval link, which the user
 * opens in Farcaster. The status is asked every 2 s: 'approved' resolves (the user reloaded: its
 * Farcaster account's `signerPublicKey` is the key), 'revoked' rejects with 'Request rejected', and
 * after 300000 ms it rejects with 'Connect failed'.
 *
 * Needs an access token, an embedded wallet and a linked Farcaster account. With the default UI
 * mounted the signer screen shows the link as a QR code and the wait; approved shows for 1.4 s
 * before the screen closes; closing it before rejects with 4001 'The user rejected the request'.
 * Headless (or `uiOptions.showWalletUIs: false`) the link is in `farcasterSignerFlow`'s
 * `approvalUrl` (`useFarcasterSigner().state`).
 */
export async function requestFarcasterSigner(client: FoyerClient, parameters: RequestFarcasterSignerParameters = {}): Promise<RequestFarcasterSignerReturnType> {
  const account = farcasterSignerAccountOf(userValue.get(client), await getAccessToken(client), { signing: false })
  const result = () => ({ publicKey: farcasterSignerFlow.get(client).publicKey!, user: userValue.get(client)! })
  const errors = { rejected: () => new FarcasterRequestRejectedError(), timedOut: () => new FarcasterConnectFailedError(), declined: userRejectedRequest }
  if (!walletUiShown(client, parameters.uiOptions)) {
    farcasterSignerFlow.reset(client)
    await runSignerRequest(client, parameters)
    const outcome = farcasterSignerOutcome(farcasterSignerFlow.get(client), result, errors)
    if (outcome.type === 'reject') throw outcome.error
    return outcome.value
  }
  return showWalletRequest(client, { kind: 'farcasterSigner', fid: account.fid, address: account.ownerAddress, uiOptions: {} }, {
    reset: () => farcasterSignerFlow.reset(client),
    start: () => runSignerRequest(client, parameters),
    // 'Try again' after a revoke, a time-out or a failure: a new wait (the same key).
    confirm: async () => {
      const { status } = farcasterSignerFlow.get(client)
      if (status === 'rejected' || status === 'timed-out' || status === 'error') await runSignerRequest(client, parameters)
    },
    outcome: () => farcasterSignerOutcome(farcasterSignerFlow.get(client), result, errors),
    // Closed: the wait stops.
    finish: () => farcasterSignerFlow.begin(client),
  })
}

/**
 * One signer request into `farcasterSignerFlow` (never throws: the flow ends approved, rejected,
 * timed-out or error). A newer request, or resetting the flow, ends this one silently.
 */
async function runSignerRequest(client: FoyerClient, { timers }: RequestFarcasterSignerParameters): Promise<void> {
  const run = farcasterSignerFlow.begin(client)
  run.dispatch({ type: 'start' })
  try {
    const accessToken = await getAccessToken(client)
    farcasterSignerAccountOf(userValue.get(client), accessToken, { signing: false })
    const { publicKey } = await embeddedFrameOf(client).request(E.farcasterInitSigner, { accessToken: accessToken! })
    run.throwIfAborted()
    let approvalUrl: string | null = null
    const report = (answer: WireFarcasterSigner) => {
      if (approvalUrl === null) {
        approvalUrl = answer.signer_approval_url
        run.dispatch({ type: 'initialized', publicKey, approvalUrl, status: answer.status })
      } else run.dispatch({ type: 'polled', status: answer.status })
    }
    const final = await pollUntil<WireFarcasterSigner>({
      intervalMs: FARCASTER_SIGNER_POLL_MS,
      timeoutMs: FARCASTER_SIGNER_TIMEOUT_MS,
      onTimeout: () => new FarcasterConnectFailedError(),
      timers,
      signal: run.signal,
      attempt: async (inFlight) => {
        const answer = await client.http
          .request<WireFarcasterSigner>(FARCASTER_SIGNER_STATUS_PATH, { method: 'POST', body: { ed25519_public_key: publicKey }, auth: 'required', signal: inFlight })
          // Once the link shows, a network blip asks again at the next tick.
          .catch((error: unknown) => {
            if (error instanceof NetworkError && approvalUrl !== null) return null
            throw error
          })
        if (!answer) return undefined
        if (typeof answer.signer_approval_url !== 'string' || typeof answer.status !== 'string') throw new FarcasterConnectFailedError()
        if (answer.status === 'approved' || answer.status === 'revoked') return answer
        report(answer)
        return undefined
      },
    })
    // Approved: the user's Farcaster account now names the key.
    if (final.status === 'approved') await refreshUser(client)
    run.throwIfAborted()
    report(final)
  } catch (error) {
    if (run.signal.aborted) return
    if (error instanceof FarcasterConnectFailedError && farcasterSignerFlow.get(client).status === 'awaiting-approval') run.dispatch({ type: 'timedOut' })
    else run.dispatch({ type: 'failed', error: error instanceof Error ? error : new Error(String(error)) })
  }
}
