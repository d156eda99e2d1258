/** Password the e2e server gives the first `admin` (passed to it as FB_ADMIN_PASSWORD). */
export const ADMIN_PASSWORD = 'e2e-admin-password';
