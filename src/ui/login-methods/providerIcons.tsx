'use client'
import type { ComponentType, ReactElement } from 'react'

/**
 * A simple inline mark for a login method's provider: a rounded tile in the brand's color with a
 * white glyph. Decorative (the button's text names the provider), so aria-hidden.
 */
export function tile(color: string, glyph: ReactElement, glyphColor = '#fff'): ComponentType {
  return function ProviderMark() {
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <rect width="24" height="24" rx="6" fill={color} />
        <g fill={glyphColor} stroke="none">{glyph}</g>
      </svg>
    )
  }
}
