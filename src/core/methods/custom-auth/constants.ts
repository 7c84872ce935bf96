/** Custom-token login: its routes (the unlink route is ours: the API names none). */
export const CUSTOM_AUTH_PATHS = {
  authenticate: '/api/v1/custom_jwt_account/authenticate',
  link: '/api/v1/custom_jwt_account/link',
  unlink: '/api/v1/custom_jwt_account/unlink',
} as const
