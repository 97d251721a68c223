import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileRole, ProductFormat } from '@pustaka/contract';
import sharp from 'sharp';
import { hashPassword } from '#modules/auth/index.ts';
import {
  addFile,
  approveProduct,
  createCategory,
  createProduct,
  setCover,
  submitForReview,
} from '#modules/catalogue/index.ts';
import { createUser, findCredentialsByEmail, getUser } from '#modules/users/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { escapeHtml } from '#platform/html.ts';
import { checkUpload } from '#platform/media/index.ts';
import { DEMO_CATEGORIES, DEMO_CREATORS, DEMO_PRODUCTS, type DemoProduct } from './catalogue-data.ts';
import { MediaMaker } from './media-maker.ts';

const FORMAT_LABEL: Record<ProductFormat, string> = {
  PDF: 'EBOOK',
  MP3: 'AUDIO',
  CRS: 'KURSUS VIDEO',
  PPT: 'SLIDE',
};

export async function principalFor(ctx: AppContext, userId: number): Promise<Principal> {
  const user = await getUser(ctx.db, userId);
  return {
    userId,
    sessionId: 'seed',
    role: user.role,
    roles: user.roles,
    groupIds: user.groups.map((g) => g.id),
    groupNames: user.groups.map((g) => g.name),
    emailVerified: true,
    user,
  };
}

/** A cover drawn from the product's colour, format and title (wrapped into lines). */
async function makeCover(product: DemoProduct): Promise<Buffer> {
  const words = product.name.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last && `${last} ${word}`.length <= 16) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 5)
    .map(
      (line, i) =>
        `<text x="60" y="${380 + i * 78}" font-size="64" font-weight="bold">${escapeHtml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${product.color}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>
    <rect width="900" height="1200" fill="url(#g)"/>
    <circle cx="760" cy="180" r="220" fill="#ffffff" fill-opacity="0.08"/>
    <circle cx="120" cy="1080" r="260" fill="#ffffff" fill-opacity="0.06"/>
    <g font-family="DejaVu Sans, Liberation Sans, sans-serif" fill="#ffffff">
      <text x="60" y="200" font-size="34" letter-spacing="6" fill-opacity="0.85">${FORMAT_LABEL[product.format]}</text>
      ${text}
      <text x="60" y="1120" font-size="34" fill-opacity="0.85">Pustaka</text>
    </g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The files of one demo product, made on the spot: real, openable PDFs, MP3s, MP4s and PPTX decks. */
async function makeFiles(
  media: MediaMaker,
  product: DemoProduct,
): Promise<{ role: FileRole; name: string; title?: string; data: Buffer }[]> {
  switch (product.format) {
    case 'PDF': {
      const outline = product.parts.map((title, i) => ({
        title: `Bab ${i + 1}. ${title}`,
        page: i * 2 + 2,
        items: [],
      }));
      const pages = product.parts.length * 2 + 1;
      return [
        {
          role: 'main',
          name: 'buku.pdf',
          data: await media.make('pdf', { pages, outline, title: product.name }),
        },
        {
          role: 'sample',
          name: 'contoh.pdf',
          data: await media.make('pdf', {
            pages: 2,
            outline: outline.slice(0, 1),
            title: `${product.name} (contoh)`,
          }),
        },
      ];
    }
    case 'MP3': {
      const tracks = [];
      for (const [i, title] of product.parts.entries()) {
        tracks.push({
          role: 'track' as const,
          name: `trek-${i + 1}.mp3`,
          title,
          data: await media.make('mp3', { seconds: 3 + i, frequency: 330 + i * 55 }),
        });
      }
      return [
        ...tracks,
        {
          role: 'sample',
          name: 'contoh.mp3',
          data: await media.make('mp3', { seconds: 3, frequency: 440 }),
        },
      ];
    }
    case 'CRS': {
      const lessons = [];
      for (const [i, title] of product.parts.entries()) {
        lessons.push({
          role: 'lesson' as const,
          name: `pelajaran-${i + 1}.mp4`,
          title,
          data: await media.make('mp4', { seconds: 3, title }),
        });
      }
      return [
        ...lessons,
        {
          role: 'sample',
          name: 'cuplikan.mp4',
          data: await media.make('mp4', { seconds: 2, title: product.name.slice(0, 24) }),
        },
      ];
    }
    case 'PPT':
      return [
        {
          role: 'deck',
          name: 'presentasi.pptx',
          data: await media.make('pptx', { slides: product.parts.length, title: product.name }),
        },
        {
          role: 'sample',
          name: 'contoh.pdf',
          data: await media.make('pdf', { pages: 2, title: `${product.name} (contoh)` }),
        },
      ];
  }
}

async function ensureCreators(ctx: AppContext, demoPublisherId: number): Promise<number[]> {
  const ids = [demoPublisherId];
  for (const creator of DEMO_CREATORS) {
    const existing = await findCredentialsByEmail(ctx.db, creator.email);
    ids.push(
      existing?.id ??
        (await createUser(ctx.db, {
          email: creator.email,
          // Nobody signs in as these creators: their password is random and never shown.
          passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
          firstName: creator.firstName,
          lastName: creator.lastName,
          roles: ['publisher', 'members'],
          emailVerified: true,
        })),
    );
  }
  return ids;
}

/** Fills an empty catalogue with the demo products: created, uploaded, reviewed and approved for real. */
export async function seedCatalogue(ctx: AppContext, accounts: { adminId: number; publisherId: number }) {
  const creators = await ensureCreators(ctx, accounts.publisherId);
  const categoryIds = new Map<string, number>();
  for (const category of DEMO_CATEGORIES) {
    categoryIds.set(
      category.name,
      (await createCategory(ctx, { name: category.name, description: category.description })).id,
    );
  }
  const temporary = path.join(ctx.config.dataDir, 'tmp', `seed-${randomBytes(6).toString('hex')}`);
  await mkdir(temporary, { recursive: true });
  const media = new MediaMaker();
  try {
    for (const product of DEMO_PRODUCTS) {
      const sellerId = creators[product.creator] as number;
      const seller = await principalFor(ctx, sellerId);
      const created = await createProduct(ctx, sellerId, {
        name: product.name,
        description: product.description,
        category_id: categoryIds.get(product.category) ?? null,
        author_id: null,
        format: product.format,
        base_price: product.basePrice,
        discount_amount: product.discount ?? 0,
        language: 'id',
        downloadable: true,
      });
      await setCover(ctx, seller, created.id, await makeCover(product));
      for (const file of await makeFiles(media, product)) {
        const filePath = path.join(temporary, `${created.id}-${file.name}`);
        await writeFile(filePath, file.data);
        const checked = await checkUpload({ path: filePath, role: file.role, format: product.format });
        await addFile(
          ctx,
          seller,
          created.id,
          file.role,
          {
            path: filePath,
            originalName: file.name,
            sizeBytes: file.data.length,
            contentType: checked.mime,
            extension: checked.ext,
            info: checked.info,
          },
          file.title,
        );
        await rm(filePath, { force: true });
      }
      await submitForReview(ctx, seller, created.id);
      await approveProduct(ctx, accounts.adminId, created.id);
    }
  } finally {
    await media.close();
    await rm(temporary, { recursive: true, force: true });
  }
  return DEMO_PRODUCTS.length;
}
