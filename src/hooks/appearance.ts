'use client'
import { createContext, useContext } from 'react'

/**
 * Types the kit's other entries register here (TanStack-style), so the hooks entry never imports
 * them: `foyerkit/ui` adds `appearance: Appearance`, which types `<FoyerProvider appearance>` for a
 * host that imports `foyerkit/ui`. Without it the prop takes any object.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Register {}

/** The `appearance` of `<FoyerProvider>`: `foyerkit/ui`'s `Appearance` once that entry is imported. */
export type RegisteredAppearance = Register extends { appearance: infer A } ? A : Record<string, unknown>

export const FoyerAppearanceContext = createContext<RegisteredAppearance | undefined>(undefined)

/**
 * The provider-wide `appearance` given to `<FoyerProvider appearance={…}>` (undefined without one).
 * The default UI merges it under each component's own `appearance` prop.
 */
export function useFoyerAppearance(): RegisteredAppearance | undefined {
  return useContext(FoyerAppearanceContext)
}
