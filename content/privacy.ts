// The privacy notice's version, recorded with each sign-up's consent; change it with the notice.
export const PRIVACY_NOTICE_VERSION = '2026-11-23'
