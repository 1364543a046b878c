import Image from 'next/image';
import { absoluteMediaUrl } from './shop-media.ts';

export interface GalleryImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** Half the page from tablets up, the whole width on phones (see .product-page in shop.css). */
const GALLERY_SIZES = '(min-width: 900px) 50vw, 100vw';

/**
 * Pictures shown in the first screen, loaded at once: stacked, the first two are both in view on a
 * phone and beside the text on a wide screen, and a square second one is the page's largest paint.
 */
const FIRST_SCREEN_IMAGES = 2;

/** The product's pictures, those of the first screen loaded at once, the rest when scrolled to. */
export function ProductGallery({
  images,
  apiUrl,
  label,
  background,
}: {
  images: readonly GalleryImage[];
  apiUrl: string;
  label: string;
  background: string | null;
}) {
  if (images.length === 0)
    return <div className="product-gallery" style={{ backgroundColor: background ?? undefined }} />;
  return (
    <ul className="product-gallery" aria-label={label}>
      {images.map((image, index) => (
        <li key={image.url} style={{ backgroundColor: background ?? undefined }}>
          <Image
            src={absoluteMediaUrl(image.url, apiUrl)}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sizes={GALLERY_SIZES}
            preload={index < FIRST_SCREEN_IMAGES}
            loading={index < FIRST_SCREEN_IMAGES ? undefined : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}
