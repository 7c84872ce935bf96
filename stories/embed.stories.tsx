import type { StoryDefault } from '@ladle/react'
import { variants } from './support.js'

export default { title: 'Embed' } satisfies StoryDefault

/** `<FoyerEmbed/>`: the landing inline in the page (no dialog, no overlay, no close button). */
const embedded = variants({ embed: true })
export const EmbedLandingLight = embedded.Light
export const EmbedLandingDark = embedded.Dark
