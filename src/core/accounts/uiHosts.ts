import type { FoyerClient, UiHost, UiOpenRequest } from '../client/types.js'
import { UiNotMountedError } from '../errors/client.js'
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

/**
 * Which mounted host answers an opener (docs/ui.md "Which UI answers `login()`"):
 * 1. an available `<FoyerEmbed/>` (mounted, visible, `answersOpeners` not false);
 * 2. else an available modal (`<FoyerModal/>`, or a host's own UI registered with `useRegisterUiHost`);
 * among several of the same rank, the most recently mounted. None available: null (headless).
 */
export function pickUiHost(hosts: readonly UiHost[]): UiHost | null {
  const available = hosts.filter((host) => host.available?.() ?? true)
  const embeds = available.filter((host) => host.kind === 'embed')
  return embeds.at(-1) ?? available.at(-1) ?? null
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
