import type { FoyerClient } from '../../client.js'
import { transitionLoadingFlow, type LoadingFlowEvent } from '../../flows/loadingFlow.js'
import { telegramFlowAtom } from '../../state.js'

/** Applies an event to the client's Telegram flow state (see flows/loadingFlow.ts). */
export const dispatchTelegramFlow = (client: FoyerClient, event: LoadingFlowEvent) =>
  client.store.set(telegramFlowAtom, transitionLoadingFlow(client.store.get(telegramFlowAtom), event))
