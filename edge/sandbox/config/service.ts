// The config domain's surface: the operator's config (with its game list's history) and the
// maintenance switch behind ctx.config, and the first-run and upgrade writes of the seed.
export { createConfigStore, hasConfig, insertInitialConfig, readStoredConfig, replaceStoredConfig, type ConfigStore } from './config-store';
export { insertThemes } from './theme-store';
