import { expect, it } from 'vitest'

it('foyer/ui exports', async () => {
  expect(Object.keys(await import('../../src/ui/index.js')).sort()).toMatchInlineSnapshot(`
    [
      "Badge",
      "Button",
      "ButtonLink",
      "Captcha",
      "ErrorIcon",
      "ErrorText",
      "FoyerEmbed",
      "FoyerModal",
      "FoyerOverlays",
      "FoyerScreens",
      "FoyerUiContext",
      "Link",
      "Loading",
      "OtpInput",
      "QrCode",
      "SCREEN_IDS",
      "SLOT_NAMES",
      "SLOT_STATES",
      "ScreenFrame",
      "SmallText",
      "Spinner",
      "StatusBadge",
      "StatusBody",
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
      "useTheme",
    ]
  `)
})
