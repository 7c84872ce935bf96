'use client'
import { appConfigValue, type AppConfig } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useWatched } from './internal.js'

/** The resolved app config (server config merged with the host's), or null before it loads. */
export function useAppConfig(): AppConfig | null {
  return useWatched(useFoyerClient(), appConfigValue.get, appConfigValue.watch)
}
