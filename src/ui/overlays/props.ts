import type { ThemeInput } from '../../themes/index.js'
import type { Appearance } from '../appearance.js'
import type { CopyOverrides } from '../copy/en.js'

/** The props of `<FoyerOverlays/>` (the same theme, appearance, copy and z-index as its modal or embed). */
export type FoyerOverlaysProps = {
  /** Which UI mounts the overlays (the one host rule picks among several). */
  host: 'modal' | 'embed'
  theme?: ThemeInput
  appearance?: Appearance
  copy?: CopyOverrides
  zIndex?: number
}
