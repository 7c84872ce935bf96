'use client'
export * from './hooks/index.js'
