import type { StoryDefault } from '@ladle/react'
import {
  createFoyerClient, createMemoryStorage, createWallet, loginWithEmailCode, recoveryRequestValue, sendEmailCode, setWalletRecovery,
  type FoyerClient, type RecoveryUiRequest,
} from '../src/core/internal.js'
import type { FramePort } from '../src/core/wallets/embedded/frame.js'
import { setEmbeddedFrameConnection } from '../src/core/wallets/embedded/session.js'
import { DEV_APP_ID, type DevBackend } from '../src/testing/index.js'
import { createWalletService } from '../src/wallet-service/index.js'
import { EMAIL, find, sendCode, typeInto, variants, type StoryContext } from './support.js'

export default { title: 'Wallet password' } satisfies StoryDefault

// The recovery password screens: setting a password (walletPassword: create, save, confirm,
// finalize, done) and recovering with it (walletPasswordRecover). Each step is reached the way a
// user reaches it — typing and clicking (`play`); Success, the failure and the wrong password run
// against the story's dev backend and an in-process wallet service.

const PASSWORD = 'Tr0ub4dor&3'
/** A cheap password KDF: the stories show screens, not the hashing cost. */
const FAST_KDF = { m: 64, t: 1, p: 1 }
/** The origin the in-process wallet service sees the story's requests come from (allowed by the dev backend). */
const HOST_ORIGIN = 'http://localhost:5173'

/** Connects a client to a wallet service running in this page (as the tests do), on the story's backend. */
function connectWalletService(client: FoyerClient, backend: DevBackend) {
  const map = new Map<string, string>()
  const service = createWalletService({
    appId: backend.appId,
    apiUrl: 'http://foyer.dev.local',
    fetch: (input, init) => backend.fetch(new Request(input instanceof Request ? input : String(input), init)),
    storage: { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value), removeItem: (key) => void map.delete(key) },
    passwordKdf: FAST_KDF,
  })
  setEmbeddedFrameConnection(client, {
    connect: (): FramePort => {
      const listeners = new Set<(message: unknown) => void>()
      return {
        post: (message) => void service.handle(message, { origin: HOST_ORIGIN }).then((reply) => reply && listeners.forEach((l) => l(reply))),
        subscribe: (listener) => {
          listeners.add(listener)
          return () => void listeners.delete(listener)
        },
        destroy: () => undefined,
      }
    },
  })
}

/** Logged in, with an embedded wallet (secured automatically). */
async function withWallet(ctx: StoryContext) {
  connectWalletService(ctx.client, ctx.backend)
  await loginWithEmailCode(ctx.client, { code: await sendCode(ctx) })
  return (await createWallet(ctx.client)).wallet.address
}

/** The request the screens answer, as `setWalletPassword()` opens it. */
function passwordRequest(ctx: StoryContext, fields: Partial<Extract<RecoveryUiRequest, { kind: 'setRecovery' }>> = {}) {
  recoveryRequestValue.set(ctx.client, {
    id: 1, kind: 'setRecovery', initiatedBy: 'user', currentMethod: 'privy', start: 'user-passcode', options: ['user-passcode', 'google-drive', 'icloud'], ...fields,
  })
  return { initialScreen: 'walletPassword' as const }
}

// ── Driving the steps ──────────────────────────────────────────────────────

const step = (root: HTMLElement, status: string) => find(root, `[data-step="${status}"]`)
const passwordField = (root: HTMLElement) => find<HTMLInputElement>(root, '.foyer-passwordInput')

/** The enabled button of `action` (`data-action`: the stories run in every locale, so not by its text). */
async function button(root: HTMLElement, action: string): Promise<HTMLButtonElement> {
  const start = Date.now()
  for (;;) {
    const found = root.querySelector<HTMLButtonElement>(`button[data-action="${action}"]:not(:disabled)`)
    if (found) return found
    if (Date.now() - start > 10_000) throw new Error(`[story] no enabled button '${action}'`)
    await new Promise((resolve) => setTimeout(resolve, 30))
  }
}

