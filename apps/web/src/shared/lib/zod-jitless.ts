import { z } from 'zod';

// Zod probes for eval() to compile fast parsers; under our CSP (no eval) the probe is reported as a
// violation, and the plain parser is fast enough for forms. An entry imports this module before any
// schema, since a schema built at import time would probe at once.
z.config({ jitless: true });
