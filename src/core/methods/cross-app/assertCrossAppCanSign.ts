import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import { CrossAppReadOnlyError, InvalidConnectedAppError } from './errors.js'
import type { CrossAppConnection } from '../../types/crossApp.js'
import { fetchCrossAppConnections } from './fetchCrossAppConnections.js'

/** The parameters of {@link assertCrossAppCanSign}. */
export type AssertCrossAppCanSignParameters = {
  providerAppId: string
  /** Already fetched connections (default: fetched now). */
  connections?: CrossAppConnection[] | undefined
}
/** What {@link assertCrossAppCanSign} returns. */
export type AssertCrossAppCanSignReturnType = CrossAppConnection
/** The errors {@link assertCrossAppCanSign} can throw or reject with. */
export type AssertCrossAppCanSignErrorType = InvalidConnectedAppError | CrossAppReadOnlyError | ApiError

/** Whether a connection may sign transactions: read-only providers may not. */
export const canSignWithConnection = (connection: CrossAppConnection | null | undefined): boolean =>
  Boolean(connection) && !connection!.readOnly

/**
 * The gate every cross-app signature request goes through: the provider must be a connection of
 * this app ('Invalid connected app') and not read-only ('Cannot transact against a read-only
 * provider app'). Returns the connection.
 */
export async function assertCrossAppCanSign(
  client: FoyerClient,
  { providerAppId, connections }: AssertCrossAppCanSignParameters,
): Promise<AssertCrossAppCanSignReturnType> {
  const list = connections ?? (await fetchCrossAppConnections(client))
  const connection = list.find((c) => c.providerAppId === providerAppId)
  if (!connection) throw new InvalidConnectedAppError({ details: `No cross-app connection to ${providerAppId}` })
  if (!canSignWithConnection(connection)) throw new CrossAppReadOnlyError()
  return connection
}
