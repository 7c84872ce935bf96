'use client'
import { styled } from 'styled-components'
import { vars } from '../../themes/index.js'

/**
 * The round badge at the top of a method's status screen (a provider's, a method's …): a provider mark or
 * a spinner in a 64 px circle. Spread `useSlot('statusBadge', state, { variant })` on it.
 */
export const StatusBadge = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  width: calc(${vars.space.unit} * 16);
  height: calc(${vars.space.unit} * 16);
  margin: 0 auto;
  border-radius: 50%;
  background: ${vars.colors.backgroundSecondary};
  color: ${vars.colors.accent};
  & > svg, & > img { width: 32px; height: 32px; border-radius: 8px; }
`

/** The column of a status screen: badge, title, detail, spinner. */
export const StatusBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: calc(${vars.space.unit} * 3);
`
