import { useMediaQuery } from '@mantine/hooks';
import { em } from '@mantine/core';

/** Below Mantine's `sm` breakpoint (768 px) the admin's lists are cards, not tables. */
const PHONE_MAX_PX = 767.98;

export const usePhone = () => useMediaQuery(`(max-width: ${em(PHONE_MAX_PX)})`, window.innerWidth <= PHONE_MAX_PX);
