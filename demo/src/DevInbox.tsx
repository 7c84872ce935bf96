import { useEffect, useState } from 'react'

type Message = { to: string; code: string; sentAt: string }
type Entry = Message & { via: 'email' | 'sms' }

type Inbox = { version: number; mail: Message[]; sms: Message[] }

/** After a failed request (the dev backend restarting), the next one waits this long (ms). */
const RETRY_MS = 1000

/** The newest codes shown (the dev backend keeps every one). */
const SHOWN = 20

/** Wide screens show the inbox open beside the page; phones show its one-line summary on top. */
const openByDefault = () => typeof matchMedia === 'undefined' || matchMedia('(min-width: 761px)').matches

/**
 * The codes the dev backend "sent" by e-mail and SMS (GET /__dev/inbox), newest first: a
 * collapsible list whose summary line always shows the latest code.
 */
export function DevInbox() {
  const [entries, setEntries] = useState<Entry[]>([])
  const [open, setOpen] = useState(openByDefault)
  useEffect(() => {
    // A long poll: GET /__dev/inbox?after=<version> answers when a code was sent (or after 25 s
    // with nothing new), so a code shows at once with one request open, not one per second.
    const controller = new AbortController()
    const { signal } = controller
    void (async () => {
      let version: number | undefined
      while (!signal.aborted) {
        try {
          const response = await fetch(version === undefined ? '/__dev/inbox' : `/__dev/inbox?after=${version}`, { signal })
          if (!response.ok) throw new Error(`GET /__dev/inbox: ${response.status}`)
          const inbox = (await response.json()) as Inbox
          if (inbox.version === version) continue
          version = inbox.version
          const all: Entry[] = [...inbox.mail.map((m) => ({ ...m, via: 'email' as const })), ...inbox.sms.map((m) => ({ ...m, via: 'sms' as const }))]
          all.sort((a, b) => b.sentAt.localeCompare(a.sentAt))
          setEntries(all.slice(0, SHOWN))
        } catch {
          if (signal.aborted) return
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
        }
      }
    })()
    return () => controller.abort()
  }, [])
  const latest = entries[0]
  return (
    <aside aria-label="Dev inbox" data-testid="dev-inbox" className="inbox">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <strong>Dev inbox</strong>
          {latest ? (
            <span className="latest" aria-live="polite">
              latest <code>{latest.code}</code>
            </span>
          ) : (
            <span className="latest">no codes yet</span>
          )}
        </summary>
        {entries.length === 0 ? (
          <p className="empty">Codes sent by e-mail or SMS show up here.</p>
        ) : (
          <ul>
            {entries.map((entry) => (
              <li key={entry.via + entry.sentAt + entry.to} data-via={entry.via}>
                <code data-testid={entry.via === 'sms' ? 'inbox-sms-code' : 'inbox-code'}>{entry.code}</code>
                <span>{entry.via === 'sms' ? `SMS to ${entry.to}` : entry.to}</span>
              </li>
            ))}
          </ul>
        )}
      </details>
    </aside>
  )
}
