import { defineValue } from '../../client/flow.js'

/** The chain each embedded wallet's shared provider is on, by lower-case address (hooks re-render on a switch). */
export const embeddedChainIdsValue = defineValue<Readonly<Record<string, number>>>({ id: 'embeddedChainIds', initial: {} })
