/**
 * Copy of the cloud backup screen (Google Drive, iCloud): confirming, backing up or recovering,
 * the result. Texts quoted by the spec are word for word; `{provider}` is the provider's name.
 */
export const walletRecoveryCloudCopy = {
  'recoveryCloud.dialogTitle': 'Cloud backup',
  'recoveryCloud.provider.googleDrive': 'Google Drive',
  'recoveryCloud.provider.icloud': 'iCloud',
  'recoveryCloud.confirm.title': "Confirm it's really you",
  'recoveryCloud.confirm.detail': 'Sign in to the {provider} account that holds your backup to recover your account on this device.',
  'recoveryCloud.confirm.button': 'Confirm with {provider}',
  'recoveryCloud.backingUp': 'Backing up with {provider}...',
  'recoveryCloud.recovering': 'Recovering with {provider}...',
  'recoveryCloud.popupHint': 'Finish in the {provider} window.',
  'recoveryCloud.backedUp': 'Successfully backed up with {provider}.',
  'recoveryCloud.recovered': 'Successfully recovered with {provider}.',
  'recoveryCloud.backupFailed.title': 'Back up with {provider} unsuccessful',
  'recoveryCloud.recoverFailed.title': 'Recovery with {provider} unsuccessful',
  'recoveryCloud.recoverFailed.detail': 'Please verify that you are selecting the {provider} account associated with your backup.',
  'recoveryCloud.retry': 'Try again',
  'error.message.recovery_oauth_failed': 'Recovery OAuth failed',
} as const

/** The same keys in Spanish (spread into the `es` catalogue). */
export const walletRecoveryCloudCopyEs = {
  'recoveryCloud.dialogTitle': 'Copia de seguridad en la nube',
  'recoveryCloud.provider.googleDrive': 'Google Drive',
  'recoveryCloud.provider.icloud': 'iCloud',
  'recoveryCloud.confirm.title': 'Confirma que eres tú',
  'recoveryCloud.confirm.detail': 'Inicia sesión en la cuenta de {provider} que guarda tu copia de seguridad para recuperar tu cuenta en este dispositivo.',
  'recoveryCloud.confirm.button': 'Confirmar con {provider}',
  'recoveryCloud.backingUp': 'Guardando la copia de seguridad en {provider}...',
  'recoveryCloud.recovering': 'Recuperando con {provider}...',
  'recoveryCloud.popupHint': 'Termina en la ventana de {provider}.',
  'recoveryCloud.backedUp': 'Copia de seguridad guardada en {provider}.',
  'recoveryCloud.recovered': 'Cuenta recuperada con {provider}.',
  'recoveryCloud.backupFailed.title': 'No se pudo guardar la copia de seguridad en {provider}',
  'recoveryCloud.recoverFailed.title': 'No se pudo recuperar con {provider}',
  'recoveryCloud.recoverFailed.detail': 'Verifica que estés eligiendo la cuenta de {provider} asociada a tu copia de seguridad.',
  'recoveryCloud.retry': 'Intentar de nuevo',
  'error.message.recovery_oauth_failed': 'Falló la autorización con el proveedor de la copia de seguridad',
} as const
