'use client'
import { useLoginLanding, useRecentLoginMethod } from '../../../hooks/internalApi.js'
import { useFoyerUi } from '../../context.js'
import { recentTarget } from './recent.js'

/**
 * The landing's layout for the `login()` call that opened the UI (its `loginMethods` restrict and
 * order), and where the 'Recent' chip goes: on the recent method, or on the overflow button when
 * the recent method is behind it.
 */
export function useLandingLayout({ connectOnly = false }: { connectOnly?: boolean } = {}) {
  const { loginOptions } = useFoyerUi()
  const plan = useLoginLanding({ loginMethods: loginOptions.loginMethods, connectOnly })
  const recent = recentTarget(plan.methods, useRecentLoginMethod())
  const overflowRecent = recent !== null && (plan.overflow?.methods.includes(recent) ?? false)
  return { plan, recent, overflowRecent }
}
