import type { FoyerClient } from '../../client/types.js'
import { analyticsId } from '../../client/client.js'
import { walletServicePageUrl } from './constants.js'
import { createEmbeddedFrame, type CreateEmbeddedFrameParameters, type EmbeddedFrame, type FramePort } from './frame.js'
import { iframePort } from './iframePort.js'

const frames = new WeakMap<FoyerClient, EmbeddedFrame>()
const connectors = new WeakMap<FoyerClient, Partial<CreateEmbeddedFrameParameters>>()

/** The wallet service's page URL for this client (`walletServiceUrl`, default the API's origin). */
export const walletServiceUrlOf = (client: FoyerClient): string =>
  walletServicePageUrl({
    base: client.walletServiceUrl ?? client.apiUrl,
    appId: client.appId,
    clientId: client.clientId,
    analyticsId: analyticsId(client.storage),
  })

/**
 * Replaces how a client's frame is opened (and its timers): tests connect the wallet service
 * in-process. Call before the first wallet request. Not part of the public API.
 */
export function setEmbeddedFrameConnection(client: FoyerClient, parameters: Partial<CreateEmbeddedFrameParameters> & { connect: () => FramePort }): void {
  connectors.set(client, parameters)
  frames.get(client)?.destroy()
  frames.delete(client)
}

/**
 * The client's frame client, created on first use (the iframe itself mounts on the first request).
 * Logout asks the service to drop the reconstructed keys.
 */
export function embeddedFrameOf(client: FoyerClient): EmbeddedFrame {
  let frame = frames.get(client)
  if (!frame) {
    const overrides = connectors.get(client)
    frame = createEmbeddedFrame({ connect: () => iframePort(walletServiceUrlOf(client)), ...overrides })
    frames.set(client, frame)
    const created = frame
    client.events.on('logout', () => {
      void created.clear().catch((error: unknown) => console.warn('[foyer] could not clear the embedded wallet', error))
    })
  }
  return frame
}
