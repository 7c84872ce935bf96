'use client'
import { telegramUi } from './telegram.js'
import type { UiLoginMethod } from './types.js'

export type { UiLoginMethod, LoginMethodEntryProps, LinkEntry, ScreenTarget } from './types.js'

/**
 * Every login method's UI room (a new method: `src/ui/methods/<method>.tsx` and one row here).
 * The landing, the router, the link screen and the openers read them.
 */
export const UI_METHODS: readonly UiLoginMethod[] = [telegramUi]

/** The UI room of a login-method id, or undefined. */
export const uiMethodFor = (loginMethod: string) => UI_METHODS.find((method) => method.owns(loginMethod))
