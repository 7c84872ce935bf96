'use client'

/** A person with a key (the passkey login method). */
export function PasskeyIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <circle cx="7.5" cy="6" r="3" stroke="currentColor" strokeWidth="1.5" />
      <path d="M2 17c.6-3 2.8-5 5.5-5 1.2 0 2.3.4 3.2 1.1" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      <circle cx="15" cy="10.5" r="2" stroke="currentColor" strokeWidth="1.5" />
      <path d="M15 12.5V18M15 15.5h1.75" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  )
}
