import { calendarUz } from './calendar-uz';
import { addUzbekSection } from './section-texts';

// The calendar's and the copy dialogs' Uzbek texts (only the menu's label is in the start catalogue).
addUzbekSection('calendar', calendarUz);
