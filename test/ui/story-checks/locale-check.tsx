/// <reference types="vite/client" />
/**
 * Shared by the locale checks (locales.tsx): every story of the
 * gallery, rendering one until it settles, and reading what the Foyer roots show.
 */
import { act, render, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { expect } from 'vitest'
import { DEFAULT_WALLET_LISTINGS, phoneCountries } from '../../../src/core/internal.js'
import { getStoryGlobals, setStoryGlobals } from '../../../stories/globals.js'
import { PSEUDO_CLOSE, PSEUDO_OPEN } from '../../../stories/locales.js'

const modules = import.meta.glob<Record<string, unknown>>('../../../stories/*.stories.tsx', { eager: true })

// Light and Dark stories of a state show the same texts: the Light one is enough here.
export const stories = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([name]) => name !== 'default' && !name.endsWith('Dark'))
    .map(([name, Story]) => [`${file.split('/').pop()!.replace('.stories.tsx', '')} ${name}`, Story as ComponentType] as const),
)

/**
 * Names: the wallet directory's, the test wallet, a legacy injected provider; and the countries of
 * the phone input (Intl.DisplayNames in the catalogue's language: Spanish for the pseudo-locale).
 */
const NAMES = new Set([
  ...DEFAULT_WALLET_LISTINGS.map((listing) => listing.name), 'Foyer Test Wallet', 'Browser Wallet',
  ...phoneCountries('es').map((country) => country.name),
])
/** Texts the stories put in the app config (the host writes them in its own language) or a server answers with. */
const HOST_AND_SERVER_TEXTS = new Set([
  'Welcome to Acme', 'Members only', 'Join the waitlist to get access.', 'Join waitlist', // app config
  'Welcome to the Foyer demo. Your codes arrive in the dev inbox of this page.', // app config
  'Email login is not enabled for this app', 'The e-mail address is malformed', // server messages
  'Foyer Local', 'nonce too low', // a host's chain name, a chain's error message (embedded wallet stories)
  'Foyer Demo asks you to sign in. Nonce: 8f2a41c9', // a host's message to sign
  'Verify your wallet', 'Acme asks for one signature.', 'Sign in to Acme', // a host's uiOptions
  'This approval lets an unknown address spend all of your USDC.', 'The recipient has no transaction history.', // a scan's descriptions (server)
  'This address is known to drain wallets. Your assets would be taken.',
  'Foyer Local 2', 'Solana', 'Top up your Acme balance', 'Deposit ETH', 'Send ETH on Foyer Local from any wallet.', // a host's chains and funding texts (funding stories)
  'Unable to delegate wallet', 'Unable to revoke offline access', // the wallet service's and a server's message (delegation stories)
])

/** Data a screen shows as it is, in any language. */
const DATA: readonly RegExp[] = [
  /^[\s\p{P}\p{S}\d]*$/u, // punctuation, symbols, digits (codes, countdowns, separators)
  /^\+?[\d\s()-]{6,}$/, // phone numbers
  /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/, // e-mail addresses
  /^0x[0-9a-fA-F]{4,}(…[0-9a-fA-F]{4})?$/, // Ethereum addresses (full or shortened)
  /^[1-9A-HJ-NP-Za-km-z]{32,44}$/, // Solana addresses
  /^[1-9A-HJ-NP-Za-km-z]{80,90}$/, // Solana transaction signatures
  /^[A-Z2-7]{16,}$/, // authenticator setup keys (base32)
  /^https?:\/\/\S+$/, /^[a-z][\w+.-]*:\S+$/, // links (deep links, URIs)
  /^Log in to keep your cart, track your orders/, // the app config's login message (truncated on screen)
  /^\{[\s\S]*\}$/, // a JSON payload (typed data to sign)
]
const isData = (text: string) =>
  NAMES.has(text.trim()) || HOST_AND_SERVER_TEXTS.has(text.trim()) || DATA.some((pattern) => pattern.test(text.trim()))

