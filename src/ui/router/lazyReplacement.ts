'use client'
import { lazyDefault } from '../lib/lazy.js'

/** Renders a host's screen replacement with its screen's hook values: a chunk of its own, loaded only when a replacement is set. */
export const ReplacementHost = lazyDefault(() => import('./ReplacementHost.js'))
