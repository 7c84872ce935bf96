import { useLoginLanding, useRecentLoginMethod } from 'foyerkit'

/**
 * The login landing's layout with ONLY useLoginLanding + useRecentLoginMethod: which methods a
 * host's own landing shows, which go behind its one overflow button (and that button's label),
 * and the method used last in this browser. The host draws it its own way.
 */
export function LandingSection() {
  const { variant, primary, overflow } = useLoginLanding()
  const recent = useRecentLoginMethod()
  return (
    <div>
      <p>Variant: <code data-testid="headless-landing-variant">{variant}</code></p>
      <p>
        On the landing: <code data-testid="headless-landing-primary">{primary.join(', ')}</code>
      </p>
      {overflow && (
        <p>
          Behind the overflow button (<code data-testid="headless-landing-overflow-label">{overflow.label}</code>):{' '}
          <code>{overflow.methods.join(', ')}</code>
        </p>
      )}
      <p>
        Recent: <code data-testid="headless-landing-recent">{recent ? [recent.method, recent.walletClientType, recent.chainType].filter(Boolean).join(' / ') : '—'}</code>
      </p>
    </div>
  )
}
