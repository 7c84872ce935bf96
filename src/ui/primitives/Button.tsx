'use client'
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react'
import { css, styled } from 'styled-components'
import { vars } from '../../themes/index.js'
import type { SlotState } from '../slots.js'
import { Spinner } from './Spinner.js'
import { useSlot } from './useSlot.js'

type Kind = 'primary' | 'secondary' | 'link'
const SLOT = { primary: 'primaryButton', secondary: 'secondaryButton', link: 'link' } as const

const base = css<{ $kind: Kind }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: calc(${vars.space.unit} * 2);
  font: inherit;
  font-size: ${vars.fontSizes.sm};
  font-weight: ${vars.fontWeights.medium};
  line-height: ${vars.lineHeights.tight};
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${vars.durations.fast}, border-color ${vars.durations.fast};
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadows.focus};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  ${(p) =>
    p.$kind === 'link'
      ? css`
          background: none;
          border: none;
          padding: 0;
          color: ${vars.colors.link};
          &:hover:not(:disabled) { text-decoration: underline; }
        `
      : css`
          width: 100%;
          min-height: calc(${vars.space.unit} * 12);
          padding: calc(${vars.space.unit} * 3) calc(${vars.space.unit} * 4);
          border-radius: ${vars.radii.button};
          box-shadow: ${vars.shadows.button};
        `}
  ${(p) =>
    p.$kind === 'primary' &&
    css`
      background: ${vars.colors.accent};
      color: ${vars.colors.accentForeground};
      border: 1px solid transparent;
      &:hover:not(:disabled) { background: ${vars.colors.accentHover}; }
      /*
       * Disabled (not busy): a flat neutral fill, not a faded accent — a faded accent reads as enabled
       * on dark themes and next to hard shadows. Busy keeps the accent (with its spinner).
       */
      &:disabled:not([aria-busy='true']),
      &[aria-disabled='true'] {
        background: ${vars.colors.backgroundSecondary};
        color: ${vars.colors.foregroundTertiary};
        border-color: ${vars.colors.border};
        box-shadow: none;
        opacity: 1;
      }
    `}
  ${(p) =>
    p.$kind === 'secondary' &&
    css`
      background: ${vars.colors.buttonSecondaryBackground};
      color: ${vars.colors.buttonSecondaryForeground};
      border: 1px solid ${vars.colors.buttonSecondaryBorder};
      &:hover:not(:disabled) { background: ${vars.colors.buttonSecondaryBackgroundHover}; }
    `}
`

const StyledButton = styled.button<{ $kind: Kind }>`${base}`
const StyledAnchor = styled.a<{ $kind: Kind }>`${base}`

/**
 * The props of {@link Button}: a button's own attributes plus its kind, loading state and appearance
 * variant.
 */
export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  kind?: Kind
  loading?: boolean
  /** Extra variant for `appearance.slots` keys such as `secondaryButton__google`. */
  variant?: string
  children?: ReactNode
}

/** A button in the `primaryButton`, `secondaryButton` or `link` slot. */
export function Button({ kind = 'primary', loading = false, variant, disabled, className, style, children, type = 'button', ...rest }: ButtonProps) {
  const state: SlotState = loading ? 'loading' : disabled ? 'disabled' : 'idle'
  const slot = useSlot(SLOT[kind], state, { variant, className, style })
  return (
    <StyledButton $kind={kind} type={type} disabled={disabled || loading} aria-busy={loading || undefined} {...rest} {...slot}>
      {loading && <Spinner />}
      {children}
    </StyledButton>
  )
}

/** The props of {@link ButtonLink}: an anchor's own attributes plus its kind and appearance variant. */
export type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { kind?: Kind; variant?: string }

/** A link that looks like a button (e.g. a configured call-to-action URL). */
export function ButtonLink({ kind = 'primary', variant, className, style, children, ...rest }: ButtonLinkProps) {
  const slot = useSlot(SLOT[kind], 'idle', { variant, className, style })
  return <StyledAnchor $kind={kind} {...rest} {...slot}>{children}</StyledAnchor>
}
