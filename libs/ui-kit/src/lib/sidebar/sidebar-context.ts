import { createContext } from 'react';

/** Closes the sidebar's drawer: every {@link SidebarItem} calls it once its own action ran. */
export const CloseDrawer = createContext<() => void>(() => undefined);
