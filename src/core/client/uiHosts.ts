import type { UiHost } from './types.js'

/**
 * The one rule that picks which mounted UI acts — the host that answers openers (`login()` …) and
 * the host that shows the MFA overlays (docs/ui.md "Which UI answers `login()`"):
 * 1. an available `<FoyerEmbed/>` (mounted, visible, `answersOpeners` not false);
 * 2. else an available modal (`<FoyerModal/>`, or a host's own UI registered with `useRegisterUiHost`);
 * among several of the same rank, the most recently mounted. None available: null (headless).
 */
export function pickUiHost<H extends Pick<UiHost, 'kind' | 'available'>>(hosts: readonly H[]): H | null {
  const available = hosts.filter((host) => host.available?.() ?? true)
  const embeds = available.filter((host) => host.kind === 'embed')
  return embeds.at(-1) ?? available.at(-1) ?? null
}

/** A UI that shows overlays of its own (the MFA prompt, the wallet screens): its kind and a change callback. */
export type OverlayHost = { kind: UiHost['kind']; notify: () => void }

/** A set of overlay hosts per client (see {@link createOverlayHostRegistry}). */
export type OverlayHostRegistry = {
  /** Registers a host while it is mounted; returns the unregister function. Every host is notified of each change. */
  register(client: object, host: OverlayHost): () => void
  /** Whether `host` is the one that shows the overlays (`pickUiHost` over the registered ones). */
  isActive(client: object, host: OverlayHost): boolean
  /** The host that shows the overlays now, or null (none registered: headless). */
  active(client: object): OverlayHost | null
}

/**
 * The registry behind a kind of overlay (the MFA overlays, the wallet screens): several UIs may be
 * mounted (a modal and an embed); one shows the overlays, picked by the rule of `pickUiHost`; when
 * the set changes, `notify` tells every host.
 */
export function createOverlayHostRegistry(): OverlayHostRegistry {
  const hosts = new WeakMap<object, OverlayHost[]>()
  const update = (client: object, next: OverlayHost[]) => {
    hosts.set(client, next)
    for (const h of next) h.notify()
  }
  return {
    register(client, host) {
      update(client, [...(hosts.get(client) ?? []), host])
      return () => update(client, (hosts.get(client) ?? []).filter((h) => h !== host))
    },
    isActive: (client, host) => pickUiHost(hosts.get(client) ?? []) === host,
    active: (client) => pickUiHost(hosts.get(client) ?? []),
  }
}
