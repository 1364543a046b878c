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

/** The product's pictures, the first one loaded at once (it is the page's largest paint). */
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
            preload={index === 0}
            loading={index === 0 ? undefined : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}
