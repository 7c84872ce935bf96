'use client'
import { enCatalogue } from './catalogue.js'
import type { Copy, CopyKey, CopyOverrides, Translate } from './en.js'
import { formatCopy } from './format.js'
import { landingCopy } from './landing.js'

const LANDING = landingCopy as Partial<Copy>

/**
 * The default UI's `t()`: a host's overrides, else the English text — from the landing's part of
 * the catalogue at once, else from the whole catalogue, which suspends the screen (React
 * Suspense) until it has loaded. Call it while rendering (or after a screen that needs the whole
 * catalogue has rendered).
 */
export function createUiTranslate(overrides: CopyOverrides = {}): Translate {
  const given: Partial<Copy> = Object.fromEntries(Object.entries(overrides).filter(([, v]) => typeof v === 'string'))
  return (key, ...values) => {
    const template = given[key] ?? LANDING[key] ?? enCatalogue.read()[key as CopyKey] ?? key
    return formatCopy(template, values[0] as Record<string, string | number> | undefined)
  }
}
