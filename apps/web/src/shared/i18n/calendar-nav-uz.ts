/** The calendar menu label: in the start catalogue, since the menu shows before the calendar loads. */
export const calendarNavUz = { nav: 'Taqvim' };
