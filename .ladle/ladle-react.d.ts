// What the type check (tsconfig.check.json) reads for '@ladle/react': the two types the stories
// (StoryDefault) and the gallery's provider (GlobalProvider) take from it, declared as Ladle
// declares them, on Ladle's own shared types.
//
// Why not Ladle's own declaration file: it re-exports Ladle's UI from './src/ui', and Ladle ships
// that module's .tsx source beside its .d.ts. TypeScript resolves the .tsx first and checks it, and
// the native compiler (TypeScript 7) reports a JSX error in it that Ladle's `@ts-ignore` only
// covers under TypeScript 5. test/architecture/typecheck.test.ts proves, with TypeScript 5.9 and
// Ladle's own declaration file, that these are Ladle's types exactly.
import type * as React from 'react'
import type * as msw from 'msw'
import type { Config, GlobalAction, GlobalState, KnownMeta, StoryDecorator } from '../node_modules/@ladle/react/typings-for-build/shared/types.js'

type ReactNodeWithoutObject = React.ReactElement | string | number | boolean | null | undefined

export type GlobalProvider = React.FC<{
  globalState: GlobalState
  dispatch: React.Dispatch<GlobalAction>
  config: Config
  children: ReactNodeWithoutObject
  storyMeta?: Meta
}>

export interface StoryDefault<P = {}> {
  args?: Args<P>
  argTypes?: ArgTypes<P>
  decorators?: StoryDecorator<P>[]
  meta?: Meta
  title?: string
  msw?: msw.RequestHandler[]
  parameters?: { [key: string]: any }
}

type Args<P = { [key: string]: any }> = Partial<P>

type ControlType =
  | 'select' | 'multi-select' | 'radio' | 'inline-radio' | 'check' | 'inline-check' | 'background' | 'color' | 'date'
  | 'number' | 'text' | 'boolean' | 'range'

interface ArgType<K = any> {
  control?: {
    name?: string
    labels?: { [key: string]: string }
    type: ControlType
    min?: number
    max?: number
    step?: number
    [key: string]: any
  }
  mapping?: { [key: string | number]: any }
  options?: K[] | unknown
  defaultValue?: K
  description?: string
  name?: string
  action?: string
  [key: string]: any
}

type ArgTypes<P = { [key: string]: any }> = { [key in keyof P]?: ArgType<P[key]> }

interface Meta extends KnownMeta {
  [key: string]: any
}

// Only the two types above are '@ladle/react' here.
export {}
