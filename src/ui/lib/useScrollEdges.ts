'use client'
import { useCallback, useRef } from 'react'

/** Which way a scroll container has more content: `data-scroll="above below"` (either, both, or no attribute). */
export function scrollEdges(el: Pick<HTMLElement, 'scrollTop' | 'scrollHeight' | 'clientHeight'>): string {
  const more: string[] = []
  // 1 px of slack: zoomed layouts report fractional heights.
  if (el.scrollTop > 1) more.push('above')
  if (el.scrollTop + el.clientHeight < el.scrollHeight - 1) more.push('below')
  return more.join(' ')
}

/**
 * A ref for a scroll container (the modal's panel) that keeps its `data-scroll` attribute up to date
 * ('above', 'below', 'above below'; absent when it all fits), so its styles can show that there is
 * more to scroll to. Follows scrolling, resizes and content changes (a new screen, an error line).
 */
export function useScrollEdges<T extends HTMLElement>(): (el: T | null) => void {
  const cleanup = useRef<(() => void) | null>(null)
  return useCallback((el: T | null) => {
    cleanup.current?.()
    cleanup.current = null
    if (!el) return
    const update = () => {
      const edges = scrollEdges(el)
      if (edges) el.setAttribute('data-scroll', edges)
      else el.removeAttribute('data-scroll')
    }
    update()
    el.addEventListener('scroll', update, { passive: true })
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    resize?.observe(el)
    // Content: screens mount and unmount, lines appear; observe the children's sizes too.
    const observeChildren = () => {
      if (!resize) return
      for (const child of Array.from(el.children)) resize.observe(child)
    }
    observeChildren()
    const mutations = typeof MutationObserver === 'undefined' ? null : new MutationObserver(() => {
      observeChildren()
      update()
    })
    mutations?.observe(el, { childList: true, subtree: true })
    cleanup.current = () => {
      el.removeEventListener('scroll', update)
      resize?.disconnect()
      mutations?.disconnect()
    }
  }, [])
}
