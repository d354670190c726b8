import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';

/** Marks the theme's styles written into the built app page (scripts/prerender.mjs). */
export const THEME_STYLES_ATTRIBUTE = 'data-theme-styles';

/** The text colour that stays above 4.5:1 on white and on the colour's own light tint. */
const readableText = (color: string) => `color-mix(in srgb, var(--mantine-color-${color}-9) 70%, black)`;

/**
 * Text on tinted and white backgrounds (light, subtle, outline variants: status badges, icon
 * buttons) uses the darkest shade of its colour, darkened further: Mantine's default shade 6 on a
 * light tint is below the 4.5:1 contrast WCAG asks for.
 */
const readableVariants: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || !['light', 'subtle', 'outline'].includes(input.variant)) return colors;
  const text = readableText(parsed.color);
  return { ...colors, color: text, ...(input.variant === 'outline' ? { border: `1px solid ${text}` } : {}) };
};

/**
 * Dimmed text a shade darker than Mantine's (gray 6 on white is 3.3:1; gray 7 is 8:1), and the
 * light-variant text colours that components read directly (the active menu item) as above.
 */
export const cssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    ...Object.fromEntries(
      Object.keys(theme.colors).map((color) => [`--mantine-color-${color}-light-color`, readableText(color)]),
    ),
    '--mantine-primary-color-light-color': readableText(theme.primaryColor),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Field errors: red 6 on white is 3.3:1, red 9 is 5.6:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

export const makeTheme = (closeLabel: string) =>
  createTheme({
    primaryColor: 'indigo',
    // Filled buttons and badges: shade 7, and dark or white text by the background's luminance;
    // 0.179 is where black and white text have the same contrast (4.58:1), so either passes 4.5:1.
    primaryShade: 7,
    autoContrast: true,
    luminanceThreshold: 0.179,
    variantColorResolver: readableVariants,
    respectReducedMotion: true,
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    defaultRadius: 'md',
    headings: { fontWeight: '700' },
    components: {
      // Every modal's close button has a name in the user's language (SPEC §2).
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
    },
  });
