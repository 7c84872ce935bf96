import type { StoryDefault } from '@ladle/react'
import { useEffect, useState } from 'react'
import { createFoyerClient, createMemoryStorage } from '../src/core/index.js'
import { FoyerProvider, useFoyer } from '../src/hooks/index.js'
import { createDevBackend, DEV_APP_ID, type DevBackendOptions } from '../src/testing/index.js'
import { storyTheme } from './globals.js'
import { withStoryCopy } from './locales.js'
import { storyOverrides } from './overrides.js'
import { FoyerModal } from '../src/ui/index.js'
import { StoryCanvas, useLocaleSwitch, type Scheme } from './support.js'

export default { title: 'Modal' } satisfies StoryDefault

function Opener({ mailbox }: { mailbox: () => string | null }) {
  const { ready, authenticated, user, login, logout } = useFoyer()
  const [, rerender] = useState(0)
  useEffect(() => {
    if (ready && !authenticated) login()
    const id = setInterval(() => rerender((n) => n + 1), 500)
    return () => clearInterval(id)
  }, [ready]) // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', fontFamily: 'system-ui', color: '#888' }} data-story-ready={ready ? '' : undefined}>
      <button onClick={() => (authenticated ? logout() : login())}>{authenticated ? 'Log out' : 'Log in'}</button>
      <span>{authenticated ? `Logged in as ${user?.email?.address}` : `Latest code: ${mailbox() ?? '—'}`}</span>
    </div>
  )
}

function ModalStory({ scheme, backend: options }: { scheme: Scheme; backend?: DevBackendOptions }) {
  useLocaleSwitch()
  const [{ backend, client }] = useState(() => {
    const backend = createDevBackend(options)
    const client = createFoyerClient({
      appId: DEV_APP_ID, apiUrl: 'http://foyer.dev.local', storage: createMemoryStorage(),
      fetch: (input, init) => backend.fetch(new Request(input, init)),
    })
    return { backend, client }
  })
  return (
    <FoyerProvider client={client} appearance={storyOverrides()?.appearance}>
      <StoryCanvas scheme={scheme}>
        <Opener mailbox={() => backend.mailbox.latest()?.code ?? null} />
        <FoyerModal theme={storyTheme(scheme)} copy={withStoryCopy(storyOverrides()?.copy)} />
      </StoryCanvas>
    </FoyerProvider>
  )
}

/** The full modal, opened by login(); the dev mailbox shows the code to type. */
export const OpenLight = () => <ModalStory scheme="light" />
export const OpenDark = () => <ModalStory scheme="dark" />

/**
 * A landing taller than the modal (a login message, five methods and the terms footer, as in the
 * demo app): the panel scrolls, and its bottom edge fades out under a rule so the cut-off footer
 * reads as "more below".
 */
const TALL_LANDING: DevBackendOptions = {
  appConfig: {
    login_methods: ['email', 'sms', 'guest', 'passkey', 'google', 'apple', 'github', 'discord'],
    legal: { terms_and_conditions_url: '/terms', privacy_policy_url: '/privacy', require_users_accept_terms: false },
    appearance: { login_message: 'Welcome to the Foyer demo. Your codes arrive in the dev inbox of this page.' },
  },
}
export const OpenTallLandingLight = () => <ModalStory scheme="light" backend={TALL_LANDING} />
export const OpenTallLandingDark = () => <ModalStory scheme="dark" backend={TALL_LANDING} />
