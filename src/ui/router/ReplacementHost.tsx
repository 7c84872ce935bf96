'use client'
import type { ComponentType } from 'react'
import type { ScreenProps, ScreenReplacementProps } from '../appearance.js'
import { enCatalogue } from '../copy/catalogue.js'
import { SCREEN_HOOKS } from './screen-hooks.js'

/**
 * A host's screen replacement with the hook values of its screen (SCREEN_HOOKS[id]). Keyed by the
 * router's stack entry, so one instance always calls the same hooks.
 */
export default function ReplacementHost({ Replacement, props, Default }: {
  Replacement: ComponentType<ScreenReplacementProps>
  props: ScreenProps
  Default: ComponentType
}) {
  // A host's screen may ask `t` for any text, in render or not: the whole catalogue first.
  enCatalogue.read()
  const hooks = (SCREEN_HOOKS[props.id] as (params: unknown) => ScreenReplacementProps['hooks'])(props.params)
  return <Replacement {...props} Default={Default} hooks={hooks} />
}
