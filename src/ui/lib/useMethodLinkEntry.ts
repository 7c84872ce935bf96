'use client'
import { LoginMethodNotEnabledError } from '../../hooks/internalApi.js'
import { useFoyerUi } from '../context.js'
import type { LinkEntry } from '../screen-ids.js'

/** For a method no UI room links from the 'link a method' screen: named by its id; starting fails. */
const noLinkEntry = ({ method }: { method: string }): LinkEntry => ({
  name: method,
  start: () => Promise.reject(new LoginMethodNotEnabledError(method)),
})

/**
 * How the 'link a method' screen names and starts `method`: its UI room's link entry (in the
 * room's lazy hooks module: this suspends until it has loaded). The method is fixed for a screen's
 * life, so the same hook runs on every render.
 */
export function useMethodLinkEntry(params: { method: string; appId?: string | undefined }): LinkEntry {
  const room = useFoyerUi().methods.find((method) => method.owns(params.method))
  return (room?.hooks?.read().useLinkEntry ?? noLinkEntry)(params)
}
