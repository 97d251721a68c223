/** The app's version, as /health reports it and backups record it. */
export const APP_VERSION = '0.1.0';
