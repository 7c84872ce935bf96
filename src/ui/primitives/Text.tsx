'use client'
import type { AnchorHTMLAttributes, HTMLAttributes, ReactNode } from 'react'
import { styled } from 'styled-components'
import { vars } from '../../themes/index.js'
import type { SlotName, SlotState } from '../slots.js'
import { useSlot } from './useSlot.js'

type Props = HTMLAttributes<HTMLElement> & { slot?: SlotName; state?: SlotState; children?: ReactNode }

const H = styled.h2`
  margin: 0;
  font-size: ${vars.fontSizes.xl};
  font-weight: ${vars.fontWeights.bold};
  line-height: ${vars.lineHeights.tight};
  color: ${vars.colors.foreground};
  text-align: center;
`
const P = styled.p`
  margin: 0;
  font-size: ${vars.fontSizes.sm};
  line-height: ${vars.lineHeights.normal};
  color: ${vars.colors.foregroundSecondary};
  text-align: center;
  overflow-wrap: anywhere;
`
const Err = styled(P)`
  color: ${vars.colors.danger};
  text-align: start;
`
const Small = styled(P)`
  font-size: ${vars.fontSizes.xs};
  color: ${vars.colors.foregroundTertiary};
`
const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  gap: calc(${vars.space.unit} * 1);
  padding: calc(${vars.space.unit} * 0.5) calc(${vars.space.unit} * 2);
  border-radius: ${vars.radii.badge};
  font-size: ${vars.fontSizes.xs};
  font-weight: ${vars.fontWeights.medium};
  background: ${vars.colors.successBackground};
  color: ${vars.colors.success};
`
const A = styled.a`
  color: ${vars.colors.link};
  text-decoration: underline;
  &:focus-visible { outline: none; box-shadow: ${vars.shadows.focus}; border-radius: 2px; }
`

/** A screen's title, styled by the `title` slot. */
export function Title({ slot = 'title', state, className, style, ...rest }: Props) {
  return <H {...rest} {...useSlot(slot, state, { className, style })} />
}
/** A screen's subtitle, styled by the `subtitle` slot. */
export function Subtitle({ slot = 'subtitle', state, className, style, ...rest }: Props) {
  return <P {...rest} {...useSlot(slot, state, { className, style })} />
}
/** Body text, styled by the `text` slot. */
export function Text({ slot = 'text', state, className, style, ...rest }: Props) {
  return <P {...rest} {...useSlot(slot, state, { className, style })} />
}
/** Small print (e.g. a footer), styled by the `footer` slot. */
export function SmallText({ slot = 'footer', state, className, style, ...rest }: Props) {
  return <Small {...rest} {...useSlot(slot, state, { className, style })} />
}
/** Inline error text, announced politely to screen readers. */
export function ErrorText({ slot = 'errorText', state = 'error', className, style, ...rest }: Props) {
  return <Err role="alert" {...rest} {...useSlot(slot, state, { className, style })} />
}
/** A small status pill (`role="status"`), styled by the `badge` slot. */
export function Badge({ slot = 'badge', state = 'success', className, style, ...rest }: Props) {
  return <Pill role="status" {...rest} {...useSlot(slot, state, { className, style })} />
}
/** An external link that opens in a new tab (`rel="noopener noreferrer"`). */
export function Link({ className, style, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <A target="_blank" rel="noopener noreferrer" {...rest} {...useSlot('link', 'idle', { className, style })} />
}
