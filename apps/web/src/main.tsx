import { startFirstScreen } from '@/app/first-screen';
import { loadApp } from '@/app/load-app';

// The app's entry is small on purpose: it asks for the first screen's chunk and data at once, with
// the kept token, while the rest of the app (React, Mantine, the router) is still downloading.
startFirstScreen(window.location.pathname);
void loadApp();
