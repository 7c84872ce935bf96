import type { FoyerError } from '../errors/base.js'
import { defineValue } from './flow.js'

/** True once the client started: app config loaded and the stored session restored. */
export const readyValue = defineValue({ id: 'ready', initial: false })
/** Why the client could not start (the app config failed to load), or null. */
export const initErrorValue = defineValue<FoyerError | null>({ id: 'initError', initial: null })