async function typePassword(root: HTMLElement, value: string) {
  await step(root, 'creating')
  typeInto(await passwordField(root), value)
}
async function toSave(root: HTMLElement) {
  await typePassword(root, PASSWORD)
  ;(await button(root, 'continue')).click()
  await step(root, 'saving')
}
async function toConfirm(root: HTMLElement) {
  await toSave(root)
  ;(await button(root, 'continue')).click()
  await step(root, 'confirming')
}
async function toFinalize(root: HTMLElement) {
  await toConfirm(root)
  typeInto(await passwordField(root), PASSWORD)
  ;(await button(root, 'continue')).click()
  await step(root, 'finalizing')
}
async function tick(root: HTMLElement) {
  ;(await find<HTMLInputElement>(root, '.foyer-passwordCheckbox input')).click()
  await button(root, 'set-password')
}
/** The strength meter shows a level (zxcvbn has loaded). */
const meterLevel = (root: HTMLElement, level: string) => find(root, `[role="meter"][data-level="${level}"]`, 15_000)

// ── Create ─────────────────────────────────────────────────────────────────

const create = variants({ setup: async (ctx) => passwordRequest(ctx) })
/** 'Set your password': the empty field (show/hide, regenerate), the empty meter, Continue disabled. */
export const PasswordCreateLight = create.Light
export const PasswordCreateDark = create.Dark

const createReset = variants({ setup: async (ctx) => passwordRequest(ctx, { currentMethod: 'user-passcode' }) })
/** 'Reset your password': the wallet is already secured by a password. */
export const PasswordCreateResetLight = createReset.Light
export const PasswordCreateResetDark = createReset.Dark

const invalid = variants({ setup: async (ctx) => passwordRequest(ctx), play: (root) => typePassword(root, 'my password.') })
/** 'Invalid characters used ( SPACE . )', shown as the user types. */
export const PasswordInvalidCharactersLight = invalid.Light
export const PasswordInvalidCharactersDark = invalid.Dark

const tooShort = variants({
  setup: async (ctx) => passwordRequest(ctx),
  play: async (root) => {
    await typePassword(root, 'abc')
    ;(await passwordField(root)).dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    await find(root, '.foyer-errorText')
  },
})
/** 'Password must be at least 6 characters', once the field is left. */
export const PasswordTooShortLight = tooShort.Light
export const PasswordTooShortDark = tooShort.Dark

const strength = (password: string, level: string) => variants({
  setup: async (ctx) => passwordRequest(ctx),
  play: async (root) => {
    await typePassword(root, password)
    await meterLevel(root, level)
  },
})
const weak = strength('password', 'weak')
/** 'password': Weak (one of the most common passwords). */
export const PasswordWeakLight = weak.Light
export const PasswordWeakDark = weak.Dark
const medium = strength('Password1!', 'medium')
/** 'Password1!': Medium (all four kinds of character, but a dictionary word). */
export const PasswordMediumLight = medium.Light
export const PasswordMediumDark = medium.Dark
const strong = strength(PASSWORD, 'strong')
/** 'Tr0ub4dor&3': Strong. */
export const PasswordStrongLight = strong.Light
export const PasswordStrongDark = strong.Dark

// ── Save, confirm, finalize ────────────────────────────────────────────────

const save = variants({ setup: async (ctx) => passwordRequest(ctx), play: toSave })
/** 'Save your password': the password, Copy, Download, Continue. */
export const PasswordSaveLight = save.Light
export const PasswordSaveDark = save.Dark

const confirm = variants({ setup: async (ctx) => passwordRequest(ctx), play: toConfirm })
/** 'Confirm your password': Continue disabled until the two are equal. */
export const PasswordConfirmLight = confirm.Light
export const PasswordConfirmDark = confirm.Dark

const mismatch = variants({
  setup: async (ctx) => passwordRequest(ctx),
  play: async (root) => {
    await toConfirm(root)
    typeInto(await passwordField(root), 'Tr0ub4dor&4')
    await find(root, '.foyer-errorText')
  },
})
/** 'Passwords do not match'. */
export const PasswordMismatchLight = mismatch.Light
export const PasswordMismatchDark = mismatch.Dark

