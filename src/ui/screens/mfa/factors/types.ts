import type { ComponentType } from 'react'
import type { MfaFlowState, MfaMethod } from '../../../../hooks/index.js'
import type { UseMfaReturnType } from '../../../../hooks/internalApi.js'
import type { CopyKey } from '../../../copy/en.js'
import type { LazyComponent, LazyModule } from '../../../lib/lazy.js'
import type { ScreenDefinition } from '../../../router/types.js'
import type { ScreenHooksMap, ScreenId, ScreenParamsMap } from '../../../screen-ids.js'

/** A screen opened without params (a factor's setup screen). */
export type ScreenWithoutParams = { [Id in ScreenId]: ScreenParamsMap[Id] extends undefined ? Id : never }[ScreenId]

/** What a factor's UI loads only when a host replaces its setup screen (`<factor>-hooks.tsx`). */
export type MfaFactorUiHooks = {
  /** What a host's replacement of each of its screens gets as `hooks`. */
  screenHooks: { [Id in ScreenId]?: (params: ScreenParamsMap[Id]) => ScreenHooksMap[Id] }
}

/**
 * One MFA factor as the default UI shows it (a new factor: its file in this folder and one row in
 * ./index.ts): its name and icon, its step of the verification prompt, its setup screen in the
 * enrolment manager. The prompt, the manager and the router read the factors. The row is loaded
 * with the router: its step and screens are lazy chunks, its hooks a lazy module.
 */
export type MfaFactorUi = {
  method: MfaMethod
  /** Its name (`mfa.method.*`). */
  label: CopyKey
  icon: ComponentType
  /** The prompt's step once the factor is chosen (a lazy component: the prompt preloads it). */
  Verify: LazyComponent<{ state: MfaFlowState }>
  /** Runs within the click that picks it from the prompt's list (a browser prompt needs the user's gesture). */
  onChoose?: ((mfa: UseMfaReturnType) => void) | undefined
  /** The enrolment manager's chooser: the factor's setup screen and the line under its name. */
  enroll: { screen: ScreenWithoutParams; detail: CopyKey }
  /** The screens it adds to the router (its setup screen). */
  screens: { [Id in ScreenId]?: ScreenDefinition<Id> }
  /** What a host's replacement of each of those screens gets as `hooks` (loaded when needed). */
  hooks: LazyModule<MfaFactorUiHooks>
}
