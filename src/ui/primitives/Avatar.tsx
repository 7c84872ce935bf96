'use client'
import type { ComponentType, CSSProperties } from 'react'
import type { AvatarProps } from '../component-overrides.js'
import { isSafeImageSrc } from '../../hooks/internalApi.js'
import { useFoyerUi } from '../context.js'

/**
 * A picture of an app or a wallet: the host's `appearance.components.Avatar` when set, else an
 * `<img>` (or `fallback` without a picture).
 */
export function Avatar({ src, alt, size, kind, fallback: Fallback, style }: AvatarProps & {
  /** The kit's mark when there is no picture (the host's Avatar gets `src: null` instead). */
  fallback?: ComponentType | undefined
  /** Only on the kit's own `<img>`. */
  style?: CSSProperties | undefined
}) {
  const Custom = useFoyerUi().appearance.components.Avatar
  // Pictures come from wallets and app configs: data:image/… or https only (http on localhost).
  const safe = isSafeImageSrc(src) ? src : null
  if (Custom) return <Custom src={safe} alt={alt} size={size} kind={kind} />
  if (safe) return <img src={safe} alt={alt} width={size} height={size} style={style} />
  return Fallback ? <Fallback /> : null
}
