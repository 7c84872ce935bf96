import type { FoyerClient } from '../client/types.js'
import type { User } from '../types/user.js'

/**
 * Hook points of the post-login sequence that later work fills (the wallet issue):
 * - 'create-wallet': `isNeeded(client, user)` decides (synchronously, from the user and the app
 *   config's create-on-login settings) whether an embedded wallet must be created after a login;
 *   `run` creates it (a failure logs the user out). Without a registered step it is skipped.
 * - 'refresh-wallets': run (not awaited) when the sequence ends with `done`.
 */
export type PostLoginStepKind = 'create-wallet' | 'refresh-wallets'
/**
 * A step of your own after login (see {@link registerPostLoginStep}): whether it applies to the user, and
 * what it does.
 */
export type PostLoginStepHandler = {
  /** Whether the step applies to this user now (default: always). */
  isNeeded?: (client: FoyerClient, user: User) => boolean
  run: (client: FoyerClient, user: User) => Promise<void>
}

const registries = new WeakMap<FoyerClient, Map<PostLoginStepKind, PostLoginStepHandler>>()

/** What {@link registerPostLoginStep} returns. */
export type RegisterPostLoginStepReturnType = () => void

/** Registers the handler of a post-login step for a client; returns the unregister function. */
export function registerPostLoginStep(
  client: FoyerClient,
  kind: PostLoginStepKind,
  handler: PostLoginStepHandler,
): RegisterPostLoginStepReturnType {
  let steps = registries.get(client)
  if (!steps) registries.set(client, (steps = new Map()))
  steps.set(kind, handler)
  return () => {
    if (steps.get(kind) === handler) steps.delete(kind)
  }
}

/** The handler registered for `kind`, if any. */
export function postLoginStep(client: FoyerClient, kind: PostLoginStepKind): PostLoginStepHandler | undefined {
  return registries.get(client)?.get(kind)
}
