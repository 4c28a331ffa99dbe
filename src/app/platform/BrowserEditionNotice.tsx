import { useState } from 'react';
import { api } from './api.ts';
import { dismissEditionNotice, editionNoticeSeen } from './editionNotice.ts';

/**
 * In a browser only, until dismissed: what the browser edition does differently from the desktop
 * app (the same list as docs/user-guide.md, "The browser edition").
 */
export function BrowserEditionNotice() {
  const [open, setOpen] = useState(() => api.platform === 'browser' && !editionNoticeSeen());
  if (!open) return null;
  return (
    <div className="recovery edition-notice" role="region" aria-label="Browser edition">
      <span>
        Browser edition: no native menus or recent files; Save downloads the file; Export opens a
        tab to print as PDF; built-in AWS prices only; unsaved work is kept in this browser&apos;s
        storage (lost if it is cleared).
      </span>
      <button
        type="button"
        className="small"
        onClick={() => {
          dismissEditionNotice();
          setOpen(false);
        }}
      >
        Got it
      </button>
    </div>
  );
}
