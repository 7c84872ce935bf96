import type { ThemeInput } from '../../themes/index.js'
import type { Appearance } from '../appearance.js'
import type { CopyOverrides } from '../copy/en.js'

/** The props of `<FoyerModal/>`. */
export type FoyerModalProps = {
  /** A theme such as `darkTheme()`, or `{ lightMode, darkMode }`. Default: from the app config's color scheme, else light. */
  theme?: ThemeInput
  /** Slot styles and screen replacements. */
  appearance?: Appearance
  /** Copy overrides: any subset of the catalogue's keys. */
  copy?: CopyOverrides
  /**
   * Where the modal's DOM goes. Default (also `null`, e.g. a ref not attached yet): headless UI's
   * portal root at the end of `document.body`. An element: the modal is rendered into it (focus
   * trap, Esc, outside click and focus restore kept; no page scroll lock, and the rest of the page
   * is not made inert — it is the host's container).
   */
  portalContainer?: HTMLElement | null
  /** z-index of the modal layer; overrides the theme's `zIndices.modal` (an integer). */
  zIndex?: number
}
