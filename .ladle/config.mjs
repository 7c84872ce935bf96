/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'stories/**/*.stories.{tsx,mdx}',
  defaultStory: 'landing--default-light',
  viteConfig: '.ladle/vite.config.mjs',
}
