import clsx from 'clsx';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field';

/**
 * The pieces every rich-text box of the app shares: a contentEditable area driven by the browser's editing
 * commands, the caret kept while a panel takes the focus, and the link panel. The server keeps only the
 * tags its sanitiser allows, whatever the box sends.
 */

/** Remembers where the caret was before a panel or a file picker takes the focus, and puts it back. */
export function useSavedSelection(editorRef: RefObject<HTMLDivElement | null>) {
  const savedRange = useRef<Range | null>(null);
  return {
    keep() {
      const selection = document.getSelection();
      if (selection?.rangeCount && editorRef.current?.contains(selection.anchorNode)) {
        savedRange.current = selection.getRangeAt(0).cloneRange();
      }
    },
    restore() {
      editorRef.current?.focus();
      const selection = document.getSelection();
      if (savedRange.current && selection) {
        selection.removeAllRanges();
        selection.addRange(savedRange.current);
      }
    },
  };
}

/** Links the selected words to `href`, or writes the address itself where nothing is selected. */
export function linkSelection(href: string) {
  if (document.getSelection()?.isCollapsed) document.execCommand('insertText', false, href);
  else document.execCommand('createLink', false, href);
}

/** The address field a link button opens; only a web or mail address is handed on. */
export function LinkPanel({
  onInsert,
  onCancel,
}: {
  onInsert: (href: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('https://');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const href = url.trim();
    if (/^(https?:\/\/|mailto:)\S+$/i.test(href)) onInsert(href);
  }

  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-indigo-50/50 p-2"
    >
      <input
        // biome-ignore lint/a11y/noAutofocus: the field was opened on purpose to type an address
        autoFocus
        type="url"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        aria-label={t('editor.rich.linkAddress')}
        className={clsx(controlClasses, 'h-8 min-w-0 flex-1 border-slate-300')}
      />
      <Button type="submit" size="sm">
        {t('editor.rich.insertLink')}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
    </form>
  );
}

/** Handlers that make a contentEditable area write paragraphs and take only the text of what is pasted. */
export const editableBehaviour = {
  onFocus() {
    // New lines become paragraphs, which the server keeps, rather than divs, which it drops.
    document.execCommand('defaultParagraphSeparator', false, 'p');
    document.execCommand('styleWithCSS', false, 'false');
  },
  onPaste(event: { preventDefault: () => void; clipboardData: DataTransfer }) {
    // Pasted pages bring their styles and scripts; only their text comes in.
    event.preventDefault();
    document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
  },
};
