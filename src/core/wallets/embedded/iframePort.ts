import type { FramePort } from './frame.js'

type MessageEventLike = { origin: string; source: unknown; data: unknown }

/** The parts of `window` the frame's port uses (a fake one in tests). */
export type FrameHostWindow = {
  document: {
    createElement(tag: 'iframe'): FrameElement
    body: { appendChild(node: FrameElement): unknown }
  }
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEventLike) => void): void
}

/** The parts of an iframe element the port uses. */
export type FrameElement = {
  src: string
  title: string
  readonly contentWindow: { postMessage(message: unknown, targetOrigin: string): void } | null
  setAttribute(name: string, value: string): void
  style: { cssText: string }
  remove(): void
}

/**
 * Mounts the wallet service in a hidden iframe at `url` and returns its port: requests are posted
 * to the frame's window for the frame's origin only, and only messages whose origin is the frame's
 * origin AND whose source is the frame's window reach the listeners. The window is read when
 * called, never at import.
 */
export function iframePort(url: string, win: FrameHostWindow = globalThis.window as unknown as FrameHostWindow): FramePort {
  const iframe = win.document.createElement('iframe')
  iframe.title = 'Foyer wallet'
  iframe.setAttribute('aria-hidden', 'true')
  iframe.setAttribute('tabindex', '-1')
  iframe.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden'
  iframe.src = url
  win.document.body.appendChild(iframe)
  const port = framePortOf(iframe, url, win)
  return {
    ...port,
    destroy() {
      port.destroy()
      iframe.remove()
    },
  }
}

/**
 * The port of an iframe already in the page (the export frame the default UI renders), with
 * `iframePort`'s rules: posts go to the window of `iframe` for the origin of `url` only; only
 * messages of that origin AND that window reach the listeners. `destroy()` stops listening; the
 * element stays (its owner removes it).
 */
export function framePortOf(
  iframe: Pick<FrameElement, 'contentWindow'>,
  url: string,
  win: Pick<FrameHostWindow, 'addEventListener' | 'removeEventListener'> = globalThis.window as unknown as FrameHostWindow,
): FramePort {
  const origin = new URL(url).origin
  const listeners = new Set<(message: unknown) => void>()
  const onMessage = (event: MessageEventLike) => {
    const frameWindow = iframe.contentWindow
    if (!frameWindow || event.origin !== origin || event.source !== frameWindow) return
    for (const listener of listeners) listener(event.data)
  }
  win.addEventListener('message', onMessage)

  return {
    post(message) {
      iframe.contentWindow?.postMessage(message, origin)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    destroy() {
      win.removeEventListener('message', onMessage)
      listeners.clear()
    },
  }
}
