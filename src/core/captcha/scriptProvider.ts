import { loadCaptchaScript } from './loadScript.js'
import type { CaptchaProvider, CaptchaProviderKind, CaptchaWidgetCallbacks } from './types.js'

/** The explicit-render API Turnstile (`window.turnstile`) and hCaptcha (`window.hcaptcha`) share. */
export type ScriptCaptchaApi = {
  render(element: HTMLElement, options: Record<string, unknown>): string | undefined
  execute(widgetId: string): void
  reset(widgetId: string): void
  remove(widgetId: string): void
}

/** A script-loaded provider: load the script until `window[global]` renders, then widgets by id. */
export function scriptCaptchaProvider({ kind, scriptUrl, global, options }: {
  kind: CaptchaProviderKind
  scriptUrl: string
  global: 'turnstile' | 'hcaptcha'
  /** The provider's render options for a site key and the widget callbacks. */
  options: (p: { siteKey: string } & CaptchaWidgetCallbacks) => Record<string, unknown>
}): CaptchaProvider {
  const api = () => (globalThis as unknown as Record<string, ScriptCaptchaApi | undefined>)[global]
  return {
    kind,
    load: () => loadCaptchaScript(scriptUrl, () => typeof api()?.render === 'function'),
    render(element, parameters) {
      const provider = api()!
      const id = provider.render(element, options(parameters)) ?? ''
      return {
        execute: () => provider.execute(id),
        reset: () => provider.reset(id),
        remove: () => provider.remove(id),
      }
    },
  }
}
