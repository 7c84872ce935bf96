import { useEffect, useState } from 'react'

type Message = { to: string; code: string; sentAt: string }
type Entry = Message & { via: 'email' | 'sms' }

/** The response's text ('[]' when it failed): compared with the last one before anything is parsed. */
const load = async (path: string): Promise<string> => {
  const response = await fetch(path)
  return response.ok ? response.text() : '[]'
}

/** The newest codes shown (the dev backend keeps every one). */
const SHOWN = 20

/** Wide screens show the inbox open beside the page; phones show its one-line summary on top. */
const openByDefault = () => typeof matchMedia === 'undefined' || matchMedia('(min-width: 761px)').matches

/**
 * The codes the dev backend "sent" by e-mail (GET /__dev/mailbox) and SMS (GET /__dev/sms), newest
 * first: a collapsible list whose summary line always shows the latest code.
 */
export function DevInbox() {
  const [entries, setEntries] = useState<Entry[]>([])
  const [open, setOpen] = useState(openByDefault)
  useEffect(() => {
    let alive = true
    // Polled every second: the list renders again only when a code arrived.
    let last = ''
    const refresh = () =>
      Promise.all([load('/__dev/mailbox'), load('/__dev/sms')])
        .then(([mailText, smsText]) => {
          if (!alive || mailText + smsText === last) return
          last = mailText + smsText
          const mails = JSON.parse(mailText) as Message[]
          const sms = JSON.parse(smsText) as Message[]
          const all: Entry[] = [...mails.map((m) => ({ ...m, via: 'email' as const })), ...sms.map((m) => ({ ...m, via: 'sms' as const }))]
          all.sort((a, b) => b.sentAt.localeCompare(a.sentAt))
          setEntries(all.slice(0, SHOWN))
        })
        .catch(() => {})
    refresh()
    const timer = setInterval(refresh, 1000)
    return () => {
      alive = false
      clearInterval(timer)
    }
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
