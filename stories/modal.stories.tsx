import type { StoryDefault } from '@ladle/react'
import { useEffect, useState } from 'react'
import { createFoyerClient, createMemoryStorage } from '../src/core/index.js'
import { FoyerProvider, useFoyer } from '../src/hooks/index.js'
import { createDevBackend, DEV_APP_ID } from '../src/testing/index.js'
import { storyTheme } from './globals.js'
import { withStoryCopy } from './locales.js'
import { storyOverrides } from './overrides.js'
import { FoyerModal } from '../src/ui/index.js'
import { StoryCanvas, type Scheme } from './support.js'

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

function ModalStory({ scheme }: { scheme: Scheme }) {
  const [{ backend, client }] = useState(() => {
    const backend = createDevBackend()
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
