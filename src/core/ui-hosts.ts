import type { FoyerClient, UiHost, UiOpenRequest } from './client.js'
import { UiNotMountedError } from './errors/client.js'

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

/** The host that answers openers: the most recently mounted one. */
export function activeUiHost(client: FoyerClient): UiHost | null {
  return client._internal.uiHosts.at(-1) ?? null
}

export function openUi(client: FoyerClient, request: UiOpenRequest, headlessAlternative: string): void {
  const host = activeUiHost(client)
  if (!host) throw new UiNotMountedError(request.screen, headlessAlternative)
  host.open(request)
}
