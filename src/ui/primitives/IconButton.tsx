'use client'
import { styled } from 'styled-components'
import { vars } from '../../themes/index.js'

/** A round 32 px button holding one glyph (back, close, show password …); give it an `aria-label`. */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: calc(${vars.space.unit} * 8);
  height: calc(${vars.space.unit} * 8);
  padding: 0;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: ${vars.colors.foregroundSecondary};
  cursor: pointer;
  &:hover { background: ${vars.colors.backgroundSecondary}; }
  &:focus-visible { outline: none; box-shadow: ${vars.shadows.focus}; }
`
