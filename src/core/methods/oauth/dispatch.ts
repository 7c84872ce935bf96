import type { FoyerClient } from '../../client/client.js'
import { transitionLoadingFlow, type LoadingFlowEvent } from '../../machines/loadingFlow.js'
import { oauthFlowAtom } from '../../client/state.js'

/** Applies an event to the client's OAuth flow state (see flows/loadingFlow.ts). */
export const dispatchOAuthFlow = (client: FoyerClient, event: LoadingFlowEvent) =>
  client.store.set(oauthFlowAtom, transitionLoadingFlow(client.store.get(oauthFlowAtom), event))
