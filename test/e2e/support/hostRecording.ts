// What a host page receives and stores, recorded to show that no key material ever reaches it
// (embedded-wallets.e2e.ts, wallet-export.e2e.ts).
import type { BrowserContext, Page } from 'playwright-core'
import { localhostUrl } from './browser.js'

/** Bytes as lower-case hex, inside the page (typed arrays would otherwise serialize as objects). */
export type Recorded = { origin: string; data: string }

/** Records every message the host window (top frame) receives, serialized, from the first script on. */
export async function recordHostMessages(context: BrowserContext): Promise<Recorded[]> {
  const messages: Recorded[] = []
  await context.exposeBinding('__e2eRecordMessage', (_source, message: Recorded) => void messages.push(message))
  await context.addInitScript(() => {
    if (window !== window.top) return
    const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
    const serialize = (value: unknown) =>
      JSON.stringify(value, (_key, v: unknown) =>
        v instanceof ArrayBuffer ? hex(new Uint8Array(v)) : ArrayBuffer.isView(v) ? hex(new Uint8Array(v.buffer, v.byteOffset, v.byteLength)) : v,
      ) ?? String(value)
    // Capture phase on window, registered before any page script: every message, before the kit sees it.
    window.addEventListener('message', (event) => {
      void (window as unknown as { __e2eRecordMessage(m: Recorded): Promise<void> }).__e2eRecordMessage({ origin: event.origin, data: serialize(event.data) })
    }, true)
  })
  return messages
}

/** Everything the host origin stores: localStorage, sessionStorage, every IndexedDB record, cookies. */
export async function hostStorage(page: Page): Promise<string> {
  const inPage = await page.evaluate(async () => {
    const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
    const request = <T,>(r: IDBRequest<T>) => new Promise<T>((resolve, reject) => ((r.onsuccess = () => resolve(r.result)), (r.onerror = () => reject(r.error))))
    const databases: Record<string, Record<string, unknown>> = {}
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const db = await request(indexedDB.open(name))
      databases[name] = {}
      for (const store of Array.from(db.objectStoreNames)) {
        const tx = db.transaction(store, 'readonly')
        const [keys, values] = await Promise.all([request(tx.objectStore(store).getAllKeys()), request(tx.objectStore(store).getAll())])
        databases[name][store] = { keys, values }
      }
      db.close()
    }
    return JSON.stringify({ localStorage: { ...localStorage }, sessionStorage: { ...sessionStorage }, indexedDB: databases }, (_key, v: unknown) =>
      v instanceof ArrayBuffer ? hex(new Uint8Array(v)) : ArrayBuffer.isView(v) ? hex(new Uint8Array(v.buffer, v.byteOffset, v.byteLength)) : v,
    )
  })
  return inPage + JSON.stringify(await page.context().cookies(new URL(localhostUrl('/')).origin))
}

/** The needles found in `haystack` (hex compared without case). */
export const leaked = (haystack: string, needles: string[]) => needles.filter((n) => haystack.includes(n) || haystack.toLowerCase().includes(n.toLowerCase()))
