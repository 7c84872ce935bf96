import { defineFlow } from '../client/flow.js'
import { INITIAL_POST_LOGIN, transitionPostLogin, type PostLoginEvent, type PostLoginState } from '../machines/postLogin.js'
import { INITIAL_UI_FLOW, transitionUiFlow, type UiFlowEvent, type UiFlowState } from '../machines/uiFlow.js'

/** The post-login sequence: terms → wallet creation → done. */
export const postLoginFlow = defineFlow<PostLoginState, PostLoginEvent>({ id: 'postLogin', initial: INITIAL_POST_LOGIN, transition: transitionPostLogin })
/** The flow the default UI was opened for, so its callbacks fire once. */
export const uiFlow = defineFlow<UiFlowState, UiFlowEvent>({ id: 'uiFlow', initial: INITIAL_UI_FLOW, transition: transitionUiFlow, scope: 'client' })
