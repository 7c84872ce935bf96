// Shared vitest setup. Files that need a DOM declare `// @vitest-environment happy-dom` at the top.
export {}
