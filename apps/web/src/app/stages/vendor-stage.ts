// Imported by the entry to run the libraries' chunk (Mantine, the router, the query cache) in a
// task of its own (app/load-app.ts); the chunk holds every one of them, whatever is named here.
export { MantineProvider } from '@mantine/core';
