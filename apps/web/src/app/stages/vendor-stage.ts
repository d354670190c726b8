// Imported by the entry to run the libraries' chunk (`vendor`: the router, the query cache) and
// Mantine's core (its provider, and what every component is built on, which Rollup puts in this
// module's chunk) in a task of their own (app/load-app.ts).
export { MantineProvider } from '@mantine/core';
