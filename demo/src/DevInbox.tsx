import { useEffect, useState } from 'react'

type Message = { to: string; code: string; sentAt: string }
type Entry = Message & { via: 'email' | 'sms' }

const load = async (path: string): Promise<Message[]> => {
  const response = await fetch(path)
  return response.ok ? ((await response.json()) as Message[]) : []
}

/** Shows the codes the dev backend "sent" by e-mail (GET /__dev/mailbox) and SMS (GET /__dev/sms), newest first. */
export function DevInbox() {
  const [entries, setEntries] = useState<Entry[]>([])
  useEffect(() => {
    let alive = true
    const refresh = () =>
      Promise.all([load('/__dev/mailbox'), load('/__dev/sms')])
        .then(([mails, sms]) => {
          const all: Entry[] = [...mails.map((m) => ({ ...m, via: 'email' as const })), ...sms.map((m) => ({ ...m, via: 'sms' as const }))]
          all.sort((a, b) => a.sentAt.localeCompare(b.sentAt))
          if (alive) setEntries(all)
        })
        .catch(() => {})
    refresh()
    const timer = setInterval(refresh, 1000)
    return () => {
      alive = false
      clearInterval(timer)
    }
  }, [])
  return (
    <aside aria-label="Dev inbox" data-testid="dev-inbox" style={{ border: '1px dashed #8886', borderRadius: 12, padding: 16 }}>
      <h2 style={{ marginTop: 0, fontSize: 16 }}>Dev inbox</h2>
      {entries.length === 0 ? (
        <p>No codes sent yet.</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {[...entries].reverse().map((entry) => (
            <li key={entry.via + entry.sentAt + entry.to} style={{ marginBottom: 8 }} data-via={entry.via}>
              <div style={{ fontSize: 12, opacity: 0.7 }}>{entry.via === 'sms' ? `SMS to ${entry.to}` : entry.to}</div>
              <code data-testid={entry.via === 'sms' ? 'inbox-sms-code' : 'inbox-code'} style={{ fontSize: 20, letterSpacing: 2 }}>{entry.code}</code>
            </li>
          ))}
        </ul>
      )}
    </aside>
  )
}
