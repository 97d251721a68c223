import clsx from 'clsx';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  editableBehaviour,
  LinkPanel,
  linkSelection,
  useSavedSelection,
} from '@/components/rich-text/editing';
import { toast } from '@/components/ui/toast';
import { uploadBlogImage } from '@/features/blog/api/own-posts';
import { editorCard } from '@/features/blog/lib/editor-html';
import { isApiError } from '@/lib/api-client';
import { ProductCardPicker } from './product-card-picker';

type Block = 'h2' | 'h3' | 'p' | 'blockquote' | 'pre';
type Panel = 'link' | 'product' | null;

function ToolIcon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      aria-hidden="true"
    >
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
const LINK =
  'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1';
const PICTURE = 'M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15 9.5a1.5 1.5 0 1 0 0-.01';
const BAG = 'M6 8h12l-1 12H7L6 8zM9 8V6a3 3 0 0 1 6 0v2';

const toolButton =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-50';

/**
 * The post editor: a contentEditable area driven by the browser's editing commands, with headings, lists,
 * quotes, code, links, uploaded pictures and product cards. The server keeps only what its sanitiser allows.
 */
export function BlogContentEditor({
  initialHtml,
  onChange,
  error,
}: {
  /** The starting HTML (in the editor's form); later changes of the prop do not reset what is typed. */
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const editorRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [panel, setPanel] = useState<Panel>(null);
  const [uploading, setUploading] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first value seeds the editor
  useEffect(() => {
    if (editorRef.current) editorRef.current.innerHTML = initialHtml;
  }, []);

  const emit = () => onChange(editorRef.current?.innerHTML ?? '');

  const { keep: keepSelection, restore: restoreSelection } = useSavedSelection(editorRef);

  function insertHtml(html: string) {
    restoreSelection();
    document.execCommand('insertHTML', false, html);
    emit();
  }

  function block(tag: Block) {
    editorRef.current?.focus();
    const current = String(document.queryCommandValue('formatBlock') || '').toLowerCase();
    document.execCommand('formatBlock', false, current === tag ? 'p' : tag);
    emit();
  }

  function command(name: 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList') {
    editorRef.current?.focus();
    document.execCommand(name);
    emit();
  }

  function openPanel(next: Panel) {
    keepSelection();
    setPanel(next);
  }

  function insertLink(href: string) {
    restoreSelection();
    linkSelection(href);
    setPanel(null);
    emit();
  }

  async function insertImage(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      const image = await uploadBlogImage(file);
      insertHtml(`<figure><img src="${image.url}" alt=""></figure><p><br></p>`);
    } catch (cause) {
      toast({
        type: 'error',
        title: t('blog.editor.imageFailed'),
        message: isApiError(cause) ? cause.message : undefined,
      });
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  }

  const tools: { label: string; content: ReactNode; run: () => void }[] = [
    { label: t('editor.rich.bold'), content: <strong>B</strong>, run: () => command('bold') },
    {
      label: t('editor.rich.italic'),
      content: <em className="font-serif">I</em>,
      run: () => command('italic'),
    },
    {
      label: t('editor.rich.heading'),
      content: <span className="font-bold">H2</span>,
      run: () => block('h2'),
    },
    {
      label: t('editor.rich.subheading'),
      content: <span className="font-semibold">H3</span>,
      run: () => block('h3'),
    },
    { label: t('editor.rich.bullets'), content: '•≡', run: () => command('insertUnorderedList') },
    { label: t('editor.rich.numbers'), content: '1.≡', run: () => command('insertOrderedList') },
    { label: t('editor.rich.quote'), content: '“ ”', run: () => block('blockquote') },
    {
      label: t('blog.editor.code'),
      content: <code className="text-xs">{'</>'}</code>,
      run: () => block('pre'),
    },
    { label: t('editor.rich.link'), content: <ToolIcon d={LINK} />, run: () => openPanel('link') },
    {
      label: t('blog.editor.image'),
      content: <ToolIcon d={PICTURE} />,
      run: () => {
        keepSelection();
        fileRef.current?.click();
      },
    },
    { label: t('blog.editor.productCard'), content: <ToolIcon d={BAG} />, run: () => openPanel('product') },
  ];

  return (
    <div className="space-y-1.5">
      <p id={labelId} className="block text-sm font-medium text-slate-800">
        {t('blog.editor.content')}
      </p>
      <div
        className={clsx(
          'overflow-hidden rounded-lg border bg-white shadow-xs focus-within:border-indigo-500',
          error ? 'border-red-400' : 'border-slate-300',
        )}
      >
        <div
          role="toolbar"
          aria-label={t('editor.rich.toolbar')}
          className="sticky top-0 z-10 flex flex-wrap gap-0.5 border-b border-slate-200 bg-slate-50 p-1"
        >
          {tools.map((tool) => (
            <button
              key={tool.label}
              type="button"
              className={toolButton}
              aria-label={tool.label}
              title={tool.label}
              disabled={uploading}
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.run}
            >
              <span aria-hidden="true">{tool.content}</span>
            </button>
          ))}
          <input
            ref={fileRef}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="hidden"
            data-testid="blog-image-input"
            onChange={(event) => void insertImage(event.target.files?.[0])}
          />
        </div>
        {panel === 'link' ? <LinkPanel onInsert={insertLink} onCancel={() => setPanel(null)} /> : null}
        {panel === 'product' ? (
          <ProductCardPicker
            onPick={(product) => {
              setPanel(null);
              insertHtml(`${editorCard(product.id, product.name)}<p><br></p>`);
            }}
            onCancel={() => setPanel(null)}
          />
        ) : null}
        {uploading ? (
          <p
            className="border-b border-slate-200 bg-amber-50 px-3 py-1.5 text-sm text-amber-800"
            role="status"
          >
            {t('blog.editor.uploading')}
          </p>
        ) : null}
        {/* biome-ignore lint/a11y/useSemanticElements: a rich text box has no native element */}
        <div
          ref={editorRef}
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          contentEditable
          suppressContentEditableWarning
          data-placeholder={t('blog.editor.placeholder')}
          data-testid="blog-content-editor"
          className="prose-content blog-editor min-h-72 px-3 py-3 focus:outline-none empty:before:text-slate-400 empty:before:content-[attr(data-placeholder)] sm:px-5"
          onFocus={editableBehaviour.onFocus}
          onInput={emit}
          onBlur={() => {
            keepSelection();
            emit();
          }}
          onPaste={editableBehaviour.onPaste}
        />
      </div>
      {error ? (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
