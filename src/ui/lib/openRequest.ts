import type { UiOpenRequest } from '../../hooks/index.js'
import type { ScreenId } from '../screen-ids.js'
import { UI_METHODS } from '../methods/index.js'

/**
 * The screen an opener's request starts on: the landing for `login()`, the link / update screen
 * of the method for `useLinkAccount()` and the update hooks (pure).
 */
export function screenForOpenRequest(request: UiOpenRequest): { screen?: ScreenId; params?: unknown } {
  if (request.screen === 'login') return {}
  const { method } = request
  for (const room of UI_METHODS) {
    const target = room.openScreen?.(request)
    if (target) return target
  }
  if (request.screen === 'update') return {}
  switch (method) {
    default: return {}
  }
}
