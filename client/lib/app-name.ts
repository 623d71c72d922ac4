// The brand name the app shows (header, greeting, page texts): the build's appWebName.
import { DEFAULT_APP_WEB_NAME } from '../../contract/app-web-name';

declare const __APP_WEB_NAME__: string | undefined;

/** Replaced at build time (vite.config.ts); the default in tests. */
export const APP_WEB_NAME: string = typeof __APP_WEB_NAME__ === 'string' ? __APP_WEB_NAME__ : DEFAULT_APP_WEB_NAME;
