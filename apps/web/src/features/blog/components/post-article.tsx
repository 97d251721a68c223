import type { ProductCard, PublicBlogPost } from '@pustaka/contract';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { formatDate } from '@/lib/format';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase() || 'U';

/**
 * A post as readers see it. The text is the server's sanitised HTML; each product placeholder in it gets the
 * card the page renders for that product (live name, price and cover), or stays empty when it is off sale.
 */
export function PostArticle({
  post,
  renderProduct,
  actions,
}: {
  post: PublicBlogPost;
  renderProduct: (product: ProductCard) => ReactNode;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [slots, setSlots] = useState<{ element: Element; product: ProductCard }[]>([]);

  useLayoutEffect(() => {
    const byId = new Map(post.products.map((product) => [String(product.id), product]));
    const found: { element: Element; product: ProductCard }[] = [];
    for (const element of bodyRef.current?.querySelectorAll('[data-product-card]') ?? []) {
      const product = byId.get(element.getAttribute('data-product-card') ?? '');
      // The served HTML's link fallback is replaced by the card.
      element.replaceChildren();
      if (product) found.push({ element, product });
    }
    setSlots(found);
  }, [post]);

  return (
    <article className="space-y-6">
      <header className="space-y-4">
        <h1 className="text-3xl font-bold break-words text-slate-900 sm:text-4xl">{post.title}</h1>
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <Link
            to={`/blog/${post.author.id}`}
            className="flex items-center gap-2 font-medium text-slate-800 hover:text-indigo-700"
          >
            <Avatar src={post.author.avatar_url} initials={initialsOf(post.author.name)} alt="" size="sm" />
            {post.author.name}
          </Link>
          {post.published_at ? <span>{formatDate(post.published_at, i18n.language)}</span> : null}
          <span>{t('blog.readingTime', { count: post.reading_minutes })}</span>
        </div>
        {actions}
      </header>
      {post.cover_url ? (
        <img src={post.cover_url} alt="" className="aspect-[1.91/1] w-full rounded-2xl object-cover" />
      ) : null}
      <div
        ref={bodyRef}
        className="prose-content blog-article text-base"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitiser made this HTML
        dangerouslySetInnerHTML={{ __html: post.content_html }}
      />
      {slots.map(({ element, product }) =>
        createPortal(renderProduct(product), element, `card-${product.id}`),
      )}
    </article>
  );
}
