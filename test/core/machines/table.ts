import { expect, it } from 'vitest'

/** What a flow's transition table expects of one status + event: no change, or the next state. */
export type Expected<State> = 'unchanged' | ((before: State) => State)

/**
 * One test per status × event of a pure flow: the transition gives the table's next state (or
 * the very same object when unchanged) and never mutates its input.
 */
export function testTransitionTable<Status extends string, Event extends { type: string }, State extends { status: Status; error: unknown }>({
  statuses, events, table, stateIn, transition,
}: {
  statuses: readonly Status[]
  events: Record<Event['type'], Event>
  table: Record<Status, Record<Event['type'], Expected<State>>>
  stateIn: (status: Status) => State
  transition: (state: State, event: Event) => State
}) {
  const cases = statuses.flatMap((status) =>
    (Object.keys(events) as Event['type'][]).map((event) => {
      const expected = table[status][event]
      const target = expected === 'unchanged' ? 'unchanged' : expected(stateIn(status)).status
      return [status, event, target, expected] as const
    }),
  )
  it.each(cases)('%s + %s → %s', (status, event, _target, expected) => {
    const before = stateIn(status)
    const snapshot = structuredClone({ ...before, error: null })
    const after = transition(before, events[event])
    if (expected === 'unchanged') expect(after).toBe(before)
    else expect(after).toEqual(expected(before))
    // Pure: the input state is never mutated.
    expect({ ...before, error: null }).toEqual(snapshot)
  })
}
