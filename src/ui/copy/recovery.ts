/**
 * Copy of the wallet recovery screens owned here: the method selection, its info screen, the
 * secure-account splash and automatic recovery. Texts quoted by the spec are word for word.
 */
export const recoveryCopy = {
  'recovery.dialogTitle': 'Secure your account',
  'recovery.select.title': 'Secure your account',
  'recovery.select.titleUpdate': 'Update backup method',
  'recovery.select.current': 'Your account is currently secured using {method}.',
  'recovery.select.detail': 'Select a method for logging in on new devices and recovering your account.',
  'recovery.select.why': 'Why do I need to secure my account?',
  'recovery.method.password': 'a password',
  'recovery.method.googleDrive': 'Google Drive',
  'recovery.method.icloud': 'Apple iCloud',
  'recovery.option.googleDrive': 'Back up to Google Drive',
  'recovery.option.icloud': 'Back up to Apple iCloud',
  'recovery.option.setPassword': 'Set a password',
  'recovery.option.resetPassword': 'Reset your password',
  'recovery.info.title': 'Why do I need to secure my account?',
  'recovery.info.detail': 'Your wallet is kept on this device. A backup method lets you log in on a new device, and recover your account if this device is lost.',
  'recovery.info.select': 'Select backup method',
  'recovery.splash.title': 'Secure Your Account',
  'recovery.splash.detail': 'Add a password to log in on new devices and recover your account.',
  'recovery.splash.addPassword': 'Add password',
  'recovery.auto.title': 'Automatically secure your account',
  'recovery.auto.detail': 'Confirm to recover your account on this device. No password is needed.',
  'recovery.auto.confirm': 'Confirm',
  'recovery.auto.working': 'Recovering your account',
  'recovery.auto.success': 'Success',
  'recovery.auto.successDetail': 'Your account is ready on this device.',
  'recovery.auto.error': 'Something went wrong',
  'recovery.auto.retry': 'Try again',
} as const
