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
