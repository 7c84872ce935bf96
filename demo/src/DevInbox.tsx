import { useEffect, useState } from 'react'

type Mail = { to: string; code: string; sentAt: string }

/** Shows the codes the dev backend "sent" (GET /__dev/mailbox), newest first. */
export function DevInbox() {
  const [mails, setMails] = useState<Mail[]>([])
  useEffect(() => {
    let alive = true
    const load = () =>
      fetch('/__dev/mailbox')
        .then((r) => r.json() as Promise<Mail[]>)
        .then((list) => alive && setMails(list))
        .catch(() => {})
    load()
    const timer = setInterval(load, 1000)
    return () => {
      alive = false
      clearInterval(timer)
    }
  }, [])
  return (
    <aside aria-label="Dev inbox" data-testid="dev-inbox" style={{ border: '1px dashed #8886', borderRadius: 12, padding: 16 }}>
      <h2 style={{ marginTop: 0, fontSize: 16 }}>Dev inbox</h2>
      {mails.length === 0 ? (
        <p>No codes sent yet.</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {[...mails].reverse().map((mail) => (
            <li key={mail.sentAt + mail.to} style={{ marginBottom: 8 }}>
              <div style={{ fontSize: 12, opacity: 0.7 }}>{mail.to}</div>
              <code data-testid="inbox-code" style={{ fontSize: 20, letterSpacing: 2 }}>{mail.code}</code>
            </li>
          ))}
        </ul>
      )}
    </aside>
  )
}
