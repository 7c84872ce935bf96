'use client'
import type { ComponentType } from 'react'
import { uiMethodFor, type LoginMethodEntryProps } from '../methods/index.js'

export type { LoginMethodEntryProps }
// Where the landing placed the entry ('Recent' chip, relabelled wallet overflow button) comes by
// context (`useLoginMethodPlacement`, applied by MethodButton): see ./placement.tsx.

/**
 * The landing's login-method buttons, by method id (as in the app config's `loginMethods`).
 * A new method: write its `XMethod.tsx` entry component (usually a `MethodButton` that starts the
 * flow and navigates to the method's screen) and add ONE row here. The landing renders rows in
 * the configured order (core's `planLanding` splits them between the landing and the overflow
 * view) and skips ids without a row. A login method's UI room (`src/ui/methods/`) gives its
 * own entry, which is taken first.
 */
export const LOGIN_METHOD_ENTRIES: Partial<Record<string, ComponentType<LoginMethodEntryProps>>> = {
}

/**
 * The entry of a method id: its UI room's entry (a room may own a family of ids, e.g. every
 * provider of one kind), else a row here; undefined for an unknown id.
 */
export function loginMethodEntry(method: string): ComponentType<LoginMethodEntryProps> | undefined {
  return uiMethodFor(method)?.entry ?? LOGIN_METHOD_ENTRIES[method]
}
