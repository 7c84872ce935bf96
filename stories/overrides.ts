/**
 * A small, tasteful sample of host overrides: what the gallery's `overrides` global
 * (stories/globals.ts, `?overrides=1`) applies to every story — provider-wide, under each story's
 * own appearance and copy — and what the "Overrides" stories build on.
 */
import { createElement } from 'react'
import { vars } from '../src/themes/index.js'
import type { Appearance, CopyOverrides, LogoProps } from '../src/ui/index.js'
import { getStoryGlobals, type StoryGlobals } from './globals.js'

/** An "Acme" wordmark in the theme's accent: the sample's `components.Logo`. */
export function AcmeLogo({ alt }: LogoProps) {
  return createElement(
    'svg',
    { role: 'img', 'aria-label': alt, width: 96, height: 28, viewBox: '0 0 96 28', style: { display: 'block', margin: '0 auto' } },
    createElement('rect', { width: 28, height: 28, rx: 8, fill: vars.colors.accent }),
    createElement('path', { d: 'M8 20l6-12 6 12M10.5 15.5h7', stroke: vars.colors.accentForeground, strokeWidth: 2.2, fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round' }),
    createElement('text', { x: 36, y: 19.5, fontSize: 16, fontWeight: 700, fontFamily: 'inherit', fill: vars.colors.foreground }, 'Acme'),
  )
}

export const SAMPLE_OVERRIDES: { appearance: Appearance; copy: CopyOverrides } = {
  appearance: {
    slots: {
      primaryButton: { borderRadius: 999 },
      secondaryButton: { borderRadius: 999 },
      loginMethodButton: { borderRadius: 999 },
      emailInput: { borderRadius: 999, paddingInline: 16 },
      title: { letterSpacing: '-0.01em' },
    },
    components: { Logo: AcmeLogo },
    emailCode: { slots: { otpInputCell: { borderRadius: 999 } } },
  },
  copy: {
    'landing.header': 'Sign in to Acme',
    'landing.email.submit': 'Continue',
  },
}

/** The sample when the gallery's `overrides` global is on. */
export function storyOverrides(globals: StoryGlobals = getStoryGlobals()): typeof SAMPLE_OVERRIDES | undefined {
  return globals.overrides ? SAMPLE_OVERRIDES : undefined
}

/**
 * `over` on top of `under`, as one appearance level: slot class names concatenate and style
 * objects merge per key, components (each icon too) and screens replace per key, per-screen
 * entries merge the same way.
 */
export function stackAppearance(under: Appearance | undefined, over: Appearance | undefined): Appearance | undefined {
  if (!under || !over) return over ?? under
  const out: Record<string, unknown> = { ...under, ...over }
  const slots = (a: Appearance['slots'], b: Appearance['slots']) => {
    const merged: Record<string, unknown> = { ...a }
    for (const [key, value] of Object.entries(b ?? {})) {
      const prev = merged[key]
      merged[key] = typeof prev === 'string' && typeof value === 'string' ? `${prev} ${value}`
        : typeof prev === 'object' && typeof value === 'object' ? { ...prev, ...value } : value
    }
    return merged as Appearance['slots']
  }
  const components = (a: Appearance['components'], b: Appearance['components']) =>
    ({ ...a, ...b, icons: { ...a?.icons, ...b?.icons } })
  out.slots = slots(under.slots, over.slots)
  out.components = components(under.components, over.components)
  out.screens = { ...under.screens, ...over.screens }
  for (const [key, value] of Object.entries(over)) {
    if (key === 'slots' || key === 'components' || key === 'screens') continue
    const prev = (under as Record<string, { slots?: Appearance['slots']; components?: Appearance['components'] } | undefined>)[key]
    const next = value as { slots?: Appearance['slots']; components?: Appearance['components'] }
    if (prev) out[key] = { slots: slots(prev.slots, next.slots), components: components(prev.components, next.components) }
  }
  return out as Appearance
}
