import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/** Whether the browser has a connection, as the query library sees it (it pauses reads without one). */
export const useOnline = () => useSyncExternalStore(subscribe, isOnline);
