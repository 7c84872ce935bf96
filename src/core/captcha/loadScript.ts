import { CAPTCHA_SCRIPT_LOAD_TIMEOUT_MS } from '../constants.js'

const loading = new Map<string, Promise<void>>()

/**
 * Loads a provider script once per URL and resolves when `ready()` holds (the provider's global
 * exists). Resolves at once when it already holds (a host that loaded the script itself, tests).
 */
export function loadCaptchaScript(src: string, ready: () => boolean): Promise<void> {
  if (ready()) return Promise.resolve()
  const existing = loading.get(src)
  if (existing) return existing
  const promise = new Promise<void>((resolve, reject) => {
    const document = (globalThis as { document?: Document }).document
    if (!document) return reject(new Error('No document to load the captcha script into'))
    const script = document.createElement('script')
    script.async = true
    script.defer = true
    script.src = src
    const fail = (message: string) => {
      clearTimeout(timer)
      loading.delete(src)
      script.remove()
      reject(new Error(message))
    }
    const timer = setTimeout(() => fail(`The captcha script ${src} did not load in time`), CAPTCHA_SCRIPT_LOAD_TIMEOUT_MS)
    script.onload = () => {
      clearTimeout(timer)
      if (ready()) resolve()
      else fail(`The captcha script ${src} loaded but its API is missing`)
    }
    script.onerror = () => fail(`Could not load ${src}`)
    document.head.appendChild(script)
  })
  loading.set(src, promise)
  return promise
}
