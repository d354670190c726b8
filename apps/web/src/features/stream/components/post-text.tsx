import type { ComponentProps } from 'react';
import Markdown from 'react-markdown';
import classes from './post-text.module.css';

/** Links leave the app in a new tab, as the assistant's answers do. */
const COMPONENTS = { a: (props: ComponentProps<'a'>) => <a {...props} target="_blank" rel="noreferrer" /> };

/**
 * A post's Markdown as safe HTML (react-markdown, as the AI answers are drawn: no raw HTML is let
 * through). Long words wrap, so a pasted link does not widen a phone's screen.
 */
export function PostText({ text }: { text: string }) {
  return (
    <div className={classes.text}>
      <Markdown components={COMPONENTS}>{text}</Markdown>
    </div>
  );
}
