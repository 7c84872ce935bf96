import type { FoyerClient } from '../client/types.js'
import { postLoginFlow, uiFlow } from './state.js'
import { runPostLogin } from './runPostLogin.js'
import { dispatchUiFlow } from './uiFlow.js'

const installed = new WeakSet<FoyerClient>()

/**
 * Wires the account flows to the client's events (once per client; `startClient` calls it):
 * every login runs the post-login sequence, and the flow the UI was opened for settles on
 * success (login: when the post-login sequence is done; link / update: at once) or records errors.
 */
export function installAccountFlows(client: FoyerClient): void {
  if (installed.has(client)) return
  installed.add(client)
  const { events } = client
  events.on('login', (result) => {
    void runPostLogin(client, { result }).catch((error: unknown) => console.warn('[foyer] post-login sequence failed', error))
  })
  const settle = (kinds: string[]) => (result: Parameters<Parameters<typeof events.on<'link'>>[1]>[0]) => {
    const flow = uiFlow.get(client)
    if (flow.kind && kinds.includes(flow.kind)) dispatchUiFlow(client, { type: 'succeeded', result })
  }
  events.on('link', settle(['link']))
  events.on('update', settle(['update']))
  for (const event of ['loginError', 'linkError', 'updateError'] as const) {
    events.on(event, ({ error }) => dispatchUiFlow(client, { type: 'error', error }))
  }
  postLoginFlow.watch(client, { onChange: (state) => {
    const flow = uiFlow.get(client)
    if (flow.kind !== 'login' && flow.kind !== 'connect-or-create') return
    if (state.status === 'done' && state.result) dispatchUiFlow(client, { type: 'succeeded', result: state.result })
    if (state.status === 'error' && state.error) dispatchUiFlow(client, { type: 'error', error: state.error })
  } })
}
