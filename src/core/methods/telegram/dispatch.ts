import type { FoyerClient } from '../../client/client.js'
import { transitionLoadingFlow, type LoadingFlowEvent } from '../../machines/loadingFlow.js'
import { telegramFlowAtom } from '../../client/state.js'

/** Applies an event to the client's Telegram flow state (see flows/loadingFlow.ts). */
export const dispatchTelegramFlow = (client: FoyerClient, event: LoadingFlowEvent) =>
  client.store.set(telegramFlowAtom, transitionLoadingFlow(client.store.get(telegramFlowAtom), event))
