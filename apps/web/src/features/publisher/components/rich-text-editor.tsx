import clsx from 'clsx';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  editableBehaviour,
  LinkPanel,
  linkSelection,
  useSavedSelection,
} from '@/components/rich-text/editing';

type Command = 'bold' | 'italic' | 'h2' | 'h3' | 'p' | 'ul' | 'ol' | 'quote';

interface RichTextEditorProps {
  label: string;
  /** The starting HTML; later changes of the prop do not reset what is being typed. */
  initialHtml: string;
  onChange: (html: string) => void;
  hint?: ReactNode;
  error?: string;
}

function run(command: Command) {
  switch (command) {
    case 'bold':
    case 'italic':
      document.execCommand(command);
      break;
    case 'ul':
      document.execCommand('insertUnorderedList');
      break;
    case 'ol':
      document.execCommand('insertOrderedList');
      break;
    case 'quote':
      document.execCommand('formatBlock', false, 'blockquote');
      break;
    default:
      document.execCommand('formatBlock', false, command);
  }
}

const toolButton =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-md px-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-pressed:bg-indigo-100 aria-pressed:text-indigo-800';

/**
 * A small WYSIWYG over contentEditable: bold, italic, headings, lists, quotes and links. The browser's
 * editing commands do the work; the server keeps only the tags a description may have.
 */
export function RichTextEditor({ label, initialHtml, onChange, hint, error }: RichTextEditorProps) {
  const { t } = useTranslation();
  const editorRef = useRef<HTMLDivElement>(null);
  const caret = useSavedSelection(editorRef);
  const labelId = useId();
  const hintId = useId();
  const [active, setActive] = useState<Record<string, boolean>>({});
  const [linking, setLinking] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first value seeds the editor
  useEffect(() => {
    if (editorRef.current) editorRef.current.innerHTML = initialHtml;
  }, []);

  /** Reads which formats apply at the caret, for the buttons' pressed state. */
  const readActive = useCallback(() => {
    const editor = editorRef.current;
    const selection = document.getSelection();
    if (!editor || !selection?.anchorNode || !editor.contains(selection.anchorNode)) return;
    const block = String(document.queryCommandValue('formatBlock') || '').toLowerCase();
    setActive({
      bold: document.queryCommandState('bold'),
      italic: document.queryCommandState('italic'),
      ul: document.queryCommandState('insertUnorderedList'),
      ol: document.queryCommandState('insertOrderedList'),
      h2: block === 'h2',
      h3: block === 'h3',
      quote: block === 'blockquote',
    });
  }, []);

  useEffect(() => {
    document.addEventListener('selectionchange', readActive);
    return () => document.removeEventListener('selectionchange', readActive);
  }, [readActive]);

  function emit() {
    onChange(editorRef.current?.innerHTML ?? '');
  }

  function apply(command: Command) {
    editorRef.current?.focus();
    // Headings toggle back to a paragraph.
    run(active[command] && (command === 'h2' || command === 'h3' || command === 'quote') ? 'p' : command);
    // Bold or italic at a caret changes only what will be typed next: the selection stays where it was, so
    // no selectionchange comes, and the buttons would show the state from before the click until one does.
    readActive();
    emit();
  }

  function startLink() {
    caret.keep();
    setLinking(true);
  }

  function insertLink(href: string) {
    caret.restore();
    linkSelection(href);
    setLinking(false);
    emit();
  }

  const tools: { command: Command; label: string; content: ReactNode }[] = [
    { command: 'bold', label: t('editor.rich.bold'), content: <strong>B</strong> },
    { command: 'italic', label: t('editor.rich.italic'), content: <em className="font-serif">I</em> },
    { command: 'h2', label: t('editor.rich.heading'), content: <span className="font-bold">H2</span> },
    { command: 'h3', label: t('editor.rich.subheading'), content: <span className="font-semibold">H3</span> },
    { command: 'ul', label: t('editor.rich.bullets'), content: <span aria-hidden="true">•≡</span> },
    { command: 'ol', label: t('editor.rich.numbers'), content: <span aria-hidden="true">1.≡</span> },
    { command: 'quote', label: t('editor.rich.quote'), content: <span aria-hidden="true">“ ”</span> },
  ];

  return (
    <div className="space-y-1.5">
      <p id={labelId} className="block text-sm font-medium text-slate-800">
        {label}
      </p>
      <div
        className={clsx(
          'overflow-hidden rounded-lg border bg-white shadow-xs focus-within:border-indigo-500 focus-within:outline-2 focus-within:outline-indigo-200',
          error ? 'border-red-400' : 'border-slate-300',
        )}
      >
        <div
          role="toolbar"
          aria-label={t('editor.rich.toolbar')}
          className="flex flex-wrap gap-0.5 border-b border-slate-200 bg-slate-50 p-1"
        >
          {tools.map((tool) => (
            <button
              key={tool.command}
              type="button"
              className={toolButton}
              title={tool.label}
              aria-pressed={Boolean(active[tool.command])}
              // Keep the selection in the text: a button that takes focus would lose it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => apply(tool.command)}
            >
              {/* Named by what it shows (B, H2, …) and then what it does, so speaking the label works. */}
              {tool.content}
              <span className="sr-only"> {tool.label}</span>
            </button>
          ))}
          <button
            type="button"
            className={toolButton}
            aria-label={t('editor.rich.link')}
            title={t('editor.rich.link')}
            onMouseDown={(event) => event.preventDefault()}
            onClick={startLink}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.8}
              aria-hidden="true"
            >
              <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
            </svg>
          </button>
        </div>
        {linking ? <LinkPanel onInsert={insertLink} onCancel={() => setLinking(false)} /> : null}
        {/* biome-ignore lint/a11y/useSemanticElements: a rich text box has no native element */}
        <div
          ref={editorRef}
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={hint || error ? hintId : undefined}
          aria-invalid={error ? true : undefined}
          contentEditable
          suppressContentEditableWarning
          data-placeholder={t('editor.rich.placeholder')}
          data-testid="description-editor"
          className="prose-content min-h-48 px-3 py-3 focus:outline-none empty:before:text-slate-400 empty:before:content-[attr(data-placeholder)]"
          onFocus={editableBehaviour.onFocus}
          onInput={emit}
          // Shortcuts (Ctrl+B, Ctrl+I) change the format without moving the selection either.
          onKeyUp={readActive}
          onBlur={emit}
          onPaste={editableBehaviour.onPaste}
        />
      </div>
      {error ? (
        <p id={hintId} className="text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
