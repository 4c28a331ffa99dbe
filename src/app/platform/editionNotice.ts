/**
 * Whether the browser edition's notice (BrowserEditionNotice.tsx) was dismissed: kept in
 * localStorage, so per browser and address like everything the edition stores.
 */
export const EDITION_NOTICE_KEY = 'innosizer.browserEditionNoticeSeen';

export function editionNoticeSeen(): boolean {
  try {
    return localStorage.getItem(EDITION_NOTICE_KEY) === '1';
  } catch {
    return false;
  }
}

export function dismissEditionNotice(): void {
  try {
    localStorage.setItem(EDITION_NOTICE_KEY, '1');
  } catch {
    // Storage disabled: dismissed for this session only.
  }
}
