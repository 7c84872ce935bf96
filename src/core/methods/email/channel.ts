import { API_PATHS } from '../../constants.js'
import type { CodeChannel } from '../../steps/codeLogin.js'
import { emailFlow } from './flow.js'
import type { WireTokenResponse } from '../../types/tokens.js'
import type { LinkedAccount } from '../../types/user.js'
import { linkEmail } from './linkEmail.js'
import { updateEmail } from './updateEmail.js'
import { normalizeCode, validateEmail } from './validation.js'
import { appConfigValue } from '../../client/appConfig.js'

/** E-mail as a channel of the shared code-login machinery (src/core/flows/codeLogin.ts). */
export const EMAIL_CHANNEL: CodeChannel = {
  method: 'email',
  atom: emailFlow.atom,
  normalize: (_, raw) => raw,
  validate: (client, email) =>
    validateEmail(email, { disablePlusEmails: appConfigValue.get(client)?.disablePlusEmails ?? false }),
  current: (user) => user?.email?.address,
  updateNeeds: 'Updating an e-mail needs a user who already has one',
  account: (address) => (a: LinkedAccount) =>
    a.type === 'email' && String(a.address).toLowerCase() === address.toLowerCase(),
  normalizeCode,
  authenticate: (client, { destination: email, code, mode }) =>
    client.http.request<WireTokenResponse>(API_PATHS.passwordlessAuthenticate, {
      method: 'POST',
      body: { email, code, mode },
      auth: 'none',
    }),
  link: (client, { destination: email, code }) => linkEmail(client, { email, code }),
  update: (client, { oldDestination: oldAddress, newDestination: newAddress, code }) =>
    updateEmail(client, { oldAddress, newAddress, code }),
}
