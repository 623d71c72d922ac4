// English text of the new-version prompt (stores/pwa.ts registers it; not in the first paint).
const pwaEn = {
  'pwa.newVersion': 'A new version is available',
  'pwa.refresh': 'Refresh',
} satisfies Record<string, string>;
export default pwaEn;
