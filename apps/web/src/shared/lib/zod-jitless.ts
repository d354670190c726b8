// Every `import … from 'zod'` of the web build resolves to this module (vite.config.ts), so zod is
// set up before any schema exists, in whichever chunk first needs it, and stays out of chunks that
// don't. Zod probes for eval() to compile fast parsers; under our CSP (no eval) the probe is
// reported as a violation, and the plain parser is fast enough for forms.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z as default };
