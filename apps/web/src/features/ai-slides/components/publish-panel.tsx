import type { Slideshow } from '@pustaka/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox, InputField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { usePublishSlideshow } from '@/features/ai-slides/api/sharing';
import { formatRupiahInput, parseRupiahInput } from '@/lib/rupiah-input';

/**
 * "Publish as product" (publishers): the deck becomes a PPT product draft with its PPTX, a cover from the
 * first slide and its slide count, which then goes through the usual review.
 */
export function PublishPanel({ deck, canPublish }: { deck: Slideshow; canPublish: boolean }) {
  const { t } = useTranslation();
  const publish = usePublishSlideshow(deck.id);
  const [name, setName] = useState(deck.title);
  const [price, setPrice] = useState<number | undefined>(undefined);
  const [submit, setSubmit] = useState(true);
  const [errors, setErrors] = useState<{ name?: string; price?: string }>({});
  const ready = deck.slides.length > 0 && deck.status !== 'generating';
  const productId = publish.data?.product_id ?? deck.published_product_id;

  if (!canPublish) {
    return (
      <section className="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <h2 className="font-semibold text-slate-900">{t('aiSlides.sell.title')}</h2>
        <p className="text-sm text-slate-600">{t('aiSlides.sell.creatorsOnly')}</p>
        <Link to="/dashboard" className="text-sm font-semibold text-indigo-700 hover:underline">
          {t('aiSlides.sell.becomeCreator')}
        </Link>
      </section>
    );
  }

  const send = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (name.trim().length < 3) found.name = t('aiSlides.sell.errors.name');
    if (price === undefined) found.price = t('aiSlides.sell.errors.price');
    setErrors(found);
    if (Object.keys(found).length > 0 || price === undefined) return;
    publish.mutate(
      { name: name.trim(), base_price: price, submit_for_review: submit },
      {
        onSuccess: (result) =>
          toast.success(result.created ? t('aiSlides.sell.created') : t('aiSlides.sell.updated')),
        onError: (error) => toast.error(t('aiSlides.sell.failed'), error),
      },
    );
  };

  return (
    <section
      className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
      aria-labelledby="sell-heading"
    >
      <h2 id="sell-heading" className="font-semibold text-slate-900">
        {t('aiSlides.sell.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('aiSlides.sell.text')}</p>
      {productId ? (
        <Alert tone="success" title={t('aiSlides.sell.publishedAs', { id: productId })}>
          {publish.data ? (
            <p data-testid="publish-status">
              {t('aiSlides.sell.statusLine', { status: t(`productStatus.${publish.data.status}`) })}
            </p>
          ) : null}
          <Link
            to={publish.data?.manage_path ?? `/publisher/products/${productId}`}
            className="font-semibold text-emerald-800 underline"
            data-testid="product-draft-link"
          >
            {t('aiSlides.sell.manage')}
          </Link>
        </Alert>
      ) : null}
      <form className="space-y-3" onSubmit={send} noValidate>
        <InputField
          label={t('aiSlides.sell.name')}
          value={name}
          maxLength={200}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
        />
        <InputField
          label={t('aiSlides.sell.price')}
          hint={t('aiSlides.sell.priceHint')}
          inputMode="numeric"
          value={formatRupiahInput(price)}
          onChange={(event) => setPrice(parseRupiahInput(event.target.value))}
          error={errors.price}
        />
        <Checkbox
          label={t('aiSlides.sell.submit')}
          checked={submit}
          onChange={(event) => setSubmit(event.target.checked)}
        />
        <Button type="submit" disabled={!ready} loading={publish.isPending} className="w-full">
          {productId ? t('aiSlides.sell.republish') : t('aiSlides.sell.publish')}
        </Button>
      </form>
    </section>
  );
}
