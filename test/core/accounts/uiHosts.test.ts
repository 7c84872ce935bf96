import { describe, expect, it, vi } from 'vitest'
import type { UiHost } from '../../../src/core/client/types.js'
import { createFoyerClient } from '../../../src/core/client/client.js'
import { createMemoryStorage } from '../../../src/core/client/storage.js'
import { openUi, registerUiHost } from '../../../src/core/accounts/uiHosts.js'
import { pickUiHost } from '../../../src/core/client/uiHosts.js'
import { APP_ID, API_URL } from '../helpers.js'

const host = (kind: UiHost['kind'], available?: boolean): UiHost & { name: string } => ({
  name: `${kind}${available === undefined ? '' : available ? '+' : '-'}`,
  kind,
  open: vi.fn(),
  close: vi.fn(),
  ...(available === undefined ? {} : { available: () => available }),
})

describe('pickUiHost: which mounted UI answers an opener', () => {
  it('none mounted: null (headless)', () => expect(pickUiHost([])).toBeNull())
  it('only a modal: the modal', () => {
    const modal = host('modal')
    expect(pickUiHost([modal])).toBe(modal)
  })
  it('a visible embed wins over the modal, whichever mounted first', () => {
    const modal = host('modal')
    const embed = host('embed', true)
    expect(pickUiHost([modal, embed])).toBe(embed)
    expect(pickUiHost([embed, modal])).toBe(embed)
  })
  it('a hidden (or answersOpeners={false}) embed leaves it to the modal', () => {
    const modal = host('modal')
    expect(pickUiHost([modal, host('embed', false)])).toBe(modal)
  })
  it('an unavailable embed and no modal: null', () => expect(pickUiHost([host('embed', false)])).toBeNull())
  it('among the same rank, the most recently mounted', () => {
    const a = host('embed', true)
    const b = host('embed', true)
    expect(pickUiHost([a, b])).toBe(b)
    const m1 = host('modal')
    const m2 = host('custom')
    expect(pickUiHost([m1, m2])).toBe(m2)
  })
})

describe('openUi', () => {
  it('opens the picked host; unregistering hands openers back', () => {
    const client = createFoyerClient({ appId: APP_ID, apiUrl: API_URL, storage: createMemoryStorage() })
    const modal = host('modal')
    const embed = host('embed', true)
    registerUiHost(client, modal)
    const off = registerUiHost(client, embed)
    openUi(client, { screen: 'login' }, 'useLoginWithEmail')
    expect(embed.open).toHaveBeenCalledTimes(1)
    off()
    openUi(client, { screen: 'login' }, 'useLoginWithEmail')
    expect(modal.open).toHaveBeenCalledTimes(1)
  })

  it('headless: fails naming the UI to mount and the hook to use instead', () => {
    const client = createFoyerClient({ appId: APP_ID, apiUrl: API_URL, storage: createMemoryStorage() })
    expect(() => openUi(client, { screen: 'login' }, 'useLoginWithEmail')).toThrow(
      "login() needs the default UI: mount <FoyerModal/> from 'foyerkit/ui' inside <FoyerProvider> (or a visible <FoyerEmbed/>), or build your own screens with useLoginWithEmail (headless).",
    )
  })
})
