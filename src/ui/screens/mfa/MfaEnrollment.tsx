'use client'
import { constants } from '../../../core/index.js'
import { useMfaEnrollment } from '../../../hooks/index.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { Button } from '../../primitives/Button.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { Subtitle, Text, Title } from '../../primitives/Text.js'
import { Item, List, MFA_METHOD_ICONS, MFA_METHOD_LABELS, Stack } from './parts.js'


/**
 * The MFA enrolment manager's intro (spec 01 §2 "MFA enrolment"): 'Transaction Protection', the
 * enabled methods (each with its removal), and 'Add a verification method'.
 */
export default function MfaEnrollment({ navigate, close, back, canGoBack }: ScreenProps<'mfaEnrollment'>) {
  const { t } = useFoyerUi()
  const { mfaMethods } = useMfaEnrollment()
  const allEnabled = mfaMethods.length === constants.MFA_METHODS.length
  return (
    <ScreenFrame id="mfaEnrollment" showBack={canGoBack} onBack={back}>
      <Title>{t('mfaEnroll.title')}</Title>
      <Subtitle>{t('mfaEnroll.intro')}</Subtitle>
      <Text>{mfaMethods.length ? t('mfaEnroll.enabledHeading') : t('mfaEnroll.none')}</Text>
      {mfaMethods.length > 0 && (
        <List>
          {mfaMethods.map((method) => {
            const Icon = MFA_METHOD_ICONS[method]
            const label = t(MFA_METHOD_LABELS[method] as 'mfa.method.totp')
            return (
              <Item key={method} data-mfa-method={method}>
                <Icon />
                <span>{label}</span>
                <Button kind="link" onClick={() => navigate('mfaEnrollRemove', { method })} aria-label={t('mfaEnroll.remove', { method: label })}>
                  {t('mfaEnroll.remove.confirm')}
                </Button>
              </Item>
            )
          })}
        </List>
      )}
      <Stack>
        {!allEnabled && <Button onClick={() => navigate('mfaEnrollChoose')}>{t('mfaEnroll.add')}</Button>}
        <Button kind="secondary" onClick={close}>{t('mfaEnroll.done')}</Button>
      </Stack>
    </ScreenFrame>
  )
}
