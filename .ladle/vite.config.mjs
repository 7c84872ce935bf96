// Ladle builds the gallery with Vite's Rolldown variant (package.json "overrides": rolldown-vite for
// @ladle/react's vite): a third of the CPU of the Rollup build. React's production build, as
// Vite's Rollup build picked it for mode 'production'.
export default {
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
}
