import type { AppConfig } from '../types/config.js'
import { defineValue } from './flow.js'

/** The app config (the server's, with the host's config merged over it), once loaded. */
export const appConfigValue = defineValue<AppConfig | null>({ id: 'appConfig', initial: null })
