/** `foyerkit/testing/msw`: msw v2 handlers that answer from a dev backend in-process. */
import { HttpResponse, http, type HttpHandler } from 'msw'
import type { DevBackend } from './types.js'

/** Options of {@link devBackendHandlers}: the origin the client talks to and the backend to answer with. */
export interface DevBackendHandlersOptions {
  /** Origin (and optional path prefix) the client talks to, e.g. `https://auth.foyer.test`. */
  baseUrl: string
}

/** Every request under `baseUrl` goes to `backend.fetch`; a dropped connection becomes a network error. */
export function devBackendHandlers(backend: DevBackend, { baseUrl }: DevBackendHandlersOptions): HttpHandler[] {
  const base = baseUrl.replace(/\/+$/, '')
  return [
    http.all(`${base}/*`, async ({ request }) => {
      const response = await backend.fetch(request)
      if (response.type === 'error') return HttpResponse.error()
      return response
    }),
  ]
}
