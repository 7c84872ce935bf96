import type { FoyerClient } from '../../client/types.js'
import { transitionLoadingFlow, type LoadingFlowEvent } from '../../machines/loadingFlow.js'
import { oauthFlow } from './flow.js'

/** Applies an event to the client's OAuth flow state (see flows/loadingFlow.ts). */
export const dispatchOAuthFlow = (client: FoyerClient, event: LoadingFlowEvent) =>
  oauthFlow.set(client, transitionLoadingFlow(oauthFlow.get(client), event))
