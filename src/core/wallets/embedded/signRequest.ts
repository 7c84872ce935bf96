import type { FoyerClient } from '../../client/types.js'
import { signRequestOutcome } from '../../machines/walletRequestFlow.js'
import { embeddedFrameOf } from './session.js'
import { showWalletRequest, signRequestFlow, walletUiShown, type WalletUiOptions } from './walletUi.js'

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

type SignRequest = { kind: 'signMessage'; address: string; message: string } | { kind: 'signTypedData'; address: string; typedData: Record<string, unknown> }

/**
 * Signs a message or typed data: with no screen when `walletUiShown` says so, else through the
 * default UI's sign screen (loading the wallet service, idle, signing, signed, error; closed
 * without a signature: 4001 'The user rejected the request').
 */
export function signWithOptionalUi(
  client: FoyerClient,
  request: SignRequest,
  uiOptions: WalletUiOptions | undefined,
  sign: () => Promise<`0x${string}`>,
): Promise<{ signature: `0x${string}` }> {
  if (!walletUiShown(client, uiOptions)) return sign().then((signature) => ({ signature }))
  return showWalletRequest(client, { ...request, uiOptions: uiOptions ?? {} }, {
    async start() {
      try {
        await embeddedFrameOf(client).ready()
        signRequestFlow.dispatch(client, { type: 'ready' })
      } catch (error) {
        signRequestFlow.dispatch(client, { type: 'failed', error: asError(error) })
      }
    },
    async confirm() {
      if (signRequestFlow.dispatch(client, { type: 'sign' }).status !== 'signing') return
      try {
        signRequestFlow.dispatch(client, { type: 'signed', signature: await sign() })
      } catch (error) {
        signRequestFlow.dispatch(client, { type: 'failed', error: asError(error) })
      }
    },
    outcome: () => signRequestOutcome(signRequestFlow.get(client)),
  })
}
