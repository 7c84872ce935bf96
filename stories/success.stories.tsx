import type { StoryDefault } from '@ladle/react'
import { loginWithEmailCode } from '../src/core/index.js'
import { sendCode, variants } from './support.js'

export default { title: 'Success' } satisfies StoryDefault

const success = variants({
  setup: async (ctx) => {
    await loginWithEmailCode(ctx.client, { code: await sendCode(ctx) })
    return { initialScreen: 'success' }
  },
})
export const LoggedInLight = success.Light
export const LoggedInDark = success.Dark
