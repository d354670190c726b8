/** The guardian menu's labels: in the start catalogue, since the menu shows before a guardian screen loads. */
export const guardianNavUz = { children: 'Farzandlarim' };
