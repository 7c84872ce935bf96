'use client'
import type { ComponentType } from 'react'
import type { Navigate } from '../appearance.js'

/** What a login-method entry renders on the landing. It uses public hooks itself. */
export type LoginMethodEntryProps = { navigate: Navigate }

/**
 * The landing's login-method buttons, by method id (as in the app config's `loginMethods`).
 * A new method: write its `XMethod.tsx` entry component (usually a `MethodButton` that starts the
 * flow and navigates to the method's screen) and add ONE row here. `email` is the landing's own
 * form and has no row. The landing renders rows in the configured order and skips unknown ids.
 */
export const LOGIN_METHOD_ENTRIES: Partial<Record<string, ComponentType<LoginMethodEntryProps>>> = {}