const finalize = variants({ setup: async (ctx) => passwordRequest(ctx), play: toFinalize })
/** 'Confirm you have saved': the checkbox unticked, Cancel (the user started it) and 'Set Password' disabled. */
export const PasswordFinalizeLight = finalize.Light
export const PasswordFinalizeDark = finalize.Dark

const finalizeTicked = variants({
  setup: async (ctx) => passwordRequest(ctx),
  play: async (root) => {
    await toFinalize(root)
    await tick(root)
  },
})
/** The box ticked: 'Set Password' enabled. */
export const PasswordFinalizeTickedLight = finalizeTicked.Light
export const PasswordFinalizeTickedDark = finalizeTicked.Dark

const finalizeAutomatic = variants({ setup: async (ctx) => passwordRequest(ctx, { initiatedBy: 'automatic' }), play: toFinalize })
/** Started by the kit (wallet creation requires a password): no Cancel. */
export const PasswordFinalizeAutomaticLight = finalizeAutomatic.Light
export const PasswordFinalizeAutomaticDark = finalizeAutomatic.Dark

// ── Done ───────────────────────────────────────────────────────────────────

const submit = async (root: HTMLElement) => {
  await toFinalize(root)
  await tick(root)
  ;(await button(root, 'set-password')).click()
  await find(root, '[data-step="done"], [data-step="error"]', 20_000)
}

const success = variants({
  setup: async (ctx) => {
    await withWallet(ctx)
    return passwordRequest(ctx)
  },
  play: submit,
})
/** 'Set Password' set it on the wallet: 'Success' and Close. */
export const PasswordSuccessLight = success.Light
export const PasswordSuccessDark = success.Dark

const failed = variants({
  setup: async (ctx) => {
    const address = await withWallet(ctx)
    ctx.backend.faults.add({ path: `/api/v1/embedded_wallets/${address}/recovery`, method: 'POST', status: 500, body: { error: 'Recovery storage unavailable', code: 'internal_error' } })
    return passwordRequest(ctx)
  },
  play: submit,
})
/** The save failed: 'Something went wrong', the error, and Close. */
export const PasswordFailedLight = failed.Light
export const PasswordFailedDark = failed.Dark

// ── Recover with the password ──────────────────────────────────────────────

/** The user set a password on another device; this one (the story's client) is logged in without the wallet. */
async function onNewDevice(ctx: StoryContext) {
  const other = createFoyerClient({
    appId: DEV_APP_ID, apiUrl: 'http://foyer.dev.local', fetch: (input: RequestInfo | URL, init?: RequestInit) => ctx.backend.fetch(new Request(input, init)), storage: createMemoryStorage(),
  })
  connectWalletService(other, ctx.backend)
  await sendEmailCode(other, { email: EMAIL })
  await loginWithEmailCode(other, { code: ctx.backend.mailbox.latest(EMAIL)!.code })
  const address = (await createWallet(other)).wallet.address
  await setWalletRecovery(other, { recoveryMethod: 'user-passcode', password: PASSWORD })
  connectWalletService(ctx.client, ctx.backend)
  await loginWithEmailCode(ctx.client, { code: await sendCode(ctx) })
  recoveryRequestValue.set(ctx.client, { id: 1, kind: 'recover', recoveryMethod: 'user-passcode', entropyId: address })
  return { initialScreen: 'walletPasswordRecover' as const }
}

const recover = variants({
  setup: async (ctx) => {
    recoveryRequestValue.set(ctx.client, { id: 1, kind: 'recover', recoveryMethod: 'user-passcode', entropyId: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
    return { initialScreen: 'walletPasswordRecover' as const }
  },
})
/** 'Enter your password' / 'Recover your account' on a new device. */
export const RecoverPasswordLight = recover.Light
export const RecoverPasswordDark = recover.Dark

const recoverWrong = variants({
  setup: onNewDevice,
  play: async (root) => {
    typeInto(await passwordField(root), 'not-my-password')
    ;(await button(root, 'recover')).click()
    await find(root, '.foyer-errorText', 20_000)
  },
})
/** A wrong password: 'Invalid recovery password, please try again.', the field kept. */
export const RecoverPasswordWrongLight = recoverWrong.Light
export const RecoverPasswordWrongDark = recoverWrong.Dark
