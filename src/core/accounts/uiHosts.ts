import type { FoyerClient, UiHost, UiOpenRequest } from '../client/types.js'
import { UiNotMountedError } from '../errors/client.js'
import { pickUiHost } from '../client/uiHosts.js'
import { beginUiFlow } from './uiFlow.js'

/**
 * The default UI (modal or embed) registers itself here; openers such as `login()` go through it.
 * With none registered, an opener fails with a clear error naming the headless alternative.
 */
export function registerUiHost(client: FoyerClient, host: UiHost): () => void {
  client._internal.uiHosts.push(host)
  return () => {
    const index = client._internal.uiHosts.indexOf(host)
    if (index >= 0) client._internal.uiHosts.splice(index, 1)
  }
}

/** The host that answers openers now (see `pickUiHost`). */
export function activeUiHost(client: FoyerClient): UiHost | null {
  return pickUiHost(client._internal.uiHosts)
}

export function openUi(client: FoyerClient, request: UiOpenRequest, headlessAlternative: string): void {
  const host = activeUiHost(client)
  if (!host) throw new UiNotMountedError(request.screen, headlessAlternative)
  // The flow the UI opens for: its callbacks fire once, on success or when the user leaves.
  beginUiFlow(client, { kind: request.screen })
  host.open(request)
}
