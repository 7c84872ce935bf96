import { expect, it } from 'vitest'

it('foyer/ui exports', async () => {
  expect(Object.keys(await import('../../src/ui/index.js')).sort()).toMatchInlineSnapshot(`
    [
      "Badge",
      "Button",
      "ButtonLink",
      "ErrorIcon",
      "ErrorText",
      "FoyerModal",
      "FoyerScreens",
      "FoyerUiContext",
      "Link",
      "Loading",
      "OtpInput",
      "SCREEN_IDS",
      "SLOT_NAMES",
      "SLOT_STATES",
      "ScreenFrame",
      "SmallText",
      "Spinner",
      "Subtitle",
      "SuccessIcon",
      "Text",
      "TextInput",
      "Title",
      "createTranslate",
      "en",
      "formatCopy",
      "resolveSlot",
      "useFoyerUi",
      "useSlot",
    ]
  `)
})
