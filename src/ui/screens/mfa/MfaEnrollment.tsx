'use client'
import { useMfaEnrollment } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { Button } from '../../primitives/Button.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { Subtitle, Text, Title } from '../../primitives/Text.js'
import { MFA_FACTORS_UI, mfaFactorUi } from './factors/index.js'
import { Item, List, Stack } from './parts.js'


/**
 * The MFA enrolment manager's intro (docs/mfa.md): 'Transaction Protection', the
 * enabled methods (each with its removal), and 'Add a verification method'.
 */
export default function MfaEnrollment({ navigate, close, back, canGoBack }: ScreenProps<'mfaEnrollment'>) {
  const { t } = useFoyerUi()
  const { mfaMethods } = useMfaEnrollment()
  const allEnabled = MFA_FACTORS_UI.every((factor) => mfaMethods.includes(factor.method))
  return (
    <ScreenFrame id="mfaEnrollment" showBack={canGoBack} onBack={back}>
      <Title>{t('mfaEnroll.title')}</Title>
      <Subtitle>{t('mfaEnroll.intro')}</Subtitle>
      <Text>{mfaMethods.length ? t('mfaEnroll.enabledHeading') : t('mfaEnroll.none')}</Text>
      {mfaMethods.length > 0 && (
        <List>
          {mfaMethods.map((method) => {
            const { icon: Icon, label: labelKey } = mfaFactorUi(method)
            const label = t(labelKey as 'mfa.title')
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
