'use client'
import type { ScreenProps } from '../appearance.js'
import SmsPhone from './SmsPhone.js'

/** 'Link phone' / 'Update phone': the phone screen with intent link or update. */
export default function LinkPhone(props: ScreenProps<'linkPhone' | 'updatePhone'>) {
  return <SmsPhone {...(props as unknown as ScreenProps<'smsPhone'>)} intent={props.id === 'updatePhone' ? 'update' : 'link'} />
}