/** The parts of the text outside ⟦ ⟧ markers (nesting counted). */
function unmarkedParts(texts: string[]): string[] {
  const parts: string[] = []
  let depth = 0
  for (const text of texts) {
    let current = ''
    for (const char of text) {
      if (char === PSEUDO_OPEN) {
        if (depth === 0 && current.trim()) parts.push(current)
        if (depth === 0) current = ''
        depth++
      } else if (char === PSEUDO_CLOSE) {
        depth = Math.max(0, depth - 1)
      } else if (depth === 0) {
        current += char
      }
    }
    if (current.trim()) parts.push(current)
  }
  return parts
}

const ATTRIBUTES = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'alt', 'placeholder']

/** The kit's roots (the modal and its overlays are portalled: every [data-foyer] not inside another). */
export const roots = () => [...document.querySelectorAll('[data-foyer]')].filter((el) => !el.parentElement?.closest('[data-foyer]'))

/** Visible texts and labelling attributes of the Foyer roots that are not inside markers and not data. */
export function hardCoded(): string[] {
  const found: string[] = []
  for (const root of roots()) {
    const texts: string[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Marked translate="no" by the kit: data shown as it is (e.g. an authenticator setup key in groups).
      if (node.parentElement?.closest('style, script, [translate="no"]')) continue
      texts.push(node.textContent ?? '')
    }
    found.push(...unmarkedParts(texts).filter((part) => !isData(part)).map((part) => `text "${part.trim()}"`))
    for (const element of root.querySelectorAll('*')) {
      for (const name of ATTRIBUTES) {
        const value = element.getAttribute(name)
        if (!value) continue
        for (const part of unmarkedParts([value]).filter((p) => !isData(p))) found.push(`${name} "${part.trim()}" on <${element.tagName.toLowerCase()}>`)
      }
    }
  }
  return [...new Set(found)]
}

/** Everything a user may see or hear from the Foyer roots: text and labelling attributes. */
export function shownTexts(): string {
  return roots()
    .map((root) => {
      const clone = root.cloneNode(true) as Element
      clone.querySelectorAll('style, script').forEach((el) => el.remove())
      const attributes = [root, ...root.querySelectorAll('*')].flatMap((el) => ATTRIBUTES.map((name) => el.getAttribute(name) ?? ''))
      return [clone.textContent ?? '', ...attributes].join('\n')
    })
    .join('\n')
}

/**
 * Renders a story and waits until it is ready (failing at once when its setup or play threw), no
 * screen is still loading (the router's fallback) and its text has settled (digits ignored:
 * countdowns tick).
 */
export async function renderStory(Story: ComponentType) {
  render(<Story />)
  await waitFor(() => expect(document.querySelector('[data-story-ready], [data-story-failed]')).not.toBeNull(), { timeout: 12_000 })
  const failure = document.querySelector('[data-story-failed]')?.getAttribute('data-story-failed')
  if (failure) throw new Error(`the story failed: ${failure}`)
  await textsSettled()
}

/** Waits (up to 4 s) until the Foyer roots show no loading screen and their text stopped changing for 120 ms. */
async function textsSettled() {
  let last = ''
  let stableSince = Date.now()
  const deadline = Date.now() + 4000
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 30))
    const now = shownTexts().replace(/\d/g, '')
    if (now !== last) {
      last = now
      stableSince = Date.now()
    } else if (Date.now() - stableSince >= 120 && roots().length > 0 && !document.querySelector('[data-foyer] .foyer-loading')) {
      break
    }
  }
}

/**
 * The rendered story, switched to the pseudo-locale in place (stories/support.tsx
 * `useLocaleSwitch`: the same mount, the same state) and settled. Fails when its roots do not say
 * lang="es" within 2 s (a story that does not switch: every story must).
 */
export async function switchToPseudoLocale() {
  setStoryGlobals({ ...getStoryGlobals(), locale: 'pseudo' })
  act(() => void dispatchEvent(new CustomEvent('foyer-story-locale', { detail: 'pseudo' })))
  const switched = await waitFor(() => expect(roots().length > 0 && roots().every((root) => root.getAttribute('lang') === 'es')).toBe(true), { timeout: 2000 })
    .then(() => true, () => false)
  if (!switched) throw new Error('the story did not switch to the pseudo-locale in place (stories/support.tsx useLocaleSwitch)')
  await textsSettled()
}
