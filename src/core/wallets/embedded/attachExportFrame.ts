import type { FoyerClient } from '../../client/types.js'
import { getAccessToken } from '../../client/session/getAccessToken.js'
import { MFA_TOKEN_HEADER } from '../../constants.js'
import { withMfa } from '../../mfa/withMfa.js'
import { WALLET_SERVICE_EVENTS as E } from '../../types/walletService.js'
import { ExportFrameMismatchError, ExportWalletAuthError } from './errors.js'
import { createEmbeddedFrame, type FramePort } from './frame.js'
import { FRAME_LONG_INIT_TIMEOUT_MS } from './constants.js'
import { framePortOf, type FrameElement } from './iframePort.js'
import { exportFrameUrl, type ExportFrameOptions } from './exportFrameUrl.js'
import { walletRequestValue } from './walletRequest.js'
import { walletExportFlow } from './exportFlow.js'

/** The export frame on screen: the iframe element the UI rendered (at `exportFrameUrl`), or a port to it (tests). */
export type AttachExportFrameParameters =
  | { iframe: Pick<FrameElement, 'contentWindow'>; options?: ExportFrameOptions | undefined }
  | { port: FramePort }
/** Detaches: stops listening to the frame (unmounting the iframe is its owner's job). */
export type AttachExportFrameReturnType = () => void
/** Never throws: failures go to `walletExportFlow` ('error'). */
export type AttachExportFrameErrorType = never

/**
 * Connects the export screen's frame to the export on screen (`exportWallet`): waits for the frame
 * to answer readiness, then passes it the access token — by message, to the wallet origin only —
 * with the MFA token the export's verification earned (when the frame answers that the backend
 * wants a verification, the user is prompted and the credentials sent again). The frame answers
 * what it shows (`walletExportFlow` → 'exported'), never the key. Does nothing without an export
 * on screen or before it connected.
 */
export function attachExportFrame(client: FoyerClient, parameters: AttachExportFrameParameters): AttachExportFrameReturnType {
  const request = walletRequestValue.get(client)
  if (request?.kind !== 'export' || walletExportFlow.get(client).status !== 'ready') return () => {}
  const port = 'port' in parameters ? parameters.port : framePortOf(parameters.iframe, exportFrameUrl(client, request, parameters.options))
  const frame = createEmbeddedFrame({ connect: () => port, initTimeoutMs: FRAME_LONG_INIT_TIMEOUT_MS })
  let detached = false
  void (async () => {
    const reply = await withMfa(client, async (headers) => {
      const accessToken = await getAccessToken(client)
      if (!accessToken) throw new ExportWalletAuthError()
      const mfaToken = headers[MFA_TOKEN_HEADER]
      return frame.request(E.exportWallet, { accessToken, ...(mfaToken ? { mfaToken } : {}) })
    }, { kind: 'auth' })
    const same = request.chainType === 'ethereum' ? reply.address.toLowerCase() === request.address.toLowerCase() : reply.address === request.address
    if (!same || reply.chainType !== request.chainType) throw new ExportFrameMismatchError()
    if (!detached) walletExportFlow.dispatch(client, { type: 'exported', shown: reply.shown })
  })().catch((cause: unknown) => {
    if (!detached) walletExportFlow.dispatch(client, { type: 'failed', error: cause instanceof Error ? cause : new Error(String(cause)) })
  })
  return () => {
    detached = true
    frame.destroy()
  }
}
