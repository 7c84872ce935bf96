'use client'
import { getRecentLoginMethod, watchRecentLoginMethod, type RecentLoginMethod } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useWatched } from './internal.js'

/** What {@link useRecentLoginMethod} returns. */
export type UseRecentLoginMethodReturnType = RecentLoginMethod | null

/** The last login method used in this browser for this app (method, wallet client type, chain type), or null. */
export function useRecentLoginMethod(): UseRecentLoginMethodReturnType {
  return useWatched(useFoyerClient(), getRecentLoginMethod, watchRecentLoginMethod)
}
