'use client'
import { lazyModule } from '../lib/lazy.js'
import type { Copy } from './en.js'

/** The whole English catalogue (copy/en.ts), loaded on first use: copy/landing.ts holds what the landing needs. */
export const enCatalogue = lazyModule(() => import('./en.js').then((module) => module.en as Copy))
