import type { ComponentType } from 'react'
import { EmailSection } from './EmailSection.js'

/**
 * The headless page's login methods: each a section built on its hook alone, with the host's own
 * markup. A new method adds its `XSection.tsx` and one row here.
 */
export const HEADLESS_SECTIONS: { id: string; title: string; Component: ComponentType }[] = [
  { id: 'email', title: 'E-mail code (useLoginWithEmail)', Component: EmailSection },
]
