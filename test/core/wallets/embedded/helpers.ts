import type { FramePort } from '../../../../src/core/wallets/embedded/frame.js'
import type { WalletService } from '../../../../src/wallet-service/index.js'
import { HOST } from '../../../wallet-service/helpers.js'

/** A port whose other end is a function: `answer` gets each posted message and may reply (or not). */
export function fakePort(answer: (message: { id: string; event: string; data: unknown }, reply: (message: unknown) => void) => void) {
  const listeners = new Set<(message: unknown) => void>()
  const posted: { id: string; event: string; data: unknown }[] = []
  const emit = (message: unknown) => {
    for (const l of listeners) l(message)
  }
  const port: FramePort & { posted: typeof posted; emit: typeof emit; destroyed: boolean } = {
    posted,
    emit,
    destroyed: false,
    post(message) {
      const m = message as { id: string; event: string; data: unknown }
      posted.push(m)
      answer(m, (reply) => queueMicrotask(() => emit(reply)))
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    destroy() {
      port.destroyed = true
    },
  }
  return port
}

/** A port bridged in-process to the real wallet service (or the export page's handler), as a host page on `origin`. */
export function servicePort(service: Pick<WalletService, 'handle'>, origin = HOST) {
  const posted: unknown[] = []
  const replies: unknown[] = []
  const listeners = new Set<(message: unknown) => void>()
  const port: FramePort & { posted: unknown[]; replies: unknown[] } = {
    posted,
    replies,
    post(message) {
      posted.push(message)
      void service.handle(message, { origin }).then((reply) => {
        if (!reply) return
        replies.push(reply)
        for (const l of listeners) l(reply)
      })
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    destroy() {},
  }
  return port
}
