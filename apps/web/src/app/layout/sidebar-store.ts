import { create } from 'zustand';
import { SIDEBAR_COLLAPSED_STORAGE_KEY as KEY } from '@/shared/config/ui';

/** Desktop sidebar open or collapsed (SPEC §4), remembered across visits. */
export const useSidebar = create<{ collapsed: boolean; toggle(): void }>((set, get) => ({
  collapsed: localStorage.getItem(KEY) === '1',
  toggle() {
    const collapsed = !get().collapsed;
    localStorage.setItem(KEY, collapsed ? '1' : '0');
    set({ collapsed });
  },
}));
