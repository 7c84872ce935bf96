'use client'
import { Fragment, type ReactNode } from 'react'
import { styled } from 'styled-components'
import { useAppConfig, constants } from '../../../hooks/internalApi.js'
import { vars } from '../../../themes/index.js'
import type { Navigate } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { LoginMethodPlacementContext } from '../../login-methods/placement.js'
import { useSlot } from '../../primitives/useSlot.js'

const MethodList = styled.div`
  display: flex;
  flex-direction: column;
  gap: calc(${vars.space.unit} * 2);
  max-height: ${constants.METHOD_LIST_MAX_HEIGHT_PX}px;
  overflow-y: auto;
`
const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: calc(${vars.space.unit} * 2);
  color: ${vars.colors.foregroundSecondary};
  font-size: ${vars.fontSizes.sm};
  &::before, &::after { content: ''; flex: 1; border-top: 1px solid ${vars.colors.border}; }
`

type Block = { kind: 'form' | 'list'; items: ReactNode[] }

/**
 * Login-method entries in order (from the registry; ids without a row render nothing), plus an
 * optional trailing item (the overflow button). A method's inline form (its room's `inlineForm`)
 * stands on its own with an 'or' divider; buttons go in the `methodList` (at most 400 px high,
 * then it scrolls).
 */
export function MethodItems({ methods, navigate, recent, trailing }: {
  methods: readonly string[]
  navigate: Navigate
  /** The method with the 'Recent' chip. */
  recent: string | null
  trailing?: ReactNode
}) {
  const { t, methods: rooms } = useFoyerUi()
  const roomOf = (method: string) => rooms.find((room) => room.owns(method))
  const config = useAppConfig()
  const methodList = useSlot('methodList')
  const divider = useSlot('divider')
  const blocks: Block[] = []
  const push = (kind: Block['kind'], item: ReactNode) => {
    const last = blocks.at(-1)
    if (kind === 'list' && last?.kind === 'list') last.items.push(item)
    else blocks.push({ kind, items: [item] })
  }
  for (const method of methods) {
    const Entry = roomOf(method)?.entry
    if (!Entry) continue
    push(roomOf(method)?.inlineForm?.(config) ? 'form' : 'list', (
      <LoginMethodPlacementContext.Provider key={method} value={{ recent: method === recent, label: null }}>
        <Entry method={method} navigate={navigate} />
      </LoginMethodPlacementContext.Provider>
    ))
  }
  if (trailing) push('list', <Fragment key="trailing">{trailing}</Fragment>)
  return blocks.map((block, i) => (
    <Fragment key={i}>
      {i > 0 && <Divider {...divider}>{t('landing.or')}</Divider>}
      {block.kind === 'form' ? block.items : <MethodList {...methodList}>{block.items}</MethodList>}
    </Fragment>
  ))
}
