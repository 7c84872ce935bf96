import { describe, expect, it } from 'vitest'
import { isActiveMfaOverlayHost, registerMfaOverlayHost, showMfaEnrollment, UiNotMountedError, type MfaOverlayHost } from '../../../src/core/internal.js'
import { createDevBackend } from '../../../src/testing/index.js'
import { clientOnBackend } from '../helpers.js'

/** A host that records whether it was told it is the active one. */
function host(kind: MfaOverlayHost['kind'], client: ReturnType<typeof clientOnBackend>) {
  const h: MfaOverlayHost & { active: boolean } = { kind, active: false, notify: () => (h.active = isActiveMfaOverlayHost(client, h)) }
  return h
}

describe('which mounted UI shows the MFA overlays: the same rule as the UI that answers login()', () => {
  it('an embed wins over a modal mounted after it; when the embed goes, the modal takes over', () => {
    const client = clientOnBackend(createDevBackend())
    const embed = host('embed', client)
    const modal = host('modal', client)
    const dropEmbed = registerMfaOverlayHost(client, embed)
    registerMfaOverlayHost(client, modal)
    expect([embed.active, modal.active]).toEqual([true, false])
    dropEmbed()
    expect(modal.active).toBe(true)
  })

  it('among two modals, the most recently mounted shows them', () => {
    const client = clientOnBackend(createDevBackend())
    const first = host('modal', client)
    const second = host('modal', client)
    registerMfaOverlayHost(client, first)
    expect(first.active).toBe(true)
    registerMfaOverlayHost(client, second)
    expect([first.active, second.active]).toEqual([false, true])
  })

  it('showMfaEnrollment with no host mounted fails, naming the headless alternative', () => {
    const client = clientOnBackend(createDevBackend())
    expect(() => showMfaEnrollment(client)).toThrow(UiNotMountedError)
    expect(() => showMfaEnrollment(client)).toThrow(/useMfaEnrollment\(\)/)
  })
})
