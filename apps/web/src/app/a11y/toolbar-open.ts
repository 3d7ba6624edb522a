import { smallStore } from './small-store.ts';

/** Whether the 无障碍工具条 is open: the triggers' aria-expanded (the toolbar itself loads lazily). */
export const toolbarOpen = smallStore(false);

/** The toolbar's id, for the triggers' aria-controls. */
export const A11Y_TOOLBAR_ID = 'a11y-toolbar';
