// Imported by the entry to run React's chunk in a task of its own (app/load-app.ts).
export { createRoot } from 'react-dom/client';
