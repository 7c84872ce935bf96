/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'stories/**/*.stories.{tsx,mdx}',
  defaultStory: 'landing--default-light',
}
